import { useId } from 'react';

interface SwitchOptionProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
  testId: string;
}

export function SwitchOption({ label, checked, onChange, disabled, hint, testId }: SwitchOptionProps) {
  const id = useId();
  return (
    <div className="customizer-switch">
      <div className="form-check form-switch">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          data-testid={testId}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="customizer-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
