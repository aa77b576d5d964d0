/** The error answers of a route for its schema (and so for the OpenAPI description): each is ErrorBody. */
import { ErrorBody } from '../../shared/schemas/common.js';

/** What each error status means, as every route's description of it says. */
export const WHEN = {
  400: 'Invalid request: `field` names the first invalid field',
  401: 'No valid session (the session cookie is cleared)',
  403: "The caller's role may not do this, or the CSRF header is missing",
  404: 'No such record (or not one the caller may see)',
  409: 'Conflicts with the current state (e.g. an e-mail already in use)',
  413: 'The body is too large',
  415: 'The body is not of an accepted media type',
  429: 'Too many attempts; Retry-After says when to try again',
  502: 'The firm API did not answer, or answered nonsense',
  503: 'store_unavailable: the session store (Redis) does not answer, so the session cannot be checked; retry later',
  504: 'The firm API did not answer in time',
} as const;
export type ErrorStatus = keyof typeof WHEN;

/** Every route that checks a session (it may answer 401) also answers 503 when the store is down: 401 brings 503. */
export function errorAnswers(...statuses: ErrorStatus[]) {
  const all = statuses.includes(401) && !statuses.includes(503) ? [...statuses, 503 as const] : statuses;
  return Object.fromEntries(all.map((status) => [status, { ...ErrorBody, description: WHEN[status] }]));
}

/** What a signed-in route that calls nothing upstream may answer besides its own errors. */
export const SIGNED_IN = [401, 403] as const satisfies readonly ErrorStatus[];

/** What a route that calls the firm API for a signed-in user may answer besides its own errors. */
export const SIGNED_IN_UPSTREAM = [401, 403, 502, 504] as const satisfies readonly ErrorStatus[];
