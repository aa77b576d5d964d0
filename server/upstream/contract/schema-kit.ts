/** The few TypeBox shapes every part of the firm API's contract repeats. */
import { Type, type TSchema } from 'typebox';

/** A value or null, as the firm API's nullable columns come. */
export const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A request body: the columns it may carry, every one optional, none other (an unknown column is refused). */
export const Body = <P extends Record<string, TSchema>>(properties: P, required: Array<keyof P & string> = []) =>
  Type.Object(
    Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, required.includes(key) ? schema : Type.Optional(schema)])) as {
      [K in keyof P]: P[K];
    },
    { additionalProperties: false },
  );

/** "YYYY-MM-DD HH:mm:ss", the firm's SQL time. */
export const SqlDateTime = Type.String({ description: 'YYYY-MM-DD HH:mm:ss' });
export const SqlDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
/** An id in a path or a query: digits. */
export const PathId = Type.Object({ id: Type.String({ pattern: '^\\d{1,15}$' }) });
/** Laravel's refusal: 422 (or 404, 401, 403) with a message. */
export const Refusal = Type.Object({ message: Type.String() });
export const Success = Type.Object({ success: Type.Literal(true) });
