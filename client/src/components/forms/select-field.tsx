import type { Ref, SelectHTMLAttributes } from 'react';
import { FormField, type FieldProps } from './form-field';

/**
 * A labelled select: an optional empty first option (`placeholder`, "Choisir…"), then one option
 * per value with its label. The select's attributes (or react-hook-form's register) pass through.
 */
export function SelectField<V extends string>({
  id,
  label,
  error,
  hint,
  required,
  className,
  values,
  labelOf,
  placeholder,
  ...select
}: Omit<FieldProps, 'describedBy'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    values: readonly V[];
    labelOf: (value: V) => string;
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <select {...aria} className={`form-select${error ? ' is-invalid' : ''}`} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {values.map((value) => (
            <option key={value} value={value}>
              {labelOf(value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
