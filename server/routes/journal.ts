/**
 * Reading the journal (issue 26): the admin's whole journal (filters, CSV, the chain's check), and a
 * record's history for whoever reaches the record (a client's with its contracts', tasks' and
 * documents' entries). The RGPD export of a client's data lives in client-export.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NumericId } from '../../shared/schemas/common.js';
import { HistoryQuery, JournalExportQuery, JournalPage, JournalQuery, JournalVerification, JournalVerifyQuery, type JournalEntry } from '../../shared/schemas/journal.js';
import { requireAdmin, requireArea } from '../auth/role-guard.js';
import { HttpError } from '../http-error.js';
import { clientIndex, recordIndex } from '../journal/journal.js';
import { journaled } from '../journal/journal-plugin.js';
import { reach, type RecordKind } from '../reach/route-reach.js';
import type { AreaId } from '../../shared/menu.js';
import { CSV_ANSWER, sendCsv } from './csv-answer.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';

const tags = ['Journal'];
const CSV_HEADER = ['N°', 'Date', 'Auteur', 'Rôle', 'Via', 'Action', 'Type', 'Fiche', 'Libellé', 'Modifications', 'Adresse IP', 'Appareil', 'Requête', 'Résultat'];
/** « résultat inconnu »: written before its write, whose end is not known */
const OUTCOME_TEXT = { done: 'fait', pending: 'résultat inconnu', unknown: 'résultat inconnu', refused: 'refusé' } as const;

const csvCells = (entry: JournalEntry) => [
  entry.id, entry.at, entry.actor.name, entry.actor.role ?? '', entry.actor.via, entry.action, entry.record.kind, String(entry.record.id ?? ''),
  entry.record.label, entry.changes ? JSON.stringify(entry.changes) : '', entry.ip, entry.device, entry.requestId, OUTCOME_TEXT[entry.outcome],
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
        200: CSV_ANSWER,
        ...errorAnswers(400, ...SIGNED_IN_UPSTREAM),
      },
    },
    config: { reach: reach.firm, journal: journaled.look('journal', 'export-csv', { record: () => ({ id: null, label: 'journal.csv' }) }) },
  }, async (request, reply) => {
    return sendCsv(reply, 'journal', CSV_HEADER, app.journal.entries(request.query), csvCells);
  });

  app.get('/api/journal/verify', {
    schema: {
      operationId: 'verifyJournal', summary: "Walks the journal's chain of hashes: whether every entry is there as written (admin)", tags,
      querystring: JournalVerifyQuery,
      response: { 200: JournalVerification, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.firm },
  }, async (request) => {
    const { anchorId, anchorHash } = request.query;
    if ((anchorId === undefined) !== (anchorHash === undefined)) {
      throw new HttpError(400, 'invalid_request', 'Champ obligatoire manquant : un point d’ancrage se donne par anchorId et anchorHash ensemble.', anchorId === undefined ? 'anchorId' : 'anchorHash');
    }
    return app.journal.verify(anchorId !== undefined && anchorHash !== undefined ? { seq: anchorId, hash: anchorHash } : null);
  });
};

/** GET <path>/:id/history for whoever reaches the record (its area's roles, its rule of reach): its index, newest first. */
function historyRoute(area: AreaId, kind: RecordKind, path: string, operationId: string, summary: string, index: (id: number) => string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('preHandler', requireArea(area));
    app.get(`${path}/:id/history`, {
      schema: { operationId, summary, tags, params: NumericId, querystring: HistoryQuery, response: { 200: JournalPage, ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) } },
      config: { reach: reach.record(kind) },
    }, async (request) => app.journal.history(index(request.params.id), request.query.page, request.query.perPage));
  };
}

const clientHistory = historyRoute('clients', 'client', '/api/clients', 'getClientHistory',
  "A client's history: their record's entries and their contracts', tasks' and documents', newest first", clientIndex);
const contractHistory = historyRoute('contracts', 'contract', '/api/contracts', 'getContractHistory', "A contract's history, newest first", (id) => recordIndex('contract', id));
const memberHistory = historyRoute('members', 'member', '/api/members', 'getMemberHistory',
  "A member's history (their record, access, sessions and tokens), newest first", (id) => recordIndex('member', id));

const journalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(admin);
  await app.register(clientHistory);
  await app.register(contractHistory);
  await app.register(memberHistory);
};

export default journalRoutes;
