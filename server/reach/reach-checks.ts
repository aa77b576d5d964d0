/**
 * The checks a route's reach declaration (route-reach.ts) asks for: the record its path names, and
 * each id its body or query carries, against shared/reach.ts. Out of reach is a 404 that says no
 * more than "not found"; an id that names an account of the wrong kind (a member given as a client)
 * is a 400 naming the field.
 */
import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../shared/policies.js';
import { reachesClient, reachesClientTasks, type Reacher } from '../../shared/reach.js';
import { HttpError } from '../http-error.js';
import { getClient } from '../upstream/resources/clients.js';
import { getContract } from '../upstream/resources/contracts.js';
import { checkDocumentOwner, fileFor } from '../upstream/resources/files.js';
import { clientAccount, findPerson } from '../upstream/resources/people.js';
import { getTask } from '../upstream/resources/tasks.js';
import { reacherOfUpstream } from '../upstream/user-upstream.js';

/**
 * The record kinds of the firm's areas. Former clients, members and CRM entries are reached by every
 * role of their area (the firm's shared archive, team and call log): their routes check the area only.
 */
export type RecordKind = 'client' | 'contract' | 'task' | 'document' | 'formerClient' | 'member' | 'crmEntry';
/**
 * What an id in a body or a query names: a client (a contract's), the client of tasks (a task's
 * customer, reached through the clients one follows), the owner of documents, a client's expert.
 */
export type RefKind = 'client' | 'taskCustomer' | 'documentOwner' | 'expert';

export const reacherOf = (request: FastifyRequest): Reacher => reacherOfUpstream(request.upstream);

declare module 'fastify' {
  interface FastifyRequest {
    /** the record the path named, as its reach check read it (a single GET answers it as is) */
    reached: unknown;
  }
}

/** Checks the record the path names; keeps it on the request for the handler. */
export async function checkRecord(request: FastifyRequest, kind: RecordKind, id: number | string): Promise<void> {
  const { upstream, server } = request;
  switch (kind) {
    case 'client':
      request.reached = await getClient(upstream, server.records, Number(id));
      return;
    case 'contract':
      request.reached = await getContract(upstream, Number(id));
      return;
    case 'task':
      request.reached = await getTask(request, Number(id));
      return;
    case 'document':
      request.reached = await fileFor(request, Number(id), (request.query as { userId?: number }).userId);
      return;
    default:
      // Every record of the area is reached by its roles: the handler answers 404 for an unknown id.
      return;
  }
}

const notFound = (what: string) => new HttpError(404, 'not_found', what);

/** Checks an id a body or a query carries (null: none named, which the record's own rules allow or not). */
export async function checkRef(request: FastifyRequest, kind: RefKind, id: number | null, field: string): Promise<void> {
  const user = reacherOf(request);
  if (kind === 'expert') return checkExpert(request, user, id, field);
  if (id === null) return;
  switch (kind) {
    case 'client':
      if (!reachesClient(user, await clientAccount(request.upstream, id, field))) throw notFound('Client introuvable.');
      return;
    case 'taskCustomer':
      if (!reachesClientTasks(user, await clientAccount(request.upstream, id, field))) throw notFound('Client introuvable.');
      return;
    case 'documentOwner':
      await checkDocumentOwner(request.upstream, id, field);
      return;
  }
}

/**
 * Only the managers choose a client's expert, among the staff; an Expert's client is hers: she may
 * name herself (or leave it to the BFF on a create), nobody else, and not unassign one.
 */
async function checkExpert(request: FastifyRequest, user: Reacher, id: number | null, field: string): Promise<void> {
  if (user.role === 'Expert') {
    if (id === user.id || (id === null && request.method === 'POST')) return;
    throw new HttpError(403, 'forbidden', "Seuls l'administrateur et les consultants choisissent l'expert d'un client.", field);
  }
  if (id === null) return;
  const person = await findPerson(request.upstream, id);
  if (!person) throw notFound('Membre introuvable.');
  if (!isStaff(person.role)) throw new HttpError(400, 'invalid_expert', `Champ invalide : ${field} (ce compte n'est pas celui d'un membre du cabinet).`, field);
}
