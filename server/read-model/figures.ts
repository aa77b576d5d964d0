/**
 * Figures computed from a whole list (the dashboard's year, the CRM chart, the clients per
 * département) are kept with the list's revision: computed once, again only when a row changed.
 * The firm API's own statistics (per year) are kept UPSTREAM_LIST_TTL_S, one call in flight at a time.
 */
import type { ListSnapshot } from './list-snapshot.js';

const figures = new WeakMap<ListSnapshot<unknown>, Map<string, { revision: number; input: unknown; value: unknown }>>();

/** A figure of the list's rows (and of `input`, compared by identity), computed again only when either changed. */
export function figureOf<R, T>(snapshot: ListSnapshot<R>, name: string, compute: (rows: readonly R[]) => T, input: unknown = null): T {
  return keptForRevision(snapshot, name, () => compute([...snapshot.rows()]), input);
}

/**
 * A value made from the list's figures rather than its rows (an answer written from a figure): kept like
 * a figure, without the copy of every row that computing a figure starts with.
 */
export function keptForRevision<R, T>(snapshot: ListSnapshot<R>, name: string, compute: () => T, input: unknown = null): T {
  let known = figures.get(snapshot as ListSnapshot<unknown>);
  if (!known) figures.set(snapshot as ListSnapshot<unknown>, (known = new Map()));
  const kept = known.get(name);
  if (kept && kept.revision === snapshot.revision && kept.input === input) return kept.value as T;
  const value = compute();
  known.set(name, { revision: snapshot.revision, input, value });
  return value;
}

/** Answers kept for a while, one load in flight per key (the firm API's statistics of a year). */
export class TimedAnswers {
  private readonly kept = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The kept answer, or the one in flight; another request's load failing (its caller's session ended, say) is not this one's, which then loads itself. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    for (;;) {
      const kept = this.kept.get(key);
      if (!kept || this.now() - kept.at > this.ttlMs) return this.load(key, load);
      try {
        return (await kept.value) as T;
      } catch {
        if (this.kept.get(key) === kept) this.kept.delete(key);
      }
    }
  }

  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const value = load();
    this.kept.set(key, { at: this.now(), value });
    // A failure is not kept: the next request asks again.
    value.catch(() => this.kept.get(key)?.value === value && this.kept.delete(key));
    return value;
  }

  /** Something they count changed through the BFF: they are asked again. */
  clear(): void {
    this.kept.clear();
  }
}
