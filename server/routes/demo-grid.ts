/** The template's grid rows and autocomplete suggestions (spec §7): read-only demo data, the same for every user. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AutocompleteData, GridData } from '../../shared/schemas/demo-grid.js';
import { requireTemplateDemo } from '../auth/role-guard.js';
import { CITY_SUGGESTIONS, GRID_ROWS } from '../demo-api/seed/grid.js';
import { errorAnswers } from '../schemas/error-answers.js';

const demoGridRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireTemplateDemo);

  app.get('/api/aggrid/data', {
    schema: {
      operationId: 'listGridRows', summary: "The grid's 300 demo rows (people, company, city, zip, e-mail, phone, followers, joined), read-only", tags: ['Grid'],
      response: { 200: GridData, ...errorAnswers(400, 401, 403) },
    },
  }, async () => ({ data: [...GRID_ROWS] }));

  app.get('/api/autocomplete/data', {
    schema: {
      operationId: 'listAutocompleteSuggestions',
      summary: 'Suggestions for an autocomplete field: {data: [{id, label, detail}]}, French cities (label) with postal code and region (detail), by name',
      tags: ['Grid'],
      response: { 200: AutocompleteData, ...errorAnswers(400, 401, 403) },
    },
  }, async () => ({ data: [...CITY_SUGGESTIONS] }));
};

export default demoGridRoutes;
