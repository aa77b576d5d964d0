/**
 * The questions the routes ask the read model, each with the rule of reach (shared/reach.ts) as its
 * filter: the clients, contracts, tasks a user reaches, searched, sorted and paged from the view of
 * the list their account gets. A filter's name (`filterKey`) says what it keeps, so that the answer
 * of the same question, another page of it, is not computed again.
 */
import type { FastifyRequest } from 'fastify';
import { reachesClient, reachesContract, reachesTask, type Reacher } from '../../shared/reach.js';
import { seesWholeFirm } from '../../shared/policies.js';
import type { Paged } from '../../shared/schemas/common.js';
import type { ContractListItem } from '../../shared/schemas/contracts.js';
import type { Task } from '../../shared/schemas/tasks.js';
import { reacherOfUpstream } from '../upstream/user-upstream.js';
import type { SnapshotQuery } from './list-snapshot.js';
import { clientsList, type ClientRow } from './lists/clients.js';
import { contractSearchTexts, contractsList } from './lists/contracts.js';
import { figureOf } from './figures.js';
import { fold, matchesTerms, searchTerms } from './list-query.js';
import { namedAsNow } from '../upstream/adapters/contracts.js';
import { tasksList } from './lists/tasks.js';

/** A query of a list beside its filter: search, sort, page. */
export type ListAsk = Pick<SnapshotQuery<unknown>, 'q' | 'sort' | 'page' | 'perPage'>;

/** The part of a filter's name that says whose reach it is (the whole firm's, or one user's). */
const reachName = (user: Reacher, wholeFirm: boolean) => (wholeFirm ? 'firm' : `user${user.id}`);

export async function reachedClients(request: FastifyRequest, ask: ListAsk & { mine?: boolean }): Promise<Paged<ClientRow>> {
  const user = reacherOfUpstream(request.upstream);
  const snapshot = await request.server.readModel.view(request, clientsList);
  return snapshot.query({
    ...ask,
    filterKey: `${reachName(user, user.role !== 'Expert')}|${ask.mine ? `mine${user.id}` : ''}`,
    keep: (c) => reachesClient(user, c) && (!ask.mine || c.expertId === user.id),
  });
}

/** The ids of the clients the user follows (their tasks are the user's). */
export async function followedClientIds(request: FastifyRequest): Promise<Set<number>> {
  const user = reacherOfUpstream(request.upstream);
  const snapshot = await request.server.readModel.view(request, clientsList);
  const { items } = await snapshot.query({ filterKey: `followed${user.id}`, keep: (c) => c.expertId === user.id, perPage: Number.MAX_SAFE_INTEGER });
  return new Set(items.map((c) => c.id));
}

export interface ContractFilters {
  mine?: boolean;
  state?: ContractListItem['state'];
  clientId?: number;
  /** an extra rule and its name (the overdue ones) */
  also?: { name: string; keep: (c: ContractListItem) => boolean };
}

/** Names of clients as they are now, numbered: a new set of names (a client renamed, a list read again) is a new number. */
interface ClientNames {
  serial: number;
  names: Map<number, string>;
}
let namesSerial = 0;

/** The current names of the clients of the user's view of them, computed again only when a client changed. */
async function currentClientNames(request: FastifyRequest): Promise<ClientNames> {
  const snapshot = await request.server.readModel.view(request, clientsList);
  return figureOf(snapshot, 'names', (rows) => ({ serial: ++namesSerial, names: new Map(rows.map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()])) }));
}

/**
 * The contracts the user reaches, each named as its client is now (the firm API's list rows carry the
 * name of when the contract was made): what is shown, exported and searched is the current name.
 */
export async function reachedContracts(request: FastifyRequest, ask: ListAsk & ContractFilters): Promise<Paged<ContractListItem>> {
  const user = reacherOfUpstream(request.upstream);
  const wholeFirm = seesWholeFirm(user.role);
  const [snapshot, { serial, names }] = await Promise.all([request.server.readModel.view(request, contractsList), currentClientNames(request)]);
  const mine = (c: ContractListItem) => c.expertId === user.id || c.creatorId === user.id;
  const terms = searchTerms(ask.q);
  const page = await snapshot.query({
    ...ask,
    filterKey: [reachName(user, wholeFirm), ask.mine ? `mine${user.id}` : '', ask.state ?? '', ask.clientId ?? '', ask.also?.name ?? '', `names${serial}`].join('|'),
    alsoMatches: (c) => {
      const named = namedAsNow(c, names.get(c.clientId));
      return named !== c && matchesTerms(terms, fold(contractSearchTexts(named).join(' ')), []);
    },
    keep: (c) =>
      reachesContract(user, c) &&
      (!ask.mine || mine(c)) &&
      (!ask.state || c.state === ask.state) &&
      (ask.clientId === undefined || c.clientId === ask.clientId) &&
      (!ask.also || ask.also.keep(c)),
  });
  return { ...page, items: page.items.map((c) => namedAsNow(c, names.get(c.clientId))) };
}

export interface TaskFilters {
  /** the filter's name (a filter, a type, a tag; urgency; a customer) and its rule */
  name: string;
  keep: (task: Task) => boolean;
}

/** The rule of reach of the tasks for the user: the admin all; the others their followed clients', and theirs without a client. */
async function taskReach(request: FastifyRequest): Promise<{ name: string; reached: (t: Task) => boolean }> {
  const user = reacherOfUpstream(request.upstream);
  if (seesWholeFirm(user.role)) return { name: 'firm', reached: () => true };
  const followed = await followedClientIds(request);
  return { name: `user${user.id}`, reached: (t) => reachesTask(user, t, t.customerId !== null && followed.has(t.customerId) ? { expertId: user.id } : null) };
}

/** The tasks the user reaches, newest due date first. */
export async function reachedTasks(request: FastifyRequest, ask: ListAsk & TaskFilters): Promise<Paged<Task>> {
  const [snapshot, { name, reached }] = await Promise.all([request.server.readModel.view(request, tasksList), taskReach(request)]);
  return snapshot.query({ ...ask, sort: { key: 'newest', order: 'desc' }, filterKey: `${name}|${ask.name}`, keep: (t) => reached(t) && ask.keep(t) });
}

/** One task the user reaches, read from the read model (the firm API has no task by id), or undefined. */
export async function reachedTask(request: FastifyRequest, id: number): Promise<Task | undefined> {
  const [snapshot, { reached }] = await Promise.all([request.server.readModel.view(request, tasksList), taskReach(request)]);
  const task = snapshot.get(id);
  return task && reached(task) ? task : undefined;
}
