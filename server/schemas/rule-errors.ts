/**
 * The BFF's words for the rules of shared/rules/: a broken rule is a 400 naming its field, with a
 * French message (`invalid_request`, or the rule's own code where integrators test for it).
 */
import type { Problem } from '../../shared/rules/problem.js';
import type { ClientRuleKey } from '../../shared/rules/client-rules.js';
import { EMAIL_PATTERN, PASSWORD_PATTERN, POSTAL_CODE_PATTERN, REQUIRED_POSTAL_CODE_PATTERN, passwordProblems } from '../../shared/validation.js';
import { HttpError } from '../http-error.js';

type Message = string | ((field: string) => string);

function zipCodeMessage(field: string): string {
  return `Champ invalide : ${field} (code postal à 5 chiffres).`;
}

export const CLIENT_RULE_MESSAGES: Record<ClientRuleKey, Message> = {
  socialSecurityNumber: 'Champ invalide : socialSecurityNumber (13 caractères : sexe, année, mois, département dont 2A/2B, commune, ordre).',
  socialSecurityNumberMissing: 'Champ obligatoire manquant : socialSecurityNumber (la clé est saisie sans le numéro).',
  socialSecurityKeyMissing: 'Champ obligatoire manquant : socialSecurityKey (la clé accompagne le numéro).',
  // Plain words, not "Champ invalide : <field>": `field` places it.
  socialSecurityKey: 'La clé ne correspond pas au numéro.',
  zipCode: zipCodeMessage,
};

export const CRM_RULE_MESSAGES = {
  action: "Champ invalide : action (« Email reçu » va avec l'objet Email, et lui seul).",
  dateFuture: 'Champ invalide : date (pas dans le futur).',
};

export const CONTRACT_RULE_MESSAGES = { noSection: 'Champ invalide : form.sections (choisissez au moins une prestation).' };

const PASSWORD_RULES: Record<ReturnType<typeof passwordProblems>[number], string> = {
  length: '8 caractères au moins',
  lower: 'une minuscule',
  upper: 'une majuscule',
  digitOrSymbol: 'un chiffre ou un symbole',
};

/** "Le mot de passe doit contenir une majuscule, un chiffre ou un symbole." for what `password` lacks. */
export function passwordMessage(password: string, subject = 'Le mot de passe'): string {
  return `${subject} doit contenir ${passwordProblems(password).map((p) => PASSWORD_RULES[p]).join(', ')}.`;
}

/** The shop's delivery address (the template's checkout): a postal code is required there. */
export const SHOP_POSTAL_CODE_MESSAGE = 'Code postal invalide : 5 chiffres, par exemple 75002.';

/**
 * The rules that are a schema's pattern (shared/validation.ts): Ajv refuses the value before any
 * handler runs, and the 400 says the rule in the same words as when a handler refused it.
 */
const PATTERN_MESSAGES: Record<string, (field: string, value: string) => string> = {
  [EMAIL_PATTERN]: (field) => `Champ invalide : ${field} (adresse e-mail attendue).`,
  [POSTAL_CODE_PATTERN]: zipCodeMessage,
  [REQUIRED_POSTAL_CODE_PATTERN]: () => SHOP_POSTAL_CODE_MESSAGE,
  [PASSWORD_PATTERN]: (field, value) => passwordMessage(value, field.endsWith('newPassword') ? 'Le nouveau mot de passe' : 'Le mot de passe'),
};

/** The message of a value `pattern` refused at `field`, when the pattern is one of the rules. */
export function patternMessage(pattern: string, field: string, value: unknown): string | undefined {
  return PATTERN_MESSAGES[pattern]?.(field, typeof value === 'string' ? value : '');
}

/** The codes of the rules that have their own (the others are invalid_request). */
const OWN_CODES: Partial<Record<string, string>> = { socialSecurityKey: 'social_security_key_mismatch' };

/** Throws the 400 of the first broken rule, if any. */
export function refuse<K extends string>(problems: ReadonlyArray<Problem<K>>, messages: Record<K, Message>): void {
  const first = problems[0];
  if (!first) return;
  const message = messages[first.key];
  throw new HttpError(400, OWN_CODES[first.key] ?? 'invalid_request', typeof message === 'function' ? message(first.field) : message, first.field);
}
