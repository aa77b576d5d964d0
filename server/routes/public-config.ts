/** GET /config: what the client needs before sign-in. Public, so nothing secret. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicConfig, type DemoAccount } from '../../shared/schemas/config.js';
import type { Config, MapTiles } from '../config.js';
import { errorAnswers } from '../schemas/error-answers.js';
import { defaultReach, reach } from '../reach/route-reach.js';

function publicMapTiles({ url, attribution }: MapTiles): NonNullable<PublicConfig['mapTiles']> {
  return attribution === null ? { url } : { url, attribution };
}

const publicConfigRoutes: FastifyPluginAsyncTypebox<{ config: Config; demoAccounts: DemoAccount[] | null }> = async (app, opts) => {
  defaultReach(app, reach.none);
  const body: PublicConfig = {
    demo: opts.demoAccounts !== null,
    basePath: opts.config.basePath,
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    firm: opts.config.firm,
    ...(opts.config.mapTiles ? { mapTiles: publicMapTiles(opts.config.mapTiles) } : {}),
    ...(opts.demoAccounts ? { demoAccounts: opts.demoAccounts } : {}),
  };
  app.get('/config', {
    schema: {
      operationId: 'getPublicConfig', summary: 'What the screens need before sign-in', tags: ['Configuration'], security: [],
      response: { 200: PublicConfig, ...errorAnswers(400) },
    },
  }, async () => body);
};

export default publicConfigRoutes;
