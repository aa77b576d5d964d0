/**
 * The account settings page's notification preferences on each store backend: defaults, a whole
 * PUT read back (also after a new sign-in), per user, refused bodies (unknown or missing field,
 * wrong type) that change nothing, 401 without a session, 403 for a role without the template
 * pages, and the CSRF header.
 */
import t, { type Test } from 'tap';
import { CSRF } from '../helpers/app.js';
import { templateBackends } from '../helpers/template-backends.js';

const USERS: Record<string, { id: number; name: string; role: string }> = {
  'claire@cabinet.fr': { id: 1, name: 'Claire Dubois', role: 'admin' },
  'paul@cabinet.fr': { id: 7, name: 'Paul Martin', role: 'admin' },
  'marc@cabinet.fr': { id: 2, name: 'Marc Petit', role: 'Consultant' },
};
const URL = '/api/profile/preferences';
const DEFAULTS = { emailNotifications: true, taskReminders: true, weeklyDigest: false };

const backends = templateBackends(t);

async function bffOn(t: Test, backend: 'memory' | 'redis') {
  const { app } = await backends.bffOn(t, backend, { LOG_LEVEL: 'warn' });
  const signIn = (email: string) => backends.signIn(app, USERS[email].id, USERS[email].role, USERS[email].name);
  const call = (method: 'GET' | 'PUT', cookie?: string, payload?: unknown, headers: Record<string, string> = CSRF) =>
    app.inject({ method, url: URL, headers: { ...headers, ...(cookie ? { cookie } : {}) }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const read = async (cookie: string) => {
    const res = await call('GET', cookie);
    if (res.statusCode !== 200) throw new Error(`GET ${URL}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, boolean>;
  };
  return { signIn, call, read };
}

for (const backend of ['memory', 'redis'] as const) {
  t.test(`${backend}: defaults, a whole PUT read back, per user, kept across sign-ins`, async (t) => {
    const { signIn, call, read } = await bffOn(t, backend);
    const claire = await signIn('claire@cabinet.fr');
    t.same(await read(claire), DEFAULTS, 'the defaults until saved');

    const chosen = { emailNotifications: false, taskReminders: true, weeklyDigest: true };
    const saved = await call('PUT', claire, chosen);
    t.equal(saved.statusCode, 200);
    t.same(saved.json(), chosen, 'the answer is the stored set');
    t.same(await read(claire), chosen, 'read back');
    t.same(await read(await signIn('claire@cabinet.fr')), chosen, 'a new session of the same user reads them');
    t.same(await read(await signIn('paul@cabinet.fr')), DEFAULTS, 'another user keeps their own');
  });

  t.test(`${backend}: a refused body changes nothing`, async (t) => {
    const { signIn, call, read } = await bffOn(t, backend);
    const claire = await signIn('claire@cabinet.fr');
    const chosen = { emailNotifications: false, taskReminders: false, weeklyDigest: true };
    t.equal((await call('PUT', claire, chosen)).statusCode, 200);

    const refused: Array<[string, unknown, string]> = [
      ['an unknown field', { ...DEFAULTS, smsNotifications: true }, 'smsNotifications'],
      ['a missing field', { emailNotifications: true, taskReminders: true }, 'weeklyDigest'],
      ['a wrong type', { ...DEFAULTS, weeklyDigest: 'maybe' }, 'weeklyDigest'],
      ['not an object', [true, true, false], ''],
    ];
    for (const [what, payload, field] of refused) {
      const res = await call('PUT', claire, payload);
      t.equal(res.statusCode, 400, what);
      t.equal(res.json().error, 'invalid_request', what);
      if (field) t.match(`${res.json().field ?? ''} ${res.json().message}`, field, `${what}: names ${field}`);
      t.same(await read(claire), chosen, `${what}: nothing changed`);
    }
    const noCsrf = await call('PUT', claire, DEFAULTS, {});
    t.equal(noCsrf.statusCode, 403, 'no CSRF header');
    t.equal(noCsrf.json().error, 'csrf');
    t.same(await read(claire), chosen, 'no CSRF header: nothing changed');
  });
}

t.test('no session: 401; a role without the template pages: 403, nothing stored', async (t) => {
  const { signIn, call, read } = await bffOn(t, 'memory');
  for (const method of ['GET', 'PUT'] as const) {
    const res = await call(method, undefined, method === 'PUT' ? DEFAULTS : undefined);
    t.equal(res.statusCode, 401, `${method} without a session`);
    t.equal(res.json().error, 'unauthenticated');
  }
  const marc = await signIn('marc@cabinet.fr');
  t.equal((await call('GET', marc)).statusCode, 403, 'Consultant GET');
  const put = await call('PUT', marc, { emailNotifications: false, taskReminders: false, weeklyDigest: false });
  t.equal(put.statusCode, 403, 'Consultant PUT');
  t.equal(put.json().error, 'forbidden');
  // The admin's set is untouched by any of this.
  t.same(await read(await signIn('claire@cabinet.fr')), DEFAULTS);
});
