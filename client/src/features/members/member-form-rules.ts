import { MemberCreate, MemberUpdate, type Member } from '@shared/schemas/members';
import type { Role } from '@shared/schemas/people';
import { passwordProblems } from '@shared/validation';
import type { TObject } from 'typebox';
import { schemaResolver } from '@/components/forms/resolvers';
import { EMAIL_PATTERN } from '@/components/forms/use-email-check';
import type { MemberUpdate as MemberInput } from '@shared/schemas/members';

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

export function inputOfMember(draft: MemberDraft): MemberInput {
  return { name: draft.name.trim(), email: draft.email.trim(), role: draft.role as MemberInput['role'], ...(draft.password ? { password: draft.password } : {}) };
}

/**
 * What the BFF's schema cannot say, as the i18n key of each field's problem
 * (members.form.errors.*): an address with its domain, the password rules of shared/validation.ts
 * (a new member needs a password; an existing one keeps theirs unless a new one is typed), and the
 * confirmation.
 */
export function memberRules(draft: MemberDraft, isNew: boolean): Partial<Record<MemberField, string>> {
  const errors: Partial<Record<MemberField, string>> = {};
  if (draft.email.trim() !== '' && !EMAIL_PATTERN.test(draft.email.trim())) errors.email = 'emailInvalid';
  if ((isNew || draft.password !== '') && passwordProblems(draft.password).length > 0) errors.password = 'password';
  if ((isNew || draft.password !== '') && draft.confirmation !== draft.password) errors.confirmation = 'confirmation';
  return errors;
}

/** The message of a field the schema refuses (its own rule's key). */
function schemaRuleKey(field: string, _keyword: string, draft: MemberDraft): string {
  if (field === 'email') return draft.email.trim() === '' ? 'emailRequired' : 'emailInvalid';
  return field;
}

/** The form's resolver: the body the BFF gets, checked against its own schema (create or update), then the form's rules. */
export const memberResolver = (isNew: boolean) =>
  schemaResolver<MemberDraft, TObject>(isNew ? MemberCreate : MemberUpdate, {
    toBody: inputOfMember,
    keyOf: schemaRuleKey,
    rules: (draft) => memberRules(draft, isNew),
  });
