/** A call to the upstream on behalf of a signed-in user, with the shared error mapping. */
import type { Session } from '../auth/session-cookie.js';
import type { UpstreamAnswer, UpstreamCall, UpstreamClient } from './client.js';
import { checkAuthenticatedAnswer, upstreamFailure } from './errors.js';

export async function forwardAsUser(
  upstream: UpstreamClient,
  session: Session,
  call: Omit<UpstreamCall, 'token'>,
): Promise<UpstreamAnswer> {
  let answer: UpstreamAnswer;
  try {
    answer = await upstream.call({ ...call, token: session.upstreamToken });
  } catch (err) {
    throw upstreamFailure(err);
  }
  return checkAuthenticatedAnswer(answer);
}
