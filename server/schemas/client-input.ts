/** A client's rules (shared/rules/client-rules.ts), checked by the BFF on every write, and the input as stored. */
import type { ClientInput, ClientReplace, FilledClientInput } from '../../shared/schemas/clients.js';
import { clientProblems } from '../../shared/rules/client-rules.js';
import { normalizeSocialSecurityNumber } from '../../shared/validation.js';
import { CLIENT_RULE_MESSAGES, refuse } from './rule-errors.js';

/**
 * Rules a JSON schema cannot say (the social security key, the postal codes), and the input as it
 * is stored: the number's 13 characters, the key and the introducer trimmed. `sent`, for a PATCH
 * merged over the stored client, limits the rules to the fields the caller sent: a note saved on a
 * client whose stored legacy data breaks a rule is not refused for it.
 */
export function checkClientInput(body: ClientInput | ClientReplace, sent?: ReadonlySet<string>): FilledClientInput {
  const input = body as FilledClientInput; // the route's schema has put in every default
  refuse(clientProblems(input, sent), CLIENT_RULE_MESSAGES);
  const key = input.socialSecurityKey.trim();
  return {
    ...input,
    socialSecurityNumber: normalizeSocialSecurityNumber(input.socialSecurityNumber),
    socialSecurityKey: key === '' ? '' : key.padStart(2, '0'),
    businessIntroducer: input.businessIntroducer?.trim() || null,
  };
}
