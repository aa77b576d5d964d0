/**
 * The Mail app (/api/email/*) on each store backend (memory and a real redis-server): filters,
 * search, the toggles and moves, compose, and refusals that change nothing; per user and per role.
 * The attachments' files: template-email-attachments.test.ts.
 */
import t, { type Test } from 'tap';
import { MAIL_FOLDERS, MAIL_LABELS, type Mail } from '../../shared/schemas/template-email.js';
import { CSRF } from '../helpers/app.js';
import { mailClient } from '../helpers/mail-client.js';
import { BACKENDS, templateBackends, type App, type Backend } from '../helpers/template-backends.js';

const backends = templateBackends(t);
const bffOn = async (t: Test, backend: Backend): Promise<App> => (await backends.bffOn(t, backend)).app;
const signIn = (app: App, id: number, role = 'admin', name = 'Claire Dubois') => backends.signIn(app, id, role, name);

const ids = (mails: Mail[]) => mails.map((m) => m.id);

for (const backend of BACKENDS) {
  t.test(`${backend}: the seeded mailbox and its filters`, async (t) => {
    const app = await bffOn(t, backend);
    const { get, all } = mailClient(app, await signIn(app, 1));
    const mails = await all();
    t.ok(mails.length >= 20 && mails.length <= 30, `about 25 mails (${mails.length})`);
    for (const folder of MAIL_FOLDERS) t.ok(mails.some((m) => m.mailFolder === folder), `some in ${folder}`);
    for (const label of MAIL_LABELS) t.ok(mails.some((m) => m.labels.includes(label)), `some labelled ${label}`);
    t.ok(mails.some((m) => m.unread) && mails.some((m) => m.attachments.length > 0) && mails.some((m) => m.replies.length > 0));
    const first = mails.find((m) => m.attachments.length > 0)!;
    t.match(first.attachments[0], { name: String, size: Number });
    t.same(Object.keys(mails[0]).sort(), ['attachments', 'bcc', 'cc', 'day', 'id', 'isStarred', 'labels', 'mailFolder', 'message', 'replies', 'sender', 'sender_name', 'subject', 'time', 'to', 'unread', 'year'].sort(), 'the §3 fields');
    const received = mails.find((m) => m.mailFolder === 'inbox')!;
    t.same(received.to, ['claire.dubois@cabinet-demo.fr'], 'received mails are addressed to the signed-in user');
    const sent = mails.find((m) => m.mailFolder === 'sent')!;
    t.match(sent, { sender: 'claire.dubois@cabinet-demo.fr', sender_name: 'Claire Dubois' });
    t.ok(mails.every((m) => /@([a-z-]+\.)*(example(\.(com|org|net))?|cabinet-demo\.fr)$/.test(m.sender)), 'addresses at example domains');

    const inbox = await get();
    t.same(inbox, await get('?filter=inbox'), 'inbox by default');
    t.same(ids(inbox.emails).sort((a, b) => a - b), ids(mails.filter((m) => m.mailFolder === 'inbox')));
    const times = inbox.emails.map((m) => m.time);
    t.same(times, [...times].sort().reverse(), 'newest first');

    const starred = await get('?filter=starred');
    t.ok(starred.emails.length > 0);
    t.same(ids(starred.emails).sort((a, b) => a - b), ids(mails.filter((m) => m.isStarred && m.mailFolder !== 'trash' && m.mailFolder !== 'spam')), 'starred: the starred mails outside trash and spam');
    t.ok(new Set(starred.emails.map((m) => m.mailFolder)).size > 1, 'starred spans folders');
    for (const label of MAIL_LABELS) {
      const list = await get(`?filter=${label}`);
      t.same(ids(list.emails).sort((a, b) => a - b), ids(mails.filter((m) => m.labels.includes(label) && m.mailFolder !== 'trash' && m.mailFolder !== 'spam')), `label ${label}`);
    }
    for (const folder of MAIL_FOLDERS) {
      t.equal(inbox.emailsMeta.unread[folder], mails.filter((m) => m.mailFolder === folder && m.unread).length, `unread count of ${folder}`);
    }
    t.equal(inbox.emailsMeta.unread.starred, starred.emails.filter((m) => m.unread).length);
    t.equal(inbox.emailsMeta.drafts, mails.filter((m) => m.mailFolder === 'draft').length);
    t.ok(inbox.emailsMeta.unread.inbox > 0);
  });

  t.test(`${backend}: search matches sender name, sender, message and subject, whatever the case`, async (t) => {
    const app = await bffOn(t, backend);
    const { get, all } = mailClient(app, await signIn(app, 1));
    const mails = (await all()).filter((m) => m.mailFolder === 'inbox');
    const cases: Array<[string, keyof Mail, string]> = [
      ['sender_name', 'sender_name', 'AGATHE rousseau'],
      ['sender', 'sender', 'MARC.LEMOINE@example.ORG'],
      ['message', 'message', 'SAISONNIER EN savoie'],
      ['subject', 'subject', 'pension DE RÉVERSION'],
    ];
    for (const [what, field, q] of cases) {
      const found = (await get(`?q=${encodeURIComponent(q)}`)).emails;
      t.ok(found.length > 0, `${what}: found`);
      t.ok(found.every((m) => String(m[field]).toLowerCase().includes(q.toLowerCase())), `${what}: every hit matches on ${field}`);
      const expected = mails.filter((m) => [m.sender_name, m.sender, m.message, m.subject].some((s) => s.toLowerCase().includes(q.toLowerCase())));
      t.same(ids(found).sort((a, b) => a - b), ids(expected), `${what}: exactly the inbox mails that match`);
    }
    t.same((await get('?q=zzz-nothing')).emails, [], 'no match');
    t.ok((await get('?filter=sent&q=simulation')).emails.every((m) => m.mailFolder === 'sent'), 'q within the filter');
    t.equal((await get('?q=%20%20')).emails.length, mails.length, 'blank q: everything');
  });

  t.test(`${backend}: star, move, mark read/unread and labels`, async (t) => {
    const app = await bffOn(t, backend);
    const { get, post, all } = mailClient(app, await signIn(app, 1));
    const inbox = (await get()).emails;
    const [a, b, c] = inbox;

    let res = await post('set-starred', { mailId: a.id });
    t.equal(res.statusCode, 200);
    t.equal(res.json().isStarred, !a.isStarred, 'toggled');
    t.equal(ids((await get('?filter=starred')).emails).includes(a.id), !a.isStarred);
    res = await post('set-starred', { mailId: a.id });
    t.equal(res.json().isStarred, a.isStarred, 'toggled back');

    res = await post('move-mails', { selectedEmails: [a.id, b.id], mailFolder: 'trash' });
    t.equal(res.statusCode, 200);
    t.same(res.json().emails.map((m: Mail) => m.mailFolder), ['trash', 'trash']);
    t.notOk(ids((await get()).emails).some((id) => id === a.id || id === b.id), 'gone from the inbox');
    t.ok(ids((await get('?filter=trash')).emails).includes(a.id), 'in the trash');
    await post('move-mails', { selectedEmails: [a.id, b.id], mailFolder: 'inbox' });

    res = await post('mark-unread', { emailIds: [a.id, b.id, c.id], unreadFlag: true });
    t.equal(res.statusCode, 200);
    t.ok(res.json().emails.every((m: Mail) => m.unread));
    const unreadNow = (await get()).emailsMeta.unread.inbox;
    res = await post('mark-unread', { emailIds: [a.id, b.id, c.id], unreadFlag: false });
    t.ok(res.json().emails.every((m: Mail) => !m.unread), 'marked read');
    t.equal((await get()).emailsMeta.unread.inbox, unreadNow - 3, 'the badge follows');

    const withLabel = inbox.find((m) => m.labels.includes('company'))!;
    const without = inbox.find((m) => !m.labels.includes('company'))!;
    res = await post('set-labels', { emailIds: [withLabel.id, without.id], label: 'company' });
    t.equal(res.statusCode, 200);
    const [after1, after2] = res.json().emails as Mail[];
    t.notOk(after1.labels.includes('company'), 'a mail that had the label loses it');
    t.ok(after2.labels.includes('company'), 'a mail without it gains it');
    t.same(after2.labels.filter((l) => l !== 'company'), without.labels, 'its other labels kept');
    const company = ids((await get('?filter=company')).emails);
    t.ok(company.includes(without.id) && !company.includes(withLabel.id), 'the label view follows');

    // Each write is kept: a second sign-in reads the same mailbox.
    const again = mailClient(app, await signIn(app, 1));
    t.same(await again.all(), await all(), 'the same mailbox after a new sign-in');
  });

  t.test(`${backend}: refusals change nothing (400 naming the field, 404 for an unknown mail)`, async (t) => {
    const app = await bffOn(t, backend);
    const { get, post, all } = mailClient(app, await signIn(app, 1));
    const before = await all();
    const [a, b] = before.filter((m) => m.mailFolder === 'inbox');
    const refused: Array<[string, object, number, string | null]> = [
      ['set-starred', { mailId: 9999 }, 404, null],
      ['set-starred', { mailId: 'x' }, 400, 'mailId'],
      ['set-starred', { mailId: a.id, extra: 1 }, 400, 'extra'],
      ['move-mails', { selectedEmails: [a.id, 9999], mailFolder: 'trash' }, 404, null],
      ['move-mails', { selectedEmails: [a.id], mailFolder: 'archive' }, 400, 'mailFolder'],
      ['move-mails', { selectedEmails: [a.id], mailFolder: 'starred' }, 400, 'mailFolder'],
      ['move-mails', { selectedEmails: [], mailFolder: 'trash' }, 400, 'selectedEmails'],
      ['move-mails', { selectedEmails: [a.id, a.id], mailFolder: 'trash' }, 400, 'selectedEmails'],
      ['mark-unread', { emailIds: [b.id, 9999], unreadFlag: !b.unread }, 404, null],
      ['mark-unread', { emailIds: [b.id], unreadFlag: 'maybe' }, 400, 'unreadFlag'],
      ['set-labels', { emailIds: [a.id, 9999], label: 'private' }, 404, null],
      ['set-labels', { emailIds: [a.id], label: 'urgent' }, 400, 'label'],
      ['set-labels', { emailIds: [a.id] }, 400, 'label'],
      ['send', { to: ['pas-une-adresse'], subject: 'x', message: '' }, 400, 'to.0'],
      ['send', { to: [], subject: 'x', message: '' }, 400, 'to'],
      ['send', { to: ['a@example.com'], subject: '   ', message: '' }, 400, 'subject'],
      ['send', { to: ['a@example.com'], subject: 'x', message: '', cc: ['nope'] }, 400, 'cc.0'],
      ['send', { to: ['a@example.com'], subject: 'x', message: '', draftId: a.id }, 404, null],
      ['send', { to: ['a@example.com'], subject: 'x', message: '', draftId: 9999 }, 404, null],
      ['save-draft', { id: a.id, subject: 'x' }, 404, null],
      ['save-draft', { bcc: ['@'] }, 400, 'bcc.0'],
      ['save-draft', { from: 'me@example.com' }, 400, 'from'],
    ];
    for (const [path, payload, status, field] of refused) {
      const res = await post(path, payload);
      t.equal(res.statusCode, status, `${path} ${JSON.stringify(payload)}`);
      t.equal(res.json().error, status === 404 ? 'not_found' : 'invalid_request');
      if (field) t.equal(res.json().field, field, `names ${field}`);
    }
    for (const query of ['?filter=archive', '?filter=Inbox', '?folder=inbox', `?q=${'x'.repeat(101)}`]) {
      const res = await app.inject({ method: 'GET', url: `/api/email/mails${query}`, headers: { cookie: (await signIn(app, 1)) } });
      t.equal(res.statusCode, 400, query);
    }
    const bad = await app.inject({ method: 'GET', url: '/api/email/mails?filter=archive', headers: { cookie: await signIn(app, 1) } });
    t.equal(bad.json().field, 'filter', 'an unknown filter names `filter`');
    const noCsrf = await app.inject({ method: 'POST', url: '/api/email/set-starred', headers: { cookie: await signIn(app, 1) }, payload: { mailId: a.id } });
    t.equal(noCsrf.statusCode, 403, 'CSRF header required');
    t.same(await all(), before, 'the mailbox is unchanged');
    t.equal((await get()).emailsMeta.unread.inbox, before.filter((m) => m.mailFolder === 'inbox' && m.unread).length);
  });

  t.test(`${backend}: compose: send to the sent folder, save and update drafts, send a draft`, async (t) => {
    const app = await bffOn(t, backend);
    const { get, post, all } = mailClient(app, await signIn(app, 1));
    const count = (await all()).length;

    let res = await post('send', { to: ['agathe.rousseau@example.com'], cc: ['marc.lemoine@example.org'], subject: '  Votre relevé  ', message: 'Bonjour,\n\nC’est noté.' });
    t.equal(res.statusCode, 201);
    const sent: Mail = res.json();
    t.match(sent, {
      sender: 'claire.dubois@cabinet-demo.fr',
      sender_name: 'Claire Dubois',
      to: ['agathe.rousseau@example.com'],
      cc: ['marc.lemoine@example.org'],
      bcc: [],
      subject: 'Votre relevé',
      mailFolder: 'sent',
      unread: false,
      isStarred: false,
      labels: [],
      attachments: [],
      replies: [],
    });
    t.ok(Date.now() - Date.parse(sent.time) < 60_000, 'sent now');
    t.equal(sent.year, new Date(sent.time).getUTCFullYear());
    t.match(sent.day, /^\d{4}-\d{2}-\d{2}$/);
    t.equal((await get('?filter=sent')).emails[0].id, sent.id, 'first in the sent folder');
    t.notOk(ids((await get()).emails).includes(sent.id), 'not in the inbox');

    res = await post('save-draft', { to: ['paul.mercier@example.net'], subject: 'Brouillon' });
    t.equal(res.statusCode, 201);
    const draft: Mail = res.json();
    t.match(draft, { mailFolder: 'draft', subject: 'Brouillon', message: '', to: ['paul.mercier@example.net'], sender: 'claire.dubois@cabinet-demo.fr' });
    t.ok(ids((await get('?filter=draft')).emails).includes(draft.id), 'in the draft folder');
    res = await post('save-draft', { id: draft.id, message: 'Suite du texte' });
    t.equal(res.statusCode, 200);
    t.match(res.json(), { id: draft.id, subject: 'Brouillon', message: 'Suite du texte', to: ['paul.mercier@example.net'] }, 'only the fields given change');

    const drafts = (await get()).emailsMeta.drafts;
    res = await post('send', { draftId: draft.id, to: ['paul.mercier@example.net'], subject: 'Brouillon envoyé', message: 'Texte final' });
    t.equal(res.statusCode, 201);
    t.match(res.json(), { id: draft.id, mailFolder: 'sent', subject: 'Brouillon envoyé' });
    t.notOk(ids((await get('?filter=draft')).emails).includes(draft.id), 'the draft left the draft folder');
    t.equal((await get()).emailsMeta.drafts, drafts - 1);
    t.equal((await all()).length, count + 2, 'one sent, one draft become sent');
  });
}

t.test('per user: each signed-in admin has their own mailbox (memory and Redis)', async (t) => {
  for (const backend of BACKENDS) {
    const app = await bffOn(t, backend);
    // The demo upstream has one published admin account; the stub upstream signs in a second admin (id 41).
    const claire = mailClient(app, await signIn(app, 1, 'admin', 'Claire Dubois'));
    const olivier = mailClient(app, await signIn(app, 41, 'admin', 'Olivier Chevalier'));
    const [first] = (await claire.get()).emails;
    await claire.post('move-mails', { selectedEmails: [first.id], mailFolder: 'spam' });
    await claire.post('send', { to: ['a@example.com'], subject: 'Pour Claire seulement', message: '' });
    t.notOk(ids((await claire.get()).emails).includes(first.id), `${backend}: moved for Claire`);
    t.ok(ids((await olivier.get()).emails).includes(first.id), `${backend}: still in Olivier’s inbox`);
    t.notOk((await olivier.get('?filter=sent')).emails.some((m) => m.subject === 'Pour Claire seulement'), `${backend}: Claire’s sent mail is hers`);
    t.same((await olivier.get()).emails[0].to, ['olivier.chevalier@cabinet-demo.fr'], `${backend}: Olivier’s mails are addressed to him`);
  }
});

t.test('permissions: 401 without a session, 403 for a Consultant, on every endpoint', async (t) => {
  const app = await bffOn(t, 'memory');
  const consultant = await signIn(app, 2, 'Consultant', 'Julien Moreau');
  const calls: Array<['GET' | 'POST', string, object | undefined]> = [
    ['GET', '/api/email/mails', undefined],
    ['GET', '/api/email/mails?filter=sent', undefined],
    ['POST', '/api/email/set-starred', { mailId: 1 }],
    ['POST', '/api/email/move-mails', { selectedEmails: [1], mailFolder: 'trash' }],
    ['POST', '/api/email/mark-unread', { emailIds: [1], unreadFlag: true }],
    ['POST', '/api/email/set-labels', { emailIds: [1], label: 'private' }],
    ['POST', '/api/email/send', { to: ['a@example.com'], subject: 'x', message: '' }],
    ['POST', '/api/email/save-draft', { subject: 'x' }],
  ];
  for (const [method, url, payload] of calls) {
    const out = await app.inject({ method, url, headers: CSRF, payload });
    t.equal(out.statusCode, 401, `${method} ${url} signed out`);
    const res = await app.inject({ method, url, headers: { ...CSRF, cookie: consultant }, payload });
    t.equal(res.statusCode, 403, `${method} ${url} as a Consultant`);
    t.equal(res.json().error, 'forbidden');
  }
  // The Consultant's refused writes left nothing behind: as an admin, the same user id would read the seed.
  const asAdmin = mailClient(app, await signIn(app, 2, 'admin', 'Julien Moreau'));
  const mail1 = (await asAdmin.all()).find((m) => m.id === 1)!;
  t.equal(mail1.mailFolder, 'inbox', 'not moved by the refused request');
  t.notOk((await asAdmin.get('?filter=sent')).emails.some((m) => m.subject === 'x'), 'nothing sent');
});
