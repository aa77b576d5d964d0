/**
 * Spec §9: the old application registered a service worker; a browser that still holds it would
 * keep serving the old app from its cache. This product has none, so every registration found at
 * start is removed. Browsers without service workers (or where they are off) have nothing to do.
 */
export async function unregisterServiceWorkers(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<number> {
  if (!container?.getRegistrations) return 0;
  try {
    const registrations = await container.getRegistrations();
    const done = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
    return done.filter(Boolean).length;
  } catch {
    // e.g. a SecurityError in a sandboxed or private context: nothing can be registered there either.
    return 0;
  }
}
