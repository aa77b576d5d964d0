import { useLayoutEffect, useRef, type FocusEvent, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { UNREADABLE_DATE } from '@shared/typed-dates';

/** What a date control holds now: '', its date, or UNREADABLE_DATE while it shows an impossible or unfinished one. */
export function typedDate(input: HTMLInputElement): string {
  return input.validity.badInput ? UNREADABLE_DATE : input.value;
}

export type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  type?: 'date' | 'datetime-local';
  /** the date held ('' or null: none; UNREADABLE_DATE: what the control shows cannot be read) */
  value: string | null;
  /** the control's value after each edit, as typedDate reads it */
  onValue: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The browser's own date control (its calendar, its day/month/year boxes in the user's order),
 * which says what it shows. While the boxes show a date that does not exist (31/02/2025) or is not
 * finished, the browser gives the control the value '' and sends no input event: the control then
 * reports UNREADABLE_DATE, read after each key and when it is left, so that the form refuses it.
 */
export function DateInput({ type = 'date', value, onValue, onKeyUp, onBlur, ref, ...input }: DateInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const shown = value === null || value === UNREADABLE_DATE ? '' : value;
  const report = (target: HTMLInputElement) => {
    const now = typedDate(target);
    if (now !== (value ?? '')) onValue(now);
  };
  // A date set from outside (a reset, another person's version) replaces a half-typed one, which
  // React would leave in place: the control's value is '' either way.
  useLayoutEffect(() => {
    const control = element.current;
    if (control && value !== UNREADABLE_DATE && control.validity.badInput) control.value = shown;
  }, [value, shown]);
  return (
    <input
      {...input}
      ref={(node) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type={type}
      value={shown}
      onChange={(event) => report(event.target)}
      onKeyUp={(event: KeyboardEvent<HTMLInputElement>) => {
        report(event.currentTarget);
        onKeyUp?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        report(event.currentTarget);
        onBlur?.(event);
      }}
    />
  );
}
