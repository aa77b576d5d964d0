/**
 * Reading the journal (issue 26): the admin's whole journal (filters, CSV, the chain's check), and a
 * record's history for whoever reaches the record (a client's with its contracts', tasks' and
 * documents' entries). The RGPD export of a client's data lives in client-export.ts.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NumericId } from '../../shared/schemas/common.js';
import { HistoryQuery, JournalExportQuery, JournalPage, JournalQuery, JournalVerification, type JournalEntry } from '../../shared/schemas/journal.js';
import { firmToday } from '../../shared/firm-day.js';
import { requireAdmin, requireArea } from '../auth/role-guard.js';
import { clientIndex, recordIndex } from '../journal/journal.js';
import { journaled } from '../journal/journal-plugin.js';
import { csvLines } from '../read-model/csv-stream.js';
import { reach } from '../reach/route-reach.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { contentDisposition } from '../upstream/adapters/files.js';

const tags = ['Journal'];
const CSV_HEADER = ['N°', 'Date', 'Auteur', 'Rôle', 'Via', 'Action', 'Type', 'Fiche', 'Libellé', 'Modifications', 'Adresse IP', 'Appareil', 'Requête'];

const csvCells = (entry: JournalEntry) => [
  entry.id, entry.at, entry.actor.name, entry.actor.role ?? '', entry.actor.via, entry.action, entry.record.kind, String(entry.record.id ?? ''),
  entry.record.label, entry.changes ? JSON.stringify(entry.changes) : '', entry.ip, entry.device, entry.requestId,
];

const admin: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/api/journal', {
    schema: {
      operationId: 'listJournal', summary: 'The journal, newest first: every change and every look at personal data (admin)', tags,
      querystring: JournalQuery,
      response: { 200: JournalPage, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.firm },
  }, async (request) => app.journal.page(request.query));

  app.get('/api/journal/export.csv', {
    compress: false,
    schema: {
      operationId: 'exportJournal', summary: "The journal's entries of the filters (every page) as a CSV for French Excel (admin); the export is journaled", tags,
      querystring: JournalExportQuery,
      response: {
        200: { description: 'UTF-8 with a BOM, ; between cells, CRLF lines', content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } } },
        ...errorAnswers(400, ...SIGNED_IN_UPSTREAM),
      },
    },
    config: { reach: reach.firm, journal: journaled.look('journal', 'export-csv', { record: () => ({ id: null, label: 'journal.csv' }) }) },
  }, async (request, reply) => {
    const entries = await app.journal.entries(request.query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`journal-${firmToday()}.csv`, false));
    return reply.send(Readable.from(csvLines(CSV_HEADER, entries, csvCells)));
  });

  app.get('/api/journal/verify', {
    schema: {
      operationId: 'verifyJournal', summary: "Walks the journal's chain of hashes: whether every entry is there as written (admin)", tags,
      response: { 200: JournalVerification, ...errorAnswers(...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.firm },
  }, async () => app.journal.verify());
};

const historyAnswer = { 200: JournalPage, ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) };

const clientHistory: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('clients'));
  app.get('/api/clients/:id/history', {
    schema: {
      operationId: 'getClientHistory', summary: "A client's history: their record's entries and their contracts', tasks' and documents', newest first", tags,
      params: NumericId, querystring: HistoryQuery, response: historyAnswer,
    },
    config: { reach: reach.record('client') },
  }, async (request) => app.journal.history(clientIndex(request.params.id), request.query.page, request.query.perPage));
};

const contractHistory: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('contracts'));
  app.get('/api/contracts/:id/history', {
    schema: {
      operationId: 'getContractHistory', summary: "A contract's history, newest first", tags,
      params: NumericId, querystring: HistoryQuery, response: historyAnswer,
    },
    config: { reach: reach.record('contract') },
  }, async (request) => app.journal.history(recordIndex('contract', request.params.id), request.query.page, request.query.perPage));
};

const memberHistory: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('members'));
  app.get('/api/members/:id/history', {
    schema: {
      operationId: 'getMemberHistory', summary: "A member's history (their record, access, sessions and tokens), newest first", tags,
      params: NumericId, querystring: HistoryQuery, response: historyAnswer,
    },
    config: { reach: reach.record('member') },
  }, async (request) => app.journal.history(recordIndex('member', request.params.id), request.query.page, request.query.perPage));
};

const journalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(admin);
  await app.register(clientHistory);
  await app.register(contractHistory);
  await app.register(memberHistory);
};

export default journalRoutes;
