/**
 * The former clients (/users?kind=oldclient, the legacy site's columns) and the members
 * (/users?kind=member) in the read model: one view each, the same for every role of their area. A
 * member's row is without its access, read for the page answered (access.ts).
 */
import { FORMER_CLIENT_FIELDS, type FormerClient, type FormerClientSort } from '../../../shared/schemas/former-clients.js';
import type { Member, MemberSort } from '../../../shared/schemas/members.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';
import { phoneDigits } from '../../../shared/validation.js';
import { toFormerClient, toMember } from '../../upstream/adapters/people.js';
import { versioned } from '../../upstream/adapters/record-version.js';
import { isRecord } from '../../upstream/errors.js';
import { streamedElements } from '../list-fetch.js';
import { fold } from '../list-query.js';
import type { ListDefinition } from './list-definition.js';

export const formerClientsList: ListDefinition<FormerClient, FormerClient> = {
  name: 'formerClients',
  viewOf: () => 'all',
  elements: streamedElements({ method: 'GET', path: '/users', query: { kind: 'oldclient' } }),
  adapt: (element) => {
    const former = isRecord(element) ? toFormerClient(element) : null;
    return former && versioned(FORMER_CLIENT_FIELDS, former);
  },
  idOf: (row) => row.id,
  idOfBase: (row) => row.id,
  finish: (base) => base,
  sortValue: (row, key) => row[key as FormerClientSort],
  searchOf: (row) => ({ haystack: fold([row.firstName, row.lastName, row.email, row.expertName ?? ''].join(' ')), phones: [row.mobilePhone, row.officePhone].map(phoneDigits) }),
};

/** A member as the read model keeps them: without their access, read for the page answered. */
export type MemberRow = Omit<Unversioned<Member>, 'access'>;

export const membersList: ListDefinition<MemberRow, MemberRow> = {
  name: 'members',
  viewOf: () => 'all',
  elements: streamedElements({ method: 'GET', path: '/users', query: { kind: 'member' } }),
  adapt: (element) => {
    const member = isRecord(element) ? toMember(element) : null;
    if (!member) return null;
    const { access: _access, ...row } = member;
    return row;
  },
  idOf: (row) => row.id,
  idOfBase: (row) => row.id,
  finish: (base) => base,
  sortValue: (row, key) => row[key as MemberSort] ?? null,
  searchOf: (row) => ({ haystack: fold([row.name, row.email, row.role ?? ''].join(' ')), phones: [] }),
};
