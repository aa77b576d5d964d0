/**
 * How big the demo firm is: the usual data set (about 300 clients, what the tests know by heart),
 * or a firm grown to DEMO_CLIENTS clients with everything else in proportion.
 */

export interface DemoSize {
  /** clients generated besides the published Client account */
  clients: number;
  formerClients: number;
  contracts: number;
  tasks: number;
  crmEntries: number;
  /** the first clients and former clients that have files */
  fileOwners: number;
  /** staff members besides the usual twelve (ids 15 on) */
  extraStaff: number;
}

/** The usual demo firm, unchanged since the tests were written against it. */
export const DEFAULT_SIZE: Readonly<DemoSize> = {
  clients: 300, formerClients: 150, contracts: 420, tasks: 600, crmEntries: 520, fileOwners: 60, extraStaff: 0,
};

/** The usual firm's advisers (admins, Consultants and Experts), who follow its clients. */
const USUAL_ADVISERS = 11;
/** Client ids start at 100: the staff's ids stay below. */
const MAX_EXTRA_STAFF = 99 - 14;

/**
 * A firm of `clients` clients (the published Client included): two contracts and two tasks a
 * client, half as many former clients, the usual firm's CRM entries per client (520 for 300), files
 * for one client in five; advisers grow as the square root of the clients (an adviser follows more
 * files in a bigger firm): 20 for 1 000 clients, 64 for 10 000, 96 (the most) from about 23 000.
 */
export function sizeFor(clients: number): DemoSize {
  const advisers = Math.round(USUAL_ADVISERS * Math.sqrt(clients / 300));
  return {
    clients: clients - 1,
    formerClients: Math.round(clients / 2),
    contracts: 2 * clients,
    tasks: 2 * clients,
    crmEntries: Math.round((clients * DEFAULT_SIZE.crmEntries) / DEFAULT_SIZE.clients),
    fileOwners: Math.ceil(clients / 5),
    extraStaff: Math.min(MAX_EXTRA_STAFF, Math.max(0, advisers - USUAL_ADVISERS)),
  };
}
