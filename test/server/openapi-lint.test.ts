/**
 * GET /docs passes Redocly's recommended lint: every operation has an operationId, a summary, a
 * tag and its error answers; `servers` follows BASE_PATH.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import t, { type Test } from 'tap';
import { buildTestApp } from '../helpers/app.js';

const run = promisify(execFile);
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface OpenApiDoc {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[]; responses?: Record<string, unknown> }>>;
}

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

async function lint(t: Test, env: Record<string, string> = {}): Promise<{ doc: OpenApiDoc; problems: Problem[] }> {
  const { app } = await buildTestApp(t, 'http://127.0.0.1:9', env);
  const res = await app.inject({ method: 'GET', url: '/docs' });
  t.equal(res.statusCode, 200);
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'openapi.json');
  await writeFile(file, res.body);
  // redocly exits 1 when it finds errors: the JSON report is what counts.
  const { stdout } = await run(process.execPath, [REDOCLY, 'lint', '--extends=recommended', '--format=json', file], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 32 * 1024 * 1024,
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  return { doc: res.json(), problems: (JSON.parse(stdout) as { problems: Problem[] }).problems };
}

t.test('GET /docs: no Redocly error, every operation named, summarised, tagged and with its error answers', async (t) => {
  const { doc, problems } = await lint(t);
  const errors = problems.filter((p) => p.severity === 'error');
  t.same(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`), [], 'no error');
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, op })));
  t.ok(operations.length > 40, `${operations.length} operations described`);
  for (const { at, op } of operations) {
    t.ok(op.operationId && op.summary && op.tags?.length, `${at}: operationId, summary and tag`);
    // The health probes and the public config answer without a session, so they may have no 4xx.
    if (!/^get \/(healthz|readyz|config)$/.test(at)) {
      t.ok(Object.keys(op.responses ?? {}).some((code) => /^[45]/.test(code)), `${at}: its error answers are described`);
    }
  }
});

t.test('servers follows BASE_PATH', async (t) => {
  t.same((await lint(t)).doc.servers?.map((s) => s.url), ['/']);
  t.same((await lint(t, { BASE_PATH: '/crm/' })).doc.servers?.map((s) => s.url), ['/crm']);
});
