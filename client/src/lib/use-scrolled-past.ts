import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the window is scrolled more than `px`: re-renders only when the answer changes. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > px);
}
