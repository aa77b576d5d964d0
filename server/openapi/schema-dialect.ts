/**
 * The route schemas are JSON Schema; the description is OpenAPI 3.0, whose schema dialect differs.
 * @fastify/swagger translates most of it (null types to `nullable`, `examples` of properties to
 * `example`); what it leaves is translated here, once for every route.
 */
import { eachObject, type OpenApiDocument } from './document.js';

/**
 * OpenAPI 3.0 lets `nullable` add null to a schema's type, not to its `enum`: `{enum: ['M.', 'Mme'],
 * nullable: true}` still refuses null for Ajv and every validator that reads `enum` strictly.
 * @fastify/swagger writes `Nullable(OneOf(…))` (anyOf null and an enum) that way: null joins the list.
 */
export function listNullInNullableEnums(document: OpenApiDocument): void {
  eachObject(document.paths, (schema) => {
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  });
}

/** OpenAPI 3.0 has one `example` per schema, no `examples` list: @fastify/swagger converts properties' lists only, not a union's branches. */
export function oneExample(document: OpenApiDocument): void {
  eachObject(document.paths, (schema) => {
    if (!Array.isArray(schema.examples)) return;
    if (schema.examples.length > 0) schema.example = schema.examples[0];
    delete schema.examples;
  });
}
