/** /api/crm/entries: the CRM log (server/upstream/resources/crm.ts), filtered and paged by the BFF, for the area crm. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_PER_PAGE, NumericId, Paged } from '../../shared/schemas/common.js';
import { CRM_ENTRY_FIELDS, CrmChart, CrmChartQuery, CrmEntry, CrmEntryBody, CrmEntryPatch, CrmEntryReplace, CrmListQuery } from '../../shared/schemas/crm.js';
import { sentWritable, writableValues } from '../../shared/schemas/record-fields.js';
import { requireArea } from '../auth/role-guard.js';
import { firmToday } from '../../shared/firm-day.js';
import { crmEntryProblems } from '../../shared/rules/crm-rules.js';
import { CRM_RULE_MESSAGES, refuse } from '../schemas/rule-errors.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { createEntry, deleteEntry, getEntry, updateEntry } from '../upstream/resources/crm.js';
import { crmEntriesList } from '../read-model/lists/crm.js';
import { figureOf, keptForRevision } from '../read-model/figures.js';
import { firstNotBefore } from '../read-model/sorted-order.js';
import { checkBodyId, conflictAnswer, IfMatchHeader, sendVersioned, withETag } from './record-http.js';
import { reach } from '../reach/route-reach.js';
import { journaled, pathId } from '../journal/journal-plugin.js';

const tags = ['CRM'];

/** The entry's rules (shared/rules/crm-rules.ts) against the firm's today. */
function checkEntry(entry: CrmEntryBody): CrmEntryBody {
  refuse(crmEntryProblems(entry, firmToday()), CRM_RULE_MESSAGES);
  return entry;
}

/** The entries of each day, by action, oldest day first. */
function countPerDay(entries: readonly CrmEntry[]): Array<{ date: string; action: CrmEntry['action']; count: number }> {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(`${entry.date}|${entry.action}`, (counts.get(`${entry.date}|${entry.action}`) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => {
      const [date, action] = key.split('|') as [string, CrmEntry['action']];
      return { date, action, count };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.action.localeCompare(b.action));
}

const crmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('crm'));
  /** An entry written: the lists of every instance show it as it is now. */
  const written = app.readModel.writer(crmEntriesList, (entry: CrmEntry) => entry);

  app.get('/api/crm/entries', {
    schema: {
      operationId: 'listCrmEntries', summary: 'List CRM entries, newest first (object, action, period, page)', tags,
      querystring: CrmListQuery,
      response: { 200: Paged(CrmEntry), ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('crmEntry') },
  }, async (request) => {
    const { object, action, from, to, page = 1, perPage = DEFAULT_PER_PAGE } = request.query;
    const entries = await app.readModel.view(request, crmEntriesList);
    return entries.query({
      filterKey: [object ?? '', action ?? '', from ?? '', to ?? ''].join('|'),
      keep: (e) => (!object || e.object === object) && (!action || e.action === action) && (!from || e.date >= from) && (!to || e.date <= to),
      sort: { key: 'newest', order: 'desc' },
      page,
      perPage,
    });
  });

  app.get('/api/crm/chart', {
    schema: {
      operationId: 'getCrmChart', summary: 'The CRM entries counted per day and action over a period (the CRM page\'s chart)', tags,
      querystring: CrmChartQuery,
      response: { 200: CrmChart, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('crmEntry') },
  }, async (request, reply) => {
    const { from, to } = request.query;
    const entries = await app.readModel.view(request, crmEntriesList);
    const days = figureOf(entries, 'days', countPerDay);
    // The CRM page asks everyone the same twelve months: the last period's answer is kept written.
    const answer = keptForRevision(entries, 'chartAnswer', () => {
      const first = firstNotBefore(days.length, (at) => days[at].date < from);
      const end = firstNotBefore(days.length, (at) => days[at].date <= to);
      return JSON.stringify({ items: days.slice(first, end) });
    }, `${from}|${to}`);
    // A string with its type is sent as it is (Fastify serializes objects only): the CrmChart written above.
    return reply.type('application/json; charset=utf-8').send(answer as unknown as CrmChart);
  });

  app.post('/api/crm/entries', {
    schema: {
      operationId: 'createCrmEntry', summary: 'Log a call or an e-mail', tags,
      body: CrmEntryBody,
      response: { 201: CrmEntry, ...errorAnswers(400, 413, 415, ...SIGNED_IN_UPSTREAM) },
    },
    config: { journal: journaled.write('crmEntry', 'create'), reach: reach.creates('crmEntry') },
  }, async (request, reply) => reply.code(201).send(sendVersioned(reply, await written(await createEntry(request.upstream, checkEntry(request.body))))));

  app.put('/api/crm/entries/:id', {
    schema: {
      operationId: 'updateCrmEntry', summary: 'Change a CRM entry', tags,
      params: NumericId, body: CrmEntryReplace, headers: IfMatchHeader,
      response: { 200: withETag(CrmEntry), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(CrmEntry) },
    },
    config: { journal: journaled.write('crmEntry', 'replace', { before: (request) => getEntry(request, pathId(request)) }), reach: reach.record('crmEntry') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    return sendVersioned(reply, await written(await updateEntry(request, request.params.id, checkEntry(request.body), request.headers['if-match'])));
  });

  app.patch('/api/crm/entries/:id', {
    schema: {
      operationId: 'patchCrmEntry', summary: 'Change some fields of a CRM entry: only the fields sent change', tags,
      params: NumericId, body: CrmEntryPatch, headers: IfMatchHeader,
      response: { 200: withETag(CrmEntry), ...errorAnswers(400, 404, 413, 415, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(CrmEntry) },
    },
    config: { journal: journaled.write('crmEntry', 'patch', { before: (request) => getEntry(request, pathId(request)) }), reach: reach.record('crmEntry') },
  }, async (request, reply) => {
    checkBodyId(request.body, request.params.id);
    const patch = sentWritable(CRM_ENTRY_FIELDS, request.body);
    const entry = await updateEntry(request, request.params.id, (current) => checkEntry({ ...writableValues(CRM_ENTRY_FIELDS, current), ...patch }), request.headers['if-match']);
    return sendVersioned(reply, await written(entry));
  });

  app.delete('/api/crm/entries/:id', {
    schema: {
      operationId: 'deleteCrmEntry', summary: 'Delete a CRM entry', tags,
      params: NumericId, headers: IfMatchHeader,
      response: { 204: Type.Null({ description: 'Deleted' }), ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM), ...conflictAnswer(CrmEntry) },
    },
    config: { journal: journaled.write('crmEntry', 'delete', { before: (request) => getEntry(request, pathId(request)) }), reach: reach.record('crmEntry') },
  }, async (request, reply) => {
    await deleteEntry(request, request.params.id, request.headers['if-match']);
    await app.readModel.write(crmEntriesList, request.params.id, null);
    return reply.code(204).send(null);
  });
};

export default crmRoutes;
