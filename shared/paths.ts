/**
 * Every business screen's path (spec §2): the menu, the router, the screens and the BFF take them
 * from here, so a path is written once.
 */
export const PATHS = {
  /** the sign-in page (POST /login is the API) */
  login: '/pages/login',
  /** a session opened with a temporary password goes nowhere else until the user chose theirs */
  choosePassword: '/pages/choose-password',
  dashboard: '/dashboard',
  crm: '/kpi',
  profile: '/app/profile',
  clients: '/app/user/clientslist',
  oldClients: '/app/user/oldclientslist',
  members: '/app/member/memberslist',
  /** the tasks screen is /task/:filter; /task/all is the menu's default */
  tasksBase: '/task',
  tasks: '/task/all',
  documents: '/document',
  contractTemplate: '/app/contractTemplate',
  contracts: '/app/AllContracts',
  /** /app/user/edit/:id/:tab (the bare /app/user/edit is a template page) */
  clientCard: '/app/user/edit',
  createClient: '/app/user/createUser',
  createMember: '/app/member/createUser',
  contract: '/pages/contract',
  createContract: '/pages/create-contract',
  notAuthorized: '/misc/not-authorized',
  /** the admin's journal: who changed what, who looked at personal data (not in the menu: the Members page links it) */
  journal: '/app/journal',
  /** /app/user/export/:id: a client's data (RGPD), printable (admin) */
  clientExport: '/app/user/export',
} as const;

export const CLIENT_TABS = ['info', 'notes', 'contracts', 'documents', 'tasks', 'comments', 'history'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

export function clientCardPath(id: number, tab: ClientTab = 'info'): string {
  return `${PATHS.clientCard}/${id}/${tab}`;
}

export function contractPath(id: number): string {
  return `${PATHS.contract}/${id}`;
}

/** The new-contract screen for a client (from the client card's Contrats tab). */
export function createContractPath(clientId: number): string {
  return `${PATHS.createContract}/${clientId}`;
}

/** The printable page of everything the firm keeps about a client (admin). */
export function clientExportPath(id: number): string {
  return `${PATHS.clientExport}/${id}`;
}
