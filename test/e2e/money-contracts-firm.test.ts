/**
 * Issue 8 on the contract screens: an Expert starts from the firm's template, the firm's identity
 * on the print and the footer, payments cancelled only after a question, closing when all is paid,
 * unsaved edits asked about, delete confirmations naming the contract, English labels.
 */
import type { Page } from 'playwright-core';
import type { Test } from 'tap';
import t from 'tap';
import { computeFees, formatEuros } from '../../shared/fees.js';
import { nameInContractLabel, ofName } from '../../shared/french.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { demoAccount, newPage, presetCustomizer, publicConfig, setupFile, signIn, toastWith, waitForPath } from './harness.js';
import type { Client } from '../../shared/schemas/clients.js';
import type { Paged } from '../../shared/schemas/common.js';

const setup = setupFile(t);
const CSRF = { 'X-CSRF': '1' };

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${setup.bff.url}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** The firm saves a 30 % deposit, 90 minutes and its own terms (as a Consultant would, on the template page). */
async function firmTemplate(t: Test): Promise<ContractTemplate> {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  const before = await json<ContractTemplate>(page, 'api/contract-template');
  const firm = { form: { ...before.form, depositPercent: 30, consultationMinutes: 90 }, texts: before.texts, generalConditions: 'CGV du cabinet : acompte à la signature, solde à la remise du dossier.' };
  const saved = await page.request.put(`${setup.bff.url}api/contract-template`, { headers: CSRF, data: firm });
  t.equal(saved.status(), 200, 'the firm saved its template');
  return (await saved.json()) as ContractTemplate;
}

async function expertClient(page: Page): Promise<Client> {
  const mine = await json<Paged<Client>>(page, 'api/clients?scope=mine&perPage=10');
  return mine.items[0];
}

t.test("Expert: a new contract starts from the firm's template and prints its terms and the firm's identity", async (t) => {
  const template = await firmTemplate(t);
  const page = await newPage(t, setup.browser);
  await presetCustomizer(page, setup.bff, { footerType: 'static' });
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Expert'));
  const firm = (await publicConfig(setup.bff)).firm;
  t.ok(firm.name && firm.siret && firm.orias && firm.address, 'demo mode has a firm identity');

  const client = await expertClient(page);
  await page.goto(`${setup.bff.url}pages/create-contract/${client.id}`);
  await page.getByRole('heading', { level: 1, name: 'Nouveau contrat' }).waitFor();
  await page.getByTestId('contract-client').waitFor();
  t.equal(await page.getByText('tarifs de base').count(), 0, 'no "base prices" notice');
  t.equal(await page.locator('#new-contract-deposit').inputValue(), '30', "the firm's deposit, 30 %");
  await page.getByRole('checkbox', { name: template.texts[0].title }).check();
  t.equal(await page.locator('#new-contract-s1-minutes').inputValue(), '90', "the firm's 90 minutes");
  const form = { ...template.form, sections: { ...template.form.sections, 1: true } };
  t.equal(await page.getByTestId('total-deposit').textContent(), formatEuros(computeFees(form).depositCents), 'deposit at 30 %');

  // Leaving with unsaved edits asks first; staying keeps them.
  await page.locator('nav[aria-label="Menu principal"] a[href$="/app/AllContracts"]').click();
  const dialog = page.getByTestId('unsaved-dialog');
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await dialog.waitFor({ state: 'hidden' });
  t.equal(new URL(page.url()).pathname, `/pages/create-contract/${client.id}`, 'still on the new contract');
  t.ok(await page.getByRole('checkbox', { name: template.texts[0].title }).isChecked(), 'the choice is kept');

  await page.emulateMedia({ media: 'print' });
  const printed = (await page.getByTestId('print-sheet').textContent()) ?? '';
  t.match(printed, 'Conditions générales de vente', 'the terms heading');
  t.match(printed, template.generalConditions, "the firm's terms of sale");
  t.match(printed, firm.name!, 'the firm name');
  t.match(printed, firm.address!, 'the firm address');
  t.match(printed, /SIRET \d{3} \d{3} \d{3} \d{5}/, 'the SIRET');
  t.match(printed, `ORIAS n° ${firm.orias}`, 'the ORIAS number');
  await page.emulateMedia({ media: 'screen' });

  const footer = (await page.getByTestId('firm-identity').textContent()) ?? '';
  t.match(footer, firm.name!, 'footer: the firm');
  t.match(footer, `ORIAS n° ${firm.orias}`, 'footer: ORIAS');
  t.match(footer, /SIRET \d{3} \d{3} \d{3} \d{5}/, 'footer: SIRET');
});

t.test('Expert: cancelling a payment asks first; all paid offers to close; delete names the contract', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Expert'));
  const client = await expertClient(page);
  const template = await json<ContractTemplate>(page, 'api/contract-template');
  const created = await page.request.post(`${setup.bff.url}api/contracts`, {
    headers: CSRF,
    data: { clientId: client.id, form: { ...template.form, sections: { ...template.form.sections, 6: true } }, paymentMethod: 'Espèces' },
  });
  t.equal(created.status(), 201);
  const contract = (await created.json()) as Contract;
  await page.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  await page.getByTestId('payment-deposit').waitFor();
  t.equal(await page.locator('#contract-method option:checked').textContent(), 'Espèces', '"Espèces", not "Espèce"');

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) requests.push(`${request.method()} ${request.url()}`);
  });
  const deposit = page.getByRole('switch', { name: 'Acompte versé' });
  const balance = page.getByRole('switch', { name: 'Solde versé' });
  await deposit.click();
  // Asked whether the contract moves on with its first payment: "no" records the payment alone.
  const question = page.getByTestId('payment-state-dialog');
  await question.getByRole('button', { name: 'Laisser « En attente »' }).click();
  await toastWith(page, 'Paiement enregistré');
  t.match(await json<Contract>(page, `api/contracts/${contract.id}`), { depositPaid: true, state: 'En attente' });
  const depositDate = ((await page.getByTestId('payment-deposit-date').textContent()) ?? '').replace('Versé le ', '');
  requests.length = 0;

  // Un-ticking asks, naming the payment and its date; Cancel changes nothing and sends nothing.
  await deposit.click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.waitFor();
  t.match(await confirm.textContent(), `Annuler l’acompte versé le ${depositDate}`, 'names the deposit and its date');
  await confirm.getByRole('button', { name: 'Annuler', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  t.ok(await deposit.isChecked(), 'still paid');
  t.match(await page.getByTestId('payment-deposit-date').textContent(), `Versé le ${depositDate}`, 'its date kept');
  t.same(requests, [], 'no request sent');
  t.ok((await json<Contract>(page, `api/contracts/${contract.id}`)).depositPaid, 'the BFF still has it');

  // The question's close button records nothing; then both paid (balance, "no"): closing is still offered and sets "Terminé".
  await balance.click();
  await question.getByRole('button', { name: 'Fermer' }).click();
  await question.waitFor({ state: 'hidden' });
  t.notOk(await balance.isChecked(), 'closing the question records nothing');
  t.same(requests, [], 'and sends nothing');
  await balance.click();
  await question.getByRole('button', { name: 'Laisser « En attente »' }).click();
  await page.getByTestId('payment-balance-date').filter({ hasText: 'Versé le' }).waitFor();
  const offer = page.getByTestId('offer-finish');
  await offer.getByRole('button', { name: 'Clôturer le contrat (Terminé)' }).click();
  await toastWith(page, 'Contrat clôturé');
  await offer.waitFor({ state: 'hidden' });
  t.equal((await json<Contract>(page, `api/contracts/${contract.id}`)).state, 'Terminé', 'state saved as Terminé');

  // Un-ticking the balance, confirmed: the balance alone is cancelled.
  await balance.click();
  t.match(await confirm.textContent(), 'Annuler le solde versé le', 'names the balance');
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  await toastWith(page, 'Paiement annulé');
  const after = await json<Contract>(page, `api/contracts/${contract.id}`);
  t.match(after, { depositPaid: true, balancePaid: false, balanceDate: null }, 'balance cancelled, deposit kept');

  // Unsaved edits on the contract page are asked about too.
  await page.getByLabel('État', { exact: true }).selectOption('Perdu');
  await page.locator('nav[aria-label="Menu principal"] a[href$="/app/AllContracts"]').click();
  const unsaved = page.getByTestId('unsaved-dialog');
  await unsaved.getByRole('button', { name: 'Rester sur la page' }).click();
  await unsaved.waitFor({ state: 'hidden' });
  t.equal(await page.getByLabel('État', { exact: true }).inputValue(), 'Perdu', 'the edit is kept');
  await page.getByLabel('État', { exact: true }).selectOption('Terminé');

  // The delete confirmation names the contract.
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  t.match(await confirm.textContent(), `Supprimer le contrat C-${contract.id} ${ofName(contract.clientName)} ?`, 'names the contract');
  await confirm.getByRole('button', { name: 'Oui, supprimer' }).click();
  await waitForPath(page, '/app/AllContracts');
});

t.test('English: the contract label and the civility follow the language, on screen and on the print', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'admin'));
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  const list = await json<Paged<Contract>>(page, 'api/contracts?perPage=50');
  const contract = list.items.find((c) => nameInContractLabel(c.label) !== null)!;
  t.ok(contract, 'a contract labelled by the upstream in French');
  const client = await json<Client>(page, `api/clients/${contract.clientId}`);
  await page.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  const name = nameInContractLabel(contract.label)!;
  await page.getByRole('heading', { level: 1, name: `Contract of ${name}` }).waitFor();
  const civility = client.civility === 'Mme' ? 'Mrs' : 'Mr';
  await page.emulateMedia({ media: 'print' });
  // The sheet names the client from the contract until the client's record has loaded.
  await page.getByTestId('print-sheet').getByText(`${civility} ${client.firstName}`).first().waitFor();
  const printed = (await page.getByTestId('print-sheet').textContent()) ?? '';
  t.notMatch(printed, /Contrat d(e |’)/, 'no French label on the English print');
  t.match(printed, `Contract of ${name}`, 'the English label printed');
  t.ok(client.civility, 'the client has a civility');
  t.match(printed, `${civility} ${client.firstName}`, 'printed civility in English');
  await page.emulateMedia({ media: 'screen' });

  // The new contract's client card too.
  await page.goto(`${setup.bff.url}pages/create-contract/${client.id}`);
  t.match(await page.getByTestId('contract-client').textContent(), `${civility} ${client.firstName}`, 'civility in English on screen');
});

t.test('one name per service code: the client form, the contract template and the dashboard agree', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  const tfd = 'Liquidation de la pension';

  await page.goto(`${setup.bff.url}app/user/createUser`);
  const chip = page.locator('label.check-chip', { hasText: 'TFD' });
  await chip.waitFor();
  t.equal((await chip.textContent())?.trim(), `TFD ${tfd}`, 'client form: TFD is the pension settlement');
  t.notMatch(await chip.textContent(), /Audit/, 'not an audit');

  await page.goto(`${setup.bff.url}app/contractTemplate`);
  const tag = page.getByTestId('section-service-5');
  await tag.waitFor();
  t.equal((await tag.textContent())?.trim(), 'TFD', 'template: section 5 sells TFD');
  t.equal(await tag.getAttribute('title'), tfd, 'template: the same name');
  t.equal((await page.getByTestId('section-service-4').textContent())?.trim(), 'AR', 'template: the company audit is AR');

  await page.goto(`${setup.bff.url}dashboard?period=year`);
  await page.getByTestId('service-pies').waitFor();
  t.ok((await page.getByTestId('service-pies').locator('.legend-label', { hasText: 'TFD' }).first().textContent())?.includes(`TFD · ${tfd}`), 'dashboard: the same name');
});

t.test('a contract prints the terms it was made with: a later change of the template changes new contracts only', async (t) => {
  const page = await newPage(t, setup.browser);
  await signIn(page, setup.bff, await demoAccount(setup.bff, 'Consultant'));
  const client = (await json<Paged<Client>>(page, 'api/clients?scope=mine&perPage=10')).items[0];
  const template = await json<ContractTemplate>(page, 'api/contract-template');
  const madeWith = `CGV en vigueur le ${Date.now()} : acompte à la signature.`;
  const putTemplate = (generalConditions: string) =>
    page.request.put(`${setup.bff.url}api/contract-template`, { headers: CSRF, data: { form: template.form, texts: template.texts, generalConditions } });
  t.equal((await putTemplate(madeWith)).status(), 200);
  const created = await page.request.post(`${setup.bff.url}api/contracts`, {
    headers: CSRF,
    data: { clientId: client.id, form: { ...template.form, sections: { ...template.form.sections, 1: true } }, paymentMethod: 'Espèces' },
  });
  t.equal(created.status(), 201, await created.text());
  const contract = (await created.json()) as Contract;
  const changedLater = 'CGV révisées : solde à trente jours.';
  t.equal((await putTemplate(changedLater)).status(), 200, 'the firm changes its terms afterwards');
  t.teardown(() => putTemplate(template.generalConditions));

  await page.goto(`${setup.bff.url}pages/contract/${contract.id}`);
  await page.getByTestId('print-sheet').waitFor({ state: 'attached' });
  await page.emulateMedia({ media: 'print' });
  const printed = (await page.getByTestId('print-sheet').textContent()) ?? '';
  t.match(printed, madeWith, 'the terms in force when it was made');
  t.notMatch(printed, changedLater, 'not the ones of today');
  await page.emulateMedia({ media: 'screen' });
});
