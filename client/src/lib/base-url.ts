/**
 * The app may be mounted under a sub-path (BASE_PATH): the BFF rewrites the <base> element of
 * index.html, and everything here derives from document.baseURI, never from a build-time constant.
 */

/** The router's basename: the base path without its trailing slash ('' when mounted at /). */
export function routerBasename(): string {
  return new URL(document.baseURI).pathname.replace(/\/+$/, '');
}

/** The router's path of the page now shown (window.location without the base path). */
export function currentRoutePath(): string {
  const base = routerBasename();
  const path = window.location.pathname;
  return base && path.startsWith(base) ? path.slice(base.length) || '/' : path;
}

/** Absolute URL of a BFF endpoint, e.g. apiUrl('session'). */
export function apiUrl(path: string): string {
  return new URL(path.replace(/^\/+/, ''), document.baseURI).toString();
}

/** The href of one of the app's pages for a full page load, e.g. pageHref('/dashboard') under /crm/. */
export function pageHref(routePath: string): string {
  return `${routerBasename()}${routePath}`;
}
