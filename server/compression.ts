/**
 * Answers compressed when the browser asks (Accept-Encoding): JSON and HTML over 1 KiB, brotli or
 * gzip, on the fly at a level that costs little CPU; the small hot answers (/session, /unread_count)
 * stay under the threshold and are sent as they are. The built assets are compressed once, at build
 * time (client/vite.config.ts), and sent as such by @fastify/static; downloads opt out.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compression, { name: 'compression' });
