/**
 * GET /api/clients/:id/export: everything the firm keeps about one client (RGPD articles 15 and 20),
 * for the admin, as one JSON file: the record, the contracts with their terms, the tasks, the
 * documents (their list and how to download each), the CRM entries about them and the journal's
 * entries about them. The screen prints it too. The export itself is journaled.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Client } from '../../shared/schemas/clients.js';
import { NumericId } from '../../shared/schemas/common.js';
import { Contract } from '../../shared/schemas/contracts.js';
import { CrmEntry } from '../../shared/schemas/crm.js';
import { StoredFile } from '../../shared/schemas/files.js';
import { JournalEntry } from '../../shared/schemas/journal.js';
import { Task } from '../../shared/schemas/tasks.js';
import { firmToday } from '../../shared/firm-day.js';
import { requireAdmin } from '../auth/role-guard.js';
import { clientIndex } from '../journal/journal.js';
import { journaled } from '../journal/journal-plugin.js';
import { reachedContracts, reachedTasks } from '../read-model/queries.js';
import { crmEntriesList } from '../read-model/lists/crm.js';
import { fold } from '../read-model/list-query.js';
import { reach } from '../reach/route-reach.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { EXPORT_ANSWERS } from '../exports/export-limits.js';
import { contentDisposition } from '../upstream/adapters/files.js';
import { getContract } from '../upstream/resources/contracts.js';
import { listFiles } from '../upstream/resources/files.js';

/** More than any one client has: every row of theirs on one page. */
const ALL = 100_000;

export const ClientDataExport = Type.Object(
  {
    exportedAt: Type.String({ format: 'date-time' }),
    client: Client,
    contracts: Type.Array(Contract),
    tasks: Type.Array(Task),
    documents: Type.Array(Type.Intersect([StoredFile, Type.Object({ download: Type.String({ description: 'the path that downloads it' }) })])),
    crmEntries: Type.Array(CrmEntry, { description: 'the call log entries with their e-mail address or their name' }),
    journal: Type.Array(JournalEntry, { description: 'every journal entry about them, newest first' }),
  },
  { title: 'ClientDataExport' },
);

const clientExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/api/clients/:id/export', {
    schema: {
      operationId: 'exportClientData', summary: "Everything kept about a client, as one JSON file (RGPD access and portability; admin); journaled", tags: ['Clients'],
      params: NumericId,
      response: { 200: ClientDataExport, ...errorAnswers(400, 403, 404, ...SIGNED_IN_UPSTREAM), ...EXPORT_ANSWERS },
    },
    config: { reach: reach.record('client'), journal: journaled.look('client', 'export-rgpd'), export: true },
  }, async (request, reply) => {
    const client = request.reached as Client;
    const rows = await reachedContracts(request, { clientId: client.id, page: 1, perPage: ALL });
    const contracts = await Promise.all(rows.items.map((row) => getContract(request.upstream, row.id)));
    const tasks = (await reachedTasks(request, { name: `client${client.id}`, keep: (task) => task.customerId === client.id, page: 1, perPage: ALL })).items;
    const files = await listFiles(request.upstream, client.id);
    app.knownFiles.remember(client.id, files);
    const folded = (text: string) => fold(text.trim());
    const [email, name] = [folded(client.email), folded(`${client.firstName} ${client.lastName}`)];
    const crmEntries = [...(await app.readModel.view(request, crmEntriesList)).rows()].filter((entry) => (email !== '' && folded(entry.email) === email) || folded(entry.name) === name);
    const journal = await app.journal.history(clientIndex(client.id), 1, ALL);
    reply.header('content-disposition', contentDisposition(`donnees-client-${client.id}-${firmToday()}.json`, false)).header('cache-control', 'private, no-store');
    return {
      exportedAt: new Date(app.now()).toISOString(),
      client,
      contracts,
      tasks,
      documents: files.map((file) => ({ ...file, download: `api/files/${file.id}/download?userId=${client.id}` })),
      crmEntries,
      journal: journal.items,
    };
  });
};

export default clientExportRoutes;
