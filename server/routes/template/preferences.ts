/** The account settings page's notification preferences, per signed-in user (the page's permissions: the template's). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Preferences } from '../../../shared/schemas/template-preferences.js';
import { signedInUser } from '../../auth/signed-in-user.js';
import { PreferenceStore } from '../../template-api/preferences.js';
import { errorAnswers } from '../../schemas/error-answers.js';

const tags = ['Profile'];
const userOf = (request: Parameters<typeof signedInUser>[0]) => String(signedInUser(request).id);

const preferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const preferences = new PreferenceStore(app.records);

  app.get('/api/profile/preferences', {
    schema: {
      operationId: 'getPreferences', tags,
      summary: "The caller's notification preferences (defaults until saved: e-mails and reminders on, weekly digest off)",
      response: { 200: Preferences, ...errorAnswers(400, 401, 403) },
    },
  }, async (request) => preferences.get(userOf(request)));

  app.put('/api/profile/preferences', {
    schema: {
      operationId: 'savePreferences', tags,
      summary: "Replace the caller's notification preferences (every field required; an unknown one is a 400 and changes nothing)",
      body: Preferences,
      response: { 200: Preferences, ...errorAnswers(400, 401, 403, 413, 415) },
    },
  }, async (request) => preferences.set(userOf(request), request.body));
};

export default preferenceRoutes;
