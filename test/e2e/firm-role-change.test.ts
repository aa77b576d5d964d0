/**
 * Issue 34 in the browser: the built BFF in front of a firm API that is a server of its own (the demo
 * upstream, on its own loopback port), whose data the test changes behind the BFF's back. A
 * Consultant demoted to Expert there is signed out at his next call, told why, and signs in again
 * with the Expert's menu.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { buildDemoUpstream } from '../../server/demo/upstream/app.js';
import { publishedAccounts } from '../../server/demo/data/people.js';
import type { Role } from '../../shared/schemas/people.js';
import type { DemoAccount } from '../../shared/schemas/config.js';
import { PATHS } from '../../shared/paths.js';
import { menuIds, newPage, setupFile, signIn, toastWith, waitForPath } from './harness.js';

const firm = buildDemoUpstream();
const firmUrl = await firm.app.listen({ host: '127.0.0.1', port: 0 });
const dataDir = mkdtempSync(join(tmpdir(), 'bo-e2e-firm-'));
t.teardown(async () => {
  await firm.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const TTL_S = 1;
const setup = setupFile(t, { UPSTREAM_URL: firmUrl, SESSION_SECRET: 'e2e-firm-role-change-secret-0123456789abcdef', DATA_DIR: dataDir, UPSTREAM_LIST_TTL_S: String(TTL_S) });
const account = (role: Role): DemoAccount => publishedAccounts().find((a) => a.role === role)!;

t.test('a Consultant demoted in the firm API is signed out at his next call, told why, and comes back as an Expert', async (t) => {
  const consultant = account('Consultant');
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, consultant);
  t.ok((await menuIds(page)).includes('members'), 'a Consultant sees the members');

  const person = firm.store.data.users.find((u) => u.email === consultant.email)!;
  const before = person.role;
  person.role = 'Expert';
  t.teardown(() => {
    person.role = before;
  });
  await sleep(TTL_S * 1000 + 300);
  // His next call (the screen's own refresh, the tasks' count, or a click) meets the ended session.
  await page.locator('nav[aria-label="Menu principal"]').getByRole('link', { name: 'Clients' }).first().click({ timeout: 2000 }).catch(() => undefined);
  await waitForPath(page, PATHS.login);
  t.match((await toastWith(page, 'Votre rôle a changé')).text, 'Votre rôle a changé dans l’API du cabinet : reconnectez-vous.', 'the toast says why');

  await signIn(page, setup.bff, consultant);
  const menu = await menuIds(page);
  t.notOk(menu.includes('members'), `signed in again with the role the firm API gives: an Expert's menu (${menu.join(', ')})`);
});
