import type { DefaultValues } from 'react-hook-form';
import { memberProblems } from '@shared/rules/member-rules';
import type { Problem } from '@shared/rules/problem';
import { MEMBER_FIELDS, MemberCreate, MemberUpdate, type Member } from '@shared/schemas/members';
import { createDefaults, writableFields, writableValues } from '@shared/schemas/record-fields';
import type { TObject } from 'typebox';
import { keysByField, schemaResolver } from '@/components/forms/resolvers';
import { EMAIL_PATTERN } from '@/components/forms/use-email-check';

/**
 * The member form's values: the BFF's input and the confirmation of the password (the form's own).
 * A new member's input (MemberCreate) is an update's with the password required: the resolver says so.
 */
export type MemberFormValues = MemberUpdate & { confirmation: string };

/** The member's fields the form edits and may send (the password only when one is typed). */
export const MEMBER_FORM_FIELDS = writableFields(MEMBER_FIELDS);

/** A new member (the field table has no default: every field is asked). */
export function newMemberValues(): DefaultValues<MemberFormValues> {
  return { ...createDefaults(MEMBER_FIELDS), name: '', email: '', role: undefined, password: undefined, confirmation: '' };
}

/** A stored member (a role the firm does not grant shows as none chosen; a password is typed only to change it). */
export function memberValues(member: Member): MemberFormValues {
  return { ...writableValues(MEMBER_FIELDS, member), role: member.role ?? undefined, password: undefined, confirmation: '' } as MemberFormValues;
}

/** The form's help rules, which the BFF does not enforce: an address with its domain, the confirmation of a password typed. */
function helpProblems(values: MemberFormValues, isNew: boolean): Problem[] {
  const problems: Problem[] = [];
  if (values.email !== '' && !EMAIL_PATTERN.test(values.email)) problems.push({ field: 'email', key: 'emailInvalid' });
  const password = values.password ?? '';
  if ((isNew || password !== '') && values.confirmation !== password) problems.push({ field: 'confirmation', key: 'confirmation' });
  return problems;
}

/** The message of a field the schema refuses (its own rule's key). */
function schemaRuleKey(field: string, _keyword: string, values: MemberFormValues): string {
  if (field === 'email') return values.email === '' ? 'emailRequired' : 'emailInvalid';
  return field;
}

/**
 * The form's resolver: its values, the confirmation aside, are the body the BFF gets, checked
 * against its own schema (create or update), then the member's rules (shared/rules) and the form's.
 */
export const memberResolver = (isNew: boolean) =>
  schemaResolver<MemberFormValues, TObject>(isNew ? MemberCreate : MemberUpdate, {
    keyOf: schemaRuleKey,
    rules: (values) => keysByField([...memberProblems(values, isNew), ...helpProblems(values, isNew)]),
  });
