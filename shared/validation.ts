/** Field rules shared by the client forms and the BFF (which re-checks every write). */

/** Sex, year, month, département (2 digits or 2A/2B), commune, order: 13 characters. */
const SOCIAL_SECURITY = /^[12]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2A|2B)\d{6}$/;

/** The key of a social security number: 97 − (number mod 97), Corsica's 2A read as 19 and 2B as 18. */
export function socialSecurityKey(number: string): string | null {
  const normalized = number.replace(/\s+/g, '').toUpperCase();
  if (!SOCIAL_SECURITY.test(normalized)) return null;
  const numeric = BigInt(normalized.replace('2A', '19').replace('2B', '18'));
  return String(97n - (numeric % 97n)).padStart(2, '0');
}

export function isValidSocialSecurityNumber(number: string): boolean {
  return socialSecurityKey(number) !== null;
}

export function socialSecurityKeyMatches(number: string, key: string): boolean {
  const expected = socialSecurityKey(number);
  return expected !== null && expected === key.trim().padStart(2, '0');
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
