/**
 * The requests refused before any route or hook runs, answered in the BFF's error shape
 * (`{error, message}` in French) rather than Fastify's or Node's own: a path whose percent-encoding is
 * malformed (`/api/clients/%ff`) or a parameter too long, found by the router (Fastify's
 * `frameworkErrors`); a query string whose percent-encoding is malformed (`?q=%ff`, which Fastify's
 * parser would pass on as it is); and a request Node's HTTP parser refuses (a body cut short, a garbled request
 * line, headers too large, too slow; Fastify's `clientErrorHandler`). And a sender that half-closes
 * its connection once its request is sent still gets the answer.
 */
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { HttpError, MESSAGES } from './http-error.js';

interface Refusal {
  status: number;
  error: string;
  message: string;
}

const BAD_URL: Refusal = { status: 400, error: 'invalid_request', message: 'Adresse invalide : un encodage « % » y est mal formé (« % » suivi de deux chiffres hexadécimaux, en UTF-8).' };
const PARAMETER_TOO_LONG: Refusal = { status: 414, error: 'uri_too_long', message: 'Adresse trop longue.' };

/** A request the router could not route; the answer bypasses the hooks, so it sets the JSON surface's own headers. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal =
    error.code === 'FST_ERR_BAD_URL' ? BAD_URL
    : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? PARAMETER_TOO_LONG
    : { status: 500, error: 'internal', message: MESSAGES.internal };
  if (refusal.status >= 500) request.log.error({ err: error }, 'unhandled error');
  reply
    .code(refusal.status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send({ error: refusal.error, message: refusal.message });
}

/** A `%` not followed by two hexadecimal digits, or bytes that are not UTF-8 (`%ff`). */
function malformedEncoding(text: string): boolean {
  try {
    decodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
}

/** The query string's encoding checked before anything reads it (a 400, as the path's); half-closed connections answered. */
function malformedRequests(app: FastifyInstance): void {
  answerHalfClosedRequests(app.server);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const query = url.indexOf('?');
    if (query === -1 || url.indexOf('%', query) === -1 || !malformedEncoding(url.slice(query + 1))) return done();
    reply.header('cache-control', 'no-store');
    done(new HttpError(BAD_URL.status, BAD_URL.error, BAD_URL.message));
  });
}

export default fp(malformedRequests, { name: 'malformed-requests', fastify: '5.x' });

/** What Node's HTTP parser refused, by its error code. */
function clientRefusal(code: string | undefined): Refusal {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, error: 'request_timeout', message: 'Requête trop lente : elle n’a pas été reçue à temps.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, error: 'headers_too_large', message: 'En-têtes de la requête trop volumineux.' };
    case 'HPE_INVALID_EOF_STATE':
      // The connection ended before the body its Content-Length announced.
      return { status: 400, error: 'invalid_request', message: 'Envoi incomplet : la requête n’a pas été reçue en entier.' };
    default:
      return { status: 400, error: 'invalid_request', message: 'Requête HTTP mal formée.' };
  }
}

/** Fastify's default client error handler, with the BFF's body: written raw on the socket, which is then closed. */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  const code = error.code as string | undefined;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already begun on this socket cannot be followed by another.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  const refusal = clientRefusal(code);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ error: refusal.error, message: refusal.message });
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Node ends a connection as soon as its sender half-closes it (`httpAllowHalfOpen`, false by default),
 * dropping the answer still being made: the 400 of an upload cut short among them. With it true, the
 * answer in progress is the connection's last, then it is closed.
 */
function answerHalfClosedRequests(server: Server): void {
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
}

/** Fastify's options that answer what no route sees, in the BFF's shape. */
export const MALFORMED_REQUEST_ANSWERS = { frameworkErrors, clientErrorHandler } as const;
