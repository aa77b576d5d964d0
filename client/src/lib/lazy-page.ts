import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

const failed = new Set<() => void>();

/**
 * React.lazy whose failed load can be tried again. React keeps a lazy component that failed to
 * load failed for good; this one starts over after `retryFailedLoads()` (the route error panel's
 * "Réessayer"), so a chunk lost to a network hiccup loads without reloading the app.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const renew = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(renew);
        throw error;
      }),
    );
  };
  renew();
  return (props: P) => createElement(current, props);
}

/** The components whose chunk failed to load ask for it again when next rendered. */
export function retryFailedLoads(): void {
  for (const renew of failed) renew();
  failed.clear();
}
