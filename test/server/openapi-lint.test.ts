/**
 * GET /docs passes Redocly's recommended lint: every operation has an operationId, a summary, a
 * tag and its error answers; every tag is declared; `servers` follows BASE_PATH. And what makes it
 * a document generators and validators take as it is: named schemas (and so a bounded size),
 * nullable enums that list null, dates with their format, the security schemes each operation needs.
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
  info: { license?: { name?: string } };
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string; description?: string }>;
  security?: Array<Record<string, string[]>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[]; security?: Array<Record<string, string[]>>; responses?: Record<string, unknown> }>>;
}

/** The bound the description stays under (issue 27: it was 699 KB with every record inlined). */
const MAX_BYTES = 250_000;

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

async function lint(t: Test, env: Record<string, string> = {}): Promise<{ doc: OpenApiDoc; bytes: number; problems: Problem[] }> {
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
  return { doc: res.json(), bytes: res.rawPayload.length, problems: (JSON.parse(stdout) as { problems: Problem[] }).problems };
}

t.test('GET /docs: no Redocly error, every operation named, summarised, tagged and with its error answers', async (t) => {
  const { doc, bytes, problems } = await lint(t);
  const errors = problems.filter((p) => p.severity === 'error');
  t.same(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`), [], 'no error');
  t.comment(`${bytes} bytes; Redocly: ${errors.length} errors, ${problems.length - errors.length} warnings (${[...new Set(problems.map((p) => p.ruleId))].join(', ')})`);
  t.ok(bytes <= MAX_BYTES, `${bytes} bytes, at most ${MAX_BYTES}`);
  t.ok(doc.info.license?.name, 'the license is said');
  const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ at: `${method} ${path}`, op })));
  t.ok(operations.length > 40, `${operations.length} operations described`);
  for (const { at, op } of operations) {
    t.ok(op.operationId && op.summary && op.tags?.length, `${at}: operationId, summary and tag`);
    for (const tag of op.tags ?? []) t.ok(declared.get(tag), `${at}: its tag ${tag} is declared with a description`);
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

async function documentOf(t: Test): Promise<OpenApiDoc> {
  const { app } = await buildTestApp(t, 'http://127.0.0.1:9');
  return (await app.inject({ method: 'GET', url: '/docs' })).json();
}

/** Every object of the tree, with its JSON path. */
function eachObject(node: unknown, at: string, visit: (object: Record<string, unknown>, at: string) => void): void {
  if (Array.isArray(node)) node.forEach((item, i) => eachObject(item, `${at}/${i}`, visit));
  else if (typeof node === 'object' && node !== null) {
    visit(node as Record<string, unknown>, at);
    for (const [key, value] of Object.entries(node)) eachObject(value, `${at}/${key}`, visit);
  }
}

t.test('named schemas: each record defined once in components.schemas, referenced by every operation', async (t) => {
  const doc = await documentOf(t);
  const records = ['Client', 'Contract', 'Task', 'Member', 'File', 'Error', 'FormerClient', 'CrmEntry', 'Profile', 'ContractTemplate', 'ClientInput', 'ClientPatch'];
  const lists = ['PagedClients', 'PagedContracts', 'PagedTasks', 'PagedMembers', 'PagedFormerClients', 'PagedCrmEntries'];
  for (const name of [...records, ...lists]) t.ok(doc.components.schemas[name], `components.schemas.${name}`);
  const inlined: string[] = [];
  const titled = (object: Record<string, unknown>, at: string) => {
    if (typeof object.title === 'string') inlined.push(`${at}: ${object.title}`);
  };
  eachObject(doc.paths, '', titled);
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    for (const [key, part] of Object.entries(schema as object)) eachObject(part, `#/components/schemas/${name}/${key}`, titled);
  }
  t.same(inlined, [], 'no named schema is written out inside an operation or another schema (two schemas under one title stay so)');
  const get = doc.paths['/api/clients/{id}'].get as { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
  t.same(get.responses['200'].content?.['application/json'].schema, { $ref: '#/components/schemas/Client' });
});

t.test('nullable enums list null; every date says its format', async (t) => {
  const doc = await documentOf(t);
  const enumsWithoutNull: string[] = [];
  const datesInWords: string[] = [];
  eachObject(doc, '', (object, at) => {
    if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) enumsWithoutNull.push(at);
    if (typeof object.properties !== 'object' || object.properties === null) return;
    for (const [name, property] of Object.entries(object.properties as Record<string, Record<string, unknown>>)) {
      const dateLike = /(At|Date|_at|_date)$|^(at|date|day|time|start|end)$/.test(name);
      const branches = (property.anyOf as Array<Record<string, unknown>> | undefined) ?? [property];
      if (dateLike && property.type !== 'integer' && !branches.some((b) => b.format === 'date' || b.format === 'date-time' || b.$ref)) datesInWords.push(`${at}/${name}`);
    }
  });
  t.same(enumsWithoutNull, [], 'a nullable enum lists null (Ajv and other OpenAPI 3.0 validators read enum strictly)');
  t.same(datesInWords, [], 'a date or a date-time says so with format');
});

t.test('security: the session cookie, and X-CSRF with it on every POST, PUT, PATCH and DELETE (alone on POST /login); a Bearer token without it', async (t) => {
  const doc = await documentOf(t);
  t.match(doc.components.securitySchemes, { session: { type: 'apiKey', in: 'cookie', name: 'bo_session' }, csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF' }, bearerAuth: { type: 'http', scheme: 'bearer' } });
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const requirements = op.security ?? doc.security ?? [];
      const unsafe = ['post', 'put', 'patch', 'delete'].includes(method);
      const cookieOnes = requirements.filter((r) => !('bearerAuth' in r));
      t.ok(unsafe ? cookieOnes.length > 0 && cookieOnes.every((r) => 'csrf' in r) : cookieOnes.every((r) => !('csrf' in r)), `${method} ${path}: X-CSRF ${unsafe ? 'required' : 'not asked'} with the cookie`);
      t.ok(requirements.filter((r) => 'bearerAuth' in r).every((r) => !('csrf' in r)), `${method} ${path}: no X-CSRF with a Bearer token`);
    }
  }
  t.same(doc.paths['/login'].post.security, [{ csrf: [] }], 'POST /login: X-CSRF, no session yet');
  t.same(doc.paths['/api/clients/{id}'].put.security, [{ session: [], csrf: [] }, { bearerAuth: [] }]);
  t.equal(doc.paths['/api/clients/{id}'].get.security, undefined, 'a GET needs the session or a token (the document-wide requirement)');
  t.same(doc.security, [{ session: [] }, { bearerAuth: [] }]);
});

t.test('downloads: their content types and Content-Disposition; the ETag of creates; userId required for staff on /api/files', async (t) => {
  type Media = Record<string, unknown>;
  type Operation = { description?: string; parameters?: Array<{ name: string; description?: string }>; responses: Record<string, { headers?: Media; content?: Media }> };
  const doc = dereferenced(await documentOf(t)) as unknown as { paths: Record<string, Record<string, Operation>> };
  const download = doc.paths['/api/files/{id}/download'].get.responses['200'];
  for (const type of ['application/pdf', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/csv', 'application/octet-stream']) t.ok(download.content?.[type], `download: ${type}`);
  t.ok(download.headers?.['content-disposition'], 'download: Content-Disposition');
  const attachment = doc.paths['/api/email/mails/{mailId}/attachments/{name}'].get.responses['200'];
  t.ok(attachment.content?.['application/pdf'] && attachment.headers?.['content-disposition'], 'mail attachment: its types and Content-Disposition');
  for (const path of ['/api/clients', '/api/contracts', '/api/members', '/api/tasks', '/api/crm/entries']) t.ok(doc.paths[path].post.responses['201'].headers?.etag, `POST ${path}: 201 with its ETag`);
  const files = doc.paths['/api/files'].get;
  t.match(files.parameters?.find((p) => p.name === 'userId')?.description, /required for staff/);
  t.match(files.description, /Staff .* must name the client with userId/);
});
