/** The upstream's /unread_count (the Tasks badge). */
import { UpstreamError } from '../client.js';
import { isRecord, upstreamFailure } from '../errors.js';
import type { UserUpstream } from '../user-upstream.js';

/** The upstream (PHP) may send the count as a number or a numeric string. */
function readCount(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const count = typeof body.count === 'string' && /^\d+$/.test(body.count.trim()) ? Number(body.count) : body.count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** Only a 200 with a count will do: anything else is the upstream failing (502). */
export async function unreadCount(upstream: UserUpstream): Promise<number> {
  const answer = await upstream.call({ method: 'GET', path: '/unread_count' });
  const count = answer.status === 200 ? readCount(answer.body) : null;
  if (count === null) throw upstreamFailure(new UpstreamError('bad_response', `unread_count answered ${answer.status}`));
  return count;
}
