/**
 * A field of digits shown with separators (a card number in groups, an expiry MM/YY), formatted as
 * it is typed: the digits are read out of whatever the field holds, cut to their number, shown with
 * their separators, and the caret is put back after the same digit as before.
 */
export interface DigitMask {
  /** how many digits the field takes (it may depend on the first ones) */
  maxDigits(digits: string): number;
  /** digits made whole as typed (e.g. a month's leading 0); only ever prepends */
  normalize?(digits: string): string;
  /** the digits as shown; `typing` while digits are being added, so a separator may already follow */
  format(digits: string, typing: boolean): string;
}

export interface MaskedText {
  value: string;
  caret: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Where the caret goes in `formatted`: after its `count`-th digit (at the very end after the last one). */
function caretAfter(formatted: string, count: number, total: number): number {
  if (count >= total) return formatted.length;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (seen === count) return i;
    if (/\d/.test(formatted[i])) seen += 1;
  }
  return formatted.length;
}

function shown(mask: DigitMask, rawDigits: string, before: number, typing: boolean): MaskedText {
  let digits = rawDigits;
  let count = before;
  if (mask.normalize) {
    const whole = mask.normalize(digits);
    if (count > 0) count += whole.length - digits.length;
    digits = whole;
  }
  digits = digits.slice(0, mask.maxDigits(digits));
  count = Math.min(count, digits.length);
  const value = mask.format(digits, typing);
  return { value, caret: caretAfter(value, count, digits.length) };
}

/**
 * The field's text after an edit: `raw` as the browser left it, the caret at `caret`, and the edit's
 * InputEvent.inputType. Erasing a separator (Backspace or Delete on it) erases the digit beyond it,
 * as if the separator were not there; one at the very end just goes.
 */
export function applyDigitMask(mask: DigitMask, raw: string, caret: number, inputType: string): MaskedText {
  const digits = onlyDigits(raw);
  const before = onlyDigits(raw.slice(0, caret)).length;
  const deleting = inputType.startsWith('delete');
  if (deleting) {
    // Was it a separator? Then formatting the same digits gives that separator back at the caret.
    const full = mask.format(digits.slice(0, mask.maxDigits(digits)), true);
    const separatorGone = full.length === raw.length + 1 && /\D/.test(full[caret] ?? '') && full.slice(0, caret) + full.slice(caret + 1) === raw;
    if (separatorGone && caret < raw.length) {
      const backward = inputType !== 'deleteContentForward';
      const at = backward ? before - 1 : before;
      if (at >= 0 && at < digits.length) return shown(mask, digits.slice(0, at) + digits.slice(at + 1), backward ? at : before, false);
    }
  }
  return shown(mask, digits, before, !deleting);
}
