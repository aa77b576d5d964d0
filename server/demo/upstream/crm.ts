/** The upstream's CRM log (/kpis): 25 a page, newest first. */
import type { FastifyInstance } from 'fastify';
import { sqlDateTime } from '../data/french-data.js';
import type { DemoKpi } from '../data/rows.js';
import type { DemoStore } from './store.js';
import { KpiBody, KpisQuery } from '../../upstream/contract/kpis.js';

const PER_PAGE = 25;
const FIELDS = ['objet', 'action', 'kpi_date', 'nom_prenom', 'email', 'telephone', 'note'] as const;

export default async function crmRoutes(app: FastifyInstance, { store }: { store: DemoStore }): Promise<void> {
  app.get<{ Querystring: { page?: string } }>('/kpis', { schema: { querystring: KpisQuery } }, async (request) => {
    const all = store.kpis.sorted();
    const lastPage = Math.max(1, Math.ceil(all.length / PER_PAGE));
    const page = Math.min(Math.max(1, Number(request.query.page) || 1), lastPage);
    return { data: all.slice((page - 1) * PER_PAGE, page * PER_PAGE), current_page: page, last_page: lastPage, total: all.length, per_page: PER_PAGE };
  });

  const apply = (kpi: DemoKpi, body: Record<string, unknown>) => {
    for (const field of FIELDS) if (typeof body[field] === 'string') kpi[field] = body[field] as string;
  };

  app.post<{ Body: Record<string, unknown> }>('/kpis', { schema: { body: KpiBody } }, async (request, reply) => {
    const body = request.body ?? {};
    // The firm's server runs on Paris time.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    if (typeof body.kpi_date !== 'string' || body.kpi_date > today) {
      return reply.code(422).send({ message: 'The kpi date must be a date before or equal to today.' });
    }
    const kpi: DemoKpi = {
      id: store.kpis.nextId(),
      objet: '', action: '', kpi_date: '', nom_prenom: '', email: '', telephone: '', note: '',
      admin_id: typeof body.admin_id === 'number' ? body.admin_id : request.caller!.id,
      created_at: sqlDateTime(),
    };
    apply(kpi, body);
    store.kpis.add(kpi);
    return reply.code(201).send(kpi);
  });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/kpis/:id', { schema: { body: KpiBody } }, async (request, reply) => {
    const kpi = store.kpis.get(Number(request.params.id));
    if (!kpi) return reply.code(404).send({ message: 'Not found.' });
    apply(kpi, request.body ?? {});
    store.kpis.changed();
    return kpi;
  });

  app.delete<{ Params: { id: string } }>('/kpis/:id', async (request, reply) => {
    if (!store.kpis.remove(Number(request.params.id))) return reply.code(404).send({ message: 'Not found.' });
    return { success: true };
  });
}
