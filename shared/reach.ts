/**
 * The rule of reach: beside "which role opens which area" (menu.ts), which records of the area a
 * user reaches. One function per record kind, asked by the BFF on every path (lists, by-id reads,
 * writes, deletes, the ids a body or a query carries, search, figures, exports) and by the screens
 * to know what to offer. A record a user cannot list is one they cannot open, change or delete.
 *
 * Where the product's older rules disagreed, the narrower one is kept: an Expert was said to see
 * every task but only her own clients, so she sees her clients' tasks only; a Consultant sees every
 * client but only the tasks and contracts of the clients he follows (or contracts he made).
 */
import { isStaff, seesWholeFirm } from './policies.js';
import type { Role } from './schemas/people.js';

/** Who asks: the signed-in user (or the owner of an API token). */
export interface Reacher {
  readonly id: number;
  readonly role: Role | null;
}

/** What a client-like record says of its owner: the expert (or consultant) who follows it. */
export interface Followed {
  readonly expertId: number | null;
}

/** The roles whose accounts are the firm's clients (a former client of the new system included). */
export const CLIENT_ACCOUNT_ROLES: readonly Role[] = ['Client', 'Ancient Client'];

/** Whether the user follows the client (is its expert or consultant). */
export const follows = (user: Reacher, client: Followed): boolean => client.expertId !== null && client.expertId === user.id;

/** A client's record: the admin and the Consultants reach every client; an Expert those she follows. */
export function reachesClient(user: Reacher, client: Followed): boolean {
  if (!isStaff(user.role)) return false;
  return user.role !== 'Expert' || follows(user, client);
}

/**
 * What hangs on a client through its follower (its tasks): the admin reaches every client's; the
 * Consultants and Experts those of the clients they follow.
 */
export function reachesClientTasks(user: Reacher, client: Followed): boolean {
  return isStaff(user.role) && (seesWholeFirm(user.role) || follows(user, client));
}

/** A contract: the admin reaches all; a Consultant or an Expert those of the clients they follow, or that they made. */
export function reachesContract(user: Reacher, contract: { expertId: number | null; creatorId: number | null }): boolean {
  if (!isStaff(user.role)) return false;
  return seesWholeFirm(user.role) || contract.expertId === user.id || contract.creatorId === user.id;
}

/**
 * A task: the admin reaches all; the others the tasks of the clients they follow, and the tasks
 * without a client that they made. `customer` is the task's client (null: none, or unknown).
 */
export function reachesTask(user: Reacher, task: { customerId: number | null; creatorId: number | null }, customer: Followed | null): boolean {
  if (!isStaff(user.role)) return false;
  if (seesWholeFirm(user.role)) return true;
  if (task.customerId === null) return task.creatorId === user.id;
  return customer !== null && follows(user, customer);
}

/** A person's documents: a client or a former client reaches their own; staff those of the clients they reach. */
export function reachesDocumentsOf(user: Reacher, owner: Followed & { id: number }): boolean {
  if (owner.id === user.id) return user.role === 'Client' || user.role === 'Ancient Client';
  return reachesClient(user, owner);
}
