/**
 * What every answer of the description says the same way, whatever route declared it: success
 * answers named by their status, and the ETag of a record's answer.
 */
import { ETAG_HEADER } from '../routes/record-http.js';
import { isJsonObject, operationsOf, type OpenApiDocument } from './document.js';

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'Done: no content' };

/** A success answer whose schema says nothing of itself is named by its status, never @fastify/swagger's "Default Response". */
export function describeSuccesses(document: OpenApiDocument): void {
  for (const { operation } of operationsOf(document)) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (response.description === 'Default Response') response.description = SUCCESS[status] ?? 'OK';
    }
  }
}

/**
 * Every answer made of one record (a named schema with a `version`: a single read, a write, a
 * create) sends its version as the ETag (routes/record-http.ts, sendVersioned); a list never does.
 * Run after nameSchemas: a record's answer is then a $ref.
 */
export function documentETags(document: OpenApiDocument): void {
  const schemas = document.components?.schemas ?? {};
  const isRecord = (schema: unknown) => {
    const name = isJsonObject(schema) && typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : null;
    const properties = name === null ? undefined : schemas[name]?.properties;
    return isJsonObject(properties) && 'version' in properties;
  };
  for (const { operation } of operationsOf(document)) {
    for (const status of ['200', '201']) {
      const response = operation.responses?.[status];
      if (!response || !isRecord(response.content?.['application/json']?.schema)) continue;
      const { description, ...schema } = ETAG_HEADER;
      response.headers = { etag: { schema, description }, ...response.headers };
    }
  }
}
