import { lazy, type ComponentType } from 'react';

let chunkFailed = false;

/** A lazy screen whose chunk can be asked for before React renders it (app/router.tsx, on the first load). */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): void };

/**
 * React.lazy that remembers a chunk it could not load. A browser may keep a dynamic import that
 * failed failed for good (Chromium does: no new request is made), so the route error panel's
 * "Réessayer" reloads the page once a chunk failed, and answers again otherwise.
 * preload() starts the same import early (one request: the promise is kept), so a screen's chunk
 * loads beside the layout's instead of after it.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      chunkFailed = true;
      loading = null;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: () => void once().catch(() => undefined) });
}

/** Whether a screen's code failed to load (only a new page load fetches it again). */
export function aChunkFailedToLoad(): boolean {
  return chunkFailed;
}
