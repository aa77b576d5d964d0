/** The answer of a download, for its route's schema and so for the OpenAPI description: the file's own type and name. */
import { Type } from 'typebox';

const CONTENT_DISPOSITION = {
  type: 'string',
  description: "attachment (inline with inline=1); filename=\"…\" in ASCII and filename*=UTF-8''… with the file's real name",
} as const;

/**
 * A 200 whose body is a file's bytes, sent with one of `contentTypes` (as the file's name says) and
 * named by Content-Disposition. `Body` is what the handler sends (a stream, a buffer).
 */
export function fileAnswer<Body>(description: string, contentTypes: readonly string[]) {
  const bytes = { schema: Type.Unsafe<Body>({ type: 'string', format: 'binary' }) };
  const mediaTypes = [...new Set(contentTypes.map((type) => type.split(';')[0].trim()))];
  return { description, headers: { 'content-disposition': CONTENT_DISPOSITION }, content: Object.fromEntries(mediaTypes.map((type) => [type, bytes])) };
}
