/**
 * What a request's log line says of it. Fastify's default would log the whole URL, query included:
 * an e-mail being checked, a search for a client's name. Only the values of the query parameters
 * that name no person (paging, sorting, filters, ids) are kept; the others show as `[redacted]`.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are never personal data. */
const PLAIN_PARAMETERS = new Set([
  'page', 'perPage', 'sort', 'order', 'scope', 'filter', 'state', 'overdue', 'urgent', 'period', 'year', 'index', 'by',
  'inline', 'kind', 'calendars', 'object', 'action', 'from', 'to', 'clientId', 'customerId', 'userId', 'recordId', 'actorId', 'id',
]);

/** The URL with the values of its personal query parameters replaced. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals < 0 || PLAIN_PARAMETERS.has(name) ? pair : `${name}=[redacted]`;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: loggableUrl(request.url),
  hostname: request.hostname,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
