/** The upstream's staff accounts (/users?kind=member), adapted. */
import { randomBytes } from 'node:crypto';
import type { Member, MemberCreate, MemberUpdate } from '../../../shared/schemas/members.js';
import { HttpError } from '../../http-error.js';
import { memberProblems } from '../../../shared/rules/member-rules.js';
import { passwordMessage, refuse } from '../../schemas/rule-errors.js';
import { listOf, toMember } from '../adapters/people.js';
import { UpstreamError } from '../client.js';
import { assertEmailFree } from '../email-check.js';
import { upstreamFailure } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';

export async function listMembers(upstream: UserUpstream): Promise<Member[]> {
  const rows = await upstream.read({ method: 'GET', path: '/users', query: { kind: 'member' } }, listOf, 'members');
  return rows.map(toMember).filter((m): m is Member => m !== null);
}

export async function getMember(upstream: UserUpstream, id: number): Promise<Member> {
  const member = (await listMembers(upstream)).find((m) => m.id === id);
  if (!member) throw new HttpError(404, 'not_found', 'Membre introuvable.');
  return member;
}

export async function createMember(upstream: UserUpstream, { name, email, role, password }: MemberCreate): Promise<Member> {
  refuse(memberProblems({ password }, true), { password: passwordMessage(password) });
  await assertEmailFree(upstream, email);
  const answer = await upstream.body({ method: 'POST', path: '/register', json: { email, password: password ?? randomBytes(18).toString('base64url'), name, role, parent_id: null } });
  const id = Number((answer as { user?: { id?: unknown } })?.user?.id);
  if (!Number.isInteger(id)) throw upstreamFailure(new UpstreamError('bad_response', 'register gave no user id'));
  return getMember(upstream, id);
}

export async function updateMember(upstream: UserUpstream, id: number, { name, email, role, password }: MemberUpdate): Promise<Member> {
  refuse(memberProblems({ password }, false), { password: passwordMessage(password ?? '') });
  const current = await getMember(upstream, id);
  await assertEmailFree(upstream, email, current.email);
  await upstream.body({ method: 'PUT', path: `/users/${current.id}`, json: { name, email, role, ...(password ? { p_password: password } : {}) } });
  return getMember(upstream, current.id);
}

/** 409 for the caller's own account. */
export async function deleteMember(upstream: UserUpstream, id: number): Promise<void> {
  const member = await getMember(upstream, id);
  if (String(member.id) === String(upstream.user.id)) throw new HttpError(409, 'cannot_delete_self', 'Vous ne pouvez pas supprimer votre propre compte.');
  await upstream.body({ method: 'DELETE', path: `/users/${member.id}` });
}
