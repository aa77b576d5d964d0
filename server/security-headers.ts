/**
 * Helmet's headers with a CSP the built client runs under (no inline script or style); images may
 * also come from the map's tile server when one is configured (MAP_TILE_URL), and from nowhere else.
 * HSTS and upgrade-insecure-requests only over HTTPS: on plain HTTP they would break a
 * container reached on its port.
 *
 * helmet itself computes them, once at start: with no nonce they are the same for every answer.
 * @fastify/helmet builds helmet's middleware anew for every request (5 to 16 µs, as much as the rest
 * of a bare route's work), and even built once, its eleven res.setHeader calls were 5 % of a
 * forwarded call and took Node's writeHead off its fast path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

export interface SecurityHeadersOptions {
  /** the map's tile server (MAP_TILE_URL's origin): allowed in img-src only when configured */
  mapTileOrigin?: string | null;
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = headersOf(helmet({
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...(options.mapTileOrigin ? [options.mapTileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  }));
  // helmet sets no Permissions-Policy: the product uses no camera, microphone, location or payment API.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
    done(null, payload);
  });
}

/** The headers a helmet middleware sets on an answer (it reads nothing of the request). */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
