import '@/components/ui/business.css';
import './form-field.css';
import type { ReactNode } from 'react';
import '@/components/ui/i18n';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

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

/**
 * A labelled field whose error shows beside it (Bootstrap's invalid-feedback), tied to the control
 * by aria-describedby. The control itself comes from `children`, given the ids and aria props.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  className = '',
  children,
}: Omit<FieldProps, 'describedBy'> & { children: (props: FieldControlProps) => ReactNode }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field ${className}`}>
      {/* The star is drawn by CSS: the label's text stays the field's name (aria-required says the rest). */}
      <label htmlFor={id} className={`form-label${required ? ' is-required' : ''}`}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" data-testid={`error-${id}`}>
          {error}
        </div>
      )}
      {hint && !error && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
