/**
 * What `use-sync-external-store/shim` gives react-i18next and SWR, from React itself: React 19 has
 * the hook, and the shim package only adds a fallback for React 17 (0.7 kB gzipped in the sign-in
 * page's first load). Aliased in client/vite.config.ts.
 */
export { useSyncExternalStore } from 'react';
