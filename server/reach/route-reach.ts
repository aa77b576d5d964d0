/**
 * Every route of the JSON surface declares its reach in its options, next to its area guard:
 * `config: { reach: ... }`, built with `reach` below. The declaration says which records the route
 * touches and which ids of its path, body and query name records; this plugin applies it before the
 * handler (so before any firm API write): a record out of reach is a 404, as if it did not exist.
 * A route listed in GET /docs without a declaration stops the BFF at start-up, and the reach matrix
 * test reads the declarations (`app.routeReach`).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { checkRecord, checkRef, type RecordKind, type RefKind } from './reach-checks.js';

export type { RecordKind, RefKind } from './reach-checks.js';

type Refs = Readonly<Record<string, RefKind>>;

export interface RouteReach {
  /** the record the path's `:id` names, checked before the handler (out of reach: 404) */
  readonly record?: RecordKind;
  /** the records a list, a search, figures or an export answers: the handler keeps those the rule reaches */
  readonly lists?: readonly RecordKind[];
  /** a new record of this kind (the ids its body carries are checked) */
  readonly creates?: RecordKind;
  /** ids the JSON body or the query carries, each checked as the record it names */
  readonly body?: Refs;
  readonly query?: Refs;
  /** ids a multipart body carries: checked by the handler as the parts stream in, with the same rule */
  readonly multipart?: Refs;
  /** the caller's own data only (their profile, sessions, bookmarks, the template apps' state) */
  readonly own?: true;
  /** one record of the whole firm, the same for every role of the area (the contract template, the firm's figures) */
  readonly firm?: true;
  /** no record at all (sign-in, configuration, probes) */
  readonly none?: true;
}

/** The declarations, by what they say. */
export const reach = {
  record: (kind: RecordKind, refs: Pick<RouteReach, 'body' | 'query'> = {}): RouteReach => ({ record: kind, ...refs }),
  list: (kinds: RecordKind | readonly RecordKind[], refs: Pick<RouteReach, 'query'> = {}): RouteReach => ({ lists: typeof kinds === 'string' ? [kinds] : kinds, ...refs }),
  creates: (kind: RecordKind, refs: Pick<RouteReach, 'body' | 'multipart'> = {}): RouteReach => ({ creates: kind, ...refs }),
  own: { own: true } as RouteReach,
  firm: { firm: true } as RouteReach,
  none: { none: true } as RouteReach,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** which records the route reaches: required on every documented route (server/reach/route-reach.ts) */
    reach?: RouteReach;
  }
  interface FastifyInstance {
    /** the reach each documented route declared, by `METHOD url` */
    routeReach: ReadonlyMap<string, RouteReach>;
  }
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The ids a request carries where the declaration names them: those present, as numbers (null: none named). */
function idsIn(values: unknown, refs: Refs | undefined): Array<[RefKind, number | null, string]> {
  if (!refs || typeof values !== 'object' || values === null) return [];
  return Object.entries(refs).flatMap(([key, kind]) => {
    const value = (values as Record<string, unknown>)[key];
    return typeof value === 'number' || value === null ? [[kind, value, key] as [RefKind, number | null, string]] : [];
  });
}

async function reachGuard(request: FastifyRequest): Promise<void> {
  const declared = request.routeOptions.config.reach;
  if (!declared) return;
  if (declared.record) {
    const id = (request.params as { id?: unknown }).id;
    if (id !== undefined) await checkRecord(request, declared.record, id as number | string);
  }
  for (const [kind, id, field] of [...idsIn(request.query, declared.query), ...idsIn(request.body, declared.body)]) {
    await checkRef(request, kind, id, field);
  }
}

async function routeReachPlugin(app: FastifyInstance): Promise<void> {
  const declarations = new Map<string, RouteReach>();
  const routes: RouteOptions[] = [];
  app.decorate('routeReach', declarations);
  app.addHook('onRoute', (route: RouteOptions) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    // The HEAD route Fastify adds beside a GET is checked like it, and declared by it.
    if (route.method !== 'HEAD') routes.push(route);
    const declared = route.config?.reach;
    if (!(declared?.record || declared?.body || declared?.query)) return;
    // After the area guard (the plugin's own preHandler hooks run first): 403 for a role, then 404 for a record.
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    if (!own.includes(reachGuard)) route.preHandler = [...own, reachGuard];
  });
  // Checked once every plugin has added its routes (a plugin may give all its routes one reach: defaultReach).
  app.addHook('onReady', async () => {
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const declared = route.config?.reach;
      if (!declared) throw new Error(`route ${methods.join(',')} ${route.url} declares no reach (config.reach, server/reach/route-reach.ts)`);
      for (const method of methods) declarations.set(routeKey(method, route.url), declared);
    }
  });
}

/**
 * Gives every route of a plugin that declares none this reach: for the plugins whose routes all
 * touch the caller's own data (the template apps, bookmarks, the profile), one record of the whole
 * firm (the contract template) or none (sign-in, probes). A record's reach is never given this way:
 * it is declared on its route (route-reach wires its check when the route is added).
 */
export function defaultReach(app: FastifyInstance, declared: RouteReach): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.reach) route.config = { ...route.config, reach: declared };
  });
}

/** Registered before every route, so that it sees them all. */
export default fp(routeReachPlugin, { name: 'route-reach' });
