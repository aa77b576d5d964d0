/**
 * Prometheus metrics (prom-client), kept in a registry of this app's own so that several apps in
 * one process (tests) never mix their counts. Served by metrics-server.ts on METRICS_PORT only.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import {
  loginFailures,
  storeErrors,
  upstreamCalls,
  type LoginFailureEvent,
  type StoreErrorEvent,
  type UpstreamCallEvent,
} from './events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** set when METRICS_PORT is: what GET /metrics on that port reads */
    metricsRegistry?: Registry;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Ids in upstream paths become `:id`, so that a label has a handful of values, not one per record. */
export function foldPath(path: string): string {
  return path.replace(/\/(\d+|[0-9a-f]{8}-[0-9a-f-]{27,})(?=\/|$)/gi, '/:id');
}

function createMetrics(registry: Registry) {
  collectDefaultMetrics({ register: registry });
  return {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered by the BFF, by route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'bff_upstream_request_duration_seconds',
      help: 'Time of a call to the firm API, by method, path (ids folded) and status ("none" when no answer came)',
      labelNames: ['method', 'path', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'bff_upstream_errors_total',
      help: 'Failed calls to the firm API by code: timeout, unreachable, bad_response, or http_<status> for a 5xx answer',
      labelNames: ['code'] as const,
      registers: [registry],
    }),
    loginFailures: new Counter({
      name: 'bff_login_failures_total',
      help: 'Refused or failed sign-ins by reason: invalid_credentials, refused (flagged by the firm API), upstream_error',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'bff_rate_limit_refusals_total',
      help: 'Requests refused with 429 by the rate limit, by route',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    storeErrors: new Counter({
      name: 'bff_store_errors_total',
      help: 'Failed operations on the session/state store (memory or Redis), by operation',
      labelNames: ['operation'] as const,
      registers: [registry],
    }),
  };
}

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  const metrics = createMetrics(registry);
  app.decorate('metricsRegistry', registry);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
  });

  const onUpstreamCall = (message: unknown) => {
    const event = message as UpstreamCallEvent;
    metrics.upstreamDuration.observe(
      { method: event.method, path: foldPath(event.path), status: event.status === null ? 'none' : String(event.status) },
      event.durationS,
    );
    if (event.failure) metrics.upstreamErrors.inc({ code: event.failure });
    else if (event.status !== null && event.status >= 500) metrics.upstreamErrors.inc({ code: `http_${event.status}` });
  };
  const onLoginFailure = (message: unknown) => metrics.loginFailures.inc({ reason: (message as LoginFailureEvent).reason });
  const onStoreError = (message: unknown) => metrics.storeErrors.inc({ operation: (message as StoreErrorEvent).operation });

  upstreamCalls.subscribe(onUpstreamCall);
  loginFailures.subscribe(onLoginFailure);
  storeErrors.subscribe(onStoreError);
  app.addHook('onClose', async () => {
    upstreamCalls.unsubscribe(onUpstreamCall);
    loginFailures.unsubscribe(onLoginFailure);
    storeErrors.unsubscribe(onStoreError);
  });
}

export default fp(metricsPlugin, { name: 'metrics', fastify: '5.x' });
