/** The payment card's fields as they are typed (checkout): the number in groups, the expiry MM/YY. */
import type { DigitMask } from './digit-mask';

/** American Express (34, 37) is grouped 4-6-5; the other cards in fours. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

function grouped(digits: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

export const CARD_NUMBER_MASK: DigitMask = {
  maxDigits: (digits) => (isAmex(digits) ? 15 : 19),
  format: (digits) => grouped(digits, isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3]),
};

export const EXPIRY_MASK: DigitMask = {
  maxDigits: () => 4,
  // A month cannot start with 2 to 9: that digit is the month (9 -> 09).
  normalize: (digits) => (/^[2-9]/.test(digits) ? `0${digits}` : digits),
  format: (digits, typing) => {
    if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
    return digits.length === 2 && typing ? `${digits}/` : digits;
  },
};
