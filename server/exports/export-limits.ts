/**
 * The exports' bounds on every export route (issue 34): a route that declares `config: { export: true }`
 * takes one of the instance's export turns (export-turns.ts) after its role and reach checks, keeps
 * it until its answer is closed, and loses it when its reader stops reading (idle-reader.ts). Its
 * schema documents the refusals (EXPORT_ANSWERS): a route that forgets them stops the start.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '../../shared/schemas/common.js';
import { watchReader } from './idle-reader.js';
import { ExportTurns, type ExportLimits } from './export-turns.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** an export: written in one of the instance's export turns, bounded per person (server/exports) */
    export?: true;
  }
  interface FastifyInstance {
    exportTurns: ExportTurns;
  }
}

/** What an export route answers besides its own errors; spread after errorAnswers (its 503 says both). */
export const EXPORT_ANSWERS = {
  429: {
    ...ErrorBody,
    description: 'too_many_exports: the caller already has an export in progress (one person, by cookie or token alike, holds at most half of the export turns); Retry-After says when to try again',
  },
  503: {
    ...ErrorBody,
    description:
      'exports_busy: every export turn of the instance is taken and the line behind them is full, or the wait for a turn ran out (EXPORT_QUEUE_WAIT_MS); Retry-After says when to try again. Or store_unavailable: the session store (Redis) does not answer',
  },
};

function documentsRefusals(route: RouteOptions): boolean {
  const response = (route.schema as { response?: Record<string, { description?: string }> } | undefined)?.response ?? {};
  return ([429, 503] as const).every((status) => response[status]?.description === EXPORT_ANSWERS[status].description);
}

async function exportLimitsPlugin(app: FastifyInstance, limits: ExportLimits): Promise<void> {
  const turns = new ExportTurns(limits);
  app.decorate('exportTurns', turns);

  const takeTurn = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = reply.raw;
    // The caller left before their turn: nothing to write.
    if (res.destroyed) return;
    const turn = turns.take(String(request.session?.user.id ?? `ip:${request.ip}`));
    res.once('close', turn.release);
    await turn.ready;
    watchReader(res, limits.idleTimeoutMs, () => {
      request.log.warn({ route: request.routeOptions.url, idleTimeoutMs: limits.idleTimeoutMs }, 'export abandoned: its reader took nothing for the idle deadline (EXPORT_IDLE_TIMEOUT_MS)');
      res.destroy();
    });
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.export) return;
    if (!documentsRefusals(route)) throw new Error(`export route ${String(route.method)} ${route.url} must document EXPORT_ANSWERS in its response schema (server/exports/export-limits.ts)`);
    // After the area guard, the reach check and the journal's (added before this plugin's hook): 403 and 404 take no turn.
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...own, takeTurn];
  });
}

/** Registered after route-reach and the journal, before every route. */
export default fp(exportLimitsPlugin, { name: 'export-limits' });
