/**
 * The upstream's clients (/users?kind=client), adapted. Create is /register then
 * /personal_information, PUT /users/:id (status, fees) and the services, undone (DELETE /users/:id)
 * if a later step fails. The business introducer is kept by the BFF (adapters/kept-client-fields.ts):
 * the upstream only links one by id.
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { CLIENT_FIELDS, type Client, type FilledClientInput } from '../../../shared/schemas/clients.js';
import { writableValues, type Unversioned } from '../../../shared/schemas/record-fields.js';
import { HttpError } from '../../http-error.js';
import type { KeyValueStore } from '../../store/store.js';
import { forgetClientFields, keepClientFields, withKeptFields } from '../adapters/kept-client-fields.js';
import { accessStates } from '../../auth/temporary-passwords.js';
import { versioned } from '../adapters/record-version.js';
import { guardedWrite } from '../record-lock.js';
import { accountBody, personalBody, servicesBody, toClient } from '../adapters/clients.js';
import { UpstreamError } from '../client.js';
import { assertEmailFree } from '../email-check.js';
import { expectSuccess, isRecord, upstreamFailure } from '../errors.js';
import { reachesClient } from '../../../shared/reach.js';
import { normalizeRole } from '../../../shared/schemas/people.js';
import { maskedSocialSecurityNumber } from '../../../shared/validation.js';
import { reacherOfUpstream, type UserUpstream } from '../user-upstream.js';

/** A client as a list shows them: the NIR masked (the card's GET alone answers it whole, and journals the look). */
export const withMaskedNir = (client: Client): Client => ({ ...client, socialSecurityNumber: maskedSocialSecurityNumber(client.socialSecurityNumber) });

/** Clients as the read model keeps them (rows: what the BFF keeps laid over), whole: with their access and versions. */
export async function wholeClients(store: KeyValueStore, rows: ReadonlyArray<Omit<Unversioned<Client>, 'access'>>, now: number): Promise<Client[]> {
  const access = await accessStates(store, rows.map((row) => row.id), now);
  return rows.map((row, i) => versioned(CLIENT_FIELDS, { ...row, access: access[i] }));
}

/** A client as the read model keeps it (its access is read for each page answered). */
export function clientRow({ access: _access, version: _version, ...row }: Client): Omit<Unversioned<Client>, 'access'> {
  return row;
}

/** One client the caller reaches, with what the BFF keeps, and its version; another kind of account, or a client out of reach, is 404. */
export async function getClient(upstream: UserUpstream, store: KeyValueStore, id: number): Promise<Client> {
  const answer = await upstream.call({ method: 'GET', path: `/users/${id}` });
  if (answer.status === 404) throw new HttpError(404, 'not_found', CLIENT_NOT_FOUND);
  const body = expectSuccess(answer).body;
  const client = isRecord(body) ? toClient(body) : null;
  if (!isRecord(body) || !client) throw upstreamFailure(new UpstreamError('bad_response', 'client: unexpected upstream answer'));
  if (normalizeRole(body.role ?? 'Client') !== 'Client' || !reachesClient(reacherOfUpstream(upstream), client)) throw new HttpError(404, 'not_found', CLIENT_NOT_FOUND);
  return versioned(CLIENT_FIELDS, await withKeptFields(store, client, upstream.now()));
}

const CLIENT_NOT_FOUND = 'Client introuvable.';

/** PUT /users/:id: the account's fields, status and fees included (/personal_information has none of them). */
async function saveAccount(upstream: UserUpstream, id: number, input: FilledClientInput): Promise<void> {
  await upstream.body({ method: 'PUT', path: `/users/${id}`, json: accountBody(input) });
}

async function saveDetails(upstream: UserUpstream, store: KeyValueStore, id: number, input: FilledClientInput, method: 'POST' | 'PUT'): Promise<void> {
  const personal = personalBody(input);
  if (method === 'POST') await upstream.body({ method: 'POST', path: '/personal_information', json: { id, ...personal } });
  else await upstream.body({ method: 'PUT', path: `/personal_information/${id}`, json: personal });
  await upstream.body({ method: 'POST', path: '/set_user_subscribe_services', json: servicesBody(id, input) });
  await keepClientFields(store, id, input);
}

/** Registers the client (the caller is their expert unless one is chosen); nothing stays if a step fails. */
export async function createClient(upstream: UserUpstream, store: KeyValueStore, input: FilledClientInput, log: FastifyBaseLogger): Promise<Client> {
  await assertEmailFree(upstream, input.email);
  const expertId = input.expertId ?? upstream.userId;
  const registered = await upstream.body({
    method: 'POST',
    path: '/register',
    // The client never signs in with this: a password reset gives them their own.
    json: { email: input.email, password: randomBytes(18).toString('base64url'), name: `${input.firstName} ${input.lastName}`, role: 'Client', parent_id: expertId },
  });
  const id = Number((registered as { user?: { id?: unknown } })?.user?.id);
  if (!Number.isInteger(id)) throw upstreamFailure(new UpstreamError('bad_response', 'register gave no user id'));
  try {
    await saveDetails(upstream, store, id, { ...input, expertId }, 'POST');
    await saveAccount(upstream, id, { ...input, expertId });
  } catch (err) {
    log.warn({ clientId: id, err }, 'client creation failed after /register: undoing it');
    await upstream.call({ method: 'DELETE', path: `/users/${id}` }).catch(() => undefined);
    await forgetClientFields(store, id);
    throw new HttpError(502, 'create_failed', "La création du client a échoué : rien n'a été enregistré. Réessayez.");
  }
  return getClient(upstream, store, id);
}

/** A stored client as the input that would write it back unchanged (one the firm API gave no civility keeps none). */
function inputOfClient(client: Client): FilledClientInput {
  return writableValues(CLIENT_FIELDS, client) as FilledClientInput;
}

/**
 * Writes a client, if it is still the version of `ifMatch` (guardedWrite): `input` is the complete
 * new client (PUT), or a function of the stored one (PATCH: the fields sent over the stored client,
 * since the upstream only takes whole records).
 */
export function updateClient(
  upstream: UserUpstream,
  store: KeyValueStore,
  id: number,
  input: FilledClientInput | ((current: FilledClientInput) => FilledClientInput),
  ifMatch?: string | string[],
): Promise<Client> {
  return guardedWrite(store, {
    key: `person:${id}`,
    ifMatch,
    read: () => getClient(upstream, store, id),
    // A 412 answers the client as it is now, their NIR masked as in the lists: no full NIR without its journaled look.
    shown: withMaskedNir,
    async write(current) {
      const next = typeof input === 'function' ? input(inputOfClient(current)) : input;
      await assertEmailFree(upstream, next.email, current.email);
      await saveAccount(upstream, current.id, next);
      await saveDetails(upstream, store, current.id, next, 'PUT');
      return getClient(upstream, store, current.id);
    },
  });
}

export function deleteClient(upstream: UserUpstream, store: KeyValueStore, id: number, ifMatch?: string | string[]): Promise<void> {
  return guardedWrite(store, {
    key: `person:${id}`,
    ifMatch,
    read: () => getClient(upstream, store, id),
    shown: withMaskedNir,
    async write() {
      await upstream.body({ method: 'DELETE', path: `/users/${id}` });
      await forgetClientFields(store, id);
    },
  });
}
