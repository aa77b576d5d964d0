/**
 * Every error the BFF answers, in its one shape `{error, message, field?}`: its own HttpErrors as
 * thrown, a schema's refusal with a French message naming the field, Fastify's 4xx with the BFF's
 * words, anything else a logged 500 that says nothing of its cause.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './http-error.js';
import { patternMessage } from './schemas/rule-errors.js';
import { isRedisConnectionError } from './store/redis-store.js';
import { storeFailure } from './store/store.js';
import { lastChangeOf } from './journal/last-change.js';
import { SESSION_COOKIE } from './auth/session-cookie.js';

const ERROR_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const ERROR_MESSAGES: Record<number, string> = {
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.rateLimited,
};

/** The failures no route answers on purpose: a bug, or the store not answering. */
const UNFORESEEN_FAILURES = new Set(['internal', 'store_unavailable']);

/** The error body of a schema validation error: a French message and the first invalid field (`input`: the part validated). */
function validationError(error: FastifyError, input: unknown): { error: string; message: string; field?: string } {
  const first = error.validation?.[0];
  if (!first) return { error: 'invalid_request', message: 'Requête invalide.' };
  const { missingProperty: missing, additionalProperty: unknown } = first.params as { missingProperty?: string; additionalProperty?: string };
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const named = missing ?? unknown;
  const field = named ? [path, named].filter(Boolean).join('.') : path;
  const where = field || error.validationContext || 'body';
  const body = (message: string) => ({ error: 'invalid_request', message, ...(field ? { field } : {}) });
  if (missing) return body(`Champ obligatoire manquant : ${where}.`);
  // A misspelt or unknown field is refused, never dropped: dropping it would silently change nothing (or erase).
  if (unknown !== undefined) {
    return body(error.validationContext === 'querystring' ? `Paramètre inconnu : ${where}.` : `Champ inconnu : ${where}.`);
  }
  if (first.keyword === 'minProperties' && field === '') return body('Requête vide : indiquez au moins un champ à changer.');
  const ruleMessage = first.keyword === 'pattern' ? patternMessage((first.params as { pattern: string }).pattern, where, valueAt(input, first.instancePath)) : undefined;
  if (ruleMessage) return body(ruleMessage);
  if (first.keyword === 'format' && (first.params as { format?: string }).format === 'email') {
    return body(`Champ invalide : ${where} (adresse e-mail attendue).`);
  }
  return body(`Champ invalide : ${where} (${first.message ?? 'valeur refusée'}).`);
}

/** The part of the request a validation error is about (body, querystring, params, headers). */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  return context === 'querystring' ? request.query : context === 'params' ? request.params : context === 'headers' ? request.headers : request.body;
}

/** The value at an Ajv instancePath (/personalAddress/zipCode). */
function valueAt(input: unknown, path: string): unknown {
  return path.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], input);
}

export async function answerError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  let status: number;
  let body: { error: string; message: string; field?: string };
  if (error instanceof HttpError) {
    status = error.statusCode;
    body = { error: error.code, message: error.message, ...(error.field ? { field: error.field } : {}), ...error.details };
  } else if (isRedisConnectionError(error)) {
    // Redis failing under a library that talks to it directly (the login rate limit).
    const unavailable = storeFailure('rate-limit', error);
    status = unavailable.statusCode;
    body = { error: unavailable.code, message: unavailable.message };
  } else if ((error as FastifyError).validation) {
    status = 400;
    body = validationError(error as FastifyError, validatedPart(request, (error as FastifyError).validationContext));
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = {
      error: ERROR_CODES[status] ?? 'invalid_request',
      message: ERROR_MESSAGES[status] ?? (status === 400 ? 'Requête invalide.' : error.message),
    };
  } else {
    request.log.error({ err: error }, 'unhandled error');
    status = 500;
    body = { error: 'internal', message: MESSAGES.internal };
  }
  if (status >= 500) request.log.warn({ status, code: body.error }, 'request failed');
  const unexpectedFailureMessage = request.routeOptions.config?.unexpectedFailureMessage;
  if (unexpectedFailureMessage && UNFORESEEN_FAILURES.has(body.error)) body = { ...body, message: unexpectedFailureMessage };
  if (status === 412 || status === 404) body = { ...body, ...(await lastChangeOf(request, status)) };
  if (status === 401 && request.cookies?.[SESSION_COOKIE] !== undefined) reply.endSession();
  const retryAfterMs = (error as { retryAfterMs?: number }).retryAfterMs;
  if ((status === 429 || status === 503) && retryAfterMs) reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
  return reply.code(status).send(body);
}
