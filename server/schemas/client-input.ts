/** The client rules a JSON schema cannot say (shared/validation.ts), checked by the BFF on every write. */
import type { ClientInput, FilledClientInput } from '../../shared/schemas/clients.js';
import { isFrenchPostalCode, normalizeSocialSecurityNumber, socialSecurityProblem } from '../../shared/validation.js';
import { HttpError } from '../http-error.js';

/** The field each social security problem names (the `field` of the 400). */
const SOCIAL_SECURITY_FIELDS = {
  number: 'socialSecurityNumber',
  numberMissing: 'socialSecurityNumber',
  keyMissing: 'socialSecurityKey',
  key: 'socialSecurityKey',
} as const;

const SOCIAL_SECURITY_MESSAGES = {
  number: 'Champ invalide : socialSecurityNumber (13 caractères : sexe, année, mois, département dont 2A/2B, commune, ordre).',
  numberMissing: 'Champ obligatoire manquant : socialSecurityNumber (la clé est saisie sans le numéro).',
  keyMissing: 'Champ obligatoire manquant : socialSecurityKey (la clé accompagne le numéro).',
  key: 'La clé ne correspond pas au numéro.',
} as const;

/**
 * Rules a JSON schema cannot say (the social security key, the postal codes), and the input as it
 * is stored: the number's 13 characters, the key and the introducer trimmed. `sent`, for a PATCH
 * merged over the stored client, limits the rules to the fields the caller sent: a note saved on a
 * client whose stored legacy data breaks a rule is not refused for it.
 */
export function checkClientInput(body: ClientInput, sent?: ReadonlySet<string>): FilledClientInput {
  const input = body as FilledClientInput; // the route's schema has put in every default
  const checks = (...fields: string[]) => !sent || fields.some((field) => sent.has(field));
  const invalid = (message: string, field: string) => new HttpError(400, 'invalid_request', message, field);
  const problem = checks('socialSecurityNumber', 'socialSecurityKey') ? socialSecurityProblem(input.socialSecurityNumber, input.socialSecurityKey) : null;
  // Its own code: the message is plain words, not "Champ invalide : <field>"; `field` places it.
  if (problem === 'key') throw new HttpError(400, 'social_security_key_mismatch', SOCIAL_SECURITY_MESSAGES.key, SOCIAL_SECURITY_FIELDS.key);
  if (problem) throw invalid(SOCIAL_SECURITY_MESSAGES[problem], SOCIAL_SECURITY_FIELDS[problem]);
  if (checks('personalAddress') && input.personalAddress.zipCode !== '' && !isFrenchPostalCode(input.personalAddress.zipCode)) {
    throw invalid('Champ invalide : personalAddress.zipCode (code postal à 5 chiffres).', 'personalAddress.zipCode');
  }
  if (checks('companyAddress') && input.companyAddress.zipCode !== '' && !isFrenchPostalCode(input.companyAddress.zipCode)) {
    throw invalid('Champ invalide : companyAddress.zipCode (code postal à 5 chiffres).', 'companyAddress.zipCode');
  }
  const key = input.socialSecurityKey.trim();
  return {
    ...input,
    socialSecurityNumber: normalizeSocialSecurityNumber(input.socialSecurityNumber),
    socialSecurityKey: key === '' ? '' : key.padStart(2, '0'),
    businessIntroducer: input.businessIntroducer?.trim() || null,
  };
}
