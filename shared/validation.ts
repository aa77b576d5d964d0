/** Field rules shared by the client forms and the BFF (which re-checks every write). */

/** Sex, year, month, département (2 digits or 2A/2B), commune, order: 13 characters. */
const SOCIAL_SECURITY = /^[12]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2A|2B)\d{6}$/;

/** A number typed as printed on a carte Vitale ('1 60 03 75 056 123', dots too) -> its 13 characters ('2a' read as '2A'). */
export function normalizeSocialSecurityNumber(text: string): string {
  return text.replace(/[\s.]+/g, '').toUpperCase();
}

/** The key of a social security number: 97 − (number mod 97), Corsica's 2A read as 19 and 2B as 18. */
export function socialSecurityKey(number: string): string | null {
  const normalized = normalizeSocialSecurityNumber(number);
  if (!SOCIAL_SECURITY.test(normalized)) return null;
  const numeric = BigInt(normalized.replace('2A', '19').replace('2B', '18'));
  return String(97n - (numeric % 97n)).padStart(2, '0');
}

export function isValidSocialSecurityNumber(number: string): boolean {
  return socialSecurityKey(number) !== null;
}

export function socialSecurityKeyMatches(number: string, key: string): boolean {
  const expected = socialSecurityKey(number);
  const typed = key.trim();
  return expected !== null && /^\d{1,2}$/.test(typed) && expected === typed.padStart(2, '0');
}

/**
 * The number as lists, search and exports may show it: sex, year and month of birth, the rest masked
 * ('2 65 08 ** *** ***'); the full number is read on the card only. Empty stays empty.
 */
export function maskedSocialSecurityNumber(number: string): string {
  const normalized = normalizeSocialSecurityNumber(number);
  if (normalized === '') return '';
  return `${normalized.slice(0, 1)} ${normalized.slice(1, 3)} ${normalized.slice(3, 5)} ** *** ***`.replace(/\s+/g, ' ').trim();
}

/** Longest number a user may type: 13 characters and the spaces or dots of the card's grouping. */
export const SOCIAL_SECURITY_NUMBER_TYPED_MAX = 21;

export type SocialSecurityProblem = 'number' | 'keyMissing' | 'numberMissing' | 'key';

/** What is wrong with a number and key pair (both empty is fine), for the form and the BFF alike. */
export function socialSecurityProblem(number: string, key: string): SocialSecurityProblem | null {
  const normalized = normalizeSocialSecurityNumber(number);
  const typedKey = key.trim();
  if (normalized === '' && typedKey === '') return null;
  if (normalized === '') return 'numberMissing';
  if (!isValidSocialSecurityNumber(normalized)) return 'number';
  if (typedKey === '') return 'keyMissing';
  return socialSecurityKeyMatches(normalized, typedKey) ? null : 'key';
}

export function isFrenchPostalCode(code: string): boolean {
  return /^\d{5}$/.test(code.trim());
}

/** The digits of a phone number, with +33 read as a leading 0, to compare numbers typed any way. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D+/g, '');
  return text.trim().startsWith('+33') ? `0${digits.slice(2)}` : digits;
}

/** '0612345678' -> '06 12 34 56 78' (French numbers in pairs); anything else is left as typed. */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  return digits.length === 10 ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : text.trim();
}

/** Password rules: 8+ characters, upper and lower case, a digit or a symbol. */
export function passwordProblems(password: string): Array<'length' | 'lower' | 'upper' | 'digitOrSymbol'> {
  const problems: Array<'length' | 'lower' | 'upper' | 'digitOrSymbol'> = [];
  if (password.length < 8) problems.push('length');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/[\d\p{P}\p{S}]/u.test(password)) problems.push('digitOrSymbol');
  return problems;
}
