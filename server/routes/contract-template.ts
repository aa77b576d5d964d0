/**
 * /api/contract-template: the template every new contract starts from. Every role that may create
 * a contract reads it (area contracts); only the template's managers change it (area contractTemplate).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractTemplate, ContractTemplatePatch, ContractTemplateUpdate } from '../../shared/schemas/contract-template.js';
import { requireArea } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { readTemplate, writeTemplate } from '../upstream/resources/contract-template.js';
import { conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { defaultReach, reach } from '../reach/route-reach.js';
import { journaled } from '../journal/journal-plugin.js';

const tags = ['Contract template'];
/** Every role that creates contracts reads the template. */
const readers: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('contracts'));

  app.get('/api/contract-template', {
    schema: {
      operationId: 'getContractTemplate', summary: 'Read the contract template', tags,
      response: { 200: withETag(ContractTemplate), ...errorAnswers(...SIGNED_IN_UPSTREAM) },
    },
  }, async (request, reply) => sendVersioned(reply, await readTemplate(request.upstream)));
};

/** The firm's one template, its changes journaled field by field. */
const templateWrite = (action: 'replace' | 'patch') =>
  journaled.write('contractTemplate', action, { before: (request) => readTemplate(request.upstream), record: () => ({ id: 'firm', label: 'Modèle de contrat' }) });

/** Only its managers change it. */
const managers: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('contractTemplate'));

  app.put('/api/contract-template', {
    schema: {
      operationId: 'updateContractTemplate', summary: "Change the template's fee form, section texts and general conditions", tags,
      body: ContractTemplateUpdate, headers: IfMatchHeader,
      response: { 200: withETag(ContractTemplate), ...errorAnswers(400, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(ContractTemplate) },
    },
    config: { journal: templateWrite('replace') },
  }, async (request, reply) => sendVersioned(reply, await writeTemplate(request.upstream, app.records, request.body, request.headers['if-match'])));

  app.patch('/api/contract-template', {
    schema: {
      operationId: 'patchContractTemplate', summary: "Change some of the template's fee form, section texts and general conditions: only the parts sent change", tags,
      body: ContractTemplatePatch, headers: IfMatchHeader,
      response: { 200: withETag(ContractTemplate), ...errorAnswers(400, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(ContractTemplate) },
    },
    config: { journal: templateWrite('patch') },
  }, async (request, reply) => sendVersioned(reply, await writeTemplate(request.upstream, app.records, request.body, request.headers['if-match'])));
};

const contractTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defaultReach(app, reach.firm);
  await app.register(readers);
  await app.register(managers);
};

export default contractTemplateRoutes;
