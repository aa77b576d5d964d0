/** The error mapping shared by every forwarded call. */
import { HttpError, MESSAGES } from '../http-error.js';
import { UpstreamError, type UpstreamAnswer } from './client.js';

/** No answer, garbage or 5xx: 502; past the deadline: 504. Same message for the user. */
export function upstreamFailure(err: unknown): HttpError {
  if (err instanceof UpstreamError && err.kind === 'timeout') {
    return new HttpError(504, 'upstream_timeout', MESSAGES.upstreamUnreachable);
  }
  return new HttpError(502, 'upstream_unreachable', MESSAGES.upstreamUnreachable);
}

/**
 * Checks an answer to a call made with the user's token: 401 means the upstream session ended
 * (the app's error handler then clears the cookie; `refused` says it otherwise); 5xx is the upstream failing.
 */
export function checkAuthenticatedAnswer(answer: UpstreamAnswer, refused = () => new HttpError(401, 'unauthenticated', MESSAGES.unauthenticated)): UpstreamAnswer {
  if (answer.status === 401) throw refused();
  if (answer.status >= 500) throw upstreamFailure(new UpstreamError('bad_response', `upstream status ${answer.status}`));
  return answer;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 2xx answer, or the matching BFF error: 404 stays 404, any other refusal is the upstream failing. */
export function expectSuccess(answer: UpstreamAnswer): UpstreamAnswer {
  if (answer.status >= 200 && answer.status < 300) return answer;
  if (answer.status === 404) throw new HttpError(404, 'not_found', MESSAGES.notFound);
  throw upstreamFailure(new UpstreamError('bad_response', `upstream status ${answer.status}`));
}
