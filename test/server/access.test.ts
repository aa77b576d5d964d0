/**
 * Issue 19 through the API, against the embedded demo upstream (it keeps passwords as the firm API
 * does) and each store backend: temporary passwords given to a client or a member, the first sign-in
 * that must choose a password (the 403 gate), expiry on a clock the test moves, open sessions each
 * user lists and ends (two instances on one Redis), the sign-in log, and no secret in logs or answers.
 */
import t, { type Test } from 'tap';
import { buildDemoUpstream } from '../../server/demo/upstream/app.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { Role } from '../../shared/schemas/people.js';
import { buildTestApp, CSRF, sessionCookieOf, type TestApp } from '../helpers/app.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CLIENT_ID = 4; // Bernard Petit, followed by the Expert (3)
const NEW_PASSWORD = 'Choisi-Par-Moi-2027';
const DAY_MS = 86_400_000;

let redis: RedisServer;
let db = 0;
t.before(async () => {
  redis = await startRedisServer();
});
t.teardown(() => redis.stop());

type Backend = 'memory' | 'redis';
type App = TestApp['app'];

/** A movable clock: `clock.now` is what the app reads as the time. */
const movableClock = () => {
  const clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs };
  return clock;
};

/** A demo upstream and `count` BFF instances in front of it, sharing one Redis database with 'redis'. */
async function firm(t: Test, backend: Backend, count = 1, now?: () => number): Promise<TestApp[]> {
  const demo = buildDemoUpstream();
  const url = await demo.app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => demo.app.close());
  const env = { LOG_LEVEL: 'info', LOGIN_RATE_LIMIT: '1000', ...(backend === 'redis' ? { REDIS_URL: `${redis.url}/${++db}` } : {}) };
  return Promise.all(Array.from({ length: count }, () => buildTestApp(t, url, env, now ? { now } : {})));
}

const account = (role: Role) => publishedAccounts().find((a) => a.role === role)!;

function login(app: App, email: string, password: string, userAgent = FIREFOX_LINUX) {
  return app.inject({ method: 'POST', url: '/login', headers: { ...CSRF, 'user-agent': userAgent }, payload: { email, password } });
}
async function signIn(app: App, role: Role, userAgent = FIREFOX_LINUX): Promise<string> {
  const { email, password } = account(role);
  return sessionCookieOf(await login(app, email, password, userAgent));
}
const get = (app: App, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const send = (app: App, method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { ...CSRF, cookie }, ...(payload ? { payload } : {}) });

for (const backend of ['memory', 'redis'] as const) {
  t.test(`${backend}: a client given access signs in with the temporary password, must choose theirs, then uses it`, async (t) => {
    const [{ app, logs }] = await firm(t, backend);
    const expert = await signIn(app, 'Expert');
    const clientBefore = await signIn(app, 'Client');
    t.equal((await get(app, `/api/clients/${CLIENT_ID}`, expert)).json().access, 'none', 'no access given yet');

    const given = await send(app, 'POST', `/api/clients/${CLIENT_ID}/access`, expert);
    t.equal(given.statusCode, 201, given.body);
    const { temporaryPassword, expiresAt } = given.json() as { temporaryPassword: string; expiresAt: string };
    t.ok(temporaryPassword.replace(/-/g, '').length >= 12, '12 characters or more');
    t.notMatch(temporaryPassword, /[0O1lI]/, 'no character that reads as another');
    t.ok(Math.abs(Date.parse(expiresAt) - (Date.now() + 7 * DAY_MS)) < 60_000, 'valid 7 days');
    t.equal((await get(app, '/session', clientBefore)).statusCode, 401, "the client's open session ended");
    t.equal((await get(app, `/api/clients/${CLIENT_ID}`, expert)).json().access, 'temporary');
    t.notMatch(JSON.stringify(await get(app, `/api/clients/${CLIENT_ID}`, expert).then((r) => r.json())), temporaryPassword, 'never answered again');

    const { email, password: oldPassword } = account('Client');
    t.equal((await login(app, email, oldPassword)).statusCode, 401, 'it replaced the password the client had');
    const first = await login(app, email, temporaryPassword);
    t.equal(first.statusCode, 200);
    t.equal(first.json().user.mustChangePassword, true);
    const temporary = sessionCookieOf(first);
    t.equal((await get(app, '/session', temporary)).json().user.mustChangePassword, true, 'GET /session says it too');
    t.equal((await get(app, '/config', temporary)).statusCode, 200);
    for (const url of ['/api/files?userId=4', '/api/profile', '/api/profile/sessions', '/unread_count', '/api/search/bookmarks/data']) {
      const refused = await get(app, url, temporary);
      t.equal(refused.statusCode, 403, url);
      t.equal(refused.json().error, 'password_change_required', url);
      t.type(refused.json().message, 'string');
    }

    const chosen = await send(app, 'POST', '/api/profile/password', temporary, { currentPassword: temporaryPassword, newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    t.equal(chosen.statusCode, 204, chosen.body);
    const own = sessionCookieOf(chosen);
    t.notOk((await get(app, '/session', own)).json().user.mustChangePassword, 'the new session is an ordinary one');
    t.equal((await get(app, '/api/files?userId=4', own)).statusCode, 200, 'their documents, now');
    t.equal((await get(app, `/api/clients/${CLIENT_ID}`, expert)).json().access, 'chosen', 'the card now offers a reset');

    t.equal((await login(app, email, temporaryPassword)).statusCode, 401, 'the temporary password no longer signs in');
    const ordinary = await login(app, email, NEW_PASSWORD);
    t.equal(ordinary.statusCode, 200);
    t.notOk('mustChangePassword' in ordinary.json().user, 'an ordinary sign-in answers as it always did');

    const written = logs.join('\n');
    t.notMatch(written, temporaryPassword, 'the temporary password is never logged');
    t.notMatch(written, NEW_PASSWORD, 'nor the chosen one');
  });

  t.test(`${backend}: who may give access, and a refused request changes nothing`, async (t) => {
    const [{ app }] = await firm(t, backend);
    const admin = await signIn(app, 'admin');
    const consultant = await signIn(app, 'Consultant');
    const expert = await signIn(app, 'Expert');
    const client = await signIn(app, 'Client');
    const ancient = await signIn(app, 'Ancient Client');
    const clients = (await get(app, '/api/clients?perPage=100', admin)).json().items as Array<{ id: number; expertId: number | null }>;
    const notTheExperts = clients.find((c) => c.expertId !== 3)!;

    const refusals: Array<[string, string, string, number]> = [
      ['the Client', client, `/api/clients/${CLIENT_ID}/access`, 403],
      ['the Ancient Client', ancient, `/api/clients/${CLIENT_ID}/access`, 403],
      // Another expert's client is out of her reach: as if it did not exist.
      ['an Expert, for a client they do not follow', expert, `/api/clients/${notTheExperts.id}/access`, 404],
      ['a Consultant, for a member', consultant, '/api/members/3/access', 403],
      ['an Expert, for a member', expert, '/api/members/2/access', 403],
    ];
    for (const [who, cookie, url, status] of refusals) t.equal((await send(app, 'POST', url, cookie)).statusCode, status, who);
    const self = await send(app, 'POST', '/api/members/1/access', admin);
    t.equal(self.statusCode, 409);
    t.same(self.json(), { error: 'cannot_reset_self', message: 'Changez votre propre mot de passe depuis votre profil.' });
    const withBody = await app.inject({ method: 'POST', url: `/api/clients/${CLIENT_ID}/access`, headers: { ...CSRF, cookie: expert }, payload: { temporaryPassword: 'Mine-Mine-Mine' } });
    t.equal(withBody.statusCode, 400, 'a body is refused, not ignored');
    t.equal(withBody.json().error, 'invalid_request');
    const noCsrf = await app.inject({ method: 'POST', url: `/api/clients/${CLIENT_ID}/access`, headers: { cookie: expert } });
    t.equal(noCsrf.statusCode, 403, 'without the CSRF header');

    t.equal((await get(app, '/session', client)).statusCode, 200, "the client's session goes on");
    t.equal((await login(app, account('Client').email, account('Client').password)).statusCode, 200, 'their password is unchanged');
    t.equal((await get(app, `/api/clients/${CLIENT_ID}`, admin)).json().access, 'none');
    t.equal((await get(app, '/api/members/3', admin)).json().access, 'none');

    const managers: Array<[string, string]> = [['the admin', admin], ['a Consultant', consultant]];
    for (const [who, cookie] of managers) t.equal((await send(app, 'POST', `/api/clients/${notTheExperts.id}/access`, cookie)).statusCode, 201, who);
    const member = await send(app, 'POST', '/api/members/3/access', admin);
    t.equal(member.statusCode, 201, 'the admin gives a member access');
    t.equal((await get(app, '/session', expert)).statusCode, 401, "the member's sessions ended");
    const memberFirst = await login(app, account('Expert').email, member.json().temporaryPassword);
    t.equal(memberFirst.json().user.mustChangePassword, true);
  });

  t.test(`${backend}: open sessions listed and ended by their user, and by the admin for a member`, async (t) => {
    const [{ app }] = await firm(t, backend);
    const laptop = await signIn(app, 'Consultant', FIREFOX_LINUX);
    const phone = await signIn(app, 'Consultant', SAFARI_IPHONE);
    const third = await signIn(app, 'Consultant', FIREFOX_LINUX);

    const listed = await get(app, '/api/profile/sessions', laptop);
    t.equal(listed.statusCode, 200);
    const items = listed.json().items as Array<Record<string, unknown>>;
    t.equal(items.length, 3);
    t.same(Object.keys(items[0]!).sort(), ['createdAt', 'current', 'device', 'id', 'ip', 'lastSeenAt', 'userAgent'], 'never a cookie or a token');
    t.equal(items.filter((s) => s.current).length, 1, 'one is the caller’s');
    t.ok(items.some((s) => s.device === 'Safari sur iPhone'));
    t.ok(items.some((s) => s.device === 'Firefox sur Linux' && s.current));
    for (const cookie of [laptop, phone, third]) t.notMatch(listed.body, cookie.split('=')[1]!.slice(0, 40));

    const phoneId = (await get(app, '/api/profile/sessions', phone)).json().items.find((s: { current: boolean }) => s.current).id as string;
    t.equal((await send(app, 'DELETE', `/api/profile/sessions/${phoneId}`, laptop)).statusCode, 204);
    t.equal((await get(app, '/session', phone)).statusCode, 401, 'the ended session is refused at once');
    t.equal((await send(app, 'DELETE', `/api/profile/sessions/${phoneId}`, laptop)).statusCode, 404, 'it is gone from the list');
    const someoneElses = await signIn(app, 'Expert');
    const theirId = (await get(app, '/api/profile/sessions', someoneElses)).json().items[0].id as string;
    t.equal((await send(app, 'DELETE', `/api/profile/sessions/${theirId}`, laptop)).statusCode, 404, "another user's session is not theirs to end");
    t.equal((await get(app, '/session', someoneElses)).statusCode, 200);

    t.equal((await send(app, 'DELETE', '/api/profile/sessions', laptop)).statusCode, 204);
    t.equal((await get(app, '/session', third)).statusCode, 401, 'the other devices are signed out');
    t.equal((await get(app, '/session', laptop)).statusCode, 200, 'not this one');
    t.equal((await get(app, '/api/profile/sessions', laptop)).json().items.length, 1);

    const admin = await signIn(app, 'admin');
    const consultant = await signIn(app, 'Consultant');
    t.equal((await get(app, '/api/members/2/sessions', admin)).json().items.length, 2, "the admin sees a member's sessions");
    t.equal((await get(app, '/api/members/2/sessions', consultant)).statusCode, 403, 'a Consultant does not');
    t.equal((await send(app, 'DELETE', '/api/members/3/sessions', consultant)).statusCode, 403);
    t.equal((await get(app, '/session', someoneElses)).statusCode, 200, 'the refused request ended nothing');
    t.equal((await send(app, 'DELETE', '/api/members/2/sessions', admin)).statusCode, 204);
    for (const cookie of [laptop, consultant]) t.equal((await get(app, '/session', cookie)).statusCode, 401, 'every session of the member ended');
    t.equal((await get(app, '/session', admin)).statusCode, 200);
  });

  t.test(`${backend}: the last 20 successes and 20 failures of an account, newest first: failures never push successes out`, async (t) => {
    const [{ app }] = await firm(t, backend);
    const { email, password } = account('Ancient Client');
    t.equal((await login(app, email, password)).statusCode, 200);
    for (let i = 0; i < 25; i += 1) t.equal((await login(app, email, `faux-${i}`, SAFARI_IPHONE)).statusCode, 401);
    const cookie = sessionCookieOf(await login(app, email, password));
    const items = (await get(app, '/api/profile/sign-ins', cookie)).json().items as Array<{ at: string; ip: string; device: string; outcome: string }>;
    t.equal(items.length, 22, 'the 2 successes and the last 20 failures');
    t.equal(items[0]!.outcome, 'success', 'newest first');
    t.equal(items[1]!.outcome, 'invalid_credentials', 'someone trying their password is visible');
    t.equal(items[1]!.device, 'Safari sur iPhone');
    t.equal(items.at(-1)!.outcome, 'success', 'the first success is still there, under 25 failures');
    t.equal(items.filter((item) => item.outcome === 'invalid_credentials').length, 20, 'the oldest failures left the log');
    t.same(items.map((item) => item.at), items.map((item) => item.at).sort().reverse(), 'newest first, the two kinds merged');
    t.type(items[0]!.ip, 'string');
    t.notMatch(JSON.stringify(items), /faux-/, 'no password in the log');

    // A wrong current password given to change one's password is a failed attempt, logged too.
    const wrong = await send(app, 'POST', '/api/profile/password', cookie, { currentPassword: 'faux-encore', newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD });
    t.equal(wrong.statusCode, 400);
    const after = (await get(app, '/api/profile/sign-ins', cookie)).json().items as Array<{ outcome: string }>;
    t.equal(after[0]!.outcome, 'wrong_current_password');
  });
}

t.test('a temporary password expires after 7 days (a clock the test moves); a new one works', async (t) => {
  const clock = movableClock();
  const [{ app }] = await firm(t, 'memory', 1, clock.now);
  const admin = await signIn(app, 'admin');
  const { temporaryPassword } = (await send(app, 'POST', `/api/clients/${CLIENT_ID}/access`, admin)).json();
  const { email } = account('Client');

  clock.offsetMs = 7 * DAY_MS - 60_000;
  const stillValid = await login(app, email, temporaryPassword);
  t.equal(stillValid.json().user.mustChangePassword, true, 'valid until its expiry');

  clock.offsetMs = 7 * DAY_MS + 60_000;
  const expired = await login(app, email, temporaryPassword);
  t.equal(expired.statusCode, 401);
  t.same(expired.json(), { error: 'temporary_password_expired', message: 'Mot de passe provisoire expiré : demandez-en un nouveau à votre conseiller.' });

  const renewed = (await send(app, 'POST', `/api/clients/${CLIENT_ID}/access`, admin)).json();
  t.equal((await login(app, email, temporaryPassword)).statusCode, 401, 'the old one is replaced');
  const cookie = sessionCookieOf(await login(app, email, renewed.temporaryPassword));
  t.equal((await send(app, 'POST', '/api/profile/password', cookie, { currentPassword: renewed.temporaryPassword, newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD })).statusCode, 204);
  const signIns = (await get(app, '/api/profile/sign-ins', sessionCookieOf(await login(app, email, NEW_PASSWORD)))).json().items as Array<{ outcome: string }>;
  t.ok(signIns.some((s) => s.outcome === 'temporary_password_expired'), 'the expired attempt is in the sign-in log');
});

t.test('two instances on one Redis: a session opened on one is listed and ended from the other, refused at once on both', async (t) => {
  const [a, b] = await firm(t, 'redis', 2);
  const onA = await signIn(a!.app, 'Expert', FIREFOX_LINUX);
  const onB = await signIn(b!.app, 'Expert', SAFARI_IPHONE);
  const listed = (await get(b!.app, '/api/profile/sessions', onB)).json().items as Array<{ id: string; current: boolean; device: string }>;
  t.equal(listed.length, 2, 'B lists the session opened on A');
  const fromA = listed.find((s) => !s.current)!;
  t.equal(fromA.device, 'Firefox sur Linux');
  t.equal((await send(b!.app, 'DELETE', `/api/profile/sessions/${fromA.id}`, onB)).statusCode, 204);
  t.equal((await get(a!.app, '/session', onA)).statusCode, 401, 'A refuses it at once');
  t.equal((await get(b!.app, '/session', onA)).statusCode, 401);

  const admin = await signIn(a!.app, 'admin');
  const again = await signIn(a!.app, 'Expert');
  t.equal((await send(b!.app, 'DELETE', '/api/members/3/sessions', await signIn(b!.app, 'admin'))).statusCode, 204);
  t.equal((await get(a!.app, '/session', again)).statusCode, 401, "the admin's end reaches the other instance");
  t.equal((await get(a!.app, '/session', onB)).statusCode, 401);
  t.equal((await get(a!.app, '/session', admin)).statusCode, 200);

  const given = (await send(a!.app, 'POST', `/api/clients/${CLIENT_ID}/access`, admin)).json();
  const first = await login(b!.app, account('Client').email, given.temporaryPassword);
  t.equal(first.json().user.mustChangePassword, true, 'the temporary password is known on the other instance');
  t.equal((await get(a!.app, '/api/profile', sessionCookieOf(first))).json().error, 'password_change_required', 'and gated on both');
});
