/** The upstream's staff accounts (/users?kind=member), adapted. */
import { randomBytes } from 'node:crypto';
import { MEMBER_FIELDS, type Member, type MemberCreate, type MemberPatch, type MemberUpdate } from '../../../shared/schemas/members.js';
import { sentWritable } from '../../../shared/schemas/record-fields.js';
import type { KeyValueStore } from '../../store/store.js';
import { writeColumns } from '../adapters/record-columns.js';
import { versioned } from '../adapters/record-version.js';
import { USER_CODECS } from '../contract/users.js';
import { guardedWrite } from '../record-lock.js';
import { accessStates } from '../../auth/temporary-passwords.js';
import { HttpError } from '../../http-error.js';
import { memberProblems } from '../../../shared/rules/member-rules.js';
import { passwordMessage, refuse } from '../../schemas/rule-errors.js';
import { toMember } from '../adapters/people.js';
import type { MemberRow } from '../../read-model/lists/people.js';
import { isStaff } from '../../../shared/policies.js';
import { normalizeRole } from '../../../shared/schemas/people.js';
import { UpstreamError } from '../client.js';
import { assertEmailFree } from '../email-check.js';
import { expectSuccess, isRecord, upstreamFailure } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';

/** Members as the read model keeps them (lists/people.ts), whole: with their access (kept by the BFF) and their versions. */
export async function wholeMembers(store: KeyValueStore, rows: readonly MemberRow[], now: number): Promise<Member[]> {
  const access = await accessStates(store, rows.map((member) => member.id), now);
  return rows.map((member, i) => versioned(MEMBER_FIELDS, { ...member, access: access[i] }));
}

/** A member as the read model keeps them (their access is read for each page answered). */
export function memberRow({ access: _access, version: _version, ...row }: Member): MemberRow {
  return row;
}

type IfMatch = string | string[] | undefined;

/** One member (GET /users/:id, a staff account): another kind of account is 404. */
export async function getMember(upstream: UserUpstream, store: KeyValueStore, id: number): Promise<Member> {
  const answer = await upstream.call({ method: 'GET', path: `/users/${id}` });
  const body = answer.status === 404 ? null : expectSuccess(answer).body;
  const member = isRecord(body) && isStaff(normalizeRole(body.role)) ? toMember(body) : null;
  if (!member) throw new HttpError(404, 'not_found', 'Membre introuvable.');
  return (await wholeMembers(store, [member], upstream.now()))[0];
}

export async function createMember(upstream: UserUpstream, store: KeyValueStore, { name, email, role, password }: MemberCreate): Promise<Member> {
  refuse(memberProblems({ password }, true), { password: passwordMessage(password) });
  await assertEmailFree(upstream, email);
  const answer = await upstream.body({ method: 'POST', path: '/register', json: { email, password: password ?? randomBytes(18).toString('base64url'), name, role, parent_id: null } });
  const id = Number((answer as { user?: { id?: unknown } })?.user?.id);
  if (!Number.isInteger(id)) throw upstreamFailure(new UpstreamError('bad_response', 'register gave no user id'));
  return getMember(upstream, store, id);
}

/** A member written: as it was, and as it is now (whose role or password changed ends their sessions). */
export interface MemberWrite {
  before: Member;
  after: Member;
}

/** Replaces a member, if it is still the version of `ifMatch` (record-lock.ts). */
export function updateMember(upstream: UserUpstream, store: KeyValueStore, id: number, { name, email, role, password }: MemberUpdate, ifMatch?: IfMatch): Promise<MemberWrite> {
  return patchMember(upstream, store, id, { name, email, role, ...(password !== undefined ? { password } : {}) }, ifMatch);
}

/** Changes the fields sent (PUT /users/:id takes some of its columns), if it is still the version of `ifMatch`. */
export function patchMember(upstream: UserUpstream, store: KeyValueStore, id: number, patch: MemberPatch, ifMatch?: IfMatch): Promise<MemberWrite> {
  const sent = sentWritable(MEMBER_FIELDS, patch);
  refuse(memberProblems({ password: sent.password }, false), { password: passwordMessage(sent.password ?? '') });
  return guardedWrite(store, {
    key: `person:${id}`,
    ifMatch,
    read: () => getMember(upstream, store, id),
    async write(before) {
      if (sent.email !== undefined) await assertEmailFree(upstream, sent.email, before.email);
      await upstream.body({ method: 'PUT', path: `/users/${before.id}`, json: writeColumns(MEMBER_FIELDS, USER_CODECS, sent, 'account') });
      return { before, after: await getMember(upstream, store, before.id) };
    },
  });
}

/** 409 for the caller's own account. */
export function deleteMember(upstream: UserUpstream, store: KeyValueStore, id: number, ifMatch?: IfMatch): Promise<void> {
  return guardedWrite(store, {
    key: `person:${id}`,
    ifMatch,
    read: () => getMember(upstream, store, id),
    async write(member) {
      if (String(member.id) === String(upstream.user.id)) throw new HttpError(409, 'cannot_delete_self', 'Vous ne pouvez pas supprimer votre propre compte.');
      await upstream.body({ method: 'DELETE', path: `/users/${member.id}` });
    },
  });
}
