import { lazy, type ComponentType } from 'react';

let chunkFailed = false;

/**
 * React.lazy that remembers a chunk it could not load. A browser may keep a dynamic import that
 * failed failed for good (Chromium does: no new request is made), so the route error panel's
 * "Réessayer" reloads the page once a chunk failed, and answers again otherwise.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazy(() =>
    load().catch((error: unknown) => {
      chunkFailed = true;
      throw error;
    }),
  );
}

/** Whether a screen's code failed to load (only a new page load fetches it again). */
export function aChunkFailedToLoad(): boolean {
  return chunkFailed;
}
