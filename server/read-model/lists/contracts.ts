/**
 * The firm's contracts (/documents) in the read model: the admin's and the Consultants' view is the
 * whole firm, another's their own (the firm API gives them those). A row is the contract as the lists
 * answer it: its amounts recomputed, its version that of the whole contract, without its form and terms.
 */
import { referencedContractId } from '../../../shared/contract-reference.js';
import { isManager } from '../../../shared/policies.js';
import { CONTRACT_FIELDS, CONTRACT_PAGE_ONLY, type Contract, type ContractListItem, type ContractSort } from '../../../shared/schemas/contracts.js';
import { toContract } from '../../upstream/adapters/contracts.js';
import { versioned } from '../../upstream/adapters/record-version.js';
import { isRecord } from '../../upstream/errors.js';
import { streamedElements } from '../list-fetch.js';
import { fold } from '../list-query.js';
import type { ListDefinition } from './list-definition.js';

export const CONTRACT_SORT_VALUES: Record<ContractSort, (c: ContractListItem) => string | number | null> = {
  reference: (c) => c.id,
  label: (c) => c.label,
  totalTtc: (c) => c.totalTtcCents,
  deposit: (c) => c.depositCents,
  balance: (c) => c.balanceCents,
  state: (c) => c.state,
  createdAt: (c) => c.createdAt,
  updatedAt: (c) => c.updatedAt,
  depositDate: (c) => c.depositDate,
  balanceDate: (c) => c.balanceDate,
};

/**
 * A contract as a list answers it (its version stays the whole contract's: an If-Match from a list holds).
 * A new object made whole rather than a copy with the page's fields deleted, or one field set after
 * another: either turns its 20 properties into a dictionary, 1.6 kB a row instead of about 200 bytes
 * (96 MB at 60 000 contracts).
 */
export function contractListItem(contract: Contract): ContractListItem {
  return Object.fromEntries(Object.entries(contract).filter(([name]) => !PAGE_ONLY.has(name))) as ContractListItem;
}
const PAGE_ONLY: ReadonlySet<string> = new Set(CONTRACT_PAGE_ONLY);

/** What a contract search reads besides its reference: its label, client and services. */
export const contractSearchTexts = (c: Pick<ContractListItem, 'reference' | 'label' | 'clientName' | 'services'>) => [c.reference, c.label, c.clientName, c.services.join(' ')];

export const contractsList: ListDefinition<ContractListItem, ContractListItem> = {
  name: 'contracts',
  viewOf: (user) => (isManager(user.role) ? 'all' : `user:${user.id}`),
  elements: streamedElements({ method: 'GET', path: '/documents' }),
  adapt: (element) => {
    const contract = isRecord(element) ? toContract(element) : null;
    return contract ? contractListItem(versioned(CONTRACT_FIELDS, contract)) : null;
  },
  idOf: (row) => row.id,
  idOfBase: (row) => row.id,
  finish: (base) => base,
  sortValue: (row, key) => CONTRACT_SORT_VALUES[key as ContractSort](row),
  searchOf: (row) => ({ haystack: fold(contractSearchTexts(row).join(' ')), phones: [] }),
  exactMatch(q) {
    const id = referencedContractId(q);
    return id === null ? null : (row) => row.id === id;
  },
};
