/** The upstream's former clients (/users?kind=oldclient), adapted from the legacy cl_* columns. */
import type { FormerClient } from '../../../shared/schemas/former-clients.js';
import { listOf, toFormerClient } from '../adapters/people.js';
import { isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';

export async function listFormerClients(upstream: UserUpstream): Promise<FormerClient[]> {
  const rows = await upstream.read({ method: 'GET', path: '/users', query: { kind: 'oldclient' } }, listOf, 'former clients');
  return rows.map(toFormerClient).filter((c): c is FormerClient => c !== null);
}

export function getFormerClient(upstream: UserUpstream, id: string): Promise<FormerClient> {
  const path = `/users/${encodeURIComponent(id)}`;
  return upstream.read({ method: 'GET', path, query: { kind: 'oldclient' } }, (body) => {
    const row = isRecord(body) && isRecord(body.data) ? body.data : body;
    return isRecord(row) ? toFormerClient(row) : null;
  }, 'former client');
}

export async function deleteFormerClient(upstream: UserUpstream, id: string): Promise<void> {
  await getFormerClient(upstream, id);
  await upstream.body({ method: 'DELETE', path: `/users/${encodeURIComponent(id)}`, query: { old: 'true' } });
}
