import type { FieldNamesMarkedBoolean } from 'react-hook-form';
import { TemplateUserPatch, PERSONAL_FIELDS, type TemplateUser, type TemplateUserRole, type PersonalField } from '@shared/schemas/template-users';
import type { Civility, MaritalStatus } from '@shared/schemas/people';
import { schemaResolver } from '@/components/forms/resolvers';
import { EMAIL_PATTERN } from '@/components/forms/use-email-check';
import { isCalendarDay } from '@shared/typed-dates';
import { today } from '@/lib/format';

type PersonalDraft = Record<Exclude<PersonalField, 'civility' | 'martial_status'>, string> & { civility: Civility; martial_status: MaritalStatus };

/** The edit form's state: what is typed (text fields, a switch), before it becomes a PATCH body. */
export interface UserDraft {
  name: string;
  email: string;
  role: TemplateUserRole;
  valid_account: boolean;
  personal_informations: PersonalDraft;
}

export type UserField = 'name' | 'email' | 'role' | 'valid_account' | `personal_informations.${PersonalField}`;

/** The fields in screen order, to focus the first one in error. */
export const USER_FIELDS: UserField[] = ['name', 'email', 'role', 'valid_account', ...PERSONAL_FIELDS.map((f) => `personal_informations.${f}` as const)];

export function draftOf(user: TemplateUser): UserDraft {
  const p = user.personal_informations;
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    valid_account: user.valid_account === 1,
    personal_informations: {
      civility: p?.civility ?? 'M.',
      first_name: p?.first_name ?? '',
      last_name: p?.last_name ?? '',
      birth_date: p?.birth_date ?? '',
      martial_status: p?.martial_status ?? 'Célibataire',
      children_number: String(p?.children_number ?? 0),
      mobile_number: p?.mobile_number ?? '',
      office_number: p?.office_number ?? '',
      personal_address: p?.personal_address ?? '',
      personal_zip_code: p?.personal_zip_code ?? '',
      personal_city: p?.personal_city ?? '',
      personal_country: p?.personal_country ?? '',
      society_address: p?.society_address ?? '',
      society_zip_code: p?.society_zip_code ?? '',
      society_city: p?.society_city ?? '',
      society_country: p?.society_country ?? '',
    },
  };
}

/** Every field of the draft as the BFF takes it (a number that is not one stays text, for the schema to refuse). */
function bodyOf(draft: UserDraft): Required<TemplateUserPatch> {
  const p = draft.personal_informations;
  const children = p.children_number.trim();
  const personal = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, typeof p[field] === 'string' ? p[field].trim() : p[field]]));
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    role: draft.role,
    valid_account: draft.valid_account ? 1 : 0,
    personal_informations: {
      ...personal,
      birth_date: p.birth_date === '' ? null : p.birth_date,
      children_number: /^\d{1,3}$/.test(children) ? Number(children) : (children as unknown as number),
    } as Required<TemplateUserPatch>['personal_informations'],
  };
}

/** The PATCH body: only the fields changed, or null when nothing changed. */
export function patchOf(draft: UserDraft, dirty: Partial<FieldNamesMarkedBoolean<UserDraft>>): TemplateUserPatch | null {
  const body = bodyOf(draft);
  const patch: TemplateUserPatch = {};
  for (const key of ['name', 'email', 'role', 'valid_account'] as const) if (dirty[key]) Object.assign(patch, { [key]: body[key] });
  const dirtyPersonal = PERSONAL_FIELDS.filter((field) => dirty.personal_informations?.[field]);
  if (dirtyPersonal.length > 0) {
    patch.personal_informations = Object.fromEntries(dirtyPersonal.map((field) => [field, body.personal_informations[field]]));
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The message key (templateUsers.errors.*) of a field the schema refuses. */
function keyOf(field: string, keyword: string, draft: UserDraft): string {
  if (field === 'name') return 'name';
  if (field === 'email') return draft.email.trim() === '' ? 'emailRequired' : 'emailInvalid';
  if (keyword === 'maxLength' && !field.endsWith('_number') && !field.endsWith('zip_code')) return 'tooLong';
  if (field.endsWith('children_number')) return 'children';
  if (field.endsWith('_number')) return 'phone';
  if (field.endsWith('zip_code')) return 'zipCode';
  if (field.endsWith('birth_date')) return 'birthDate';
  return 'invalid';
}

/** What the schema cannot say: an address with its domain, a birth date of the past (a real day: the resolver's `dates`). */
function rules(draft: UserDraft): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const email = draft.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  const birth = draft.personal_informations.birth_date;
  if (isCalendarDay(birth) && birth > today()) errors['personal_informations.birth_date'] = 'birthDateFuture';
  return errors;
}

/** The form checks the body the BFF would get against the BFF's own schema, then the rules above. */
export const userResolver = schemaResolver<UserDraft, typeof TemplateUserPatch>(TemplateUserPatch, { toBody: bodyOf, keyOf, rules, dates: ['personal_informations.birth_date'] });
