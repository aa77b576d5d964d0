/**
 * The firm's clients (/users?kind=client) in the read model: the admin's and the Consultants' view
 * is the whole firm, an Expert's her own (the firm API gives her those). A row is the client as the
 * card reads it but its access (laid over the page answered, with its version: access.ts).
 */
import { isManager } from '../../../shared/policies.js';
import type { Client, ClientSort } from '../../../shared/schemas/clients.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';
import { phoneDigits } from '../../../shared/validation.js';
import { toClient } from '../../upstream/adapters/clients.js';
import { keptClientKey, withKept } from '../../upstream/adapters/kept-client-fields.js';
import { isRecord } from '../../upstream/errors.js';
import { streamedElements } from '../list-fetch.js';
import { fold } from '../list-query.js';
import type { ListDefinition } from './list-definition.js';

/** A client as the read model keeps it: without its access, which is read for the page answered. */
export type ClientRow = Omit<Unversioned<Client>, 'access'>;

export const CLIENT_SORT_VALUES: Record<ClientSort, (c: ClientRow) => string | number | null> = {
  createdAt: (c) => c.createdAt,
  lastName: (c) => c.lastName,
  firstName: (c) => c.firstName,
  email: (c) => c.email,
  mobilePhone: (c) => c.mobilePhone,
  expertName: (c) => c.expertName,
  businessIntroducer: (c) => c.businessIntroducer,
  status: (c) => c.status,
};

/** The quick search's order of the clients (not one of the list's sorts): last name, then first name. */
export const FULL_NAME = 'fullName';

/** What a client search reads: the names (the birth name too, as the card shows it) and the e-mail, or the phones when digits are typed. */
export const clientSearchTexts = (c: Pick<ClientRow, 'firstName' | 'lastName' | 'maidenName' | 'email'>) => [c.firstName, c.lastName, c.maidenName, c.email];
export const clientPhones = (c: Pick<ClientRow, 'mobilePhone' | 'officePhone'>) => [c.mobilePhone, c.officePhone];

export const clientsList: ListDefinition<ClientRow, ClientRow> = {
  name: 'clients',
  viewOf: (user) => (isManager(user.role) ? 'all' : `user:${user.id}`),
  elements: streamedElements({ method: 'GET', path: '/users', query: { kind: 'client' } }),
  adapt: (element) => {
    if (!isRecord(element)) return null;
    const client = toClient(element);
    if (!client) return null;
    const { access: _access, ...row } = client;
    return row;
  },
  idOf: (row) => row.id,
  idOfBase: (row) => row.id,
  keptKey: keptClientKey,
  finish: withKept,
  sortValue: (row, key) => (key === FULL_NAME ? `${row.lastName} ${row.firstName}` : CLIENT_SORT_VALUES[key as ClientSort](row)),
  searchOf: (row) => ({ haystack: fold(clientSearchTexts(row).join(' ')), phones: clientPhones(row).map(phoneDigits) }),
};
