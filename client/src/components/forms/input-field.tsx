import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, type FieldProps } from './form-field';

export const joinIds = (...ids: Array<string | undefined>): string | undefined => ids.filter(Boolean).join(' ') || undefined;

export type InputFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its error or hint under it; the input's attributes (or react-hook-form's register) pass through. */
export function InputField({ id, label, error, hint, required, className, describedBy, ...input }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => <input {...aria} aria-describedby={joinIds(aria['aria-describedby'], describedBy)} className={`form-control${error ? ' is-invalid' : ''}`} {...input} />}
    </FormField>
  );
}
