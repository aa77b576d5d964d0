/** /api/statistics/dashboard: one call per view, the same figures as the monthly series and the contracts, scoped to the caller. */
import t from 'tap';
import { isoWeekOf, monthsOf, weekRange, within, type Period } from '../../shared/periods.js';
import type { Dashboard, MemberStatistics, MonthIncome, ServicesByState, StaffRow } from '../../shared/schemas/statistics.js';
import { ROLES } from '../../shared/schemas/people.js';
import { type Contract } from '../../shared/schemas/contracts.js';
import { type Paged } from '../../shared/schemas/common.js';
import { buildTestApp, CSRF, sessionCookieOf } from '../helpers/app.js';
import { buildDemoBff, type DemoBff } from '../helpers/demo-bff.js';
import { startStubUpstream } from '../helpers/stub-upstream.js';

let bff: DemoBff;
t.before(async () => {
  bff = await buildDemoBff(t);
});

const get = (url: string, cookie?: string) => bff.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
async function json<T>(url: string, cookie: string): Promise<T> {
  const res = await get(url, cookie);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
const dashboard = (query: string, cookie: string) => json<Dashboard>(`/api/statistics/dashboard?${query}`, cookie);
async function contractsOf(cookie: string): Promise<Contract[]> {
  const all: Contract[] = [];
  for (let page = 1; ; page++) {
    const answer = await json<Paged<Contract>>(`/api/contracts?scope=all&perPage=100&page=${page}`, cookie);
    all.push(...answer.items);
    if (all.length >= answer.total) return all;
  }
}
const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);
const year = new Date().getFullYear();

t.test('only admin and Consultant read it; a session is needed', async (t) => {
  t.equal((await get('/api/statistics/dashboard')).statusCode, 401);
  for (const role of ROLES) {
    const status = (await get('/api/statistics/dashboard', await bff.as(role))).statusCode;
    t.equal(status, role === 'admin' || role === 'Consultant' ? 200 : 403, role);
  }
});

t.test('a month and a quarter add up the monthly series the other endpoints give', async (t) => {
  const admin = await bff.as('admin');
  const { months } = await json<{ months: MonthIncome[] }>(`/api/statistics/income?year=${year}`, admin);
  const services = await json<ServicesByState>(`/api/statistics/services?year=${year}`, admin);
  const { members } = await json<{ members: MemberStatistics[] }>(`/api/statistics/members?year=${year}&by=creator`, admin);
  for (const period of [{ kind: 'month', year, index: 3 }, { kind: 'quarter', year, index: 2 }, { kind: 'year', year, index: 1 }] as Period[]) {
    const numbers = monthsOf(period);
    const picked = months.filter((m) => numbers.includes(m.month));
    const answer = await dashboard(`period=${period.kind}&year=${year}&index=${period.index}&by=creator`, admin);
    t.same(answer.period, period, `${period.kind}: the period is echoed`);
    t.same(answer.months, months, 'the chart is the year of /income');
    t.same(answer.highlight, numbers, 'the months it highlights');
    t.equal(answer.tiles.revenueCents, sum(picked, (m) => m.totalCents), 'revenue');
    t.equal(answer.tiles.prospectsCount, sum(picked, (m) => m.clientsCount), 'prospects');
    t.equal(answer.tiles.signedCount, answer.tiles.depositCount, 'signed = deposits paid');
    t.equal(answer.pies.ended.CH, sum(numbers, (n) => services.ended[n - 1].CH), 'a pie slice');
    const staff = new Map(answer.staff.map((row) => [row.id, row]));
    t.equal(staff.size, members.length, 'every member has a row');
    for (const m of members) t.equal(staff.get(m.id)!.endedCents, sum(numbers, (n) => m.months[n - 1].endedCents), `${m.name}: by who created`);
  }
  const defaults = await dashboard('', admin);
  t.same(defaults.period, { kind: 'month', year, index: 1 }, 'defaults: January of this year');
});

t.test('a week is counted from the contracts the caller sees: all for the admin, their own for a Consultant', async (t) => {
  for (const role of ['admin', 'Consultant'] as const) {
    const cookie = await bff.as(role);
    const contracts = await contractsOf(cookie);
    const latest = new Date(Math.max(...contracts.map((c) => (c.depositDate ? Date.parse(c.depositDate) : 0))));
    const { year: weekYear, week } = isoWeekOf(latest);
    const period: Period = { kind: 'week', year: weekYear, index: week };
    const { start, end } = weekRange(period);
    const answer = await dashboard(`period=week&year=${weekYear}&index=${week}`, cookie);
    const deposits = contracts.filter((c) => c.depositPaid && within(c.depositDate, start, end));
    const balances = contracts.filter((c) => c.balancePaid && within(c.balanceDate, start, end));
    t.ok(deposits.length > 0, `${role}: that week has deposits`);
    t.equal(answer.tiles.depositCents, sum(deposits, (c) => c.depositCents), `${role}: deposits to the cent`);
    t.equal(answer.tiles.revenueCents, sum(deposits, (c) => c.depositCents) + sum(balances, (c) => c.balanceCents), `${role}: revenue`);
    const created = contracts.filter((c) => within(c.createdAt, start, end));
    t.equal(sum(Object.values(answer.pies.waiting), (n) => n) + sum(Object.values(answer.pies.running), (n) => n) + sum(Object.values(answer.pies.ended), (n) => n),
      sum(created.filter((c) => c.state !== 'Perdu'), (c) => c.services.length), `${role}: the pies count the services of the contracts created`);
    const clients = bff.demo.store.data.users.filter((u) => u.role === 'Client' && within(u.created_at.replace(' ', 'T'), start, end));
    if (role === 'admin') t.equal(answer.tiles.prospectsCount, clients.length, 'prospects: the clients created that week');
    const counted = (row: StaffRow) => row.waiting + row.running + row.ended;
    if (role === 'Consultant') t.ok(answer.staff.every((row) => counted(row) > 0), 'a Consultant sees only the members with contracts that week');
    else t.ok(answer.staff.length >= 8, 'the admin sees the whole team');
    t.ok(answer.highlight.includes(start.getMonth() + 1), 'the chart highlights the week’s month');
  }
  const firm = await dashboard('period=week&year=2026&index=1', await bff.as('admin'));
  const mine = await dashboard('period=week&year=2026&index=1', await bff.as('Consultant'));
  t.ok(mine.tiles.revenueCents <= firm.tiles.revenueCents, "a Consultant's week is part of the firm's");
});

t.test('the query is checked: 400 naming the field', async (t) => {
  const admin = await bff.as('admin');
  for (const [query, field] of [['period=day', 'period'], ['period=month&index=13', 'index'], ['period=week&year=2026&index=54', 'index'], ['year=1990', 'year'], ['by=nobody', 'by']] as const) {
    const res = await get(`/api/statistics/dashboard?${query}`, admin);
    t.equal(res.statusCode, 400, query);
    t.equal(res.json().error, 'invalid_request', query);
    t.match(res.json().field ?? '', field, `${query}: field ${field}`);
  }
  t.equal((await get('/api/statistics/dashboard?period=week&year=2027&index=53', admin)).statusCode, 400, '2027 has 52 ISO weeks');
  t.equal((await get('/api/statistics/dashboard?period=week&year=2026&index=53', admin)).statusCode, 200, '2026 has 53');
});

t.test('an upstream that fails: 502, no figures', async (t) => {
  const stub = await startStubUpstream();
  t.teardown(() => stub.close());
  // Nothing kept between two requests: each asks the firm API again.
  const { app } = await buildTestApp(t, stub.url, { UPSTREAM_LIST_TTL_S: '0' });
  stub.on('POST /login', { kind: 'json', body: { error: false, accessToken: 'tok', user: { id: 1, name: 'Admin', role: 'admin' } } });
  const cookie = sessionCookieOf(await app.inject({ method: 'POST', url: '/login', headers: CSRF, payload: { email: 'a@b.fr', password: 'x' } }));
  stub.on('GET /get_statistics_total_income', { kind: 'json', body: {} });
  stub.on('GET /getPrestation', { kind: 'json', body: [{}, {}, {}] });
  stub.on('GET /getMembersPrestation', { kind: 'json', body: [] });
  stub.on('GET /documents', { kind: 'json', status: 500, body: { message: 'Server Error' } });
  const failed = await app.inject({ method: 'GET', url: '/api/statistics/dashboard?period=year', headers: { cookie } });
  t.equal(failed.statusCode, 502, 'the contracts failed');
  t.match(failed.json(), { error: String, message: String });
  t.notMatch(failed.body, 'Server Error', 'the upstream text is not passed on');

  stub.on('GET /documents', { kind: 'json', body: [] });
  stub.on('GET /getPrestation', { kind: 'json', body: { not: 'a list' } });
  t.equal((await app.inject({ method: 'GET', url: '/api/statistics/dashboard', headers: { cookie } })).statusCode, 502, 'services in a shape it cannot read');
  stub.on('GET /getPrestation', { kind: 'json', body: [{}, {}, {}] });
  const empty = await app.inject({ method: 'GET', url: '/api/statistics/dashboard?period=year', headers: { cookie } });
  t.equal(empty.statusCode, 200, 'a firm with nothing yet');
  t.match(empty.json(), { tiles: { revenueCents: 0, prospectsCount: 0 }, staff: [] });
});
