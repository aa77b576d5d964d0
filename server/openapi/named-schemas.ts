/**
 * Named schemas: @fastify/swagger inlines every route's schema whole, so a record answered by ten
 * routes was written out ten times. A schema that carries a `title` where it is defined
 * (shared/schemas: Client, Contract, Error, PagedClients…) is written once in components.schemas
 * and referenced everywhere else; its definition stays the field table it is built from.
 */
import { isJsonObject, type JsonObject, type OpenApiDocument } from './document.js';

/** Keywords that describe a use of a schema without changing what it accepts: they may differ between uses. */
const ANNOTATIONS = new Set(['description', 'readOnly', 'writeOnly', 'default', 'example', 'deprecated']);
/** Keywords whose values are data, never schemas. */
const DATA = new Set(['enum', 'default', 'example', 'examples', 'const', 'required']);
/** OpenAPI 3.0's only schema that accepts null and nothing else (as @fastify/swagger writes it). */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** JSON with sorted keys: two renderings of the same schema compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isJsonObject(value)) return JSON.stringify(value);
  return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
}

/**
 * Moves every titled schema of the paths into components.schemas and leaves a $ref in its place;
 * a use that adds annotations (readOnly, its own description) or null keeps them beside the $ref.
 * Two different schemas under one name are a mistake in shared/schemas: the second stays written
 * out where it is used, title and all (the description stays true), and the lint test names it.
 */
export function nameSchemas(document: OpenApiDocument): void {
  const components = (document.components ??= {});
  const schemas = (components.schemas ??= {}) as Record<string, JsonObject>;
  const defined = new Map<string, string>(Object.entries(schemas).map(([name, schema]) => [name, canonical(schema)]));

  const hoist = (node: unknown, key?: string): unknown => {
    if (key !== undefined && DATA.has(key)) return node;
    if (Array.isArray(node)) return node.map((item) => hoist(item));
    if (!isJsonObject(node)) return node;
    for (const [child, value] of Object.entries(node)) node[child] = hoist(value, child);
    if (typeof node.title !== 'string') return node;
    const name = node.title;
    const annotations: JsonObject = {};
    const definition: JsonObject = {};
    for (const [keyword, value] of Object.entries(node)) (ANNOTATIONS.has(keyword) ? annotations : definition)[keyword] = value;
    const nullable = definition.nullable === true;
    delete definition.nullable;
    const known = defined.get(name);
    if (known === undefined) {
      defined.set(name, canonical(definition));
      schemas[name] = definition;
    } else if (known !== canonical(definition)) {
      return node;
    }
    const ref = schemaRef(name);
    if (nullable) return { anyOf: [ref, NULL_ONLY], ...annotations };
    return Object.keys(annotations).length > 0 ? { allOf: [ref], ...annotations } : ref;
  };

  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      hoist(operation);
      // A body's or an answer's own description is the answer's: the media type needs only the $ref.
      for (const media of mediaTypesOf(operation)) media.schema = bareRef(media.schema);
    }
  }
}

/** Every media type object of an operation: its request body's and its answers'. */
export function mediaTypesOf(operation: JsonObject): JsonObject[] {
  const contents = [operation.requestBody, ...Object.values((operation.responses ?? {}) as JsonObject)]
    .map((part) => (isJsonObject(part) ? part.content : undefined))
    .filter(isJsonObject);
  return contents.flatMap((content) => Object.values(content).filter(isJsonObject));
}

/** `{allOf: [{$ref}], description}` -> `{$ref}`; anything else as it is. */
function bareRef(schema: unknown): unknown {
  if (!isJsonObject(schema) || !Array.isArray(schema.allOf) || schema.allOf.length !== 1) return schema;
  const others = Object.keys(schema).filter((key) => key !== 'allOf' && key !== 'description');
  const [only] = schema.allOf as unknown[];
  return others.length === 0 && isJsonObject(only) && typeof only.$ref === 'string' ? only : schema;
}
