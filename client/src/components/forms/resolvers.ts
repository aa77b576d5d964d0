import { toNestErrors } from '@hookform/resolvers';
import { typeboxResolver } from '@hookform/resolvers/typebox';
import { get, type FieldError, type FieldErrors, type FieldValues, type Resolver, type ResolverOptions, type ResolverResult } from 'react-hook-form';
import type { Static, TObject } from 'typebox';
import type { Problem } from '@shared/rules/problem';
import { typedDateProblem } from '@shared/typed-dates';

/** The key every form gives a date field that holds no whole real date (its namespace's `dateUnreadable`). */
export const DATE_UNREADABLE_KEY = 'dateUnreadable';

/** Each field's broken rule (an i18n key) as react-hook-form errors, the key being the message. */
function result<V extends FieldValues>(values: V, keys: Partial<Record<string, string>>, options: ResolverOptions<V>): ResolverResult<V> {
  const errors: Record<string, FieldError> = {};
  for (const [field, key] of Object.entries(keys)) if (key) errors[field] = { type: 'rule', message: key };
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(errors, options) };
}

/** The refused fields of a nested error tree, by path ('personalAddress.zipCode'), with their TypeBox keyword. */
export function refusedFields(errors: FieldErrors, prefix = ''): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof (value as FieldError).type === 'string') found.push([path, String((value as FieldError).type)]);
    else found.push(...refusedFields(value as FieldErrors, path));
  }
  return found;
}

/** The body a form's values are, when they are the input type: the fields the schema knows (not a confirmation), an absent one left out. */
function fieldsOf<S extends TObject>(schema: S, values: FieldValues): Static<S> {
  return Object.fromEntries(Object.keys(schema.properties).filter((name) => values[name] !== undefined).map((name) => [name, values[name]])) as Static<S>;
}

/** The problems of a record's rule function (shared/rules), as the rules' keys by field. */
export function keysByField(problems: readonly Problem[]): Partial<Record<string, string>> {
  return Object.fromEntries(problems.map(({ field, key }) => [field, key]));
}

/**
 * A form's resolver built on the BFF's own body schema, so that the form and the BFF check the
 * same rules: the form's values are the body the BFF would get (or become it by `toBody`), TypeBox
 * checks it (typeboxResolver), and each refused field shows the French message of its own rule
 * (`keyOf`: an i18n key, never TypeBox's English). `rules` are what the schema cannot say (the
 * record's rule function of shared/rules, also run by the BFF, and the form's help rules); a field
 * they refuse keeps their key. `dates` are the form's day fields (paths): one that shows an
 * impossible or unfinished date is refused with DATE_UNREADABLE_KEY, whatever else it breaks.
 */
export function schemaResolver<V extends FieldValues, S extends TObject>(
  schema: S,
  {
    toBody = (values) => fieldsOf(schema, values),
    keyOf,
    rules,
    dates = [],
  }: {
    toBody?: (values: V) => Static<S>;
    keyOf: (field: string, keyword: string, values: V) => string;
    rules: (values: V) => Partial<Record<string, string>>;
    dates?: readonly string[];
  },
): Resolver<V> {
  const checkBody = typeboxResolver(schema);
  return async (values, context, options) => {
    const keys: Partial<Record<string, string>> = {};
    const checked = await checkBody(toBody(values), context, { ...options, fields: {}, names: undefined, shouldUseNativeValidation: false } as never);
    for (const [field, keyword] of refusedFields(checked.errors)) keys[field] ??= keyOf(field, keyword, values);
    for (const [field, key] of Object.entries(rules(values))) if (key) keys[field] = key;
    for (const field of dates) if (typedDateProblem(get(values, field) as string | null | undefined)) keys[field] = DATE_UNREADABLE_KEY;
    return result(values, keys, options);
  };
}
