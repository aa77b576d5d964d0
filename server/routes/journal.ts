/**
 * Reading the journal (issue 26): the admin's whole journal (filters, CSV, the chain's check), and a
 * record's history for whoever reaches the record (a client's with its contracts', tasks' and
 * documents' entries). The RGPD export of a client's data lives in client-export.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NumericId } from '../../shared/schemas/common.js';
import { HistoryQuery, JournalExportQuery, JournalPage, JournalQuery, JournalVerification, JournalVerifyQuery, type JournalEntry, type JournalKind } from '../../shared/schemas/journal.js';
import { requireAdmin, requireArea } from '../auth/role-guard.js';
import { HttpError } from '../http-error.js';
import { clientIndex, recordIndex } from '../journal/journal.js';
import { journaled } from '../journal/journal-plugin.js';
import { addressesFor, hiddenFor } from '../journal/history-reader.js';
import { reach, type RecordKind } from '../reach/route-reach.js';
import type { AreaId } from '../../shared/menu.js';
import { CSV_ANSWER, sendCsv } from './csv-answer.js';
import { EXPORT_ANSWERS } from '../exports/export-limits.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';

const tags = ['Journal'];
const CSV_HEADER = ['N°', 'Date', 'Auteur', 'Rôle', 'Via', 'Jeton', 'Action', 'Type', 'Fiche', 'Libellé', 'Modifications', 'Adresse IP', 'Appareil', 'Requête', 'Résultat'];
/** « résultat inconnu »: written before its write, whose end is not known */
const OUTCOME_TEXT = { done: 'fait', pending: 'résultat inconnu', unknown: 'résultat inconnu', refused: 'refusé' } as const;

/** A token as a cell: « Export comptable (id) ». */
const tokenText = (token: { id: string; name: string } | undefined) => (token ? `${token.name} (${token.id})` : '');

/** « Jeton »: the token that acted; « Libellé »: the record's, and the token a token-create or token-revoke is about. */
const csvCells = (entry: JournalEntry) => [
  entry.id, entry.at, entry.actor.name, entry.actor.role ?? '', entry.actor.via, tokenText(entry.actor.token), entry.action, entry.record.kind, String(entry.record.id ?? ''),
  entry.record.token ? `${entry.record.label} · jeton ${tokenText(entry.record.token)}` : entry.record.label,
  entry.changes ? JSON.stringify(entry.changes) : '', entry.ip, entry.device, entry.requestId, OUTCOME_TEXT[entry.outcome],
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
        ...EXPORT_ANSWERS,
      },
    },
    config: { reach: reach.firm, journal: journaled.look('journal', 'export-csv', { record: () => ({ id: null, label: 'journal.csv' }) }), export: true },
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

/**
 * GET <path>/:id/history for whoever reaches the record (its area's roles, its rule of reach): its
 * index, newest first, each entry shown by the reach of its own record (history-reader.ts), paged and
 * counted after; addresses and devices to the admin only.
 */
function historyRoute(area: AreaId, kind: RecordKind & JournalKind, path: string, operationId: string, summary: string, index: (id: number) => string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('preHandler', requireArea(area));
    app.get(`${path}/:id/history`, {
      schema: { operationId, summary, tags, params: NumericId, querystring: HistoryQuery, response: { 200: JournalPage, ...errorAnswers(400, 404, ...SIGNED_IN_UPSTREAM) } },
      config: { reach: reach.record(kind) },
    }, async (request) => {
      const hide = hiddenFor(request, kind) ?? undefined;
      return addressesFor(request, await app.journal.history(index(request.params.id), request.query.page, request.query.perPage, hide));
    });
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
