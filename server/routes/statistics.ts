/**
 * /api/statistics: the KPI dashboard's figures (area dashboard: admin, Consultant). One call per
 * view, /dashboard, answers what the screen draws for a period; /income, /services and /members
 * give the year's monthly series it is made of (server/statistics/). And /clients-by-department,
 * the firm's clients per département that the template's map page draws.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientsByDepartment } from '../../shared/schemas/clients-by-department.js';
import { Dashboard, DashboardQuery, IncomeAnswer, MembersAnswer, MembersQuery, ServicesByState, YearQuery } from '../../shared/schemas/statistics.js';
import { requireArea, requireTemplateUser } from '../auth/role-guard.js';
import { errorAnswers, SIGNED_IN_UPSTREAM } from '../schemas/error-answers.js';
import { countByDepartment } from '../statistics/clients-by-department.js';
import { dashboardOf, yearIncome, yearMembers, yearOf, yearServices } from '../statistics/dashboard.js';
import { figureOf } from '../read-model/figures.js';
import { clientsList } from '../read-model/lists/clients.js';
import { reach } from '../reach/route-reach.js';

const tags = ['Statistics'];

const kpiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireArea('dashboard'));

  app.get('/api/statistics/dashboard', {
    schema: {
      operationId: 'getDashboard',
      summary: "The KPI dashboard of a period: tiles, the year's chart, service pies and staff table",
      tags,
      querystring: DashboardQuery,
      response: { 200: Dashboard, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    // The firm's figures; a week's are counted over the contracts the caller reaches.
    config: { reach: reach.list('contract') },
  }, async (request) => dashboardOf(request, request.query));

  app.get('/api/statistics/income', {
    schema: {
      operationId: 'getIncomeStatistics', summary: "The year's income, month by month, in cents", tags,
      querystring: YearQuery,
      response: { 200: IncomeAnswer, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.firm },
  }, async (request) => ({ months: await yearIncome(request, yearOf(request.query.year)) }));

  app.get('/api/statistics/services', {
    schema: {
      operationId: 'getServiceStatistics', summary: 'Services of the waiting, running and finished contracts, month by month', tags,
      querystring: YearQuery,
      response: { 200: ServicesByState, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.firm },
  }, async (request) => yearServices(request, yearOf(request.query.year)));

  app.get('/api/statistics/members', {
    schema: {
      operationId: 'getMemberStatistics', summary: "The staff's contracts and turnover, month by month", tags,
      querystring: MembersQuery,
      response: { 200: MembersAnswer, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.firm },
  }, async (request) => ({ members: await yearMembers(request, yearOf(request.query.year), request.query.by ?? 'executor') }));
};

/** The map page is a template page (admin) over the clients area's data: both guards. */
const clientMapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireTemplateUser);
  app.addHook('preHandler', requireArea('clients'));

  app.get('/api/statistics/clients-by-department', {
    schema: {
      operationId: 'countClientsByDepartment',
      summary: "The firm's clients counted per département of their postal code (the map page's choropleth)",
      tags,
      response: { 200: ClientsByDepartment, ...errorAnswers(400, ...SIGNED_IN_UPSTREAM) },
    },
    config: { reach: reach.list('client') },
  }, async (request) => {
    const clients = await request.server.readModel.view(request, clientsList);
    // The map page is the admin's: every client of the firm.
    return figureOf(clients, 'departments', countByDepartment);
  });
};

const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(kpiRoutes);
  await app.register(clientMapRoutes);
};

export default statisticsRoutes;
