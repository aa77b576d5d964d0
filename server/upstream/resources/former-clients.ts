/** The upstream's former clients (/users?kind=oldclient), adapted from the legacy cl_* columns. */
import { FORMER_CLIENT_FIELDS, type FormerClient } from '../../../shared/schemas/former-clients.js';
import type { KeyValueStore } from '../../store/store.js';
import { versioned } from '../adapters/record-version.js';
import type { Row } from '../contract/codecs.js';
import { guardedWrite } from '../record-lock.js';
import { toFormerClient } from '../adapters/people.js';
import { isRecord } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';

const adapt = (row: Row): FormerClient | null => {
  const former = toFormerClient(row);
  return former && versioned(FORMER_CLIENT_FIELDS, former);
};

export function getFormerClient(upstream: UserUpstream, id: string): Promise<FormerClient> {
  const path = `/users/${encodeURIComponent(id)}`;
  return upstream.read({ method: 'GET', path, query: { kind: 'oldclient' } }, (body) => {
    const row = isRecord(body) && isRecord(body.data) ? body.data : body;
    return isRecord(row) ? adapt(row) : null;
  }, 'former client');
}

/** Deletes a former client, if it is still the version of `ifMatch` (record-lock.ts). */
export function deleteFormerClient(upstream: UserUpstream, store: KeyValueStore, id: string, ifMatch?: string | string[]): Promise<void> {
  return guardedWrite(store, {
    key: `former-client:${id}`,
    ifMatch,
    read: () => getFormerClient(upstream, id),
    async write() {
      await upstream.body({ method: 'DELETE', path: `/users/${encodeURIComponent(id)}`, query: { old: 'true' } });
    },
  });
}
