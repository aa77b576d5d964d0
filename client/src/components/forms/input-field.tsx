import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './form-field';

/** What every field of the kit takes besides its control's own attributes. */
export interface FieldProps {
  id: string;
  label: ReactNode;
  /** the message under the field (the control is then marked invalid) */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** classes of the field's box (its grid span) */
  className?: string;
  /** another element describing the control (the password rules) */
  describedBy?: string;
}

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
