/** buildApp(): the BFF as a Fastify instance. It never listens: index.ts does, tests inject. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import csrfGuard from './auth/csrf.js';
import compression from './compression.js';
import sessionCookie from './auth/session-cookie.js';
import bearerToken from './auth/bearer-token.js';
import type { Config } from './config.js';
import { answerError } from './error-handler.js';
import { schemaController } from './schema-validators.js';
import clientAppRoutes from './routes/client-app.js';
import clientRoutes from './routes/clients.js';
import contractTemplateRoutes from './routes/contract-template.js';
import contractRoutes from './routes/contracts.js';
import crmRoutes from './routes/crm.js';
import fileRoutes from './routes/files.js';
import formerClientRoutes from './routes/former-clients.js';
import healthRoutes from './routes/health.js';
import metricsPlugin from './metrics/metrics.js';
import methodNotAllowed from './method-not-allowed.js';
import memberRoutes from './routes/members.js';
import apiTokenRoutes from './routes/api-tokens.js';
import { openapiPlugin, openapiRoute } from './routes/openapi.js';
import profileRoutes from './routes/profile.js';
import publicConfigRoutes from './routes/public-config.js';
import searchRoutes from './routes/search.js';
import sessionRoutes from './routes/session.js';
import statisticsRoutes from './routes/statistics.js';
import taskRoutes from './routes/tasks.js';
import templateAppRoutes from './routes/template/apps.js';
import templateAuthRoutes from './routes/template/auth.js';
import bookmarkRoutes from './routes/template/bookmarks.js';
import unreadCountRoutes from './routes/unread-count.js';
import securityHeaders from './security-headers.js';
import closedRequests from './closed-requests.js';
import malformedRequests, { MALFORMED_REQUEST_ANSWERS } from './malformed-requests.js';
import { createMemoryStore } from './store/memory-store.js';
import { createRedisStore } from './store/redis-store.js';
import type { KeyValueStore } from './store/store.js';
import type { Redis } from 'ioredis';
import { createUpstreamClient, type UpstreamClient } from './upstream/client.js';
import userUpstream from './upstream/user-upstream.js';
import firmPeople from './auth/firm-people.js';
import { KnownFiles } from './upstream/known-files.js';
import { requestSerializer } from './log-serializers.js';
import routeReach from './reach/route-reach.js';
import databasePlugin from './db/database-plugin.js';
import journalPlugin from './journal/journal-plugin.js';
import journalRoutes from './routes/journal.js';
import clientExportRoutes from './routes/client-export.js';
import readModel from './read-model/read-model.js';
import exportLimits from './exports/export-limits.js';
import temporaryPasswordExpiry from './auth/temporary-password-expiry.js';
import { registerSignInLimit } from './auth/sign-in-limit.js';
import type { DemoAccount } from '../shared/schemas/config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what an unforeseen failure (a 5xx not answered on purpose) of the route says, instead of the BFF's own words */
    unexpectedFailureMessage?: string;
  }
  interface FastifyInstance {
    upstream: UpstreamClient;
    /** the Redis connection of the store (REDIS_URL), null with the in-memory store */
    redis: Redis | null;
    /** the time in ms, Date.now unless a test moves it (temporary passwords' expiry) */
    now: () => number;
  }
}

export interface BuildOptions {
  /** the upstream actually called: UPSTREAM_URL, or the embedded demo upstream's address */
  upstreamUrl: string;
  /** listed by GET /config in demo mode; null with a real upstream */
  demoAccounts: DemoAccount[] | null;
  /** folder of the built client (index.html + assets) */
  clientDir: string;
  /** pino destination; tests pass a stream to read the logs */
  logStream?: NodeJS.WritableStream;
  /** tests give a clock they can move; Date.now otherwise */
  now?: () => number;
}

/** Never logged: cookies, Authorization, passwords, tokens. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.accessToken',
  '*.token',
  '*.upstreamToken',
  '*.temporaryPassword',
  '*.p_password',
];

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * TRUST_PROXY=true: the one proxy directly in front is believed, and only it: the client's address
 * is the right-most X-Forwarded-For entry, the one that proxy appended. Fastify's own `true` would
 * take the left-most, which the visitor writes.
 */
const nearestHopOnly = (_address: string, hop: number) => hop === 0;

/** Rewrites /<base>/x to /x so one route table serves both a prefix-stripping proxy and one that keeps it. */
function basePathRewriter(basePath: string): FastifyServerOptions['rewriteUrl'] {
  if (basePath === '/') return undefined;
  const prefix = basePath.slice(0, -1);
  return (req) => {
    const url = req.url ?? '/';
    if (url === prefix || url.startsWith(prefix + '?')) return '/' + url.slice(prefix.length);
    if (url.startsWith(basePath)) return url.slice(prefix.length);
    return url;
  };
}

export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy === true ? nearestHopOnly : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    rewriteUrl: basePathRewriter(config.basePath),
    // removeAdditional: false makes `additionalProperties: false` refuse an unknown field (400) instead of
    // dropping it. A path or query `1e999` is coerced to Infinity past Ajv's type check, and with its
    // default strictNumbers the maximum is then skipped too (it only compares finite numbers): with
    // strictNumbers off, the maximum every input number carries (Id in shared/schemas/common.ts) refuses it.
    ajv: { customOptions: { allErrors: false, removeAdditional: false, strictNumbers: false } },
    schemaController,
    ...MALFORMED_REQUEST_ANSWERS,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('upstream', createUpstreamClient({ baseUrl: options.upstreamUrl, timeoutMs: config.upstreamTimeoutMs }));
  app.addHook('onClose', async () => app.upstream.close());
  // Revocation, the template apps' per-user state and what the upstream cannot hold (a client's free-text
  // business introducer); in Redis the login attempts are counted there too.
  const redisStore = config.redisUrl === null ? null : createRedisStore(config.redisUrl, app.log);
  await redisStore?.settled;
  const store: KeyValueStore = redisStore ?? createMemoryStore();
  app.decorate('store', store);
  app.decorate('redis', redisStore?.client ?? null);
  app.decorate('now', options.now ?? Date.now);
  app.addHook('onClose', async () => app.store.close());
  await app.register(databasePlugin, config);

  // During a graceful shutdown, in-flight answers close their keep-alive connection,
  // otherwise server.close() would wait for the client to hang up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.setErrorHandler(answerError);

  if (config.metricsPort !== null) await app.register(metricsPlugin);
  await app.register(closedRequests);
  await app.register(compression);
  await app.register(openapiPlugin, { basePath: config.basePath });
  await app.register(securityHeaders, { mapTileOrigin: config.mapTiles?.origin ?? null });
  await app.register(malformedRequests);
  await app.register(csrfGuard);
  await app.register(methodNotAllowed);
  await app.register(sessionCookie, config);
  await app.register(bearerToken);
  await app.register(userUpstream, { maxListBytes: config.upstreamMaxListBytes });
  await app.register(firmPeople, config);
  await app.register(temporaryPasswordExpiry);
  await app.register(routeReach);
  await app.register(journalPlugin, config);
  await app.register(readModel, config);
  await app.register(exportLimits, config.exports);
  app.decorate('knownFiles', new KnownFiles());

  // The JSON surface: never cached, since its answers carry or depend on the session.
  await app.register(async (api) => {
    api.addHook('onRequest', (_request, reply, done) => {
      reply.header('cache-control', 'no-store');
      done();
    });
    await registerSignInLimit(api, config);
    await api.register(sessionRoutes, { config });
    await api.register(unreadCountRoutes);
    await api.register(publicConfigRoutes, { config, demoAccounts: options.demoAccounts });
    await api.register(healthRoutes);
    await api.register(bookmarkRoutes);
    await api.register(templateAppRoutes);
    await api.register(templateAuthRoutes, { config });
    await api.register(clientRoutes);
    await api.register(formerClientRoutes);
    await api.register(memberRoutes);
    await api.register(taskRoutes);
    await api.register(fileRoutes);
    await api.register(profileRoutes);
    await api.register(apiTokenRoutes);
    await api.register(contractTemplateRoutes);
    await api.register(contractRoutes);
    await api.register(statisticsRoutes);
    await api.register(crmRoutes);
    await api.register(searchRoutes);
    await api.register(journalRoutes);
    await api.register(clientExportRoutes);
    await api.register(openapiRoute);
  });

  await app.register(clientAppRoutes, { clientDir: options.clientDir, basePath: config.basePath });
  return app;
}
