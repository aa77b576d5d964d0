/** The OpenAPI document as @fastify/swagger builds it, loosely typed, and what every step over it needs. */

export type JsonObject = Record<string, unknown>;

export interface OpenApiOperation extends JsonObject {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiResponse extends JsonObject {
  description?: string;
  headers?: Record<string, JsonObject>;
  content?: Record<string, JsonObject>;
}

export interface OpenApiDocument extends JsonObject {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonObject>; responses?: Record<string, JsonObject>; securitySchemes?: JsonObject };
  security?: Array<Record<string, string[]>>;
  tags?: Array<{ name: string; description?: string }>;
}

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every operation of the document, with its path and lower-case method. */
export function operationsOf(document: OpenApiDocument): Array<{ path: string; method: string; operation: OpenApiOperation }> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
}

/** Calls `visit` on every object of the tree (schemas and all), children first. */
export function eachObject(node: unknown, visit: (object: JsonObject) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachObject(item, visit);
  } else if (isJsonObject(node)) {
    for (const value of Object.values(node)) eachObject(value, visit);
    visit(node);
  }
}
