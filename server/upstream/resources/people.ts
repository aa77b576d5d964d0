/** Any account of the firm API by id (GET /users/:id): who it is, and whom it is followed by. */
import { normalizeRole, type Role } from '../../../shared/schemas/people.js';
import { integerOrNull } from '../contract/codecs.js';
import { expectSuccess, isRecord, upstreamFailure } from '../errors.js';
import { UpstreamError } from '../client.js';
import { HttpError } from '../../http-error.js';
import type { UserUpstream } from '../user-upstream.js';

export interface Person {
  id: number;
  /** null: a role the product does not know (a prospect) */
  role: Role | null;
  /** the expert or consultant who follows the account (a client's), or null */
  expertId: number | null;
}

/** The account, or null when the firm API has none of that id. */
export async function findPerson(upstream: UserUpstream, id: number): Promise<Person | null> {
  const answer = await upstream.call({ method: 'GET', path: `/users/${id}` });
  if (answer.status === 404) return null;
  const body = expectSuccess(answer).body;
  if (!isRecord(body)) throw upstreamFailure(new UpstreamError('bad_response', 'user: unexpected upstream answer'));
  return { id, role: normalizeRole(body.role), expertId: integerOrNull(body.parent_id) };
}

/** The roles whose accounts are a client's: on a contract or a task, an active client only. */
const ACTIVE_CLIENT: readonly Role[] = ['Client'];

/**
 * The client account an id of a body or a query names: 404 when there is none; 400 invalid_client,
 * naming the field, for any other account (a member's, the admin's).
 */
export async function clientAccount(upstream: UserUpstream, id: number, field: string, roles: readonly Role[] = ACTIVE_CLIENT): Promise<Person> {
  const person = await findPerson(upstream, id);
  if (!person) throw new HttpError(404, 'not_found', 'Client introuvable.');
  if (person.role === null || !roles.includes(person.role)) {
    throw new HttpError(400, 'invalid_client', `Champ invalide : ${field} (ce compte n'est pas celui d'un client).`, field);
  }
  return person;
}
