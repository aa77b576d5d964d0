import { PATHS } from '@shared/paths';
import type { ACCESS_STATES } from '@shared/schemas/access';

export type AccessState = (typeof ACCESS_STATES)[number];

/**
 * The sign-in page's full address under the app's base (BASE_PATH: the document's base URI ends with
 * it), as the access letter prints it: `https://crm.example.fr/crm/pages/login`.
 */
export function signInAddress(baseUri: string): string {
  const base = new URL(baseUri);
  base.search = '';
  base.hash = '';
  return new URL(PATHS.login.replace(/^\/+/, ''), base.href.endsWith('/') ? base.href : base.href.replace(/[^/]*$/, '')).toString();
}

/** Whether the button gives a first access or resets a password the person chose. */
export function accessAction(state: AccessState): 'give' | 'reset' {
  return state === 'chosen' ? 'reset' : 'give';
}
