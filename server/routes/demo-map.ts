/**
 * GET /api/statistics/clients-by-department: the map page's choropleth (/maps/leaflet), the firm's
 * clients counted per département of their postal code (personal address, else the company's).
 * The page is a template page (requireTemplateDemo) over business data (the clients area too);
 * the BFF counts so that the browser gets a few hundred bytes instead of every client.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEPARTMENT_NAMES, departmentOfZip } from '../../shared/departments.js';
import type { Client } from '../../shared/schemas/clients.js';
import { ClientsByDepartment } from '../../shared/schemas/demo-map.js';
import { requireArea, requireTemplateDemo } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { listClients } from '../upstream/resources/clients.js';

export function countByDepartment(clients: readonly Pick<Client, 'personalAddress' | 'companyAddress'>[]): ClientsByDepartment {
  const counts = new Map<string, number>();
  let unlocated = 0;
  for (const client of clients) {
    const code = departmentOfZip(client.personalAddress.zipCode) ?? departmentOfZip(client.companyAddress.zipCode);
    if (code === null) unlocated += 1;
    else counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const departments = [...counts]
    .map(([code, count]) => ({ code, name: DEPARTMENT_NAMES.get(code) ?? code, clients: count }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return { departments, unlocated, total: clients.length };
}

const demoMapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireTemplateDemo);
  app.addHook('preHandler', requireArea('clients'));

  app.get('/api/statistics/clients-by-department', {
    schema: {
      operationId: 'countClientsByDepartment',
      summary: "The firm's clients counted per département of their postal code (the map page's choropleth)",
      tags: ['Statistics'],
      response: { 200: ClientsByDepartment, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
  }, async (request) => countByDepartment(await listClients(request.upstream)));
};

export default demoMapRoutes;
