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
import { dereferenced } from '../helpers/openapi.js';

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

t.test('versions in the description: ETag on the GETs of a record, If-Match and 412 on its writes; the upload as multipart; no "Default Response"', async (t) => {
  const doc = dereferenced((await lint(t)).doc);
  type Operation = { parameters?: Array<{ in: string; name: string }>; responses?: Record<string, { description?: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };
  const op = (method: string, path: string) => (doc.paths[path] as unknown as Record<string, Operation>)[method];
  for (const path of ['/api/clients/{id}', '/api/members/{id}', '/api/contracts/{id}', '/api/contract-template', '/api/profile']) {
    t.ok(op('get', path).responses?.['200']?.headers?.etag, `GET ${path}: ETag`);
  }
  const writes: Array<[string, string]> = [
    ['put', '/api/clients/{id}'], ['patch', '/api/clients/{id}'], ['delete', '/api/clients/{id}'], ['put', '/api/members/{id}'], ['delete', '/api/members/{id}'],
    ['patch', '/api/tasks/{id}'], ['delete', '/api/tasks/{id}'], ['put', '/api/contracts/{id}'], ['delete', '/api/contracts/{id}'], ['post', '/api/contracts/{id}/payments'],
    ['put', '/api/contract-template'], ['patch', '/api/contract-template'], ['patch', '/api/members/{id}'], ['patch', '/api/contracts/{id}'], ['patch', '/api/crm/entries/{id}'], ['put', '/api/crm/entries/{id}'], ['delete', '/api/crm/entries/{id}'], ['delete', '/api/former-clients/{id}'], ['put', '/api/profile/notes'],
  ];
  for (const [method, path] of writes) {
    t.ok(op(method, path).parameters?.some((p) => p.in === 'header' && p.name === 'if-match'), `${method} ${path}: If-Match`);
    t.ok(op(method, path).responses?.['412']?.content?.['application/json']?.schema?.properties?.current, `${method} ${path}: 412 with the current record`);
  }
  const upload = op('post', '/api/files').requestBody?.content?.['multipart/form-data']?.schema?.properties;
  t.same(Object.keys(upload ?? {}), ['userId', 'files'], 'POST /api/files: a multipart/form-data body, userId then the files');
  t.ok(op('get', '/config').responses?.['400'], 'GET /config declares its 400');
  t.notMatch(JSON.stringify(doc), 'Default Response', 'every answer is described');
});
