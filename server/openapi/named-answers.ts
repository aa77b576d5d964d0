/**
 * The error answers every route describes alike (server/schemas/error-answers.ts: a status, what it
 * means, the Error body) are written once in components.responses and referenced by each operation.
 */
import { WHEN, type ErrorStatus } from '../schemas/error-answers.js';
import { operationsOf, type OpenApiDocument } from './document.js';
import { schemaRef } from './named-schemas.js';

const NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  502: 'BadGateway',
  503: 'StoreUnavailable',
  504: 'GatewayTimeout',
};

/** Run after nameSchemas: an error answer's body is then the Error $ref. */
export function nameErrorAnswers(document: OpenApiDocument): void {
  const shared = Object.entries(NAMES).map(([status, name]) => ({
    status,
    name,
    answer: { description: WHEN[Number(status) as ErrorStatus], content: { 'application/json': { schema: schemaRef('Error') } } },
  }));
  const used = new Set<string>();
  for (const { operation } of operationsOf(document)) {
    for (const { status, name, answer } of shared) {
      const response = operation.responses?.[status];
      if (response === undefined || JSON.stringify(response) !== JSON.stringify(answer)) continue;
      operation.responses![status] = { $ref: `#/components/responses/${name}` };
      used.add(name);
    }
  }
  const components = (document.components ??= {});
  components.responses = { ...components.responses, ...Object.fromEntries(shared.filter(({ name }) => used.has(name)).map(({ name, answer }) => [name, answer])) };
}
