/**
 * A versioned record over HTTP: the ETag of a single GET and of a write's answer, the If-Match header
 * of a write, its 412 answer, and an `id` in a body that must be the path's.
 */
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { MESSAGES, HttpError } from '../http-error.js';
import { LastChange } from '../../shared/schemas/common.js';

/** The If-Match header parameter of a write (OpenAPI and validation). */
export const IfMatchHeader = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description:
        'the version the change was made on, quoted as the ETag gave it ("…"), a comma list of such versions, or *; without it the write is made whatever the version. ' +
        'A weak tag (W/"…") never matches (a 412); a value that is not an entity-tag list (unquoted, a stray quote) is a 400 invalid_if_match and nothing is written',
    }),
  ),
});

/** The ETag of a record's answer, as OpenAPI describes a response header. */
export const ETAG_HEADER = { type: 'string', description: "the record's version, quoted: send it back in If-Match" } as const;

/** A record's answer with its ETag header described. */
export function withETag<S extends TSchema>(schema: S): S {
  return { ...schema, headers: { etag: ETAG_HEADER } };
}

/** The 412 of a write whose If-Match names a version the record no longer has. */
export function conflictAnswer(record: TSchema) {
  const { title } = record as { title?: unknown };
  return {
    412: Type.Object(
      {
        error: Type.Literal('edit_conflict'),
        message: Type.String({ description: MESSAGES.editConflict }),
        current: record,
        // a 412: who made the last change (absent when it was made outside the BFF)
        changedBy: Type.Optional(LastChange),
      },
      {
        ...(typeof title === 'string' ? { title: `${title}EditConflict` } : {}),
        description: 'The record changed since the version of If-Match: nothing was written; `current` is the record as it is now',
      },
    ),
  };
}

/** Answers a record with its version as a strong ETag. */
export function sendVersioned<R extends { version: string }>(reply: FastifyReply, record: R): R {
  reply.header('etag', `"${record.version}"`);
  return record;
}

/** A body read from a GET carries its record's id: it must be the path's. */
export function checkBodyId(body: { id?: unknown }, id: number | string): void {
  if (body.id !== undefined && body.id !== id) throw new HttpError(400, 'invalid_request', `Champ invalide : id (${String(id)} attendu, celui de l'adresse).`, 'id');
}
