/**
 * An integrator's program against the back-office's JSON endpoints, with a client generated from its
 * OpenAPI description: `npm run build && node scripts/openapi-types.mjs` writes examples/api-types.d.ts
 * (openapi-typescript, from GET /docs), and openapi-fetch makes typed calls with it.
 *
 * It holds a personal API token (« Sécurité » in the back-office, or POST /api/profile/tokens), never
 * a password nor a cookie: no sign-in, no cookie jar, no X-CSRF. It lists clients, reads one,
 * changes its notes with If-Match, meets a 412 when it writes from a stale read and applies its
 * change again to `current`, creates a fee contract, uploads a document and downloads it. Run it
 * against a BFF:
 *
 *   BFF_URL=http://127.0.0.1:3000/ BFF_TOKEN=rcb_pat_... node --import tsx examples/integrator.ts
 */
import createClient, { type Client as ApiClient, type Middleware } from 'openapi-fetch';
import type { components, paths } from './api-types.js';

/** A client as the BFF answers it, and a contract's fee form: named schemas of the description. */
type Client = components['schemas']['Client'];
type FeeForm = components['schemas']['FeeForm'];

/** Every call carries the token; nothing else is needed (a call without a cookie needs no X-CSRF). */
function bearer(token: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
}

export function apiClient(baseUrl: string, token: string): ApiClient<paths> {
  const api = createClient<paths>({ baseUrl: baseUrl.replace(/\/$/, '') });
  api.use(bearer(token));
  return api;
}

/** What the program did, for its caller (the test that runs it) and for a person reading its output. */
export interface Outcome {
  clients: number;
  clientId: number;
  notes: string;
  conflicts: number;
  contractId: number;
  contractReference: string;
  fileId: number;
  downloaded: Uint8Array;
}

const refused = (what: string, response: Response, error: unknown) => new Error(`${what} refused (${response.status}: ${JSON.stringify(error)})`);

/** The firm's fee form with the retirement study (section 2) chosen; the amounts are the firm's defaults. */
const feeForm = (): FeeForm => ({
  sections: { 1: false, 2: true, 3: false, 4: false, 5: false, 6: false, 7: false },
  consultationMinutes: 60,
  hourlyRate: 260,
  flatPrices: { 2: 990, 3: 2990, 4: 3990, 5: 1500, 6: 750, 7: 750 },
  extras: { 2: { enabled: false, quantity: 0, unitPrice: 0 }, 4: { enabled: false, quantity: 0, unitPrice: 0 }, 5: { enabled: false, quantity: 0, unitPrice: 0 } },
  replaceSection5: false,
  vatPercent: 20,
  depositPercent: 75,
});

export async function run(api: ApiClient<paths>, note: string, document: { name: string; bytes: Uint8Array<ArrayBuffer> }, log = console.log): Promise<Outcome> {
  // 1. Who the token acts as: its user, with their current role and reach.
  const me = await api.GET('/session');
  if (!me.data) throw refused('GET /session', me.response, me.error);
  log(`acting as ${me.data.user.name} (${me.data.user.role})`);

  // 2. The first page of clients the user reaches, newest first.
  const list = await api.GET('/api/clients', { params: { query: { perPage: 10, sort: 'createdAt', order: 'desc' } } });
  if (!list.data) throw refused('list', list.response, list.error);
  const id = list.data.items[0].id;
  log(`${list.data.total} clients; the newest is #${id}`);

  // 3. One client: its version is in the body and in the ETag.
  const one = await api.GET('/api/clients/{id}', { params: { path: { id } } });
  if (!one.data) throw refused('read', one.response, one.error);
  const read: Client = one.data;

  // 4. Change its notes with If-Match: written only if nobody changed the client since it was read.
  const patch = (client: Client, notes: string) =>
    api.PATCH('/api/clients/{id}', { params: { path: { id }, header: { 'if-match': `"${client.version}"` } }, body: { notes } });
  const first = await patch(read, `${read.notes}\n${note}`.trim());
  if (!first.data) throw refused('write', first.response, first.error);
  log(`client #${id} saved, version ${first.data.version}`);

  // 5. A second change made from the same, now stale, read: 412, with the client as it is now in
  //    `current`; the change is applied again to it and sent with its version.
  let conflicts = 0;
  let written = await patch(read, `${read.notes}\n${note} (relu)`.trim());
  if (written.response.status === 412 && written.error && 'current' in written.error && written.error.current) {
    conflicts += 1;
    const current = written.error.current;
    log(`412: the client changed since it was read (version ${current.version}); applying the change to it`);
    written = await patch(current, `${current.notes}\n${note} (relu)`.trim());
  }
  if (!written.data) throw refused('write after 412', written.response, written.error);

  // 6. A fee contract for the client.
  const contract = await api.POST('/api/contracts', { body: { clientId: id, form: feeForm() } });
  if (!contract.data) throw refused('contract', contract.response, contract.error);
  log(`contract ${contract.data.reference} created (${contract.data.state})`);

  // 7. A document: uploaded as multipart/form-data (the owner first, then the files), then downloaded.
  const upload = await api.POST('/api/files', {
    body: { userId: String(id), files: [document.name] },
    bodySerializer() {
      const form = new FormData();
      form.append('userId', String(id));
      form.append('files', new Blob([document.bytes], { type: 'application/pdf' }), document.name);
      return form;
    },
  });
  if (!upload.data) throw refused('upload', upload.response, upload.error);
  const fileId = upload.data.items[0].id;
  const download = await api.GET('/api/files/{id}/download', { params: { path: { id: fileId }, query: { userId: id } }, parseAs: 'arrayBuffer' });
  if (!download.data) throw refused('download', download.response, download.error);
  const downloaded = new Uint8Array(download.data);
  log(`document #${fileId} uploaded and downloaded (${downloaded.byteLength} bytes)`);

  return { clients: list.data.total, clientId: id, notes: written.data.notes, conflicts, contractId: contract.data.id, contractReference: contract.data.reference, fileId, downloaded };
}

/** A revoked (or expired) token: every call is 401, whatever it asks. */
export async function refusedStatus(api: ApiClient<paths>): Promise<{ status: number; error: string | undefined }> {
  const me = await api.GET('/session');
  return { status: me.response.status, error: me.error?.error };
}

// Run directly: the BFF's address and a token from the environment.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { BFF_URL = 'http://127.0.0.1:3000/', BFF_TOKEN = '' } = process.env;
  const pdf = new TextEncoder().encode('%PDF-1.4\n% exemple\n%%EOF\n');
  await run(apiClient(BFF_URL, BFF_TOKEN), `Vu par l'intégration le ${new Date().toISOString().slice(0, 10)}.`, { name: 'exemple.pdf', bytes: pdf });
}
