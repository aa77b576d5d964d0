/** A member's rules a JSON schema cannot say, for the member form and the BFF: a new member needs a password that follows the rules; an existing one keeps theirs unless a new one is given. */
import type { MemberCreate } from '../schemas/members.js';
import { passwordProblems } from '../validation.js';
import type { Problem } from './problem.js';

export function memberProblems(member: Pick<MemberCreate, 'password'> | { password?: string }, isNew: boolean): Array<Problem<'password'>> {
  const password = member.password ?? '';
  return (isNew || password !== '') && passwordProblems(password).length > 0 ? [{ field: 'password', key: 'password' }] : [];
}
