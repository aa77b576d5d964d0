import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

/** '990,50', '1 234.5', '12' -> a number; '' or anything else -> null. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** 990 -> '990', 990.5 -> '990,50' (as a French user types it). */
export function formatDecimal(value: number, decimals: number): string {
  if (decimals === 0 || Number.isInteger(value)) return String(value);
  return value.toFixed(decimals).replace('.', ',');
}

export type DecimalProblem = 'format' | 'decimals' | 'min' | 'max';

export function checkDecimal(text: string, { decimals, min, max }: { decimals: number; min: number; max: number }): { value: number | null; problem: DecimalProblem | null } {
  const value = parseDecimal(text);
  if (value === null) return { value: null, problem: 'format' };
  const fraction = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.').split('.')[1] ?? '';
  if (fraction.length > decimals) return { value: null, problem: 'decimals' };
  if (value < min) return { value: null, problem: 'min' };
  if (value > max) return { value: null, problem: 'max' };
  return { value, problem: null };
}

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'>;

/**
 * A number typed the French way (comma or point), kept as text while typed: "12," is not
 * turned into 12 under the caret. A valid value reaches `onValue` at once (live totals);
 * an invalid one is reported by `onProblem` and never reaches the form.
 */
export function DecimalInput({
  value,
  onValue,
  onProblem,
  decimals = 2,
  min = 0,
  max = 1_000_000,
  suffix,
  describeProblem,
  className = '',
  ...rest
}: NativeProps & {
  value: number;
  onValue: (value: number) => void;
  onProblem?: (problem: DecimalProblem | null) => void;
  decimals?: number;
  min?: number;
  max?: number;
  suffix?: string;
  /** the message shown under the field for a problem */
  describeProblem?: (problem: DecimalProblem) => string;
}) {
  const [text, setText] = useState(() => formatDecimal(value, decimals));
  const [problem, setProblem] = useState<DecimalProblem | null>(null);
  const reported = useRef<DecimalProblem | null>(null);

  // The value changed from outside (a reload, a reset): show it, unless the text already says it.
  useEffect(() => {
    setText((current) => (parseDecimal(current) === value ? current : formatDecimal(value, decimals)));
    setProblem(null);
  }, [value, decimals]);

  useEffect(() => {
    if (reported.current !== problem) {
      reported.current = problem;
      onProblem?.(problem);
    }
  }, [problem, onProblem]);

  // Unmounted while invalid (a section unchecked): the form is no longer blocked by it.
  useEffect(() => () => onProblem?.(null), [onProblem]);

  const errorId = problem && describeProblem && rest.id ? `${rest.id}-error` : undefined;
  const describedBy = [rest['aria-describedby'], errorId].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      {...rest}
      aria-describedby={describedBy}
      type="text"
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      className={`form-control money-input ${className}${problem ? ' is-invalid' : ''}`}
      aria-invalid={problem ? true : rest['aria-invalid']}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const checked = checkDecimal(next, { decimals, min, max });
        setProblem(checked.problem);
        if (checked.value !== null && checked.value !== value) onValue(checked.value);
      }}
      onBlur={(event) => {
        if (!problem) setText(formatDecimal(value, decimals));
        rest.onBlur?.(event);
      }}
    />
  );
  const message = errorId && problem && describeProblem ? (
    <div id={errorId} className="invalid-feedback d-block">
      {describeProblem(problem)}
    </div>
  ) : null;
  if (!suffix)
    return (
      <>
        {input}
        {message}
      </>
    );
  return (
    <>
      <div className={`input-group money-input-group${problem ? ' has-validation' : ''}`}>
        {input}
        <span className="input-group-text">{suffix}</span>
      </div>
      {message}
    </>
  );
}
