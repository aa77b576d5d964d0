/**
 * The demo upstream and its data stay out of the production path: the built server started with an
 * UPSTREAM_URL loads no module of server/demo/ (they are imported dynamically in demo mode only),
 * and no server file outside server/demo/ imports them statically.
 */
import t, { type Test } from 'tap';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { TEST_SECRET } from '../helpers/app.js';
import { startServerProcess } from '../helpers/server-process.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

const BUILT = 'dist/server/index.js';
const DEMO_DIR = /\/dist\/server\/demo\//;

/** Starts the built server with the module recorder, then stops it: the file URLs it loaded. */
async function loadedModules(t: Test, env: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'modules-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const log = join(dir, 'modules.log');
  const server = await startServerProcess({ ...env, MODULE_LOG: log }, ['--import', './test/helpers/module-log.mjs', BUILT]);
  const health = await fetch(new URL('healthz', server.url));
  t.equal(health.status, 200, 'the server answers');
  t.equal(await server.stop(), 0, 'and stops cleanly');
  return readFileSync(log, 'utf8').trim().split('\n');
}

t.test('a production start (UPSTREAM_URL set) loads no demo module; demo mode does', { skip: !existsSync(BUILT) && 'run npm run build first' }, async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  const production = await loadedModules(t, { UPSTREAM_URL: stub.url, SESSION_SECRET: TEST_SECRET });
  t.ok(production.some((url) => url.endsWith('/dist/server/app.js')), 'the recorder sees the server modules');
  t.same(production.filter((url) => DEMO_DIR.test(url)), [], 'no server/demo module with a real upstream');

  const demo = await loadedModules(t, {});
  t.ok(demo.some((url) => url.endsWith('/dist/server/demo/upstream/app.js')), 'demo mode loads the embedded upstream');
  t.ok(demo.some((url) => url.endsWith('/dist/server/demo/data/seed.js')), 'and its data');
});

t.test('in production the demo starts only on purpose: NODE_ENV=production with DEMO=true starts it, without it the process refuses', async (t) => {
  const refused = await startServerProcess({ NODE_ENV: 'production' }).then(
    async (server) => {
      await server.stop();
      return 'started';
    },
    (err: Error) => err.message,
  );
  t.match(refused, /server exited with 1:\nConfiguration error: UPSTREAM_URL: is required when NODE_ENV=production \(set DEMO=true to run the demo on purpose\)\n$/, 'exit 1, one line naming the variables');
  t.notMatch(refused, /Demo2026!/, 'no demo password printed');

  const demo = await startServerProcess({ NODE_ENV: 'production', DEMO: 'true' });
  t.teardown(() => demo.stop());
  const config = await (await fetch(new URL('config', demo.url))).json();
  t.equal(config.demo, true, 'DEMO=true: the demo, on purpose');
  t.equal(await demo.stop(), 0);
});

t.test('no server file outside server/demo/ imports it statically', async (t) => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  const offenders = files('server')
    .filter((file) => !file.startsWith(join('server', 'demo') + '/'))
    .filter((file) => /^import (?!type\b)[^;]*from '[^']*\/demo\/[^']*';/m.test(readFileSync(file, 'utf8')))
    .map((file) => relative('.', file));
  t.same(offenders, [], 'only `import type` and the dynamic import() of server/index.ts reach server/demo/');
});
