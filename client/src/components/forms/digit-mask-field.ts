import type { ChangeEvent } from 'react';
import { applyDigitMask, type DigitMask } from '@/lib/digit-mask';

type Registration = { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown };

/**
 * A field's registration (react-hook-form's register, or any onChange) behind a digit mask: each
 * change is shown formatted, the caret kept after the digit the user typed or erased, and the form
 * receives the text as shown.
 */
export function withDigitMask<R extends Registration>(registration: R, mask: DigitMask): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const { value, caret } = applyDigitMask(mask, input.value, input.selectionStart ?? input.value.length, (event.nativeEvent as InputEvent).inputType ?? '');
      if (value !== input.value) input.value = value;
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
      return registration.onChange(event);
    },
  };
}
