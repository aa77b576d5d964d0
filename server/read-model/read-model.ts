/**
 * The read model (issue 25): the firm API's whole lists kept by the BFF, so that lists, searches
 * and figures cost a page, not the whole firm. `app.readModel.view(request, list)` is the view of a
 * list the request's user gets (fetched at most once per UPSTREAM_LIST_TTL_S for every user and every
 * instance, then answered from memory); `write` records a row written through the BFF (or deleted)
 * for every instance, before the write is answered: whoever wrote it reads it, wherever.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { reacherOfUpstream } from '../upstream/user-upstream.js';
import { CachedList } from './cached-list.js';
import { TimedAnswers } from './figures.js';
import { fetchRows, type Reuse } from './list-fetch.js';
import type { ListSnapshot } from './list-snapshot.js';
import { memorySync, redisSync } from './list-sync.js';
import type { ListDefinition } from './lists/list-definition.js';

export interface ReadModel {
  view<R>(request: FastifyRequest, list: ListDefinition<unknown, R>): Promise<ListSnapshot<R>>;
  write<R>(list: ListDefinition<unknown, R>, id: number | string, row: R | null): Promise<void>;
  /** A route's `written(record)`: the record's row (`rowOf`) put in the lists of every instance, then the record given back. */
  writer<T extends { id: number }, R>(list: ListDefinition<unknown, R>, rowOf: (record: T) => R): (record: T) => Promise<T>;
  /** the firm API's statistics of a year, kept UPSTREAM_LIST_TTL_S (asked again after a write of a contract or a client here) */
  upstreamFigures: TimedAnswers;
}

declare module 'fastify' {
  interface FastifyInstance {
    readModel: ReadModel;
  }
}

/** The view every caller the firm API answers with the whole firm shares (lists/*.ts viewOf). */
const WHOLE_FIRM = 'all';
/** Whether the firm API answers the list differently by role (a client gets none of the whole firm's rows). */
const isRoleDependent = (list: Pick<ListDefinition<unknown, unknown>, 'viewOf'>) => list.viewOf({ id: 0, role: 'Client' }) !== WHOLE_FIRM;

/** A shared snapshot outlives its list's freshness this many times (an instance back from a pause still finds it). */
const SNAPSHOT_KEPT_TTLS = 10;

async function readModelPlugin(app: FastifyInstance, config: Pick<Config, 'upstreamListTtlS'>): Promise<void> {
  const ttlMs = config.upstreamListTtlS * 1000;
  const sync = app.redis ? redisSync(app.redis, Math.max(60_000, ttlMs * SNAPSHOT_KEPT_TTLS)) : memorySync();
  const views = new Map<string, CachedList<unknown>>();
  const upstreamFigures = new TimedAnswers(ttlMs, app.now);

  function cachedView<R>(list: ListDefinition<unknown, R>, view: string): CachedList<R> {
    const key = `${list.name}:${view}`;
    let cached = views.get(key) as CachedList<R> | undefined;
    if (!cached) {
      cached = new CachedList<R>({ list: list.name, view: key, shape: list, sync, ttlMs, now: app.now, log: app.log });
      views.set(key, cached as CachedList<unknown>);
    }
    return cached;
  }

  async function write<R>(list: ListDefinition<unknown, R>, id: number | string, row: R | null): Promise<void> {
    if (list.name === 'contracts' || list.name === 'clients') upstreamFigures.clear();
    await sync.publish(list.name, { id, row });
    for (const [key, cached] of views) if (key.startsWith(`${list.name}:`)) (cached as CachedList<R>).apply({ id, row });
  }

  app.decorate('readModel', {
    async view<R>(request: FastifyRequest, list: ListDefinition<unknown, R>) {
      const { upstream } = request;
      const view = list.viewOf(reacherOfUpstream(upstream));
      const cached = cachedView(list, view);
      return cached.current(async (previous) => {
        const fetched = await fetchRows(upstream, app.records, list, previous as Reuse<unknown, R> | null);
        // The firm API answered as it answers the caller now: shared as the whole firm's only if the
        // caller is still one it answers with the whole firm (asked after the fetch, so that a role
        // changed while it ran is seen); otherwise their sessions end and nothing is kept.
        if (view === WHOLE_FIRM && isRoleDependent(list)) await app.firmPeople.confirmNow(request);
        return fetched;
      });
    },
    upstreamFigures,
    write,
    writer: <T extends { id: number }, R>(list: ListDefinition<unknown, R>, rowOf: (record: T) => R) => async (record: T) => {
      await write(list, record.id, rowOf(record));
      return record;
    },
  });
}

export default fp(readModelPlugin, { name: 'read-model', decorators: { fastify: ['store', 'now'] }, dependencies: ['firm-people'] });
