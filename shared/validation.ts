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

/**
 * The rules below are JSON Schema patterns (ECMAScript, Unicode mode, as Ajv runs them): the same
 * text is what the BFF's schemas apply, what GET /docs says, and what the forms test.
 */

/** An address's postal code: five digits, or none (spaces around are ignored). */
export const POSTAL_CODE_PATTERN = '^\\s*(\\d{5})?\\s*$';
/** A postal code that must be given (the shop's delivery address). */
export const REQUIRED_POSTAL_CODE_PATTERN = '^\\s*\\d{5}\\s*$';
const POSTAL_CODE = new RegExp(POSTAL_CODE_PATTERN, 'u');

export function isFrenchPostalCode(code: string): boolean {
  return code.trim() !== '' && POSTAL_CODE.test(code);
}

/**
 * An e-mail address the BFF accepts: ajv-formats' "email" (its full mode, which Fastify's Ajv
 * runs), spelt out, so that a schema says it where `format: email` alone would allow more
 * (user@localhost, quoted local parts). Its classes escape what the Unicode-sets (v) flag asks.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]+(?:\\.[A-Za-z0-9!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]*[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9\\-]*[A-Za-z0-9])?$";

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

/** Password rules: 8+ characters (as JSON Schema counts them: code points), upper and lower case, a digit or a symbol. */
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_CLASSES = { lower: '\\p{Ll}', upper: '\\p{Lu}', digitOrSymbol: '[\\d\\p{P}\\p{S}]' } as const;
export type PasswordProblem = 'length' | keyof typeof PASSWORD_CLASSES;
/** The same rules as one pattern: what a new password's schema applies. */
export const PASSWORD_PATTERN = `^(?=[\\s\\S]{${PASSWORD_MIN_LENGTH}})${Object.values(PASSWORD_CLASSES).map((c) => `(?=[\\s\\S]*${c})`).join('')}`;
const PASSWORD_CLASS_TESTS = Object.entries(PASSWORD_CLASSES).map(([rule, c]) => [rule as PasswordProblem, new RegExp(c, 'u')] as const);

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [...password].length < PASSWORD_MIN_LENGTH ? ['length'] : [];
  return [...problems, ...PASSWORD_CLASS_TESTS.filter(([, test]) => !test.test(password)).map(([rule]) => rule)];
}
