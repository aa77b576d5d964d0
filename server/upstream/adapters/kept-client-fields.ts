/**
 * The client fields the upstream cannot store, kept by the BFF (app.store) and merged over the
 * upstream's answer: the business introducer as free text (PUT /users/:id only takes a
 * business_introducer_id).
 */
import type { KeyValueStore } from '../../store/store.js';
import type { Client, FilledClientInput } from '../../../shared/schemas/clients.js';

interface KeptClientFields {
  [field: string]: string | null;
  businessIntroducer: string | null;
}

const keyOf = (id: number) => `client:${id}`;

/** The client as the upstream gave it, with what the BFF kept for it on top. */
export async function withKeptFields(store: KeyValueStore, client: Client): Promise<Client> {
  const kept = await store.get<KeptClientFields>(keyOf(client.id));
  return kept ? { ...client, businessIntroducer: kept.businessIntroducer } : client;
}

export function withKeptFieldsAll(store: KeyValueStore, clients: Client[]): Promise<Client[]> {
  return Promise.all(clients.map((client) => withKeptFields(store, client)));
}

export async function keepClientFields(store: KeyValueStore, id: number, input: Pick<FilledClientInput, 'businessIntroducer'>): Promise<void> {
  const kept: KeptClientFields = { businessIntroducer: input.businessIntroducer };
  await store.set(keyOf(id), kept);
}

export async function forgetClientFields(store: KeyValueStore, id: number): Promise<void> {
  await store.delete(keyOf(id));
}
