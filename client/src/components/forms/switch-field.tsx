import type { ReactNode } from 'react';

interface SwitchFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A labelled on/off switch (Bootstrap's form-switch). */
export function SwitchField({ id, label, checked, onChange, className }: SwitchFieldProps) {
  return (
    <div className={className ? `form-check form-switch ${className}` : 'form-check form-switch'}>
      <input className="form-check-input" type="checkbox" role="switch" id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
