import type { ReactNode } from 'react';

/**
 * The name above a control that its screen lays out itself (FormField is the whole field, with
 * its box, error and hint): Bootstrap's form-label, tied to the control by its id.
 */
export function ControlLabel({ htmlFor, className, children }: { htmlFor: string; className?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={className ? `form-label ${className}` : 'form-label'}>
      {children}
    </label>
  );
}
