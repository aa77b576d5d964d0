/**
 * /chat: search a contact by name (any case, accents optional), open a chat (its unread mark goes,
 * for the BFF too), send with Enter (Shift+Enter breaks the line), pin it to the top, change one's
 * own status, start a chat with a new contact; on a phone the list and the chat show one at a time.
 * A Consultant is sent to /misc/not-authorized.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { demoAccount, newPage, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import { apiJson, eventually, openAs } from './business-helpers.js';
import type { ChatProfileResponse, ChatsResponse } from '../../shared/schemas/template-chat.js';

const setup = setupFile(t);

const chatsOnServer = async (page: Page) => (await apiJson<ChatsResponse>(page, setup.bff, 'api/app/chat/chats')).body.chats;
const names = (page: Page, testId: string) => page.getByTestId(testId).locator('.chat-name').allTextContents();

t.test('admin: search, open (unread cleared), send with Enter, pin, status, a new chat', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'chat');
  await page.getByRole('heading', { level: 1, name: 'Discussion' }).waitFor();
  await page.getByTestId('chat-item').first().waitFor();
  await page.getByTestId('chat-placeholder').getByText('Choisissez une discussion').waitFor();

  // The list: pinned first, with their unread marks.
  const before = await chatsOnServer(page);
  const pinnedFirst = before.filter((c) => c.isPinned).length;
  t.equal(await page.getByTestId('chat-item').count(), before.length, 'every chat listed');
  t.equal(await page.getByTestId('chat-pinned').count(), pinnedFirst, 'pinned chats marked');
  const lea = before.find((c) => c.lastMessage?.textContent.startsWith('Il faudra'))!;
  t.ok(lea.unseenMsgs > 0, 'Léa has unread messages');

  // Search: case-insensitive, accents optional, over chats and contacts.
  const search = page.getByRole('searchbox', { name: 'Rechercher un contact' });
  await search.fill('LEA');
  t.equal(await eventually(() => names(page, 'chat-item').then((n) => n.join()), 'Léa Rousseau'), 'Léa Rousseau', 'one chat matches');
  t.equal(await page.getByTestId('contact-item').count(), 0, 'no other contact');
  await search.fill('hugo');
  t.equal(await eventually(() => names(page, 'contact-item').then((n) => n.join()), 'Hugo Bernard'), 'Hugo Bernard', 'a contact without a chat');
  t.equal(await page.getByTestId('chat-item').count(), 0);
  await page.getByText('Aucun contact ne correspond à « hugo ».').waitFor();
  await search.fill('');
  await eventually(() => page.getByTestId('chat-item').count(), before.length);

  // Opening Léa's chat clears its unread mark, on the screen and for the BFF.
  const leaItem = page.getByTestId('chat-item').filter({ hasText: 'Léa Rousseau' });
  t.equal(await leaItem.getByTestId('chat-unread').count(), 1, 'unread mark before');
  await leaItem.click();
  const thread = page.getByTestId('chat-thread');
  await thread.getByRole('heading', { name: 'Léa Rousseau' }).waitFor();
  t.equal(await eventually(() => leaItem.getByTestId('chat-unread').count(), 0), 0, 'unread mark gone');
  t.equal(await eventually(async () => (await chatsOnServer(page)).find((c) => c.contactId === lea.contactId)!.unseenMsgs, 0), 0, 'seen for the BFF');
  t.equal(new URL(page.url()).searchParams.get('contact'), String(lea.contactId), 'the open chat is in the URL');

  // Enter sends; Shift+Enter breaks the line.
  const box = thread.getByLabel('Message à Léa Rousseau');
  await box.fill('Bien reçu, je prépare le justificatif.');
  await box.press('Enter');
  await thread.getByTestId('chat-message').filter({ hasText: 'Bien reçu, je prépare le justificatif.' }).waitFor();
  t.equal(await box.inputValue(), '', 'the box is emptied');
  await box.pressSequentially('Ligne 1');
  await box.press('Shift+Enter');
  await box.pressSequentially('Ligne 2');
  t.equal(await box.inputValue(), 'Ligne 1\nLigne 2', 'Shift+Enter adds a line');
  await box.press('Enter');
  await thread.getByTestId('chat-message').filter({ hasText: 'Ligne 2' }).waitFor();
  await box.press('Enter');
  const sent = (await chatsOnServer(page)).find((c) => c.contactId === lea.contactId)!.msg.filter((m) => m.isSent).map((m) => m.textContent);
  t.same(sent.slice(-2), ['Bien reçu, je prépare le justificatif.', 'Ligne 1\nLigne 2'], 'both sent, nothing for an empty Enter');

  // Pin: Léa's chat (newest message) moves to the top.
  t.not((await names(page, 'chat-item'))[0], 'Léa Rousseau', 'not first before the pin');
  await thread.getByRole('button', { name: 'Épingler la discussion' }).click();
  await toastWith(page, 'Discussion épinglée');
  t.equal(await eventually(async () => (await names(page, 'chat-item'))[0], 'Léa Rousseau'), 'Léa Rousseau', 'pinned first');
  t.equal(await thread.getByTestId('chat-pin').getAttribute('aria-pressed'), 'true');
  t.ok((await chatsOnServer(page)).find((c) => c.contactId === lea.contactId)!.isPinned, 'pinned for the BFF');

  // Own status.
  await page.getByTestId('chat-status').selectOption({ label: 'Ne pas déranger' });
  await toastWith(page, 'Statut mis à jour');
  t.equal((await apiJson<ChatProfileResponse>(page, setup.bff, 'api/app/chat/profile')).body.profile.status, 'busy');

  // A contact without a chat: writing to them starts one.
  await page.getByTestId('contact-item').filter({ hasText: 'Hugo Bernard' }).click();
  await thread.getByText('Écrivez le premier message à Hugo Bernard.').waitFor();
  await thread.getByLabel('Message à Hugo Bernard').fill('Bonjour Hugo !');
  await thread.getByLabel('Message à Hugo Bernard').press('Enter');
  await page.getByTestId('chat-item').filter({ hasText: 'Hugo Bernard' }).waitFor();
  t.equal(await page.getByTestId('contact-item').filter({ hasText: 'Hugo Bernard' }).count(), 0, 'no longer among the contacts');
  t.equal((await chatsOnServer(page)).length, before.length + 1, 'one more chat for the BFF');
});

/** The navbar's status: its text, its dot's presence and whether the dot has the colour of `token`. */
async function navbarStatus(page: Page, token: string): Promise<{ text: string | null; presence: string | null; colour: boolean }> {
  const toggle = page.getByTestId('user-menu');
  const text = await toggle.getByTestId('user-status').textContent();
  const presence = await toggle.locator('.avatar').getAttribute('data-presence');
  const colour = await toggle.locator('.avatar').evaluate((avatar, name) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = `var(${name})`;
    document.body.append(probe);
    const expected = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return getComputedStyle(avatar, '::after').backgroundColor === expected;
  }, token);
  return { text, presence, colour };
}

t.test('the navbar shows the user’s own chat status and follows a change made in the chat at once', async (t) => {
  const page = await newPage(t, setup.browser);
  await openAs(page, setup.bff, 'admin', 'chat');
  // The first test left the admin busy: back to online first.
  await page.getByTestId('chat-status').selectOption({ label: 'En ligne' });
  await page.waitForFunction(() => document.querySelector('[data-testid="user-menu"] .avatar')?.getAttribute('data-presence') === 'online');
  t.same(await navbarStatus(page, '--bs-success'), { text: 'Disponible', presence: 'online', colour: true }, 'available, green, by default');

  await page.getByTestId('chat-status').selectOption({ label: 'Absent' });
  // At once: no reload, the same SWR entry.
  await page.waitForFunction(() => document.querySelector('[data-testid="user-menu"] [data-testid="user-status"]')?.textContent === 'Absent', undefined, { timeout: 2000 });
  t.same(await navbarStatus(page, '--bs-warning'), { text: 'Absent', presence: 'away', colour: true }, 'away, orange');
  t.match(await page.getByTestId('user-menu').getAttribute('aria-label'), /Absent/, 'the menu button says it too');

  await page.getByTestId('chat-status').selectOption({ label: 'Ne pas déranger' });
  await page.waitForFunction(() => document.querySelector('[data-testid="user-menu"] [data-testid="user-status"]')?.textContent === 'Ne pas déranger');
  t.same(await navbarStatus(page, '--bs-danger'), { text: 'Ne pas déranger', presence: 'busy', colour: true }, 'do not disturb, red');

  await page.getByTestId('chat-status').selectOption({ label: 'Hors ligne' });
  await page.waitForFunction(() => document.querySelector('[data-testid="user-menu"] [data-testid="user-status"]')?.textContent === 'Hors ligne');
  t.same(await navbarStatus(page, '--bs-secondary'), { text: 'Hors ligne', presence: 'offline', colour: true }, 'offline, grey');

  // Kept by the BFF: another page, after a reload, says the same.
  await page.goto(`${setup.bff.url}dashboard`);
  await page.waitForFunction(() => document.querySelector('[data-testid="user-menu"] [data-testid="user-status"]')?.textContent === 'Hors ligne');
  t.pass('kept across a reload, on another page');
  await page.getByTestId('language-toggle').click();
  await page.locator('[data-lang="en"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="user-menu"] [data-testid="user-status"]')?.textContent === 'Offline');
  t.pass('in English too');
});

t.test('a Consultant (no template demo) keeps “Disponible” and makes no refused call for it', async (t) => {
  const page = await newPage(t, setup.browser);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('api/app/chat/')) calls.push(request.url());
  });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(500);
  t.equal(await page.getByTestId('user-menu').getByTestId('user-status').textContent(), 'Disponible');
  t.equal(await page.getByTestId('user-menu').locator('.avatar').getAttribute('data-presence'), 'online');
  t.same(calls, [], 'no call to the chat API');
});

t.test('375 px: the list, then the chat alone, and back', async (t) => {
  const page = await newPage(t, setup.browser, { viewport: { width: 375, height: 740 } });
  await openAs(page, setup.bff, 'admin', 'chat');
  const first = page.getByTestId('chat-item').first();
  await first.waitFor();
  t.notOk(await page.getByTestId('chat-placeholder').isVisible(), 'no empty chat beside the list');
  await first.click();
  const thread = page.getByTestId('chat-thread');
  await thread.waitFor();
  t.notOk(await first.isVisible(), 'the list is hidden while a chat is open');
  t.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'no horizontal scroll');
  await thread.getByRole('button', { name: 'Retour aux discussions' }).click();
  await first.waitFor({ state: 'visible' });
  t.notOk(await thread.isVisible(), 'the chat is closed');
});

t.test('a Consultant is sent to not-authorized', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  await page.goto(`${setup.bff.url}chat`);
  await waitForPath(page, '/misc/not-authorized');
  t.pass('not authorized');
});
