import type { Member } from '@shared/schemas/members';
import type { Role } from '@shared/schemas/people';
import { passwordProblems } from '@shared/validation';
import { rulesResolver } from '@/components/forms/rules-resolver';
import { EMAIL_PATTERN } from '@/components/forms/use-email-check';
import type { MemberInput } from '@/features/members/api/create-member';

/** The member form's state: what is typed, before it becomes a MemberInput. */
export interface MemberDraft {
  name: string;
  email: string;
  role: Role | '';
  password: string;
  confirmation: string;
}

export type MemberField = keyof MemberDraft;

/** The order of the fields on screen, to focus the first one in error. */
export const MEMBER_FIELDS: MemberField[] = ['name', 'email', 'role', 'password', 'confirmation'];

export function memberDraft(member?: Member): MemberDraft {
  return { name: member?.name ?? '', email: member?.email ?? '', role: member?.role ?? '', password: '', confirmation: '' };
}

/**
 * The i18n key of each field's problem (members.form.errors.*). A new member needs a password;
 * an existing one keeps theirs unless a new one is typed.
 */
export function validateMember(draft: MemberDraft, isNew: boolean): Partial<Record<MemberField, string>> {
  const errors: Partial<Record<MemberField, string>> = {};
  if (draft.name.trim() === '') errors.name = 'name';
  if (draft.email.trim() === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(draft.email.trim())) errors.email = 'emailInvalid';
  if (draft.role === '') errors.role = 'role';
  if ((isNew || draft.password !== '') && passwordProblems(draft.password).length > 0) errors.password = 'password';
  if ((isNew || draft.password !== '') && draft.confirmation !== draft.password) errors.confirmation = 'confirmation';
  return errors;
}

export const memberResolver = (isNew: boolean) => rulesResolver<MemberDraft>((draft) => validateMember(draft, isNew));

export function inputOfMember(draft: MemberDraft): MemberInput {
  return { name: draft.name.trim(), email: draft.email.trim(), role: draft.role as Role, ...(draft.password ? { password: draft.password } : {}) };
}
