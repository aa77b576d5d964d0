import { useId, type ReactNode } from 'react';

export interface Option<T extends string> {
  value: T;
  label: string;
  /** a picture of the choice (colour dot, layout sketch...) */
  preview?: ReactNode;
}

interface OptionGroupProps<T extends string> {
  legend: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  /** 'cards' with a preview, 'swatches' (colour dots, label for screen readers), 'pills' */
  look: 'cards' | 'swatches' | 'pills';
  testId: string;
  hint?: string;
}

/** A real radio group (arrow keys move the choice), drawn as cards, colour dots or pills. */
export function OptionGroup<T extends string>({ legend, value, options, onChange, look, testId, hint }: OptionGroupProps<T>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="customizer-group" data-testid={testId} aria-describedby={hint ? hintId : undefined}>
      <legend className="customizer-label">{legend}</legend>
      <div className={`customizer-options customizer-${look}`}>
        {options.map((option) => (
          <label key={option.value} className="customizer-option" title={look === 'swatches' ? option.label : undefined}>
            <input
              type="radio"
              className="customizer-input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className="customizer-choice">
              {option.preview}
              <span className={look === 'swatches' ? 'visually-hidden' : 'customizer-choice-label'}>{option.label}</span>
            </span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="customizer-hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
