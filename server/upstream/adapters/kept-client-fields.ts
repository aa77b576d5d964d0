/**
 * The client fields the upstream cannot store, kept by the BFF (app.records, in its database) and merged over the
 * upstream's answer: the business introducer as free text (PUT /users/:id only takes a
 * business_introducer_id).
 */
import type { KeyValueStore } from '../../store/store.js';
import { accessStates } from '../../auth/temporary-passwords.js';
import type { Client, FilledClientInput } from '../../../shared/schemas/clients.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';

interface KeptClientFields {
  [field: string]: string | null;
  businessIntroducer: string | null;
}

/** The store key of what the BFF keeps of a client. */
export const keptClientKey = (id: number | string) => `client:${id}`;
const keyOf = keptClientKey;

/** A client with what the BFF keeps of it laid over (the document under keptClientKey, or null). */
export function withKept<C extends { businessIntroducer: string | null }>(client: C, kept: unknown): C {
  const doc = kept as KeptClientFields | null;
  return doc && typeof doc === 'object' ? { ...client, businessIntroducer: doc.businessIntroducer } : client;
}

type Adapted = Omit<Unversioned<Client>, 'access'>;

/** The clients as the upstream gave them, with what the BFF kept for each on top: the introducer, their access (two store reads at once). */
export async function withKeptFieldsAll(store: KeyValueStore, clients: Adapted[], now: number): Promise<Array<Unversioned<Client>>> {
  if (clients.length === 0) return [];
  const ids = clients.map((client) => client.id);
  const [kept, access] = await Promise.all([store.getMany(ids.map(keyOf)) as Promise<Array<KeptClientFields | null>>, accessStates(store, ids, now)]);
  return clients.map((client, i) => ({ ...withKept(client, kept[i]), access: access[i] }));
}

export async function withKeptFields(store: KeyValueStore, client: Adapted, now: number): Promise<Unversioned<Client>> {
  return (await withKeptFieldsAll(store, [client], now))[0];
}

export async function keepClientFields(store: KeyValueStore, id: number, input: Pick<FilledClientInput, 'businessIntroducer'>): Promise<void> {
  const kept: KeptClientFields = { businessIntroducer: input.businessIntroducer };
  await store.set(keyOf(id), kept);
}

export async function forgetClientFields(store: KeyValueStore, id: number): Promise<void> {
  await store.delete(keyOf(id));
}
