/** The template's grid rows and autocomplete suggestions (spec §7): read-only sample data, the same for every user. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AutocompleteData, GridData } from '../../../shared/schemas/template-grid.js';
import { CITY_SUGGESTIONS, GRID_ROWS } from '../../template-api/seed/grid.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const gridRoutes: FastifyPluginAsyncTypebox = async (app) => {

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

export default gridRoutes;
