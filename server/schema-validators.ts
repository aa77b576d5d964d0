/**
 * The request validators: Fastify's Ajv, with type coercion for the parts that arrive as text (query,
 * path, headers) and none for JSON bodies. Coercing a body changed what was sent: with a nullable
 * number, `0` became `null` (Ajv coerces 0, '' and false to null), and a `42` e-mail became "42".
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type AjvServerOptions = NonNullable<Parameters<ReturnType<typeof AjvCompiler>>[1]>;
type ExternalSchemas = Parameters<ReturnType<typeof AjvCompiler>>[0];

const fromPool = AjvCompiler();

function buildValidator(externalSchemas: ExternalSchemas, ajvOptions: AjvServerOptions | undefined): FastifySchemaCompiler<unknown> {
  const options = ajvOptions ?? {};
  // The pool's compilers take Fastify's route definition, whatever their declared type says.
  const compilerOf = (customOptions: AjvServerOptions['customOptions']) =>
    fromPool(externalSchemas, { ...options, customOptions } as AjvServerOptions) as unknown as FastifySchemaCompiler<unknown>;
  const coercing = compilerOf(options.customOptions);
  const exact = compilerOf({ ...options.customOptions, coerceTypes: false });
  return (route) => (route.httpPart === 'body' ? exact : coercing)(route);
}

/** Fastify's `schemaController` option (its declared factory type is Ajv's, not the route compiler it really wants). */
export const schemaController = {
  compilersFactory: { buildValidator },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
