/** GET /config: what the client needs before sign-in. Public, so nothing secret. */
import type { FastifyInstance } from 'fastify';
import type { DemoAccount, PublicConfig } from '../../shared/types.js';
import type { Config } from '../config.js';

export default async function publicConfigRoutes(
  app: FastifyInstance,
  opts: { config: Config; demoAccounts: DemoAccount[] | null },
): Promise<void> {
  const body: PublicConfig = {
    demo: opts.demoAccounts !== null,
    basePath: opts.config.basePath,
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    firm: opts.config.firm,
    ...(opts.demoAccounts ? { demoAccounts: opts.demoAccounts } : {}),
  };
  app.get('/config', async () => body);
}
