/**
 * Issue 34, the journal's screens: a change a script made with a personal API token names the token.
 * A Consultant creates a read-write token and a script (the token alone, no cookie) changes one of
 * her clients; the admin's Journal page reads « Jeton « nom » » in the person's cell, the token's id
 * in its title, and so does the client's Historique tab.
 */
import t from 'tap';
import type { BrowserContextOptions } from 'playwright-core';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';
import { newPage, setupFile } from './harness.js';
import { apiJson, openAs } from './business-helpers.js';

const setup = setupFile(t);
const FRENCH: BrowserContextOptions = { locale: 'fr-FR', timezoneId: 'Europe/Paris' };
const CSRF = { 'X-CSRF': '1', 'Content-Type': 'application/json' };

t.test('a change made through an API token: the journal page and the history name the token', async (t) => {
  const consultant = await newPage(t, setup.browser, FRENCH);
  await openAs(consultant, setup.bff, 'Consultant', 'dashboard');
  const [client] = (await apiJson<Paged<Client>>(consultant, setup.bff, 'api/clients?scope=mine&perPage=10&sort=lastName')).body.items;
  const made = await consultant.request.post(`${setup.bff.url}api/profile/tokens`, { headers: CSRF, data: { name: 'Relances e2e', scope: 'read-write', expiresInDays: 1 } });
  t.equal(made.status(), 201);
  const token = (await made.json()) as { id: string; token: string };
  // A script: the token alone, no cookie.
  const written = await fetch(`${setup.bff.url}api/clients/${client.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ comments: `Par script ${Date.now()}` }),
  });
  t.equal(written.status, 200, 'the script writes');

  const admin = await newPage(t, setup.browser, FRENCH);
  await openAs(admin, setup.bff, 'admin', `app/journal?kind=client&recordId=${client.id}&action=patch`);
  const badge = admin.getByTestId('journal-row').first().getByTestId('entry-token');
  await badge.waitFor();
  t.equal(await badge.textContent(), 'Jeton « Relances e2e »', 'the journal page names the token');
  t.match(await badge.getAttribute('title'), token.id, 'its id in the title');
  await admin.goto(`${setup.bff.url}app/user/edit/${client.id}/history`);
  const entry = admin.getByTestId('history-entry').filter({ has: admin.getByTestId('change-comments') }).first();
  await entry.waitFor();
  t.equal(await entry.getByTestId('entry-token').textContent(), 'Jeton « Relances e2e »', "the client's history too");
});
