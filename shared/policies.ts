/**
 * Every role rule of the product (spec §6), in one place: the menu, the router, the screens and the
 * BFF ask these questions instead of comparing role names.
 */
import type { Role } from './schemas/people.js';

/** The firm's people: they open the business areas. */
export const STAFF: readonly Role[] = ['admin', 'Consultant', 'Expert'];
/** Who runs the firm's figures, members and template. */
export const MANAGERS: readonly Role[] = ['admin', 'Consultant'];
/** Everyone with an account that still opens the product (former clients excepted). */
export const ACTIVE_USERS: readonly Role[] = ['admin', 'Client', 'Consultant', 'Expert'];
export const EVERY_ROLE: readonly Role[] = ['admin', 'Client', 'Ancient Client', 'Consultant', 'Expert'];
/** The template's pages and their API: the template's admin and editor (editor is not a role here). */
export const TEMPLATE_USERS: readonly Role[] = ['admin'];

const among = (roles: readonly Role[]) => (role: Role | null | undefined): boolean => role != null && roles.includes(role);

export const isStaff = among(STAFF);
export const isManager = among(MANAGERS);
/** Whether the role opens the template's pages and calls their endpoints (spec §7). */
export const usesTemplate = among(TEMPLATE_USERS);
export const isClient = (role: Role | null | undefined): boolean => role === 'Client';

/** Only the admin oversees the whole firm: every client, contract and task, and the team's figures. */
export const seesWholeFirm = (role: Role | null | undefined): boolean => role === 'admin';
/** Only the admin creates, edits and deletes members. */
export const writesMembers = seesWholeFirm;
/** The whole journal, its check and a client's RGPD export (issue 26). */
export const readsJournal = seesWholeFirm;
/** The address and device a journal entry keeps of who acted (their personal data): the journal's reader only, in every history too. */
export const seesJournalAddresses = readsJournal;
/** The roles a member may be given. */
export const GRANTABLE_ROLES = STAFF;
/** Whether the client form lists the team to choose the responsible expert from (the members list is theirs to read). */
export const choosesExpert = isManager;
/** Who gives a client access to their space (a temporary password): the managers for any client, an Expert for those they follow. */
export const givesClientAccess = (role: Role | null | undefined, userId: number, client: { expertId: number | null }): boolean =>
  isManager(role) || (role === 'Expert' && client.expertId === userId);
/** A Consultant links tasks to their own clients only; the others pick among every client. */
export const picksOwnClientsOnly = (role: Role | null | undefined): boolean => role === 'Consultant';
/** The admin and the Experts see every task; the others their customers' tasks. */
export const seesAllTasks = (role: Role | null | undefined): boolean => role === 'admin' || role === 'Expert';
