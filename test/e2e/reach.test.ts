/**
 * Issue 24 in the browser: an Expert who opens another expert's client by its address sees « Client
 * introuvable » and nothing of that client, ever; a Consultant on a client he does not follow sees who
 * keeps its tasks; the client card says when a temporary password expired unused. The BFF keeps its
 * records in a DATA_DIR of the test's own, so that the test can age a temporary password by hand in
 * its SQLite database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import BetterSqlite3 from 'better-sqlite3';
import { clientCardPath } from '../../shared/paths.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import { demoAccount, launchBrowser, newPage, signIn, startBff, type Bff } from './harness.js';
import { apiJson } from './business-helpers.js';
import type { Browser } from 'playwright-core';

const dataDir = mkdtempSync(join(tmpdir(), 'bo-reach-'));
let bff: Bff;
let browser: Browser;
t.before(async () => {
  [bff, browser] = await Promise.all([startBff({ DATA_DIR: dataDir }), launchBrowser()]);
});
t.teardown(async () => {
  await Promise.all([browser?.close(), bff?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A client of the firm that the demo Expert (id 3) does not follow, read as the admin. */
async function anotherExpertsClient(): Promise<Client> {
  const page = await browser.newPage();
  await signIn(page, bff, await demoAccount(bff, 'admin'));
  const clients = await apiJson<Paged<Client>>(page, bff, 'api/clients?perPage=100');
  await page.context().close();
  const found = clients.body.items.find((c) => c.expertId !== 3 && c.expertId !== 2 && c.expertName);
  if (!found) throw new Error('no client followed by another expert');
  return found;
}

t.test('an Expert opening another expert’s client by its address sees « Client introuvable », and never its data', async (t) => {
  const other = await anotherExpertsClient();
  const page = await newPage(t, browser);
  await signIn(page, bff, await demoAccount(bff, 'Expert'));
  const answers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === `/api/clients/${other.id}`) answers.push(response.status());
  });
  // Watch the page while it loads: the client's name must never be drawn, not even for a moment.
  let flashed = false;
  await page.exposeFunction('reachSawName', () => (flashed = true));
  await page.addInitScript((name) => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes(name)) (window as unknown as { reachSawName: () => void }).reachSawName();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, `${other.firstName} ${other.lastName}`);
  await page.goto(`${bff.url}${clientCardPath(other.id).slice(1)}`);
  await page.getByText('Client introuvable').waitFor();
  t.same(answers, [404], 'the BFF answered 404');
  t.notOk(flashed, 'the client’s name never appeared');
  t.equal(await page.getByRole('button', { name: 'Supprimer le client' }).count(), 0, 'nothing to act on');
  t.equal(await page.getByTestId('give-access').count(), 0);
});

t.test('a Consultant on a client he does not follow is told who keeps its tasks', async (t) => {
  const other = await anotherExpertsClient();
  const page = await newPage(t, browser);
  await signIn(page, bff, await demoAccount(bff, 'Consultant'));
  await page.goto(`${bff.url}${clientCardPath(other.id, 'tasks').slice(1)}`);
  await page.getByText('Tâches suivies par son expert').waitFor();
  t.match(await page.locator('.customer-tasks').textContent(), other.expertName!, 'names the expert who follows the client');
  t.equal(await page.locator('.customer-tasks').getByRole('button', { name: 'Nouvelle tâche' }).count(), 0, 'no task to add there');
});

t.test('the client card says when a temporary password expired unused', async (t) => {
  const page = await newPage(t, browser);
  await signIn(page, bff, await demoAccount(bff, 'admin'));
  const clients = await apiJson<Paged<Client>>(page, bff, 'api/clients?perPage=100');
  const client = clients.body.items.find((c) => c.access === 'none' && c.id !== 4)!;
  const given = await page.evaluate(async (url) => (await fetch(url, { method: 'POST', headers: { 'X-CSRF': '1' } })).status, `${bff.url}api/clients/${client.id}/access`);
  t.equal(given, 201);
  await page.goto(`${bff.url}${clientCardPath(client.id).slice(1)}`);
  await page.getByTestId('access-state').getByText('Un mot de passe provisoire a été donné').waitFor();

  // Eight days later (its record aged by hand in the BFF's database).
  const database = new BetterSqlite3(join(dataDir, 'backoffice.sqlite'));
  t.teardown(() => database.close());
  const key = `temporary-password:${client.id}`;
  const row = database.prepare('select value from kept_documents where key = ?').get(key) as { value: string };
  const kept = JSON.parse(row.value) as { expiresAt: string };
  const aged = JSON.stringify({ ...kept, expiresAt: new Date(Date.now() - 86_400_000).toISOString() });
  t.equal(database.prepare('update kept_documents set value = ? where key = ?').run(aged, key).changes, 1, 'the record is in the database');
  await page.reload();
  const state = page.getByTestId('access-state');
  await state.getByText('a expiré').waitFor();
  t.equal(await state.textContent(), 'Le mot de passe provisoire a expiré sans avoir été utilisé : il n’ouvre plus l’accès. Donnez-en un nouveau.');
  t.equal(await page.getByRole('button', { name: 'Donner l’accès à l’espace client' }).count(), 1, 'a new one can be given');
});
