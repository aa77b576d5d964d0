import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { buildTestApp, CSRF } from '../helpers/app.js';
import { startStubUpstream, type StubUpstream } from '../helpers/stub-upstream.js';

let stub: StubUpstream;
let clientDir: string;
t.before(async () => {
  stub = await startStubUpstream();
  clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><base href="/"><script type="module" src="./assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
t.teardown(() => stub.close());

t.test('security headers: a CSP without inline script, no HSTS on plain HTTP', async (t) => {
  const { app } = await buildTestApp(t, stub.url, {}, { clientDir });
  const res = await app.inject({ method: 'GET', url: '/' });
  const csp = String(res.headers['content-security-policy']);
  t.match(csp, /default-src 'self'/);
  t.match(csp, /script-src 'self'(;|$)/);
  t.notMatch(csp, /unsafe-inline|unsafe-eval/);
  t.match(csp, /frame-ancestors 'none'/);
  t.notMatch(csp, /upgrade-insecure-requests/);
  t.equal(res.headers['strict-transport-security'], undefined);
  t.equal(res.headers['x-content-type-options'], 'nosniff');
});

t.test('static client: index.html no-cache with <base href>, hashed assets cached for a year, SPA fallback', async (t) => {
  const { app } = await buildTestApp(t, stub.url, {}, { clientDir });
  const index = await app.inject({ method: 'GET', url: '/' });
  t.equal(index.statusCode, 200);
  t.match(index.headers['content-type'], /text\/html/);
  t.equal(index.headers['cache-control'], 'no-cache');
  t.match(index.body, '<base href="/">');

  const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
  t.equal(asset.statusCode, 200);
  t.match(asset.headers['cache-control'], /max-age=31536000, immutable/);

  for (const url of ['/app/user/clientslist', '/task/all', '/pages/login', '/misc/not-authorized', '/dashboard?x=1']) {
    const page = await app.inject({ method: 'GET', url });
    t.equal(page.statusCode, 200, url);
    t.match(page.body, '<div id="root">', `${url} deep-links to the SPA`);
    t.equal(page.headers['cache-control'], 'no-cache');
  }
  const missingAsset = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
  t.equal(missingAsset.statusCode, 404);
  t.match(missingAsset.headers['content-type'], /json/);
});

t.test('unknown /api/* paths and unknown non-GET calls answer JSON 404, never HTML', async (t) => {
  const { app } = await buildTestApp(t, stub.url, {}, { clientDir });
  for (const [method, url] of [
    ['GET', '/api/nothing'],
    ['GET', '/api'],
    ['GET', '/api/contracts-that-do-not-exist?scope=all'],
    ['POST', '/api/nothing'],
    ['DELETE', '/whatever'],
  ] as const) {
    const res = await app.inject({ method, url, headers: CSRF });
    t.equal(res.statusCode, 404, `${method} ${url}`);
    t.match(res.headers['content-type'], /application\/json/);
    t.same(res.json(), { error: 'not_found', message: 'Ressource introuvable.' });
  }
});

t.test('a method a known path does not serve: 405 method_not_allowed with Allow, for every path of /docs; unknown paths stay 404', async (t) => {
  const { app } = await buildTestApp(t, stub.url, {}, { clientDir });
  const wrong = async (method: string, url: string, headers: Record<string, string> = CSRF) => {
    const res = await app.inject({ method: method as 'GET', url, headers });
    t.equal(res.statusCode, 405, `${method} ${url}`);
    t.match(res.headers['content-type'], /application\/json/);
    t.match(res.json(), { error: 'method_not_allowed', message: /^Méthode non autorisée sur cette adresse/ });
    return String(res.headers.allow).split(', ');
  };
  t.same(await wrong('TRACE', '/api/clients'), ['GET', 'HEAD', 'POST'], 'Allow lists what the path serves');
  t.same(await wrong('QUERY', '/api/clients/12'), ['DELETE', 'GET', 'HEAD', 'PATCH', 'PUT'], 'QUERY without a body: 405, not 400');
  t.same(await wrong('QUERY', '/api/clients', { ...CSRF, 'content-type': 'application/json' }), ['GET', 'HEAD', 'POST']);
  t.same(await wrong('OPTIONS', '/healthz'), ['GET', 'HEAD']);
  t.same(await wrong('PUT', '/api/clients?scope=all'), ['GET', 'HEAD', 'POST'], 'the query is not part of the path');
  t.same(await wrong('DELETE', '/'), ['GET', 'HEAD'], "the client's own page too");
  const csrfFirst = await app.inject({ method: 'PATCH', url: '/healthz' });
  t.equal(csrfFirst.statusCode, 403, 'an unsafe method without X-CSRF is refused for that first');
  for (const [method, url] of [['TRACE', '/api/nothing'], ['OPTIONS', '/nowhere/at/all'], ['GET', '/api/clients/12/nothing']] as const) {
    t.equal((await app.inject({ method, url, headers: CSRF })).statusCode, 404, `${method} ${url}: unknown path, 404`);
  }
  const doc = (await app.inject({ method: 'GET', url: '/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, item] of Object.entries(doc.paths)) {
    const url = path.replace(/\{\w+\}/g, '1');
    const allow = await wrong('TRACE', url);
    for (const method of Object.keys(item)) t.ok(allow.includes(method.toUpperCase()), `TRACE ${url}: Allow lists ${method.toUpperCase()}`);
  }
  const based = (await buildTestApp(t, stub.url, { BASE_PATH: '/crm/' }, { clientDir })).app;
  const res = await based.inject({ method: 'TRACE', url: '/crm/api/members/3' });
  t.equal(res.statusCode, 405, 'under BASE_PATH');
  t.equal(res.headers.allow, 'DELETE, GET, HEAD, PATCH, PUT');
});

t.test('BASE_PATH: index.html gets <base href="/crm/">, assets and deep links answer under the prefix', async (t) => {
  const { app } = await buildTestApp(t, stub.url, { BASE_PATH: '/crm/' }, { clientDir });
  for (const url of ['/crm', '/crm/', '/crm/dashboard']) {
    const res = await app.inject({ method: 'GET', url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, '<base href="/crm/">');
  }
  t.equal((await app.inject({ method: 'GET', url: '/crm/assets/index-abc123.js' })).statusCode, 200);
  t.equal((await app.inject({ method: 'GET', url: '/crm/healthz' })).statusCode, 200);
  t.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'health stays reachable at the root for the container check');
});

t.test('the sign-in page typed by hand: GET /login and /pages/login/ go to /pages/login (POST /login stays the API)', async (t) => {
  for (const [basePath, prefix] of [['/', ''], ['/crm/', '/crm']]) {
    const { app } = await buildTestApp(t, stub.url, { BASE_PATH: basePath }, { clientDir });
    for (const typed of ['/login', '/pages/login/', '/login?from=x']) {
      const res = await app.inject({ method: 'GET', url: `${prefix}${typed}` });
      t.equal(res.statusCode, 302, `${prefix}${typed}`);
      t.equal(res.headers.location, `${prefix}/pages/login${typed.includes('?') ? '?from=x' : ''}`);
    }
    const page = await app.inject({ method: 'GET', url: `${prefix}/pages/login` });
    t.equal(page.statusCode, 200);
    t.match(page.headers['content-type'], 'text/html');
    const api = await app.inject({ method: 'POST', url: `${prefix}/login`, headers: CSRF, payload: { email: 'a@b.fr', password: 'x' } });
    t.not(api.statusCode, 302, 'POST /login is the API');
    t.match(api.headers['content-type'], 'application/json');
  }
});

t.test('health: /healthz always, /readyz follows the upstream', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  t.equal(health.statusCode, 200);
  t.same(health.json(), { status: 'ok' });
  t.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200, 'any HTTP answer means the upstream is there');

  const gone = await startStubUpstream();
  const url = gone.url;
  await gone.close();
  const down = await buildTestApp(t, url);
  const res = await down.app.inject({ method: 'GET', url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.match(res.json(), { status: 'unavailable', error: 'upstream_unreachable' });
  t.equal((await down.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'liveness does not depend on the upstream');
});

t.test('health: an upstream that hangs is not ready, answered at the deadline', async (t) => {
  const hanging = await startStubUpstream();
  hanging.otherwise({ kind: 'hang' });
  t.teardown(() => hanging.close());
  const { app } = await buildTestApp(t, hanging.url, { UPSTREAM_TIMEOUT_MS: '300' });
  const started = Date.now();
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.ok(Date.now() - started < 3000, 'not held past the deadline');
});

t.test('GET /config: public, no secrets; demo accounts only in demo mode', async (t) => {
  const real = await buildTestApp(t, stub.url);
  const body = (await real.app.inject({ method: 'GET', url: '/config' })).json();
  t.same(body, { demo: false, basePath: '/', languages: ['fr', 'en'], defaultLanguage: 'fr', firm: {} });
  t.notMatch(JSON.stringify(body), /secret|127\.0\.0\.1/i);

  const accounts = [{ email: 'a@b.fr', password: 'p', role: 'admin' as const, name: 'A' }];
  const demo = await buildTestApp(t, stub.url, {}, { demoAccounts: accounts });
  t.same((await demo.app.inject({ method: 'GET', url: '/config' })).json().demoAccounts, accounts);
});

t.test("GET /config: the firm's identity (name, address, SIRET, ORIAS) as configured", async (t) => {
  const firm = { name: 'Cabinet Roche', address: '2 rue Vieille, 69001 Lyon', siret: '73282932000074', orias: '07001234' };
  const { app } = await buildTestApp(t, stub.url, { FIRM_NAME: firm.name, FIRM_ADDRESS: firm.address, FIRM_SIRET: '732 829 320 00074', FIRM_ORIAS: firm.orias });
  t.same((await app.inject({ method: 'GET', url: '/config' })).json().firm, firm);
});

t.test('without a built client, pages answer JSON 404 rather than crash', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const res = await app.inject({ method: 'GET', url: '/dashboard' });
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], /json/);
});

t.test('GET /docs: the OpenAPI description of the JSON endpoints', async (t) => {
  const { app } = await buildTestApp(t, stub.url);
  const res = await app.inject({ method: 'GET', url: '/docs' });
  t.equal(res.statusCode, 200);
  const doc = res.json();
  t.match(doc.openapi, /^3\./);
  for (const path of ['/login', '/session', '/unread_count', '/api/clients', '/api/clients/{id}', '/api/former-clients', '/api/members', '/api/tasks', '/api/files', '/api/files/{id}/download', '/api/profile']) {
    t.ok(doc.paths[path], `documents ${path}`);
  }
  t.ok(doc.components.schemas.Client ?? JSON.stringify(doc).includes('socialSecurityKey'), 'resource schemas are described');
});
