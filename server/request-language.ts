import type { FastifyRequest } from 'fastify';
import type { Language } from '../shared/schemas/config.js';

/** The language of what the BFF writes for a screen (titles, a CSV): the client sends its interface language as Accept-Language. */
export function languageOf(request: FastifyRequest): Language {
  return /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
}
