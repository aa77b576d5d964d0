import { MENU_ITEMS } from '../../../../shared/menu.js';

/** Routes of the contracts area (the list and the template come from shared/menu.ts). */
export const CONTRACTS_LIST_PATH = MENU_ITEMS.contracts.navLink;
export const CONTRACT_TEMPLATE_PATH = MENU_ITEMS.contractTemplate.navLink;

/** /pages/contract/:id */
export function contractPath(id: number): string {
  return `/pages/contract/${id}`;
}

/** /pages/create-contract/:clientId (from the client card's Contrats tab) */
export function createContractPath(clientId: number): string {
  return `/pages/create-contract/${clientId}`;
}

/** The client card (its route redirects to the first tab when none is given). */
export function clientCardPath(clientId: number, tab?: string): string {
  return tab ? `/app/user/edit/${clientId}/${tab}` : `/app/user/edit/${clientId}`;
}
