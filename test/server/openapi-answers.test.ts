/**
 * Every GET operation of GET /docs, called as admin, Consultant, Expert and Client over the demo data,
 * answers as the document says: a documented status, a documented content type and headers, and a
 * body that Ajv (OpenAPI 3.0 dialect) accepts against that answer's schema. The operations come from
 * the document, so a new route is checked without touching this test; path parameters are real ids
 * read from the role's own lists (the admin's where the role has none).
 */
import t from 'tap';
import type { Role } from '../../shared/schemas/people.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { fillPath, sample, type JsonSchema } from '../helpers/openapi.js';
import { answerValidator, type OpenApiDoc } from '../helpers/openapi-validator.js';

const ROLES: Role[] = ['admin', 'Consultant', 'Expert', 'Client'];
/** The query parameters that name a client (a record of /api/clients). */
const CLIENT_ID_PARAMS = new Set(['userId', 'clientId', 'customerId']);
/** How many of a role's clients are tried before giving up on one with documents (or contracts…). */
const CANDIDATES = 10;

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a list answer: the answer itself, or its first array of records (items, emails, data…). */
function recordsOf(body: unknown): Item[] {
  if (Array.isArray(body)) return body.filter(isItem);
  if (!isItem(body)) return [];
  const list = Object.values(body).find((value) => Array.isArray(value) && value.some(isItem));
  return ((list as unknown[] | undefined) ?? []).filter(isItem);
}

/** The path's values from one record: its id for the first parameter, a nested record's field for the next ones (a mail, then its attachment's name). */
function valuesFrom(records: Item[], names: string[]): Record<string, string> | null {
  for (const record of records) {
    const values: Record<string, string> = { [names[0]]: String(record.id ?? record[names[0]]) };
    const complete = names.slice(1).every((name) => {
      const nested = Object.values(record).flatMap((value) => (Array.isArray(value) ? value.filter((v) => isItem(v) && name in v) : []))[0] as Item | undefined;
      if (nested) values[name] = String(nested[name]);
      return nested !== undefined;
    });
    if (complete) return values;
  }
  return null;
}

t.test('every GET of /docs answers, for each role, what the document says', async (t) => {
  const bff: DemoBff = await buildDemoBff(t);
  const doc = (await bff.app.inject({ method: 'GET', url: '/docs' })).json() as OpenApiDoc;
  const problems = answerValidator(doc);
  const gets = Object.entries(doc.paths).filter(([, item]) => item.get).map(([path, item]) => ({ path, operation: item.get }));
  t.ok(gets.length > 40, `${gets.length} GET operations`);

  const answers = new Map<string, Promise<{ status: number; body: unknown }>>();
  const get = (role: Role, url: string) => {
    const key = `${role} ${url}`;
    if (!answers.has(key)) {
      answers.set(key, bff.as(role).then(async (cookie) => {
        const res = await bff.app.inject({ method: 'GET', url, headers: { cookie } });
        return { status: res.statusCode, body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null };
      }));
    }
    return answers.get(key)!;
  };
  /** The role's records of a list, or the admin's when the role may not list them. */
  const records = async (role: Role, url: string) => {
    const own = await get(role, url);
    return recordsOf(own.status === 200 ? own.body : (await get('admin', url)).body);
  };
  const clientIds = async (role: Role) => (await records(role, '/api/clients?perPage=100')).slice(0, CANDIDATES).map((c) => String(c.id));
  /** The path's values from the role's own records of the list, else from the admin's. */
  const pathValues = async (role: Role, listPath: string, names: string[]) => {
    for (const reader of role === 'admin' ? [role] : [role, 'admin' as const]) {
      for (const url of await urlsOf(reader, listPath, doc.paths[listPath].get)) {
        const answer = await get(reader, url);
        const values = answer.status === 200 ? valuesFrom(recordsOf(answer.body), names) : null;
        if (values) return values;
      }
    }
    throw new Error(`no record of ${listPath} gives ${names.join(', ')}`);
  };

  /** The URLs an operation is called at: its required query parameters filled, then also every client id it may take. */
  const urlsOf = async (role: Role, path: string, operation: OpenApiDoc['paths'][string][string]): Promise<string[]> => {
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const required = query.filter((p) => p.required && !CLIENT_ID_PARAMS.has(p.name)).map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema as JsonSchema)))}`);
    const withId = query.filter((p) => CLIENT_ID_PARAMS.has(p.name));
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    let base = path;
    if (names.length > 0) {
      // A record of the collection the path names: /api/clients for /api/clients/{id}, or its one list (/api/users/list).
      const collection = path.slice(0, path.indexOf('/{'));
      const listPath = doc.paths[collection]?.get ? collection : gets.find((g) => g.path.startsWith(`${collection}/`) && !g.path.includes('{'))?.path;
      if (listPath === undefined) throw new Error(`no list to read ${path}'s ${names.join(', ')} from`);
      const values = await pathValues(role, listPath, names);
      base = fillPath(path, (name) => encodeURIComponent(values[name]));
    }
    const withQuery = (extra: string[]) => [base, [...required, ...extra].join('&')].filter(Boolean).join('?');
    const urls = [withQuery([])];
    if (withId.length > 0) for (const id of await clientIds(role)) urls.push(withQuery(withId.map((p) => `${p.name}=${id}`)));
    return urls;
  };

  for (const { path, operation } of gets) {
    let succeeded = 0;
    for (const role of ROLES) {
      const urls = await urlsOf(role, path, operation);
      // With client ids: the first that answers 200 with something in it, else the last tried.
      const chosen = urls.length <= 2 ? urls : [urls[0], await firstFilled(urls.slice(1), (url) => get(role, url))];
      for (const url of chosen) {
        const res = await bff.app.inject({ method: 'GET', url, headers: { cookie: await bff.as(role) } });
        if (res.statusCode < 300) succeeded++;
        t.same(problems(path, 'get', res), [], `${role} GET ${url} → ${res.statusCode} (${operation.operationId})`);
      }
    }
    t.ok(succeeded > 0, `${operation.operationId}: at least one role is answered a success`);
  }
});

/** The first URL whose answer is a 200 with records in it; the last one otherwise. */
async function firstFilled(urls: string[], get: (url: string) => Promise<{ status: number; body: unknown }>): Promise<string> {
  for (const url of urls) {
    const { status, body } = await get(url);
    if (status === 200 && recordsOf(body).length > 0) return url;
  }
  return urls[urls.length - 1];
}
