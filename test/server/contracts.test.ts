import t from 'tap';
import { computeFees, defaultFeeForm } from '../../shared/fees.js';
import { type MonthIncome } from '../../shared/schemas/statistics.js';
import type { CrmEntry } from '../../shared/schemas/crm.js';
import type { ContractTemplate } from '../../shared/schemas/contract-template.js';
import type { Contract } from '../../shared/schemas/contracts.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { ROLES, type Role } from '../../shared/schemas/people.js';
import { aCrmEntryInput } from '../helpers/fixtures.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

t.test('role × route matrix', async (t) => {
  const routes: Array<[string, Role[]]> = [
    ['/api/contract-template', ['admin', 'Consultant', 'Expert']],
    ['/api/contracts', ['admin', 'Consultant', 'Expert']],
    ['/api/statistics/income?year=2026', ['admin', 'Consultant']],
    ['/api/statistics/services', ['admin', 'Consultant']],
    ['/api/statistics/members?by=creator', ['admin', 'Consultant']],
    ['/api/crm/entries', ['admin', 'Consultant', 'Expert']],
  ];
  for (const [url, allowed] of routes) {
    t.equal((await api('GET', url)).statusCode, 401, url);
    for (const role of ROLES) t.equal((await api('GET', url, await bff.as(role))).statusCode, allowed.includes(role) ? 200 : 403, `${role} ${url}`);
  }
});

t.test("an Expert reads the firm's template (not writes it) and their new contract starts from its texts", async (t) => {
  const consultant = await bff.as('Consultant');
  const expert = await bff.as('Expert');
  const before = (await api('GET', '/api/contract-template', consultant)).json() as ContractTemplate;
  const firmForm = { ...before.form, depositPercent: 30, consultationMinutes: 90 };
  const firmTexts = before.texts.map((text, i) => (i === 0 ? { ...text, title: 'Consultation retraite du cabinet' } : text));
  const saved = await api('PUT', '/api/contract-template', consultant, { form: firmForm, texts: firmTexts, generalConditions: 'CGV du cabinet : acompte à la signature.' });
  t.equal(saved.statusCode, 200);
  t.teardown(async () => {
    await api('PUT', '/api/contract-template', consultant, { form: before.form, texts: before.texts, generalConditions: before.generalConditions });
  });

  const read = await api('GET', '/api/contract-template', expert);
  t.equal(read.statusCode, 200, 'Expert GET 200');
  t.match(read.json(), { form: { depositPercent: 30, consultationMinutes: 90 }, generalConditions: 'CGV du cabinet : acompte à la signature.' });
  const refused = await api('PUT', '/api/contract-template', expert, { form: before.form, texts: before.texts, generalConditions: 'pirate' });
  t.equal(refused.statusCode, 403, 'Expert PUT 403');
  t.equal(((await api('GET', '/api/contract-template', consultant)).json() as ContractTemplate).generalConditions, 'CGV du cabinet : acompte à la signature.', 'a refused PUT changes nothing');

  const client = bff.demo.store.data.users.find((u) => u.parent_id === 3 && u.role === 'Client')!;
  const created = await api('POST', '/api/contracts', expert, { clientId: client.id, form: { ...firmForm, sections: { ...firmForm.sections, 1: true } } });
  t.equal(created.statusCode, 201);
  const contract = created.json() as Contract;
  t.equal(contract.texts[0].title, 'Consultation retraite du cabinet', "the contract carries the template's texts");
  t.equal(contract.depositCents, computeFees({ ...firmForm, sections: { ...firmForm.sections, 1: true } }).depositCents, 'deposit at the firm’s 30 %');
  t.equal((await api('DELETE', `/api/contracts/${contract.id}`, expert)).statusCode, 204);
});

t.test('"Espèces" is the cash label; the upstream\'s legacy "Espèce" is read as it and still written so', async (t) => {
  const expert = await bff.as('Expert');
  const row = bff.demo.store.data.contracts[0];
  const legacy = row.payment_method;
  row.payment_method = 'Espèce';
  t.teardown(() => {
    row.payment_method = legacy;
  });
  const admin = await bff.as('admin');
  t.equal(((await api('GET', `/api/contracts/${row.id}`, admin)).json() as Contract).paymentMethod, 'Espèces');
  const listed = (await api('GET', '/api/contracts?perPage=100', admin)).json() as { items: Contract[] };
  t.notOk(listed.items.some((c) => c.paymentMethod === 'Espèce'), 'no "Espèce" in the list');
  const client = bff.demo.store.data.users.find((u) => u.parent_id === 3 && u.role === 'Client')!;
  const form = { ...defaultFeeForm(), sections: { ...defaultFeeForm().sections, 6: true } };
  const created = await api('POST', '/api/contracts', expert, { clientId: client.id, form, paymentMethod: 'Espèces' });
  t.equal(created.statusCode, 201);
  const id = (created.json() as Contract).id;
  t.equal((created.json() as Contract).paymentMethod, 'Espèces');
  t.equal(bff.demo.store.data.contracts.find((c) => c.id === id)!.payment_method, 'Espèce', 'the upstream keeps its own value');
  t.equal((await api('DELETE', `/api/contracts/${id}`, expert)).statusCode, 204);
});

t.test('template: the fee sample, its texts and exact totals; a save recomputes what the browser says', async (t) => {
  const consultant = await bff.as('Consultant');
  const template = (await api('GET', '/api/contract-template', consultant)).json() as ContractTemplate;
  t.same(template.form.flatPrices, { 2: 990, 3: 2990, 4: 3990, 5: 1500, 6: 750, 7: 750 });
  t.equal(template.form.hourlyRate, 260);
  t.equal(template.form.vatPercent, 20);
  t.equal(template.form.depositPercent, 75);
  t.equal(template.texts.length, 7);
  t.match(template.texts[0].title, /Consultation/);
  t.match(template.generalConditions, /Article 1/);

  const form = { ...template.form, sections: { ...template.form.sections, 1: true, 2: true }, consultationMinutes: 7, vatPercent: 5.5 };
  // Totals are the BFF's: a body that carries its own is refused (not silently recomputed), and nothing changes.
  const withTotals = await api('PUT', '/api/contract-template', consultant, { form, texts: template.texts, generalConditions: 'CGV 2027', totals: { totalTtcCents: 1 } });
  t.equal(withTotals.statusCode, 400);
  t.match(withTotals.json(), { error: 'invalid_request', field: 'totals' });
  t.same((await api('GET', '/api/contract-template', consultant)).json(), template, 'the refused save changed nothing');
  const saved = await api('PUT', '/api/contract-template', consultant, { form, texts: template.texts, generalConditions: 'CGV 2027' });
  t.equal(saved.statusCode, 200);
  const expected = computeFees(form);
  t.same(saved.json().totals, expected, 'totals from shared/fees.ts');
  const stored = JSON.parse(bff.demo.store.data.template.values);
  t.equal(stored.TOTALHT, (expected.totalHtCents / 100).toFixed(2), 'exact to the cent upstream too');
  t.equal(stored.c1, 'on');
  t.equal((await api('PUT', '/api/contract-template', consultant, { form: { ...form, vatPercent: 150 }, texts: template.texts, generalConditions: '' })).statusCode, 400);
  t.equal((await api('PUT', '/api/contract-template', await bff.as('Expert'), { form, texts: template.texts, generalConditions: '' })).statusCode, 403);
});

t.test('contracts list: normalised states, newest change first, Consultants limited to theirs, overdue panel', async (t) => {
  const admin = await bff.as('admin');
  const all = (await api('GET', '/api/contracts?perPage=100', admin)).json();
  t.equal(all.total, bff.demo.store.data.contracts.length);
  const updated = all.items.map((c: Contract) => c.updatedAt);
  t.same(updated, [...updated].sort().reverse());
  t.ok(all.items.every((c: Contract) => ['En attente', 'En cours', 'Terminé', 'Perdu'].includes(c.state)));
  const legacy = bff.demo.store.data.contracts.find((c) => c.document_state === 'Pending...')!;
  t.equal((await api('GET', `/api/contracts/${legacy.id}`, admin)).json().state, 'En attente', '"Pending..." reads as En attente');
  const waiting = (await api('GET', '/api/contracts?state=En%20attente&perPage=100', admin)).json();
  t.ok(waiting.total > 0 && waiting.items.every((c: Contract) => c.state === 'En attente'));

  // A list row carries the amounts, not the form and terms: the contract's own page reads them, with the same version.
  const sample = all.items[0] as Contract;
  t.notOk('form' in sample || 'texts' in sample || 'generalConditions' in sample, 'no form nor terms in a list row');
  const whole = (await api('GET', `/api/contracts/${sample.id}`, admin)).json() as Contract;
  t.equal(sample.depositCents + sample.balanceCents, sample.totalTtcCents);
  t.same({ total: sample.totalTtcCents, deposit: sample.depositCents }, { total: computeFees(whole.form).totalTtcCents, deposit: computeFees(whole.form).depositCents });
  t.equal(sample.version, whole.version, 'the list row has the version of the whole contract');

  const consultant = await bff.as('Consultant');
  const theirs = (await api('GET', '/api/contracts?perPage=100&scope=all', consultant)).json();
  t.ok(theirs.total > 0 && theirs.total < all.total);
  t.ok(theirs.items.every((c: Contract) => c.expertId === 2 || c.creatorId === 2));
  const foreign = all.items.find((c: Contract) => c.expertId !== 2 && c.creatorId !== 2);
  t.equal((await api('GET', `/api/contracts/${foreign.id}`, consultant)).statusCode, 404);

  const overdue = (await api('GET', '/api/contracts?overdue=true&perPage=100', admin)).json();
  t.ok(overdue.total > 0, `${overdue.total} finished and unpaid for more than 7 days`);
  t.ok(overdue.items.every((c: Contract) => c.state === 'Terminé' && !c.balancePaid));
});

t.test('a contract is found by its reference (C-421, c421, c 421, Réf. C-421, 421) in the list and the quick search; the list sorts by it', async (t) => {
  const admin = await bff.as('admin');
  const all = (await api('GET', '/api/contracts?perPage=100&sort=reference&order=asc', admin)).json() as { items: Contract[]; total: number };
  const ids = all.items.map((c) => c.id);
  t.same(ids, [...ids].sort((a, b) => a - b), 'sort=reference: by number, ascending');
  const desc = (await api('GET', '/api/contracts?perPage=10&sort=reference&order=desc', admin)).json().items as Contract[];
  t.ok(desc[0].id > desc[1].id, 'and descending');
  const target = all.items[Math.floor(all.items.length / 2)];
  t.equal(target.reference, `C-${target.id}`, 'every contract carries its reference');
  for (const typed of [`C-${target.id}`, `c${target.id}`, `c ${target.id}`, `Réf. C-${target.id}`, String(target.id)]) {
    const found = (await api('GET', `/api/contracts?q=${encodeURIComponent(typed)}`, admin)).json() as { items: Contract[]; total: number };
    t.same(found.items.map((c) => c.id), [target.id], `list: "${typed}" finds that contract only`);
    const quick = (await api('GET', `/api/search?q=${encodeURIComponent(typed)}`, admin)).json();
    t.same(quick.contracts, [{ id: target.id, reference: target.reference, label: target.label, clientId: target.clientId, clientName: target.clientName, state: target.state, createdAt: target.createdAt }], `quick search: "${typed}" with reference, client, state and date`);
  }
  t.equal((await api('GET', '/api/contracts?q=C-999999', admin)).json().total, 0, 'an unknown reference finds nothing');
  const consultant = await bff.as('Consultant');
  const foreign = all.items.find((c) => c.expertId !== 2 && c.creatorId !== 2);
  if (foreign) t.equal((await api('GET', `/api/contracts?q=C-${foreign.id}`, consultant)).json().total, 0, "another consultant's contract stays out of reach by its reference too");
});

t.test('a new contract from the template: exact totals, client services, the status asked for the client; payment switches; delete', async (t) => {
  const expert = await bff.as('Expert');
  const client = bff.demo.store.data.users.find((u) => u.parent_id === 3 && u.role === 'Client' && !bff.demo.store.data.contracts.some((c) => c.user_id === u.id))!;
  client.subscribe_services = 'ACTU';
  client.status = null;
  const form = defaultFeeForm();
  form.sections[1] = true;
  form.sections[2] = true;
  form.consultationMinutes = 45;
  t.equal((await api('POST', '/api/contracts', expert, { clientId: client.id, form: defaultFeeForm() })).statusCode, 400, 'at least one section');
  // A total sent by the browser (a read-only field) is accepted and ignored: the BFF computes its own.
  const res = await api('POST', '/api/contracts', expert, { clientId: client.id, form, totalTtcCents: 1, clientStatus: 'En attente' });
  t.equal(res.statusCode, 201);
  const contract = res.json() as Contract;
  const fees = computeFees(form);
  t.match(contract, { clientId: client.id, state: 'En attente', services: ['CH', 'SIMU'], totalTtcCents: fees.totalTtcCents, depositCents: fees.depositCents, depositPaid: false });
  // 45 min at 260 €/h = 195 + 990 = 1 185 € HT; VAT 237; TTC 1 422; deposit 75 % = 1 066.50
  t.equal(contract.totalTtcCents, 142200);
  t.equal(contract.depositCents, 106650);
  t.equal(contract.balanceCents, 35550);
  t.equal(client.subscribe_services, 'CH / SIMU / ACTU', "the client's services gain the contract's");
  t.equal(client.status, 'En attente', 'the client status asked with the contract is set');
  const stored = bff.demo.store.data.contracts.find((c) => c.id === contract.id)!;
  t.equal(stored.advanced_payment, fees.totalTtcCents / 100, 'amounts stored with their cents');

  const pay = (deposit: boolean, balance: boolean, method?: string) => api('POST', `/api/contracts/${contract.id}/payments`, expert, { deposit, balance, ...(method ? { method } : {}) });
  const deposited = (await pay(true, false, 'Chèque de banque')).json() as Contract;
  t.match(deposited, { depositPaid: true, balancePaid: false, balanceDate: null, paymentMethod: 'Chèque de banque' });
  t.ok(deposited.depositDate);
  const paid = (await pay(true, true)).json() as Contract;
  t.match(paid, { depositPaid: true, balancePaid: true, depositDate: deposited.depositDate });
  t.ok(paid.balanceDate);
  const back = (await pay(true, false)).json() as Contract;
  t.match(back, { depositPaid: true, balancePaid: false, balanceDate: null, depositDate: deposited.depositDate }, 'balance off: back to 1');
  const none = (await pay(false, false)).json() as Contract;
  t.match(none, { depositPaid: false, balancePaid: false, depositDate: null, balanceDate: null }, 'deposit off: both cleared');
  const jump = (await pay(false, true)).json() as Contract;
  t.ok(jump.depositDate && jump.balanceDate && jump.balancePaid, 'balance on from nothing sets both dates');
  t.equal((await api('POST', `/api/contracts/${contract.id}/payments`, expert, { deposit: true, balance: false, method: 'Bitcoin' })).statusCode, 400);

  // The state the screen asked about is saved with the payment, in the same write.
  const reset = (await pay(false, false)).json() as Contract;
  t.equal(reset.state, 'En attente');
  const running = await api('POST', `/api/contracts/${contract.id}/payments`, expert, { deposit: true, balance: false, state: 'En cours' });
  t.match(running.json(), { depositPaid: true, state: 'En cours' }, 'a first payment with "En cours"');
  const writes = bff.demo.store.data.contracts.find((c) => c.id === contract.id)!;
  t.match(writes, { status_payment: 1, document_state: 'En cours' });
  const ended = await api('POST', `/api/contracts/${contract.id}/payments`, expert, { deposit: true, balance: true, state: 'Terminé' });
  t.match(ended.json(), { balancePaid: true, state: 'Terminé' }, 'the balance with "Terminé"');
  t.match((await pay(true, true)).json(), { state: 'Terminé' }, 'no state sent: the state stays');
  t.equal((await api('POST', `/api/contracts/${contract.id}/payments`, expert, { deposit: true, balance: true, state: 'Fini' })).statusCode, 400, 'an unknown state is refused');

  const edited = await api('PUT', `/api/contracts/${contract.id}`, expert, { state: 'En cours', form: { ...form, sections: { ...form.sections, 7: true } }, paymentMethod: 'Virement bancaire' });
  t.match(edited.json(), { state: 'En cours', services: ['CH', 'SIMU', 'RAC'], totalTtcCents: computeFees({ ...form, sections: { ...form.sections, 7: true } }).totalTtcCents });
  t.equal((await api('DELETE', `/api/contracts/${contract.id}`, expert)).statusCode, 204);
  t.equal((await api('GET', `/api/contracts/${contract.id}`, expert)).statusCode, 404);
});

t.test('statistics: 12 months in cents, the same figures as the contracts list', async (t) => {
  const admin = await bff.as('admin');
  const year = new Date().getFullYear();
  const { months } = (await api('GET', `/api/statistics/income?year=${year}`, admin)).json() as { months: MonthIncome[] };
  t.equal(months.length, 12);
  const contracts = (await api('GET', '/api/contracts?perPage=100&page=1', admin)).json().total as number;
  const all: Contract[] = [];
  for (let page = 1; page <= Math.ceil(contracts / 100); page++) all.push(...(await api('GET', `/api/contracts?perPage=100&page=${page}`, admin)).json().items);
  const inYear = (iso: string | null) => iso !== null && iso.startsWith(String(year));
  t.equal(months.reduce((s, m) => s + m.depositCents, 0), all.filter((c) => c.depositPaid && inYear(c.depositDate)).reduce((s, c) => s + c.depositCents, 0), 'deposits to the cent');
  t.equal(months.reduce((s, m) => s + m.balanceCents, 0), all.filter((c) => c.balancePaid && inYear(c.balanceDate)).reduce((s, c) => s + c.balanceCents, 0), 'balances to the cent');
  t.ok(months.some((m) => m.depositCents % 100 !== 0), 'cents are kept (the legacy amounts were whole euros)');
  const clientsCreated = bff.demo.store.data.users.filter((u) => u.role === 'Client' && u.created_at.startsWith(String(year))).length;
  t.equal(months.reduce((s, m) => s + m.clientsCount, 0), clientsCreated);
  t.ok(months.every((m) => m.totalCents === m.depositCents + m.balanceCents));
  const services = (await api('GET', `/api/statistics/services?year=${year}`, admin)).json();
  t.equal(services.waiting.length, 12);
  t.match(services.ended[0], { CH: Number, SIMU: Number, AR: Number, TFD: Number, ACTU: Number, RAC: Number });
  const members = (await api('GET', `/api/statistics/members?year=${year}`, admin)).json().members;
  t.ok(members.length >= 8);
  t.match(members[0], { id: Number, name: String, months: Array });
  t.equal(members[0].months.length, 12);
  const executed = members.reduce((s: number, m: { months: { endedCents: number }[] }) => s + m.months.reduce((x, month) => x + month.endedCents, 0), 0);
  const created = (await api('GET', `/api/statistics/members?year=${year}&by=creator`, admin)).json().members;
  const createdSum = created.reduce((s: number, m: { months: { endedCents: number }[] }) => s + m.months.reduce((x, month) => x + month.endedCents, 0), 0);
  t.ok(executed > 0 && createdSum > 0, 'turnover by who executes and by who created');
  t.equal((await api('GET', '/api/statistics/income?year=1990', admin)).statusCode, 400);
});

t.test("the CRM's today is the firm's (Paris), not UTC's", async (t) => {
  const { firmToday } = await import('../../shared/firm-day.js');
  t.equal(firmToday(new Date('2026-11-22T23:30:00Z')), '2026-11-23', 'half past midnight in Paris is already the 23rd');
  t.equal(firmToday(new Date('2026-07-01T21:59:00Z')), '2026-07-01', 'summer time: 23:59 in Paris');
});

t.test('CRM: newest first, 25 a page, filters, create with the objet/action rules, update, delete', async (t) => {
  const expert = await bff.as('Expert');
  const first = (await api('GET', '/api/crm/entries', expert)).json();
  t.equal(first.items.length, 25);
  t.equal(first.total, bff.demo.store.data.kpis.length);
  const dates = first.items.map((e: CrmEntry) => e.date);
  t.same(dates, [...dates].sort().reverse());
  const emails = (await api('GET', '/api/crm/entries?object=Email&perPage=100', expert)).json();
  t.ok(emails.total > 0 && emails.items.every((e: CrmEntry) => e.object === 'Email' && e.action === 'Email reçu'));
  const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const recent = (await api('GET', `/api/crm/entries?from=${lastMonth}&perPage=1000`, expert)).json();
  t.ok(recent.items.every((e: CrmEntry) => e.date >= lastMonth));

  const today = new Date().toISOString().slice(0, 10);
  const entry = aCrmEntryInput({ date: today, note: 'Rappeler jeudi.' });
  t.equal((await api('POST', '/api/crm/entries', expert, { ...entry, action: 'Email reçu' })).statusCode, 400, 'Email reçu only for an e-mail');
  t.equal((await api('POST', '/api/crm/entries', expert, { ...entry, object: 'Email' })).statusCode, 400, 'an e-mail is received');
  t.equal((await api('POST', '/api/crm/entries', expert, { ...entry, date: '2099-01-01' })).statusCode, 400, 'not in the future');
  t.equal((await api('POST', '/api/crm/entries', expert, { ...entry, object: 'Fax' })).statusCode, 400);
  const created = await api('POST', '/api/crm/entries', expert, entry);
  t.equal(created.statusCode, 201);
  t.match(created.json(), { ...entry, authorId: 3 });
  const id = created.json().id;
  t.equal((await api('GET', '/api/crm/entries', expert)).json().items[0].id, id, 'newest first');
  t.match((await api('PUT', `/api/crm/entries/${id}`, expert, { ...entry, action: 'Affaire signée' })).json(), { id, action: 'Affaire signée' });
  t.equal((await api('DELETE', `/api/crm/entries/${id}`, expert)).statusCode, 204);
  t.equal((await api('DELETE', `/api/crm/entries/${id}`, expert)).statusCode, 404);
});

t.test('a contract keeps the terms it was made with: a change of the template changes new contracts only; the demo contracts carry the seed\'s', async (t) => {
  const admin = await bff.as('admin');
  const seeded = (await api('GET', '/api/contracts?perPage=10', admin)).json().items[0] as Contract;
  t.match((await api('GET', `/api/contracts/${seeded.id}`, admin)).json().generalConditions, /^Article 1 – Objet/, "a demo contract carries the seed's terms");
  const template = (await api('GET', '/api/contract-template', admin)).json() as ContractTemplate;
  const client = (await api('GET', '/api/clients?perPage=10', admin)).json().items[0];
  const form = { ...template.form, sections: { ...template.form.sections, 2: true } };
  const before = (await api('POST', '/api/contracts', admin, { clientId: client.id, form })).json() as Contract;
  t.equal(before.generalConditions, template.generalConditions, 'made with the terms in force');
  const texts = template.texts.map((text, i) => (i === 1 ? { ...text, title: 'Simulation (nouvelle offre)' } : text));
  t.equal((await api('PUT', '/api/contract-template', admin, { form: template.form, texts, generalConditions: 'CGV 2027 : tout change.' })).statusCode, 200);
  const read = (await api('GET', `/api/contracts/${before.id}`, admin)).json() as Contract;
  t.equal(read.generalConditions, template.generalConditions, 'the older contract keeps its terms');
  t.equal(read.texts[1].title, template.texts[1].title, 'and its section texts');
  const edited = (await api('PUT', `/api/contracts/${before.id}`, admin, { state: 'En cours', form, paymentMethod: '' })).json() as Contract;
  t.equal(edited.generalConditions, template.generalConditions, 'an edit keeps them too');
  const after = (await api('POST', '/api/contracts', admin, { clientId: client.id, form })).json() as Contract;
  t.match(after, { generalConditions: 'CGV 2027 : tout change.', texts: [{}, { title: 'Simulation (nouvelle offre)' }] }, 'a new contract takes the new ones');
  await api('PUT', '/api/contract-template', admin, { form: template.form, texts: template.texts, generalConditions: template.generalConditions });
});
