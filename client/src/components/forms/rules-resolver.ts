import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a form's rules: `check` names each field in error with the
 * i18n key of its broken rule, which becomes the field's error message.
 */
export function rulesResolver<V extends FieldValues>(check: (values: V) => Partial<Record<string, string>>): Resolver<V> {
  return async (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, key] of Object.entries(check(values))) if (key) errors[field] = { type: 'rule', message: key };
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
