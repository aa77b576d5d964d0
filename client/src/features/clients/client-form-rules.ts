import type { DefaultValues, Path } from 'react-hook-form';
import { clientProblems } from '@shared/rules/client-rules';
import type { Problem } from '@shared/rules/problem';
import { CLIENT_FIELDS, ClientInput, type Client, type FilledClientInput } from '@shared/schemas/clients';
import { createDefaults, writableFields, writableValues, type WritableKey } from '@shared/schemas/record-fields';
import type { SessionUser } from '@shared/schemas/session';
import { phoneDigits } from '@shared/validation';
import { keysByField, schemaResolver } from '@/components/forms/resolvers';
import { EMAIL_PATTERN } from '@/components/forms/use-email-check';
import { today } from '@/lib/format';

/**
 * The client as the form edits it: the BFF's input, every field filled, but the notes and comments
 * (their own tabs write them); a civility chosen (one stored without any must get one here).
 */
export type ClientFormValues = Omit<FilledClientInput, 'notes' | 'comments' | 'civility'> & Required<Pick<ClientInput, 'civility'>>;

export type FieldName = Path<ClientFormValues>;

/** A field of the client the form edits (and may send). */
export type ClientFormField = Exclude<WritableKey<typeof CLIENT_FIELDS>, 'notes' | 'comments'>;
/** The client's fields the form edits, in the table's order: all the writable ones but the notes and comments. */
export const CLIENT_FORM_FIELDS: readonly ClientFormField[] = writableFields(CLIENT_FIELDS).filter(
  (field): field is ClientFormField => field !== 'notes' && field !== 'comments',
);

/** A new client: the field table's defaults, then the form's own first choices (a pending case, followed by its creator). */
export function newClientValues(me: SessionUser): DefaultValues<ClientFormValues> {
  const { notes: _notes, comments: _comments, ...defaults } = createDefaults(CLIENT_FIELDS);
  return { ...defaults, civility: undefined, firstName: '', lastName: '', email: '', status: 'En attente', expertId: Number(me.id) };
}

/** A stored client's fields (one stored without a civility has none chosen: the form asks for one). */
export function clientValues(client: Client): ClientFormValues {
  const { notes: _notes, comments: _comments, ...values } = writableValues(CLIENT_FIELDS, client);
  return { ...values, civility: client.civility ?? undefined } as ClientFormValues;
}

function phoneProblem(text: string): boolean {
  if (text === '') return false;
  if (text.startsWith('+') && !text.startsWith('+33')) return !/^\+[\d\s.-]{6,}$/.test(text);
  return phoneDigits(text).length !== 10 || /[^\d\s.+-]/.test(text);
}

/** The form's help rules, which the BFF does not enforce: an address with its domain, a phone number of 10 digits, a birth date in the past. */
function helpProblems(values: ClientFormValues, todayIso: string): Problem[] {
  const problems: Problem[] = [];
  if (values.email !== '' && !EMAIL_PATTERN.test(values.email)) problems.push({ field: 'email', key: 'emailInvalid' });
  for (const phone of ['mobilePhone', 'officePhone'] as const) if (phoneProblem(values[phone])) problems.push({ field: phone, key: 'phone' });
  if (values.birthDate !== null && values.birthDate >= todayIso) problems.push({ field: 'birthDate', key: 'birthDate' });
  return problems;
}

/** The message of a field the schema refuses: its own rule's key where it has one, else a general one. */
function schemaRuleKey(field: string, keyword: string, values: ClientFormValues): string {
  if (field === 'email') return values.email === '' ? 'emailRequired' : 'emailInvalid';
  if (field === 'mobilePhone' || field === 'officePhone') return 'phone';
  if (field.endsWith('.zipCode')) return 'zipCode';
  if (['civility', 'firstName', 'lastName', 'birthDate', 'childrenNumber', 'socialSecurityNumber', 'socialSecurityKey'].includes(field)) return field;
  return keyword === 'maxLength' ? 'tooLong' : 'invalid';
}

/**
 * The form's resolver: its values are the body the BFF gets, checked against the BFF's own schema,
 * then the client's rules (shared/rules, which the BFF runs too) and the form's help rules; each
 * problem's message is a French rule's key (clients.form.errors.*).
 */
export const clientResolver = schemaResolver<ClientFormValues, typeof ClientInput>(ClientInput, {
  keyOf: schemaRuleKey,
  rules: (values) => keysByField([...helpProblems(values, today()), ...clientProblems(values)]),
  dates: ['birthDate'],
});

/** The DOM id of a field. */
export function fieldId(field: FieldName): string {
  return `client-${field.replace('.', '-')}`;
}
