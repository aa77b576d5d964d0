/**
 * An integrator's program against the back-office's JSON endpoints, with a client generated from its
 * OpenAPI description: `npm run build && node scripts/openapi-types.mjs` writes examples/api-types.d.ts
 * (openapi-typescript, from GET /docs), and openapi-fetch makes typed calls with it.
 *
 * It signs in, lists clients, reads one, changes a field and puts the whole record back with
 * If-Match (the version it read), re-reads once on a 412 (someone else changed the record in between),
 * and signs out. Run it against a BFF:
 *
 *   BFF_URL=http://127.0.0.1:3000/ BFF_EMAIL=julien.moreau@cabinet-demo.fr BFF_PASSWORD='Demo2026!' \
 *     node --import tsx examples/integrator.ts
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './api-types.js';

/** A client as the BFF answers it: one of the description's named schemas. */
type Client = components['schemas']['Client'];

/**
 * The session is an HttpOnly cookie: a program keeps it itself (a browser would). Every POST, PUT,
 * PATCH and DELETE carries X-CSRF: 1, or the BFF refuses it (403 csrf): the description says both
 * as security schemes (`session`, `csrf`), which openapi-fetch leaves to a middleware like this one.
 */
function sessionKeeper(): Middleware {
  let cookie = '';
  return {
    onRequest({ request }) {
      if (cookie) request.headers.set('cookie', cookie);
      if (request.method !== 'GET') request.headers.set('x-csrf', '1');
      return request;
    },
    onResponse({ response }) {
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      return response;
    },
  };
}

/** What the program did, for its caller (the test that runs it) and for a person reading its output. */
export interface Outcome {
  clients: number;
  clientId: number;
  before: string;
  after: string;
  conflicts: number;
}

export async function run(baseUrl: string, email: string, password: string, change: (client: Client) => Partial<Client>, log = console.log): Promise<Outcome> {
  const api = createClient<paths>({ baseUrl: baseUrl.replace(/\/$/, '') });
  api.use(sessionKeeper());

  // 1. Sign in: the answer sets the session cookie; the body says who signed in.
  const login = await api.POST('/login', { body: { email, password } });
  if (!login.data || login.data.error) throw new Error(`sign-in refused (${login.response.status})`);
  log(`signed in as ${login.data.user?.name}`);

  // 2. The first page of clients (25 a page by default), newest first.
  const list = await api.GET('/api/clients', { params: { query: { perPage: 10, sort: 'createdAt', order: 'desc' } } });
  if (!list.data) throw new Error(`list refused (${list.response.status})`);
  const id = list.data.items[0].id;
  log(`${list.data.total} clients; the newest is #${id}`);

  // 3. One client: its version is in the body and in the ETag.
  const read = async () => {
    const one = await api.GET('/api/clients/{id}', { params: { path: { id } } });
    if (!one.data) throw new Error(`read refused (${one.response.status})`);
    return one.data;
  };
  let client = await read();
  const before = client.notes;

  // 4. Change a field and put the whole record back (a GET body is a valid PUT body: its read-only
  //    fields are ignored), with If-Match: the write happens only if nobody changed it meanwhile.
  let conflicts = 0;
  for (;;) {
    const put = await api.PUT('/api/clients/{id}', {
      params: { path: { id }, header: { 'if-match': `"${client.version}"` } },
      body: { ...client, ...change(client) },
    });
    if (put.data) {
      client = put.data;
      break;
    }
    // 412: the record changed since we read it; `current` is the record as it is now.
    const current = put.error && 'current' in put.error ? put.error.current : undefined;
    if (put.response.status !== 412 || conflicts > 0 || !current) throw new Error(`write refused (${put.response.status}: ${JSON.stringify(put.error)})`);
    conflicts += 1;
    log('someone else changed the client meanwhile: apply the change to the record as it is now');
    client = current;
  }
  log(`client #${id} saved, version ${client.version}`);

  // 5. Sign out: the cookie is refused from now on, on every instance.
  await api.POST('/logout');
  return { clients: list.data.total, clientId: id, before, after: client.notes, conflicts };
}

// Run directly: the BFF's address and an account from the environment.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { BFF_URL = 'http://127.0.0.1:3000/', BFF_EMAIL = '', BFF_PASSWORD = '' } = process.env;
  await run(BFF_URL, BFF_EMAIL, BFF_PASSWORD, (client) => ({ notes: `${client.notes}\nVu par l'intégration le ${new Date().toISOString().slice(0, 10)}.`.trim() }));
}
