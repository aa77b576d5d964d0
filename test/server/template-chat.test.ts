/**
 * The template's chat app (spec §7) over each store backend (memory and a real redis-server):
 * chats and contacts, sending (which starts a chat), seen marks, pins, the user's own status;
 * refused requests change nothing; each user has their own chats; admin only (the template's
 * permissions), 401 without a session.
 */
import t from 'tap';
import { CSRF } from '../helpers/app.js';
import { BACKENDS, templateBackends, type App } from '../helpers/template-backends.js';
import { CHAT_STATUSES, type Chat, type ChatContact } from '../../shared/schemas/template-chat.js';

const backends = templateBackends(t);
const { bffOn, signIn } = backends;

const get = (app: App, cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const post = (app: App, cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { ...CSRF, cookie }, payload });

async function chats(app: App, cookie: string): Promise<Chat[]> {
  const res = await get(app, cookie, '/api/app/chat/chats');
  if (res.statusCode !== 200) throw new Error(`chats: ${res.statusCode} ${res.body}`);
  return res.json().chats;
}

/** Pinned first; within each group, the most recent last message first. */
function inListOrder(list: Chat[]): boolean {
  return list.every((chat, i) => {
    if (i === 0) return true;
    const before = list[i - 1];
    if (before.isPinned !== chat.isPinned) return before.isPinned;
    return (before.lastMessage?.time ?? '') >= (chat.lastMessage?.time ?? '');
  });
}

const ENDPOINTS: Array<[method: 'GET' | 'POST', url: string, body?: object]> = [
  ['GET', '/api/app/chat/chats'],
  ['GET', '/api/app/chat/chat-contacts'],
  ['GET', '/api/app/chat/profile'],
  ['POST', '/api/app/chat/send-message', { contactId: 1, message: 'Bonjour' }],
  ['POST', '/api/apps/chat/mark-all-seen/', { contactId: 1 }],
  ['POST', '/api/apps/chat/mark-all-seen', { contactId: 1 }],
  ['POST', '/api/apps/chat/set-pinned/', { contactId: 1, value: false }],
  ['POST', '/api/apps/chat/set-pinned', { contactId: 1, value: false }],
  ['POST', '/api/app/chat/set-status', { status: 'away' }],
];

t.test('401 without a session, 403 for a Consultant, on every chat endpoint; nothing changed', async (t) => {
  const { app } = await bffOn(t, 'memory');
  const consultant = await signIn(app, 2, 'Consultant');
  const admin = await signIn(app, 1);
  const before = await chats(app, admin);
  for (const [method, url, payload] of ENDPOINTS) {
    const anonymous = await app.inject({ method, url, headers: CSRF, ...(payload ? { payload } : {}) });
    t.equal(anonymous.statusCode, 401, `${method} ${url} signed out`);
    t.equal(anonymous.json().error, 'unauthenticated');
    const refused = await app.inject({ method, url, headers: { ...CSRF, cookie: consultant }, ...(payload ? { payload } : {}) });
    t.equal(refused.statusCode, 403, `${method} ${url} as a Consultant`);
    t.equal(refused.json().error, 'forbidden');
  }
  t.same(await chats(app, admin), before, "the admin's chats are unchanged");
  t.equal((await get(app, admin, '/api/app/chat/profile')).json().profile.status, 'online', 'status unchanged');
});

for (const backend of BACKENDS) {
  t.test(`${backend}: the seeded chats and contacts, their shapes and order`, async (t) => {
    const { app } = await bffOn(t, backend);
    const admin = await signIn(app, 1, 'admin', 'Claire Dubois');

    const contactsRes = await get(app, admin, '/api/app/chat/chat-contacts');
    t.equal(contactsRes.statusCode, 200);
    const contacts: ChatContact[] = contactsRes.json().contacts;
    t.ok(contacts.length >= 10, `${contacts.length} contacts`);
    for (const c of contacts) {
      t.same(Object.keys(c).sort(), ['about', 'displayName', 'photoURL', 'status', 'uid'], `${c.displayName}: the §3 fields`);
      t.equal(c.photoURL, null, 'no external photo (initials instead)');
      t.ok((CHAT_STATUSES as readonly string[]).includes(c.status));
    }
    const names = contacts.map((c) => c.displayName);
    t.same(names, [...names].sort((a, b) => a.localeCompare(b, 'fr')), 'contacts by name');
    t.same(new Set(contacts.map((c) => c.status)), new Set(CHAT_STATUSES), 'every status appears among the contacts');

    const list = await chats(app, admin);
    t.ok(list.length >= 5, `${list.length} chats`);
    t.ok(list.some((c) => c.isPinned) && list.some((c) => !c.isPinned), 'pinned and unpinned chats');
    t.ok(inListOrder(list), 'pinned first, then the most recent');
    t.ok(list.some((c) => c.unseenMsgs > 0), 'some messages are unseen');
    for (const chat of list) {
      t.same(Object.keys(chat).sort(), ['contactId', 'isPinned', 'lastMessage', 'msg', 'unseenMsgs']);
      t.ok(contacts.some((c) => c.uid === chat.contactId), `chat ${chat.contactId} has a contact`);
      t.same(chat.lastMessage, chat.msg.at(-1));
      t.equal(chat.unseenMsgs, chat.msg.filter((m) => !m.isSent && !m.isSeen).length);
      for (const m of chat.msg) t.same(Object.keys(m).sort(), ['isSeen', 'isSent', 'textContent', 'time']);
      t.same(chat.msg.map((m) => m.time), [...chat.msg.map((m) => m.time)].sort(), 'messages oldest first');
    }
    t.same(await chats(app, admin), list, 'the same when read again (seeded once)');

    const profile = await get(app, admin, '/api/app/chat/profile');
    t.equal(profile.statusCode, 200);
    t.match(profile.json(), { profile: { uid: 1, displayName: 'Claire Dubois', status: 'online', about: String } });
  });

  t.test(`${backend}: send, mark seen, pin, status; refusals change nothing`, async (t) => {
    const { app } = await bffOn(t, backend);
    const admin = await signIn(app, 1);
    const initial = await chats(app, admin);
    const withoutChat = (await get(app, admin, '/api/app/chat/chat-contacts')).json().contacts.find((c: ChatContact) => !initial.some((ch) => ch.contactId === c.uid)) as ChatContact;

    // Refusals first: each leaves the chats exactly as they were.
    const refusals: Array<[string, object, number, string | undefined]> = [
      ['/api/app/chat/send-message', { contactId: withoutChat.uid, message: '' }, 400, 'message'],
      ['/api/app/chat/send-message', { contactId: withoutChat.uid, message: '   \n\t ' }, 400, 'message'],
      ['/api/app/chat/send-message', { contactId: 999, message: 'Bonjour' }, 404, 'contactId'],
      ['/api/app/chat/send-message', { contactId: withoutChat.uid, message: 'Bonjour', extra: 1 }, 400, 'extra'],
      ['/api/app/chat/send-message', { contactId: withoutChat.uid, message: 'x'.repeat(2001) }, 400, 'message'],
      ['/api/app/chat/send-message', { message: 'Bonjour' }, 400, 'contactId'],
      ['/api/apps/chat/mark-all-seen/', { contactId: 999 }, 404, 'contactId'],
      ['/api/apps/chat/mark-all-seen/', { contactId: withoutChat.uid }, 404, 'contactId'],
      ['/api/apps/chat/set-pinned/', { contactId: 999, value: true }, 404, 'contactId'],
      ['/api/apps/chat/set-pinned', { contactId: withoutChat.uid, value: true }, 404, 'contactId'],
      ['/api/apps/chat/set-pinned/', { contactId: initial[0].contactId, value: 'maybe' }, 400, 'value'],
      ['/api/app/chat/set-status', { status: 'sleeping' }, 400, 'status'],
      ['/api/app/chat/set-status', { status: 'away', mood: 'happy' }, 400, 'mood'],
    ];
    for (const [url, payload, status, field] of refusals) {
      const res = await post(app, admin, url, payload);
      t.equal(res.statusCode, status, `${url} ${JSON.stringify(payload).slice(0, 60)}: ${status}`);
      t.equal(res.json().field, field, `names ${field}`);
      t.equal(res.json().error, status === 404 ? 'not_found' : 'invalid_request');
    }
    t.same(await chats(app, admin), initial, 'no refusal changed the chats');
    t.equal((await get(app, admin, '/api/app/chat/profile')).json().profile.status, 'online', 'nor the status');

    // Sending to a contact without a chat starts one, pinned as asked.
    const sent = await post(app, admin, '/api/app/chat/send-message', { contactId: withoutChat.uid, message: '  Bonjour !\nÀ demain.  ', isPinned: true });
    t.equal(sent.statusCode, 201);
    const { chat, message } = sent.json() as { chat: Chat; message: Chat['msg'][number] };
    t.match(message, { textContent: 'Bonjour !\nÀ demain.', isSent: true, isSeen: false });
    t.ok(Math.abs(Date.parse(message.time) - Date.now()) < 60_000, 'sent now');
    t.match(chat, { contactId: withoutChat.uid, isPinned: true, unseenMsgs: 0, lastMessage: message });
    let list = await chats(app, admin);
    t.equal(list.length, initial.length + 1, 'the contact joined the chat list');
    t.equal(list[0].contactId, withoutChat.uid, 'a pinned chat with the newest message comes first');
    t.ok(inListOrder(list));

    // Sending again appends to the same chat; isPinned does not change an existing chat.
    const again = await post(app, admin, '/api/app/chat/send-message', { contactId: withoutChat.uid, message: 'Encore moi', isPinned: false });
    t.equal(again.statusCode, 201);
    t.equal(again.json().chat.msg.length, 2);
    t.equal(again.json().chat.isPinned, true, 'an existing chat keeps its pin');
    t.equal((await chats(app, admin)).length, initial.length + 1, 'still one chat per contact');

    // Mark seen: every received message of that chat, both spellings of the path.
    const unseen = initial.find((c) => c.unseenMsgs > 0)!;
    const seen = await post(app, admin, '/api/apps/chat/mark-all-seen/', { contactId: unseen.contactId });
    t.equal(seen.statusCode, 200);
    t.equal(seen.json().chat.unseenMsgs, 0);
    list = await chats(app, admin);
    const after = list.find((c) => c.contactId === unseen.contactId)!;
    t.equal(after.unseenMsgs, 0, 'unseen count cleared');
    t.same(after.msg.filter((m) => m.isSent), unseen.msg.filter((m) => m.isSent), 'sent messages untouched');
    const others = list.filter((c) => c.contactId !== unseen.contactId && c.contactId !== withoutChat.uid);
    t.same(others, initial.filter((c) => c.contactId !== unseen.contactId), 'other chats untouched');
    t.equal((await post(app, admin, '/api/apps/chat/mark-all-seen', { contactId: unseen.contactId })).statusCode, 200, 'without the slash too, idempotent');

    // Pin and unpin moves the chat between the groups.
    const unpinned = initial.find((c) => !c.isPinned)!;
    const pin = await post(app, admin, '/api/apps/chat/set-pinned/', { contactId: unpinned.contactId, value: true });
    t.equal(pin.statusCode, 200);
    t.equal(pin.json().chat.isPinned, true);
    list = await chats(app, admin);
    t.ok(list.find((c) => c.contactId === unpinned.contactId)!.isPinned);
    t.ok(inListOrder(list), 'still pinned first');
    const unpin = await post(app, admin, '/api/apps/chat/set-pinned', { contactId: unpinned.contactId, value: false });
    t.equal(unpin.json().chat.isPinned, false, 'unpinned (path without the slash)');

    // Status.
    for (const status of CHAT_STATUSES) {
      const res = await post(app, admin, '/api/app/chat/set-status', { status });
      t.equal(res.statusCode, 200);
      t.equal(res.json().profile.status, status);
      t.equal((await get(app, admin, '/api/app/chat/profile')).json().profile.status, status, `status ${status} kept`);
    }

    // It all survives a new sign-in (the store, not the session, holds it).
    const again2 = await signIn(app, 1);
    t.same(await chats(app, again2), await chats(app, admin));
  });

  t.test(`${backend}: each user has their own chats and status`, async (t) => {
    const { app } = await bffOn(t, backend);
    const first = await signIn(app, 1);
    const second = await signIn(app, 77);
    const seed = await chats(app, second);
    const unseen = seed.find((c) => c.unseenMsgs > 0)!;
    await post(app, first, '/api/app/chat/send-message', { contactId: 2, message: 'Rien que pour moi' });
    await post(app, first, '/api/apps/chat/mark-all-seen/', { contactId: unseen.contactId });
    await post(app, first, '/api/app/chat/set-status', { status: 'busy' });
    t.notSame(await chats(app, first), seed, "the first user's chats changed");
    t.same(await chats(app, second), seed, "the other user's chats are untouched");
    t.equal((await get(app, second, '/api/app/chat/profile')).json().profile.status, 'online', "and their status");
  });
}
