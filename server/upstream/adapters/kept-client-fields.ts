/**
 * The client fields the upstream cannot store, kept by the BFF (app.store) and merged over the
 * upstream's answer: the business introducer as free text (PUT /users/:id only takes a
 * business_introducer_id).
 */
import type { KeyValueStore } from '../../store/store.js';
import type { Client, FilledClientInput } from '../../../shared/schemas/clients.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';

interface KeptClientFields {
  [field: string]: string | null;
  businessIntroducer: string | null;
}

const keyOf = (id: number) => `client:${id}`;

type Adapted = Unversioned<Client>;

/** The clients as the upstream gave them, with what the BFF kept for each on top (one store round trip). */
export async function withKeptFieldsAll(store: KeyValueStore, clients: Adapted[]): Promise<Adapted[]> {
  if (clients.length === 0) return [];
  const kept = (await store.getMany(clients.map((client) => keyOf(client.id)))) as Array<KeptClientFields | null>;
  return clients.map((client, i) => (kept[i] ? { ...client, businessIntroducer: kept[i].businessIntroducer } : client));
}

export async function withKeptFields(store: KeyValueStore, client: Adapted): Promise<Adapted> {
  return (await withKeptFieldsAll(store, [client]))[0];
}

export async function keepClientFields(store: KeyValueStore, id: number, input: Pick<FilledClientInput, 'businessIntroducer'>): Promise<void> {
  const kept: KeptClientFields = { businessIntroducer: input.businessIntroducer };
  await store.set(keyOf(id), kept);
}

export async function forgetClientFields(store: KeyValueStore, id: number): Promise<void> {
  await store.delete(keyOf(id));
}
