import t from 'tap';
import type { CrmEntry } from '../../shared/schemas/crm.js';
import { CSRF } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { aCrmEntryInput } from '../helpers/fixtures.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

function api(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return bff.app.inject({ method, url, headers: { ...CSRF, cookie }, ...(payload ? { payload } : {}) });
}

const FRENCH_PAIRS = /^0\d( \d{2}){4}$/;

t.test('CRM phones read like the client form’s: French numbers in pairs, whatever the upstream stored', async (t) => {
  const consultant = await bff.as('Consultant');
  // The upstream's journal holds numbers typed any way (no spaces, dots, +33).
  const rows = bff.demo.store.data.kpis;
  rows[0].telephone = '0612345678';
  rows[1].telephone = '06.12.34.56.79';
  rows[2].telephone = '+33 6 12 34 56 80';
  const all = (await api('GET', '/api/crm/entries?perPage=100', consultant)).json().items as CrmEntry[];
  const phones = all.map((e) => e.phone).filter((p) => p !== '');
  t.ok(phones.length > 3, 'entries with a phone');
  t.same(phones.filter((p) => !FRENCH_PAIRS.test(p)), [], 'every French number in pairs');
  const byId = new Map(all.map((e) => [e.id, e.phone]));
  t.equal(byId.get(rows[0].id), '06 12 34 56 78');
  t.equal(byId.get(rows[1].id), '06 12 34 56 79');
  t.equal(byId.get(rows[2].id), '06 12 34 56 80');
});

t.test('a phone typed any way is stored in pairs; a foreign number is kept as typed', async (t) => {
  const consultant = await bff.as('Consultant');
  const today = new Date().toISOString().slice(0, 10);
  const entry = aCrmEntryInput({ object: 'Appel sortant', action: 'Autre', date: today });
  const created = await api('POST', '/api/crm/entries', consultant, { ...entry, phone: '+33612345681' });
  t.equal(created.statusCode, 201);
  t.equal(created.json().phone, '06 12 34 56 81');
  t.equal(bff.demo.store.data.kpis.find((k) => k.id === created.json().id)?.telephone, '06 12 34 56 81', 'the upstream stores the same text');
  const foreign = await api('PUT', `/api/crm/entries/${created.json().id}`, consultant, { ...entry, phone: '+41 22 123 45 67' });
  t.equal(foreign.json().phone, '+41 22 123 45 67');
});

t.test('the chart counts the entries of each day and action of the period, its ends included, and follows a write', async (t) => {
  const consultant = await bff.as('Consultant');
  const all: CrmEntry[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = (await api('GET', `/api/crm/entries?perPage=100&page=${page}`, consultant)).json() as { items: CrmEntry[]; total: number };
    all.push(...items);
    if (all.length >= total || items.length === 0) break;
  }
  const dates = [...new Set(all.map((entry) => entry.date))].sort();
  t.ok(dates.length > 10, 'entries over many days');
  const expected = (from: string, to: string) => {
    const counts = new Map<string, number>();
    for (const { date, action } of all) if (date >= from && date <= to) counts.set(`${date}|${action}`, (counts.get(`${date}|${action}`) ?? 0) + 1);
    return [...counts].map(([key, count]) => ({ date: key.split('|')[0], action: key.split('|')[1], count })).sort((a, b) => a.date.localeCompare(b.date) || a.action.localeCompare(b.action));
  };
  const chart = async (from: string, to: string) => {
    const res = await api('GET', `/api/crm/chart?from=${from}&to=${to}`, consultant);
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], /^application\/json/);
    return res.json().items as Array<{ date: string; action: string; count: number }>;
  };
  const [from, to] = [dates[2], dates[dates.length - 3]];
  t.same(await chart(from, to), expected(from, to), 'every day and action of the period, its first and last days included');
  t.same(await chart(dates[0], dates[0]), expected(dates[0], dates[0]), 'another period: its own answer');
  t.same(await chart('1990-01-01', '1990-12-31'), [], 'a period without entries');

  const created = await api('POST', '/api/crm/entries', consultant, aCrmEntryInput({ object: 'Appel sortant', action: 'Autre', date: to }));
  t.equal(created.statusCode, 201);
  all.push(created.json());
  t.same(await chart(from, to), expected(from, to), 'an entry written is counted at once');
});
