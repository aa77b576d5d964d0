/**
 * One view of a list of the firm API (all its rows, or those one user's account gets) as the read
 * model keeps it: fetched once per refresh, not once per request (concurrent requests share the one
 * fetch in flight); kept UPSTREAM_LIST_TTL_S, then served as it is while one refresh runs; a refresh
 * another instance made is taken from the store rather than fetched again. Before answering, the
 * patches written since (by this instance or another) are applied: a user always reads their own write.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ListSnapshot, type ListShape } from './list-snapshot.js';
import type { ListSync, Patch } from './list-sync.js';

export interface CachedListOptions<R> {
  /** the list's name (its patches), and this view's (its snapshot) */
  list: string;
  view: string;
  shape: ListShape<R>;
  sync: ListSync;
  ttlMs: number;
  now: () => number;
  log: FastifyBaseLogger;
}

/** The whole view from the firm API (as the request that asks sees it), given what the last fetch left to reuse (list-fetch.ts). */
export type FetchView<R> = (previous: unknown) => Promise<{ rows: R[]; reuse: unknown }>;

/** How long another instance's fetch is waited for before fetching oneself. */
const WAIT_FOR_OTHERS_MS = 30_000;
const POLL_MS = 100;

export class CachedList<R> {
  private snapshot: ListSnapshot<R> | null = null;
  private builtAt = Number.NEGATIVE_INFINITY;
  private appliedGen = 0;
  private reuse: unknown = null;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly options: CachedListOptions<R>) {}

  /** The view as it is now (its first fetch is awaited; a stale one is answered while it is refreshed). */
  async current(fetch: FetchView<R>): Promise<ListSnapshot<R>> {
    if (this.snapshot) {
      if (this.options.now() - this.builtAt > this.options.ttlMs && !this.refreshing) {
        this.refreshing = this.refresh(fetch).catch((err) => this.options.log.warn({ err, view: this.options.view }, 'read model: a refresh failed; the last rows are answered'));
      }
    } else await this.first(fetch);
    await this.catchUp();
    return this.snapshot!;
  }

  /**
   * The first fetch, the request's own or one in flight: another request's failing (its caller's
   * session ended, say) is not this one's, which then fetches itself.
   */
  private async first(fetch: FetchView<R>): Promise<void> {
    while (!this.snapshot) {
      const joined = this.refreshing;
      if (!joined) {
        await (this.refreshing = this.refresh(fetch));
        if (!this.snapshot) throw new Error(`read model: ${this.options.view} could not be read`);
        return;
      }
      await joined.catch(() => undefined);
    }
  }

  /** A patch of this instance, applied at once (it is applied again, harmlessly, when caught up). */
  apply(patch: Pick<Patch<R>, 'id' | 'row'>): void {
    if (!this.snapshot) return;
    if (patch.row === null) this.snapshot.remove(patch.id);
    else this.snapshot.put(patch.row);
  }

  /** Forgets the view: the next request fetches it anew (patches were lost). */
  private forget(): void {
    this.builtAt = Number.NEGATIVE_INFINITY;
  }

  private async catchUp(): Promise<void> {
    const { sync, list } = this.options;
    const gen = await sync.generation(list);
    if (gen <= this.appliedGen) return;
    const patches = await sync.patchesAfter(list, this.appliedGen);
    if (patches === null) {
      this.forget();
      this.appliedGen = gen;
      return;
    }
    for (const patch of patches) this.apply(patch as Patch<R>);
    this.appliedGen = Math.max(this.appliedGen, ...patches.map((patch) => patch.gen));
  }

  /**
   * Rows fetched while nothing was written are taken into the snapshot answering (ListSnapshot.adopt);
   * otherwise a new snapshot is made, so that a request still reading the old one never sees a row
   * written meanwhile go back to what the fetch read, before the patches are applied again.
   */
  private install(rows: R[], builtAt: number, gen: number, nothingWritten = false): void {
    if (!(nothingWritten && this.snapshot?.adopt(rows))) this.snapshot = new ListSnapshot(this.options.shape, rows);
    this.builtAt = builtAt;
    this.appliedGen = gen;
  }

  private async refresh(fetch: FetchView<R>): Promise<void> {
    try {
      const { sync, view, ttlMs, now } = this.options;
      const shared = await sync.latestSnapshot(view, this.builtAt);
      if (shared && now() - shared.builtAt <= ttlMs) return this.install(shared.rows as R[], shared.builtAt, shared.gen);
      const release = await sync.tryLock(view, WAIT_FOR_OTHERS_MS);
      if (!release) return await this.waitForOthers();
      try {
        const gen = await sync.generation(this.options.list);
        const startedAt = now();
        const { rows, reuse } = await fetch(this.reuse);
        this.reuse = reuse;
        await sync.saveSnapshot(view, { rows, builtAt: startedAt, gen });
        this.install(rows, startedAt, gen, (await sync.generation(this.options.list)) === gen);
      } finally {
        await release();
      }
    } finally {
      this.refreshing = null;
    }
  }

  /** Another instance is fetching the view: its snapshot is awaited (the stale one answers meanwhile). */
  private async waitForOthers(): Promise<void> {
    const { sync, view } = this.options;
    const until = Date.now() + WAIT_FOR_OTHERS_MS;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const shared = await sync.latestSnapshot(view, this.builtAt);
      if (shared) return this.install(shared.rows as R[], shared.builtAt, shared.gen);
    }
    throw new Error(`read model: no instance delivered ${view}`);
  }
}
