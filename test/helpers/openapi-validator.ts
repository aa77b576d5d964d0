/**
 * Checks a real answer against GET /docs with a validator no one here wrote: Ajv, in the OpenAPI 3.0
 * dialect (`nullable`, `readOnly`, `example`; formats by ajv-formats), the document added whole so
 * that its $refs resolve as any OpenAPI tool resolves them.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import formats, { type FormatsPlugin } from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

interface Response {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, { operationId: string; parameters?: Array<{ in: string; name: string; required?: boolean; schema: Record<string, unknown> }>; responses: Record<string, Response> }>>;
  components?: { responses?: Record<string, Response> };
}

/** ajv-formats is CommonJS: under ESM its plugin is the module's `default`. */
const addFormats = (formats as unknown as { default: FormatsPlugin }).default;
/** OpenAPI 3.0's schema keywords that JSON Schema draft-07 lacks (Ajv knows `nullable` already). */
const OPENAPI_KEYWORDS = ['example', 'xml', 'externalDocs', 'discriminator'];
/** The document's own fields: to Ajv, annotations of the document added as one schema (its $refs point into it). */
const DOCUMENT_FIELDS = ['openapi', 'info', 'servers', 'paths', 'components', 'security', 'tags'];
const DOC = 'openapi.json';

/** `#/a/b~c` from path segments, as a JSON pointer inside a URI fragment. */
const pointer = (segments: string[]) => `#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

/** The validator of the schema at `segments` of the document (['paths', '/login', 'post', 'requestBody', …]). */
export function documentValidators(doc: OpenApiDoc): (segments: string[]) => ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  addFormats(ajv);
  for (const keyword of [...OPENAPI_KEYWORDS, ...DOCUMENT_FIELDS]) ajv.addKeyword(keyword);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, DOC);
  const compiled = new Map<string, ValidateFunction>();
  return (segments) => {
    const at = pointer(segments);
    if (!compiled.has(at)) compiled.set(at, ajv.compile({ $ref: `${DOC}${at}` }));
    return compiled.get(at)!;
  };
}

export function answerValidator(doc: OpenApiDoc) {
  const validatorAt = documentValidators(doc);

  /** What is wrong with `res` as the answer of the operation (nothing: []). */
  return function problems(path: string, method: string, res: LightMyRequestResponse): string[] {
    const status = String(res.statusCode);
    let response = doc.paths[path]?.[method]?.responses[status];
    let at = ['paths', path, method, 'responses', status];
    if (!response) return [`status ${status} is not documented`];
    if (response.$ref) {
      at = response.$ref.replace(/^#\//, '').split('/');
      response = doc.components?.responses?.[at[at.length - 1]] ?? {};
    }
    const found: string[] = [];
    for (const header of Object.keys(response.headers ?? {})) if (res.headers[header] === undefined) found.push(`documented header ${header} is missing`);
    if (res.headers.etag !== undefined && !response.headers?.etag) found.push('an ETag is sent but not documented');
    const mediaType = String(res.headers['content-type'] ?? '').split(';')[0].trim();
    if (!response.content) return res.body === '' ? found : [...found, `a body is sent (${mediaType}) where none is documented`];
    if (!(mediaType in response.content)) return [...found, `content type ${mediaType || '(none)'} is not documented (${Object.keys(response.content).join(', ')})`];
    if (mediaType !== 'application/json') return found;
    const validate = validatorAt([...at, 'content', mediaType, 'schema']);
    if (validate(res.json())) return found;
    return [...found, ...(validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message} (${e.schemaPath})`)];
  };
}
