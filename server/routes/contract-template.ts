/**
 * /api/contract-template: the template every new contract starts from. Every role that may create
 * a contract reads it (admin, Consultant, Expert); only the template's managers (admin, Consultant) change it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { computeFees } from '../../shared/fees.js';
import type { FeeForm, SectionText } from '../../shared/schemas/fees.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import { requireArea } from '../auth/role-guard.js';
import { ref } from '../schemas/resources.js';
import { feeFormFromValues, parseValues, textsFromValues, valuesFromForm } from '../upstream/adapters/contracts.js';
import { text } from '../upstream/adapters/normalize.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';

/** Reads the template; also used by the contract routes (a new contract starts from it). */
export async function readTemplate(app: FastifyInstance, request: FastifyRequest): Promise<ContractTemplate> {
  const answer = expectSuccess(await forwardAsUser(app.upstream, request.session!, { method: 'GET', path: '/get_template/1' }));
  const body = isRecord(answer.body) && isRecord(answer.body.data) ? answer.body.data : answer.body;
  if (!isRecord(body)) throw upstreamFailure(new UpstreamError('bad_response', 'template is not an object'));
  const values = parseValues(body.values);
  const form = feeFormFromValues(values);
  return { form, texts: textsFromValues(values), generalConditions: text(body.general_condition), totals: computeFees(form) };
}

export default async function contractTemplateRoutes(app: FastifyInstance): Promise<void> {
  const mayCreateContracts = requireArea('contracts');
  const guard = requireArea('contractTemplate');

  app.get('/api/contract-template', { preHandler: mayCreateContracts, schema: { response: { 200: ref('ContractTemplate') } } }, async (request) => readTemplate(app, request));

  app.put<{ Body: { form: FeeForm; texts: SectionText[]; generalConditions: string } }>(
    '/api/contract-template',
    {
      preHandler: guard,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['form', 'texts', 'generalConditions'],
          properties: { form: ref('FeeForm'), texts: ref('SectionTexts'), generalConditions: { type: 'string', maxLength: 50_000 } },
        },
        response: { 200: ref('ContractTemplate') },
      },
    },
    async (request) => {
      const { form, texts, generalConditions } = request.body;
      expectSuccess(
        await forwardAsUser(app.upstream, request.session!, {
          method: 'PUT',
          path: '/contract_templates/1',
          json: { values: valuesFromForm(form, texts), general_condition: generalConditions },
        }),
      );
      return readTemplate(app, request);
    },
  );
}
