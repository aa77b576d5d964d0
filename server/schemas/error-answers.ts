/** The error answers of a route for its schema (and so for the OpenAPI description): each is ErrorBody. */
import { ErrorBody } from '../../shared/schemas/common.js';

const WHEN = {
  400: 'Invalid request: `field` names the first invalid field',
  401: 'No valid session (the session cookie is cleared)',
  403: "The caller's role may not do this, or the CSRF header is missing",
  404: 'No such record (or not one the caller may see)',
  409: 'Conflicts with the current state (e.g. an e-mail already in use)',
  413: 'The body is too large',
  415: 'The body is not of an accepted media type',
  429: 'Too many attempts; Retry-After says when to try again',
  502: 'The firm API did not answer, or answered nonsense',
  504: 'The firm API did not answer in time',
} as const;
export type ErrorStatus = keyof typeof WHEN;

export function errorAnswers(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, { ...ErrorBody, description: WHEN[status] }]));
}

/** What a route that calls the firm API for a signed-in user may answer besides its own errors. */
export const SIGNED_IN_UPSTREAM = [401, 403, 502, 504] as const satisfies readonly ErrorStatus[];
