/**
 * The client's rules a JSON schema cannot say, run by the form (as the user types) and by the BFF
 * (on every write): the social security number and its key, the French postal codes.
 */
import type { ClientReplace } from '../schemas/clients.js';
import { isFrenchPostalCode, socialSecurityProblem } from '../validation.js';
import type { Problem } from './problem.js';

export type ClientRuleKey = 'socialSecurityNumber' | 'socialSecurityNumberMissing' | 'socialSecurityKeyMissing' | 'socialSecurityKey' | 'zipCode';

const SOCIAL_SECURITY = {
  number: { field: 'socialSecurityNumber', key: 'socialSecurityNumber' },
  numberMissing: { field: 'socialSecurityNumber', key: 'socialSecurityNumberMissing' },
  keyMissing: { field: 'socialSecurityKey', key: 'socialSecurityKeyMissing' },
  key: { field: 'socialSecurityKey', key: 'socialSecurityKey' },
} as const;

type Checked = Pick<ClientReplace, 'socialSecurityNumber' | 'socialSecurityKey' | 'personalAddress' | 'companyAddress'>;

/**
 * What is wrong with a client, in the order of the form. `only`, for a change of some fields over a
 * stored client, limits the rules to those fields: a note saved on a client whose stored legacy data
 * breaks a rule is not refused for it.
 */
export function clientProblems(client: Checked, only?: ReadonlySet<string>): Array<Problem<ClientRuleKey>> {
  const checks = (...fields: string[]) => !only || fields.some((field) => only.has(field));
  const problems: Array<Problem<ClientRuleKey>> = [];
  const socialSecurity = checks('socialSecurityNumber', 'socialSecurityKey') ? socialSecurityProblem(client.socialSecurityNumber, client.socialSecurityKey) : null;
  if (socialSecurity) problems.push({ ...SOCIAL_SECURITY[socialSecurity] });
  for (const address of ['personalAddress', 'companyAddress'] as const) {
    const zip = client[address].zipCode.trim();
    if (checks(address) && zip !== '' && !isFrenchPostalCode(zip)) problems.push({ field: `${address}.zipCode`, key: 'zipCode' });
  }
  return problems;
}
