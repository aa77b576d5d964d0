/**
 * The built React client: hashed assets with a long cache, index.html with no-cache and its
 * <base href> set to BASE_PATH, and the SPA fallback for client routes. Unknown /api/* paths
 * (and unknown non-GET calls) answer JSON 404, never HTML.
 */
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PATHS } from '../../shared/paths.js';
import { HttpError, MESSAGES } from '../http-error.js';

const BASE_TAG = /<base href="[^"]*"\s*\/?>/;

function encodings(html: string): { br: Buffer; gzip: Buffer } {
  return { br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }), gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }) };
}

function loadIndexHtml(clientDir: string, basePath: string): string | null {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  return BASE_TAG.test(html) ? html.replace(BASE_TAG, `<base href="${basePath}">`) : html;
}

/** Paths the SPA never owns: the BFF's JSON surface. */
function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
}

/** A missing hashed asset is a 404, not the SPA's page (a stale tab would parse HTML as JS). */
function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}

export default async function clientAppRoutes(
  app: FastifyInstance,
  opts: { clientDir: string; basePath: string },
): Promise<void> {
  const indexHtml = loadIndexHtml(opts.clientDir, opts.basePath);
  if (indexHtml === null) app.log.warn({ clientDir: opts.clientDir }, 'client not built: run `npm run build`');

  if (existsSync(opts.clientDir)) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      // The build writes a .br and a .gz beside every text asset: the best one accepted is sent, with Vary.
      preCompressed: true,
      wildcard: false,
      index: false,
      // index.html goes out with its <base> set (below); the build's manifest (.vite/, read by the
      // byte-budget test) is not for the browser.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // index.html compressed once, as the build does the assets (the SPA fallback is the not-found
  // handler, which @fastify/compress does not hook).
  const indexBytes = indexHtml === null ? null : encodings(indexHtml);
  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(indexBytes![encoding]);
    return reply.send(indexHtml);
  }

  app.get('/', { schema: { hide: true } }, (request, reply) => {
    if (indexHtml === null) throw new HttpError(404, 'not_found', MESSAGES.notFound);
    return sendIndex(request, reply);
  });

  // The sign-in page's addresses a person types: POST /login is the API, the page is /pages/login.
  for (const typed of ['/login', `${PATHS.login}/`]) {
    app.get(typed, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${opts.basePath}${PATHS.login.slice(1)}${query}`, 302);
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !isAssetPath(request.url);
    if (isPage && indexHtml !== null) return sendIndex(request, reply);
    return reply.code(404).send({ error: 'not_found', message: MESSAGES.notFound });
  });
}
