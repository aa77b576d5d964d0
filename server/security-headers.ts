/**
 * Helmet's headers with a CSP the built client runs under (no inline script or style); images may
 * also come from the map's tile server when one is configured (MAP_TILE_URL), and from nowhere else.
 * HSTS and upgrade-insecure-requests only over HTTPS: on plain HTTP they would break a
 * container reached on its port.
 *
 * helmet itself, its middleware built once: @fastify/helmet builds it anew for every request
 * (helmet(options) each time, 5 to 16 µs, as much as the rest of a bare route's work).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** the map's tile server (MAP_TILE_URL's origin): allowed in img-src only when configured */
  mapTileOrigin?: string | null;
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const applyHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
