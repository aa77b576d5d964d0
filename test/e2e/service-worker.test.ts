/**
 * Spec §9: a service worker left registered by the old application is unregistered when the
 * client starts. The product serves no worker script, so the test serves one itself: Chromium's
 * routing answers /old-app-sw.js with JavaScript, the page registers it, and the next start of
 * the app must remove it.
 */
import t from 'tap';
import { newPage, setupFile } from './harness.js';

const setup = setupFile(t);

t.test("the old application's service worker is gone after the app starts", async (t) => {
  const page = await newPage(t, setup.browser);
  await page.context().route('**/old-app-sw.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: "self.addEventListener('install', () => self.skipWaiting());" }),
  );
  await page.goto(`${setup.bff.url}pages/login`);
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));

  // As the old application did: a worker for the whole origin.
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/old-app-sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  t.same(await registrations(), [scope], 'registered and active before the app starts again');

  await page.reload();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  const until = Date.now() + 10_000;
  let left = await registrations();
  while (left.length > 0 && Date.now() < until) {
    await page.waitForTimeout(100);
    left = await registrations();
  }
  t.same(left, [], 'unregistered at start');
});
