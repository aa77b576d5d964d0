/** /api/crm/entries: the CRM log (the upstream's /kpis, 25 a page), filtered and paged by the BFF. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CRM_ACTIONS, CRM_OBJECTS, type CrmEntry, type CrmEntryInput } from '../../shared/types.js';
import { formatPhone } from '../../shared/validation.js';
import { requireArea } from '../auth/role-guard.js';
import { firmToday } from '../firm-day.js';
import { HttpError } from '../http-error.js';
import { pagedOf, ref } from '../schemas/resources.js';
import { dateOnly, integerOrNull, text, type Row } from '../upstream/adapters/normalize.js';
import { UpstreamError } from '../upstream/client.js';
import { expectSuccess, isRecord, upstreamFailure } from '../upstream/errors.js';
import { forwardAsUser } from '../upstream/forward.js';
import type { Paged } from '../../shared/schemas/common.js';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
/** The upstream's pages are fetched this many at a time. */
const PARALLEL_PAGES = 6;

function toEntry(row: Row): CrmEntry | null {
  const id = integerOrNull(row.id);
  const object = text(row.objet);
  const action = text(row.action);
  if (id === null || !(CRM_OBJECTS as readonly string[]).includes(object) || !(CRM_ACTIONS as readonly string[]).includes(action)) return null;
  return {
    id,
    object: object as CrmEntry['object'],
    action: action as CrmEntry['action'],
    date: dateOnly(row.kpi_date) ?? '',
    name: text(row.nom_prenom),
    email: text(row.email),
    phone: formatPhone(text(row.telephone)),
    note: text(row.note),
    authorId: integerOrNull(row.admin_id),
  };
}

const toUpstream = (entry: CrmEntryInput) => ({
  objet: entry.object,
  action: entry.action,
  kpi_date: entry.date,
  nom_prenom: entry.name,
  email: entry.email,
  telephone: formatPhone(entry.phone),
  note: entry.note,
});

const entryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'action', 'date', 'name'],
  properties: {
    object: { type: 'string', enum: CRM_OBJECTS },
    action: { type: 'string', enum: CRM_ACTIONS },
    date: { type: 'string', format: 'date' },
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    email: { anyOf: [{ type: 'string', format: 'email', maxLength: 254 }, { type: 'string', maxLength: 0 }], default: '' },
    phone: { type: 'string', maxLength: 30, default: '' },
    note: { type: 'string', maxLength: 5000, default: '' },
  },
} as const;


/** An e-mail is received, never a meeting; a call is never "Email reçu"; no date in the future. */
function checkEntry(entry: CrmEntryInput): void {
  if ((entry.object === 'Email') !== (entry.action === 'Email reçu')) {
    throw new HttpError(400, 'invalid_request', "Champ invalide : action (« Email reçu » va avec l'objet Email, et lui seul).");
  }
  if (entry.date > firmToday()) throw new HttpError(400, 'invalid_request', 'Champ invalide : date (pas dans le futur).');
}

export default async function crmRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireArea('crm');
  const call = (request: FastifyRequest, c: Parameters<typeof forwardAsUser>[2]) => forwardAsUser(app.upstream, request.session!, c);

  async function page(request: FastifyRequest, n: number): Promise<{ rows: Row[]; lastPage: number }> {
    const body = expectSuccess(await call(request, { method: 'GET', path: '/kpis', query: { page: n } })).body;
    if (!isRecord(body) || !Array.isArray(body.data)) throw upstreamFailure(new UpstreamError('bad_response', 'kpis is not a page'));
    return { rows: body.data.filter(isRecord), lastPage: Math.max(1, integerOrNull(body.last_page) ?? 1) };
  }

  async function allEntries(request: FastifyRequest): Promise<CrmEntry[]> {
    const first = await page(request, 1);
    const rows = [...first.rows];
    for (let start = 2; start <= first.lastPage; start += PARALLEL_PAGES) {
      const numbers = Array.from({ length: Math.min(PARALLEL_PAGES, first.lastPage - start + 1) }, (_, i) => start + i);
      for (const next of await Promise.all(numbers.map((n) => page(request, n)))) rows.push(...next.rows);
    }
    return rows.map(toEntry).filter((e): e is CrmEntry => e !== null);
  }

  app.get<{ Querystring: { object?: string; action?: string; from?: string; to?: string; page?: number; perPage?: number } }>(
    '/api/crm/entries',
    {
      preHandler: guard,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            object: { type: 'string', enum: CRM_OBJECTS },
            action: { type: 'string', enum: CRM_ACTIONS },
            from: { type: 'string', format: 'date' },
            to: { type: 'string', format: 'date' },
            page: { type: 'integer', minimum: 1, default: 1 },
            perPage: { type: 'integer', enum: [10, 25, 50, 100, 1000], default: 25 },
          },
        },
        response: { 200: pagedOf('CrmEntry') },
      },
    },
    async (request): Promise<Paged<CrmEntry>> => {
      const { object, action, from, to, page: n = 1, perPage = 25 } = request.query;
      const entries = (await allEntries(request)).filter(
        (e) => (!object || e.object === object) && (!action || e.action === action) && (!from || e.date >= from) && (!to || e.date <= to),
      );
      return { items: entries.slice((n - 1) * perPage, n * perPage), total: entries.length };
    },
  );

  app.post<{ Body: CrmEntryInput }>('/api/crm/entries', { preHandler: guard, schema: { body: entryBody, response: { 201: ref('CrmEntry') } } }, async (request, reply) => {
    checkEntry(request.body);
    const answer = expectSuccess(await call(request, { method: 'POST', path: '/kpis', json: { ...toUpstream(request.body), admin_id: Number(request.session!.user.id) } }));
    const entry = isRecord(answer.body) ? toEntry(answer.body) : null;
    if (!entry) throw upstreamFailure(new UpstreamError('bad_response', 'created entry is not readable'));
    return reply.code(201).send(entry);
  });

  app.put<{ Params: { id: number }; Body: CrmEntryInput }>(
    '/api/crm/entries/:id',
    { preHandler: guard, schema: { params: idParams, body: entryBody, response: { 200: ref('CrmEntry') } } },
    async (request) => {
      checkEntry(request.body);
      const answer = expectSuccess(await call(request, { method: 'PUT', path: `/kpis/${request.params.id}`, json: toUpstream(request.body) }));
      const entry = isRecord(answer.body) ? toEntry(answer.body) : null;
      if (!entry) throw upstreamFailure(new UpstreamError('bad_response', 'updated entry is not readable'));
      return entry;
    },
  );

  app.delete<{ Params: { id: number } }>('/api/crm/entries/:id', { preHandler: guard, schema: { params: idParams } }, async (request, reply) => {
    expectSuccess(await call(request, { method: 'DELETE', path: `/kpis/${request.params.id}` }));
    return reply.code(204).send();
  });
}
