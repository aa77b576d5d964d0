/**
 * The sign-in limit split (issue 34): LOGIN_RATE_LIMIT a minute per address, per account from one
 * address, and ten times that per account from every address together. Someone else's failures from
 * their address never lock the owner out from theirs; a guess spread over many addresses still meets
 * the account's limit; on every instance (Redis).
 */
import t, { type Test } from 'tap';
import { publishedAccounts } from '../../server/demo/data/people.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';

const OWNER = publishedAccounts().find((a) => a.role === 'Consultant')!;
const OTHER = publishedAccounts().find((a) => a.role === 'Expert')!;

let redis: RedisServer | null = null;
t.teardown(() => redis?.stop());

type App = DemoBff['app'];
/** A sign-in from a client address, as the trusted proxy (inject's 127.0.0.1) reports it. */
const signIn = (app: App, from: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/login', headers: { ...CSRF, 'x-forwarded-for': from }, payload: { email, password } });
const wrong = (app: App, from: string, email = OWNER.email) => signIn(app, from, email, 'Mauvais-mot-2026!');
const right = (app: App, from: string, account = OWNER) => signIn(app, from, account.email, account.password);

const behindProxy = (t: Test, env: Record<string, string> = {}, demo?: DemoBff['demo']) =>
  buildDemoBff(t, { TRUST_PROXY: '127.0.0.1', ...env }, demo ? { demo } : {});

t.test("someone else's failures from their address do not lock the owner out from theirs; the same address is still limited", async (t) => {
  const { app } = await behindProxy(t, { LOGIN_RATE_LIMIT: '10' });
  for (let i = 1; i <= 10; i++) t.equal((await wrong(app, '10.0.0.1')).statusCode, 401, `wrong password ${i} from 10.0.0.1`);
  const eleventh = await right(app, '10.0.0.1');
  t.equal(eleventh.statusCode, 429, 'the 11th try from that address is refused, even with the right password');
  t.equal(eleventh.json().error, 'rate_limited');
  t.ok(Number(eleventh.headers['retry-after']) > 0, 'with Retry-After');
  const owner = await right(app, '10.0.0.2');
  t.equal(owner.statusCode, 200, `the owner signs in from another address (${owner.body})`);
  t.equal(owner.json().user.name, OWNER.name);
});

t.test('a guess spread over many addresses meets the account limit (10 × LOGIN_RATE_LIMIT a minute); other accounts stay open', async (t) => {
  const { app } = await behindProxy(t, { LOGIN_RATE_LIMIT: '3' });
  for (let address = 1; address <= 10; address++) {
    for (let i = 0; i < 3; i++) t.equal((await wrong(app, `10.1.0.${address}`)).statusCode, 401, `10.1.0.${address}: try ${i + 1}`);
  }
  t.equal((await right(app, '10.1.0.11')).statusCode, 429, 'the 31st try of the account, from a new address: refused');
  t.equal((await right(app, '10.1.0.12', OTHER)).statusCode, 200, 'another account from a new address is not');
});

t.test('two instances on one Redis count the account limit together', async (t) => {
  redis = await startRedisServer();
  const env = { LOGIN_RATE_LIMIT: '2', REDIS_URL: `${redis.url}/3` };
  const a = await behindProxy(t, env);
  const b = await behindProxy(t, env, a.demo);
  for (let address = 1; address <= 10; address++) {
    for (let i = 0; i < 2; i++) t.equal((await wrong(address % 2 ? a.app : b.app, `10.2.0.${address}`)).statusCode, 401, `10.2.0.${address}: try ${i + 1}`);
  }
  t.equal((await right(a.app, '10.2.0.11')).statusCode, 429, 'the 21st try, on instance A');
  t.equal((await right(b.app, '10.2.0.12')).statusCode, 429, 'and on instance B');
  t.equal((await right(b.app, '10.2.0.13', OTHER)).statusCode, 200, 'another account is open');
});
