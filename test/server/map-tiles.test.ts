/**
 * The map page's server side: MAP_TILE_URL (validated, exposed by GET /config, allowed by the CSP's
 * img-src only when set) and GET /api/statistics/clients-by-department (the choropleth's counts).
 */
import t from 'tap';
import { ConfigError, loadConfig } from '../../server/config.js';
import { departmentOfZip } from '../../shared/departments.js';
import type { ClientsByDepartment } from '../../shared/schemas/clients-by-department.js';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';

let stub: StubUpstream;
let redis: RedisServer;
t.before(async () => {
  stub = await startStubUpstream();
  redis = await startRedisServer();
});
t.teardown(async () => {
  await stub.close();
  await redis.stop();
});

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
async function signIn(app: App, id: number, role = 'admin'): Promise<string> {
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: `tok-${id}`, user: { id, name: `User ${id}`, role } } });
  return sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'u@x.fr', password: 'x' } }));
}

const imgSrc = (csp: unknown): string[] => {
  const directive = String(csp).split(';').find((part) => part.trim().startsWith('img-src'));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
};

t.test('MAP_TILE_URL: unset by default; a template with {z}/{x}/{y} on one http(s) host', async (t) => {
  t.equal(loadConfig({}).mapTiles, null, 'unset: no tile server');
  t.equal(loadConfig({ MAP_TILE_URL: '  ' }).mapTiles, null, 'empty counts as unset');
  t.same(loadConfig({ MAP_TILE_URL: 'https://tiles.example.fr/osm/{z}/{x}/{y}{r}.png?key=public', MAP_TILE_ATTRIBUTION: '© contributeurs OpenStreetMap' }).mapTiles, {
    url: 'https://tiles.example.fr/osm/{z}/{x}/{y}{r}.png?key=public',
    origin: 'https://tiles.example.fr',
    attribution: '© contributeurs OpenStreetMap',
  });
  t.equal(loadConfig({ MAP_TILE_URL: 'http://localhost:8080/{z}/{x}/{y}.png' }).mapTiles?.origin, 'http://localhost:8080');

  const bad: Array<[string, RegExp]> = [
    ['not a url/{z}/{x}/{y}', /not a valid URL template/],
    ['https://tiles.example.fr/{z}/{x}.png', /must contain \{y\}/],
    ['https://tiles.example.fr/tile.png', /must contain \{z\}, \{x\}, \{y\}/],
    ['ftp://tiles.example.fr/{z}/{x}/{y}.png', /http:\/\/ or https:\/\//],
    ['javascript:alert(1)//{z}/{x}/{y}', /http:\/\/ or https:\/\//],
    ['https://{s}.tile.example.fr/{z}/{x}/{y}.png', /no \{s\} subdomains/],
    ['https://{z}.tile.example.fr/{x}/{y}.png', /not in the host/],
    ['https://user:secret@tiles.example.fr/{z}/{x}/{y}.png', /credentials/],
  ];
  for (const [value, message] of bad) {
    t.throws(() => loadConfig({ MAP_TILE_URL: value }), ConfigError, value);
    try {
      loadConfig({ MAP_TILE_URL: value });
    } catch (error) {
      t.match((error as Error).message, /^MAP_TILE_URL: /, 'names the variable');
      t.match((error as Error).message, message, value);
    }
  }
  t.throws(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.fr/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x'.repeat(301) }), /MAP_TILE_ATTRIBUTION/);
});

t.test('a bad MAP_TILE_URL stops the server at start-up with one line naming it', async (t) => {
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH, MAP_TILE_URL: 'https://tiles.example.fr/tile.png', PORT: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  t.not(run.status, 0, 'non-zero exit');
  t.match(run.stderr + run.stdout, /MAP_TILE_URL: must contain/);
});

t.test('the CSP: no extra image origin without MAP_TILE_URL, the tile origin only when set', async (t) => {
  const { app: plain } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'warn' });
  for (const url of ['/config', '/', '/maps/leaflet']) {
    const res = await plain.inject({ method: 'GET', url });
    t.same(imgSrc(res.headers['content-security-policy']), ["'self'", 'data:'], `${url}: img-src 'self' data: only`);
  }
  const config = (await plain.inject({ method: 'GET', url: '/config' })).json();
  t.notOk('mapTiles' in config, 'GET /config says nothing of tiles');

  const { app: tiled } = await buildTestApp(t, stub.url, {
    LOG_LEVEL: 'warn', MAP_TILE_URL: 'https://tiles.example.fr/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Exemple',
  });
  const res = await tiled.inject({ method: 'GET', url: '/config' });
  const csp = String(res.headers['content-security-policy']);
  t.same(imgSrc(csp), ["'self'", 'data:', 'https://tiles.example.fr'], 'img-src allows the tile origin');
  for (const directive of ['default-src', 'script-src', 'style-src', 'connect-src']) {
    t.notMatch(csp.split(';').find((part) => part.trim().startsWith(directive)) ?? '', /tiles\.example\.fr/, `${directive} does not`);
  }
  t.same(res.json().mapTiles, { url: 'https://tiles.example.fr/{z}/{x}/{y}.png', attribution: '© Exemple' }, 'GET /config gives the template');
});

t.test('departmentOfZip: mainland, Corsica, overseas, the rest null', async (t) => {
  t.equal(departmentOfZip('75011'), '75');
  t.equal(departmentOfZip('06000'), '06');
  t.equal(departmentOfZip('20000'), '2A');
  t.equal(departmentOfZip('20167'), '2A');
  t.equal(departmentOfZip('20200'), '2B');
  t.equal(departmentOfZip('20600'), '2B');
  t.equal(departmentOfZip('97400'), '974');
  t.equal(departmentOfZip('97600'), '976');
  t.equal(departmentOfZip('97500'), null, 'Saint-Pierre-et-Miquelon is no département');
  t.equal(departmentOfZip('98000'), null, 'Monaco');
  t.equal(departmentOfZip('00100'), null);
  t.equal(departmentOfZip('7501'), null);
  t.equal(departmentOfZip(''), null);
  t.equal(departmentOfZip('1050'), null, 'a Belgian code');
});

const client = (id: number, personal: string, society = '') => ({
  id, role: 'Client', name: `Client ${id}`, email: `c${id}@x.fr`, personal_zip_code: personal, society_zip_code: society,
});

for (const backend of ['memory', 'redis'] as const) {
  t.test(`GET /api/statistics/clients-by-department (${backend} store)`, async (t) => {
    const { app } = await buildTestApp(t, stub.url, backend === 'redis' ? { REDIS_URL: `${redis.url}/1`, LOG_LEVEL: 'warn' } : { LOG_LEVEL: 'warn' });
    stub.on('GET /users', {
      kind: 'json',
      body: [
        client(1, '75011'), client(2, '75002'), client(3, '69003'), client(4, '20000'), client(5, '20200'),
        client(6, '97400'), client(7, '', '33000'), client(8, '1050'), client(9, ''), client(10, '98000'),
      ],
    });
    const cookie = await signIn(app, 1);
    const res = await app.inject({ method: 'GET', url: '/api/statistics/clients-by-department', headers: { cookie } });
    t.equal(res.statusCode, 200, res.body);
    const body = res.json() as ClientsByDepartment;
    t.same(body, {
      departments: [
        { code: '2A', name: 'Corse-du-Sud', clients: 1 },
        { code: '2B', name: 'Haute-Corse', clients: 1 },
        { code: '33', name: 'Gironde', clients: 1 },
        { code: '69', name: 'Rhône', clients: 1 },
        { code: '75', name: 'Paris', clients: 2 },
        { code: '974', name: 'La Réunion', clients: 1 },
      ],
      unlocated: 3,
      total: 10,
    });
    const query = stub.requests.findLast((r) => r.method === 'GET' && /\/users(\?|$)/.test(r.url));
    t.match(query?.url, /kind=client/, 'asks the upstream for the clients');
    t.equal((await app.inject({ method: 'GET', url: '/api/statistics/clients-by-department?x=1', headers: { cookie } })).statusCode, 400, 'an unknown parameter: 400');
    const write = await app.inject({ method: 'POST', url: '/api/statistics/clients-by-department', headers: { ...CSRF, cookie } });
    t.equal(write.statusCode, 405, 'read-only');
    t.match(write.headers.allow, /GET/);
  });
}

t.test('clients-by-department: 401 signed out, 403 for a Consultant, an Expert and a Client', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'warn' });
  const url = '/api/statistics/clients-by-department';
  const anonymous = await app.inject({ method: 'GET', url });
  t.match([anonymous.statusCode, anonymous.json()], [401, { error: 'unauthenticated' }]);
  for (const [id, role] of [[2, 'Consultant'], [3, 'Expert'], [4, 'Client']] as const) {
    const refused = await app.inject({ method: 'GET', url, headers: { cookie: await signIn(app, id, role) } });
    t.match([refused.statusCode, refused.json()], [403, { error: 'forbidden' }], role);
  }
});

t.test('clients-by-department: an upstream that fails is a 502, never a 500', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { LOG_LEVEL: 'warn' });
  const cookie = await signIn(app, 1);
  stub.on('GET /users', { kind: 'text', status: 500, body: 'boom' });
  const res = await app.inject({ method: 'GET', url: '/api/statistics/clients-by-department', headers: { cookie } });
  t.equal(res.statusCode, 502);
  t.match(res.json(), { error: 'upstream_unreachable' });
});
