/**
 * The Mail app (/api/email/*) on each store backend (memory and a real redis-server): filters,
 * search, the toggles and moves, compose, and refusals that change nothing; per user and per role.
 */
import { crc32 } from 'node:zlib';
import t, { type Test } from 'tap';
import { MAIL_FOLDERS, MAIL_LABELS, type Mail, type MailsResponse } from '../../shared/schemas/template-email.js';
import { CSRF } from '../helpers/app.js';
import { BACKENDS, templateBackends, type App, type Backend } from '../helpers/template-backends.js';

const backends = templateBackends(t);
const bffOn = async (t: Test, backend: Backend): Promise<App> => (await backends.bffOn(t, backend)).app;
const signIn = (app: App, id: number, role = 'admin', name = 'Claire Dubois') => backends.signIn(app, id, role, name);

function client(app: App, cookie: string) {
  const get = async (query = ''): Promise<MailsResponse> => {
    const res = await app.inject({ method: 'GET', url: `/api/email/mails${query}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET ${query}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const post = (path: string, payload: object) => app.inject({ method: 'POST', url: `/api/email/${path}`, headers: { cookie, ...CSRF }, payload });
  /** Every mail of the mailbox, by id (each real folder once). */
  const all = async (): Promise<Mail[]> => {
    const lists = await Promise.all(MAIL_FOLDERS.map((folder) => get(`?filter=${folder}`)));
    return lists.flatMap((l) => l.emails).sort((a, b) => a.id - b.id);
  };
  return { get, post, all };
}

const ids = (mails: Mail[]) => mails.map((m) => m.id);

for (const backend of BACKENDS) {
  t.test(`${backend}: the seeded mailbox and its filters`, async (t) => {
    const app = await bffOn(t, backend);
    const { get, all } = client(app, await signIn(app, 1));
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
    const { get, all } = client(app, await signIn(app, 1));
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
    const { get, post, all } = client(app, await signIn(app, 1));
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
    const again = client(app, await signIn(app, 1));
    t.same(await again.all(), await all(), 'the same mailbox after a new sign-in');
  });

  t.test(`${backend}: refusals change nothing (400 naming the field, 404 for an unknown mail)`, async (t) => {
    const app = await bffOn(t, backend);
    const { get, post, all } = client(app, await signIn(app, 1));
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
    const { get, post, all } = client(app, await signIn(app, 1));
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
    const claire = client(app, await signIn(app, 1, 'admin', 'Claire Dubois'));
    const olivier = client(app, await signIn(app, 41, 'admin', 'Olivier Chevalier'));
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
  const asAdmin = client(app, await signIn(app, 2, 'admin', 'Julien Moreau'));
  const mail1 = (await asAdmin.all()).find((m) => m.id === 1)!;
  t.equal(mail1.mailFolder, 'inbox', 'not moved by the refused request');
  t.notOk((await asAdmin.get('?filter=sent')).emails.some((m) => m.subject === 'x'), 'nothing sent');
});

/** The names of a stored zip's entries, each checked against its CRC-32 (the files are stored, not deflated). */
function zipEntries(bytes: Buffer): string[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: no central header`);
    const crc = bytes.readUInt32LE(at + 16);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (bytes.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (crc32(bytes.subarray(dataAt, dataAt + size)) !== crc) throw new Error(`${name}: bad CRC`);
    names.push(name);
    at += 46 + nameLength + extra;
  }
  return names;
}

/** A PDF whose cross-reference table points at each of its objects. */
function checkPdf(t: Test, bytes: Buffer): void {
  const text = bytes.toString('latin1');
  t.ok(text.startsWith('%PDF-1.'), 'PDF header');
  t.ok(text.trimEnd().endsWith('%%EOF'), 'PDF trailer');
  const xref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
  t.equal(text.slice(xref, xref + 4), 'xref', 'startxref points at the table');
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n\s*$/gm)].map((m) => Number(m[1]));
  t.ok(offsets.length >= 4, `${offsets.length} objects`);
  offsets.forEach((offset, i) => t.match(text.slice(offset, offset + 12), new RegExp(`^${i + 1} 0 obj`), `object ${i + 1} where the table says`));
}

t.test('attachments: each file of a mail downloads under its name and type, or shows inline; only from a mail the caller has, else a JSON 404', async (t) => {
  const app = await bffOn(t, 'memory');
  const cookie = await signIn(app, 1, 'admin', 'Claire Dubois');
  const mails = (await client(app, cookie).all()).filter((m) => m.attachments.length > 0);
  const get = (url: string, who = cookie) => app.inject({ method: 'GET', url, headers: { cookie: who } });
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    png: 'image/png',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    zip: 'application/zip',
  };
  const seen = new Set<string>();
  for (const mail of mails) {
    for (const file of mail.attachments) {
      const extension = file.name.split('.').pop()!;
      seen.add(extension);
      const url = `/api/email/mails/${mail.id}/attachments/${encodeURIComponent(file.name)}`;
      const res = await get(url);
      t.equal(res.statusCode, 200, `${file.name}: 200`);
      t.equal(res.headers['content-type'], types[extension], `${file.name}: ${types[extension]}`);
      t.equal(res.headers['content-disposition'], `attachment; filename="${file.name}"; filename*=UTF-8''${file.name}`, `${file.name}: saved under its name`);
      t.match(res.headers['cache-control'], /no-store/, 'not cached');
      t.equal(Number(res.headers['content-length']), res.rawPayload.length);
      const bytes = res.rawPayload;
      if (extension === 'pdf') checkPdf(t, bytes);
      if (extension === 'jpg') t.ok(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) && bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9])), `${file.name}: a JPEG`);
      if (extension === 'png') t.ok(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${file.name}: a PNG`);
      if (extension === 'docx') t.ok(zipEntries(bytes).includes('word/document.xml'), `${file.name}: a Word document`);
      if (extension === 'xlsx') t.ok(zipEntries(bytes).includes('xl/worksheets/sheet1.xml'), `${file.name}: a workbook`);
      if (extension === 'zip') t.ok(zipEntries(bytes).length >= 1, `${file.name}: a zip`);
      const inline = await get(`${url}?inline=1`);
      t.match(inline.headers['content-disposition'], /^inline; filename="/, `${file.name}?inline=1: shown in the browser`);
    }
  }
  t.same([...seen].sort(), ['docx', 'jpg', 'pdf', 'xlsx', 'zip'], 'every kind of the seed is served');

  const [first, second] = mails;
  const notFound = async (url: string, what: string) => {
    const res = await get(url);
    t.equal(res.statusCode, 404, `${what}: 404`);
    t.match(res.headers['content-type'], /^application\/json/, `${what}: JSON`);
    t.equal(res.json().error, 'not_found', what);
  };
  await notFound(`/api/email/mails/999999/attachments/${first.attachments[0].name}`, 'an unknown mail');
  await notFound(`/api/email/mails/${first.id}/attachments/inconnu.pdf`, 'a name the mail does not have');
  const elsewhere = second.attachments.find((a) => !first.attachments.some((b) => b.name === a.name))!;
  await notFound(`/api/email/mails/${first.id}/attachments/${elsewhere.name}`, 'another mail’s file');
  // A mail Claire wrote is hers alone: another admin's mailbox has no such mail.
  const sent = (await client(app, cookie).post('send', { to: ['a@example.com'], subject: 'Pièce jointe ?', message: '' })).json() as Mail;
  const olivier = await signIn(app, 41, 'admin', 'Olivier Chevalier');
  t.equal((await get(`/api/email/mails/${sent.id}/attachments/releve-carriere-2026.pdf`, olivier)).statusCode, 404, 'not another user’s mail');
  t.equal((await get(`/api/email/mails/${first.id}/attachments/${first.attachments[0].name}`, olivier)).statusCode, 200, 'their own copy of the seeded mail');

  for (const [url, field] of [
    [`/api/email/mails/abc/attachments/x.pdf`, 'mailId'],
    [`/api/email/mails/${first.id}/attachments/x.pdf?inline=2`, 'inline'],
    [`/api/email/mails/${first.id}/attachments/x.pdf?download=1`, 'download'],
  ] as const) {
    const res = await get(url);
    t.equal(res.statusCode, 400, `${url}: 400`);
    t.match(res.json(), { error: 'invalid_request', field }, `names ${field}`);
  }
  t.equal((await app.inject({ method: 'GET', url: `/api/email/mails/${first.id}/attachments/x.pdf` })).statusCode, 401, 'signed out: 401');
  const consultant = await signIn(app, 2, 'Consultant', 'Julien Moreau');
  t.equal((await get(`/api/email/mails/${first.id}/attachments/${first.attachments[0].name}`, consultant)).statusCode, 403, 'a Consultant: 403');

  const doc = (await app.inject({ method: 'GET', url: '/docs' })).json() as { paths: Record<string, { get?: { operationId?: string } }> };
  t.equal(doc.paths['/api/email/mails/{mailId}/attachments/{name}']?.get?.operationId, 'downloadMailAttachment', 'in the OpenAPI description');
});
