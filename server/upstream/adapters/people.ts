/**
 * Former clients and members between the firm API and the BFF, through their field tables; and the
 * lists' quirk: a bare array, or one wrapped as {data:[...]}.
 */
import { FORMER_CLIENT_FIELDS, type FormerClient } from '../../../shared/schemas/former-clients.js';
import { MEMBER_FIELDS, type Member } from '../../../shared/schemas/members.js';
import type { Unversioned } from '../../../shared/schemas/record-fields.js';
import { isRow, textOf, type Row } from '../contract/codecs.js';
import { LEGACY_CLIENT_CODECS } from '../contract/legacy-clients.js';
import { USER_CODECS } from '../contract/users.js';
import { readColumns } from './record-columns.js';

/** A bare array, or one wrapped as {data:[...]}; anything else is not a list. */
export function listOf(body: unknown): Row[] | null {
  const list = Array.isArray(body) ? body : isRow(body) && Array.isArray(body.data) ? body.data : null;
  return list ? list.filter(isRow) : null;
}

export function toFormerClient(row: Row): Unversioned<FormerClient> | null {
  const former = readColumns(FORMER_CLIENT_FIELDS, LEGACY_CLIENT_CODECS, row) as Unversioned<FormerClient>;
  return former.id === null ? null : former;
}

/** A staff account; a prospect is not a member. */
export function toMember(row: Row): Unversioned<Member> | null {
  const member = readColumns(MEMBER_FIELDS, USER_CODECS, row) as Unversioned<Member>;
  if (member.id === null || textOf(row.role).toLowerCase() === 'prospect') return null;
  return { ...member, createdAt: member.createdAt ?? new Date(0).toISOString() };
}
