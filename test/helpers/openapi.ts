/**
 * The operations of the BFF's OpenAPI description (GET /docs), and the smallest body its JSON
 * schema accepts: the strict-input and fuzz tests drive every documented operation from here, so
 * a new route is covered without touching them.
 */
import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
  /** OpenAPI 3.0's one example of a value (@fastify/swagger writes a schema's `examples` so) */
  example?: unknown;
}

export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** as documented, with `{id}` placeholders */
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** the JSON body's schema, when the operation takes one */
  body?: JsonSchema;
}

/**
 * The document with every `$ref` (components.schemas, components.responses) replaced by what it
 * names, and a named schema used with annotations (`{allOf: [$ref], readOnly}`) merged into one
 * schema: what a test reads as one operation's whole shape.
 */
export function dereferenced<T>(doc: T): T {
  const root = doc as Record<string, unknown>;
  const target = (ref: string) => ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (typeof node !== 'object' || node === null) return node;
    const { $ref, allOf, ...rest } = node as { $ref?: string; allOf?: unknown[] } & Record<string, unknown>;
    if (typeof $ref === 'string') return inline(target($ref));
    const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value)]));
    if (allOf?.length === 1) return { ...(inline(allOf[0]) as object), ...own };
    return allOf ? { ...own, allOf: allOf.map(inline) } : own;
  };
  return inline(doc) as T;
}

export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = dereferenced((await app.inject({ method: 'GET', url: '/docs' })).json()) as {
    paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      operationId: op.operationId,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** The path with every `{name}` replaced. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

const SAMPLE_STRINGS: Record<string, string> = { date: '2024-01-15', 'date-time': '2024-01-15T10:00:00Z', email: 'someone@exemple.fr' };

/**
 * The smallest instance `schema` accepts: the required properties only (at least minProperties),
 * the first enum value, the schema's example, the first non-null branch, the minimum of a number.
 */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  // A value a pattern's rule accepts (a password, a postal code), as its schema shows it.
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(branches.find((b) => b.type !== 'null') ?? branches[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const names = [...(schema.required ?? [])];
      for (const name of Object.keys(properties)) if (names.length < (schema.minProperties ?? 0) && !names.includes(name)) names.push(name);
      return Object.fromEntries(names.map((name) => [name, sample(properties[name])]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'string':
      // '' when it may be empty (a pattern such as ^[0-9 .]*$ then holds), else letters.
      return SAMPLE_STRINGS[schema.format ?? ''] ?? 'x'.repeat(schema.minLength ?? 0);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** Every path (dotted, as the 400's `field`) to an object the body schema closes, the body itself first (''). */
export function closedObjects(schema: JsonSchema, at = ''): string[] {
  if (schema.type !== 'object') return [];
  const here = schema.additionalProperties === false ? [at] : [];
  const inner = Object.entries(schema.properties ?? {}).flatMap(([name, child]) =>
    (schema.required ?? []).includes(name) ? closedObjects(child, at ? `${at}.${name}` : name) : [],
  );
  return [...here, ...inner];
}

/** Whether a `default` hides anywhere in the schema. */
export function defaultsIn(schema: unknown, at = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => defaultsIn(item, `${at}[${i}]`));
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) => (key === 'default' ? [at || '(body)'] : defaultsIn(value, at ? `${at}.${key}` : key)));
}
