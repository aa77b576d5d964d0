/**
 * The dashboard's figures for a period. Months, quarters and years add up the monthly statistics
 * of the BFF; a week is computed here from the contracts and clients themselves, with the BFF's
 * definitions (server/routes/statistics.ts: paid deposits by deposit date, paid balances by balance
 * date, opportunities = contracts still "En attente" by creation date, closed = finished contracts
 * whose balance is paid, by balance date; staff = contracts created, by state).
 */
import { SERVICE_CODES, type Contract, type MemberStatistics, type MonthIncome, type ServiceCounts, type ServicesByState } from '@shared/types';
import { isoWeekRange, isoWeeksInYear, within } from '@/lib/calendar';
import type { Role } from '@shared/schemas/people';

export const PERIOD_KINDS = ['month', 'quarter', 'year', 'week'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  kind: PeriodKind;
  year: number;
  /** month 1–12, quarter 1–4, ISO week 1–53; ignored for a year */
  index: number;
}

/** The months (1–12) a month, quarter or year covers; a week has none of its own. */
export function monthsOf(period: Period): number[] {
  if (period.kind === 'month') return [period.index];
  if (period.kind === 'quarter') return [1, 2, 3].map((i) => (period.index - 1) * 3 + i);
  if (period.kind === 'year') return Array.from({ length: 12 }, (_, i) => i + 1);
  return [];
}

export function clampIndex(kind: PeriodKind, year: number, index: number): number {
  const max = kind === 'month' ? 12 : kind === 'quarter' ? 4 : kind === 'week' ? isoWeeksInYear(year) : 1;
  return Number.isInteger(index) && index >= 1 && index <= max ? index : 1;
}

export function weekRange(period: Period): { start: Date; end: Date } {
  return isoWeekRange(period.year, period.index);
}

export interface Tiles {
  revenueCents: number;
  depositCents: number;
  depositCount: number;
  balanceCents: number;
  balanceCount: number;
  opportunityCents: number;
  opportunityCount: number;
  /** contracts whose deposit was paid in the period: the client signed */
  signedCount: number;
  /** clients created in the period */
  prospectsCount: number;
  endedCents: number;
  endedCount: number;
}

export function tilesFromIncome(months: readonly MonthIncome[], numbers: readonly number[]): Tiles {
  const picked = months.filter((m) => numbers.includes(m.month));
  const sum = (pick: (m: MonthIncome) => number) => picked.reduce((total, m) => total + pick(m), 0);
  return {
    revenueCents: sum((m) => m.totalCents),
    depositCents: sum((m) => m.depositCents),
    depositCount: sum((m) => m.depositCount),
    balanceCents: sum((m) => m.balanceCents),
    balanceCount: sum((m) => m.balanceCount),
    opportunityCents: sum((m) => m.opportunityCents),
    opportunityCount: sum((m) => m.opportunityCount),
    signedCount: sum((m) => m.depositCount),
    prospectsCount: sum((m) => m.clientsCount),
    endedCents: sum((m) => m.endedCents),
    endedCount: sum((m) => m.endedCount),
  };
}

export function tilesFromContracts(contracts: readonly Contract[], prospectsCount: number, start: Date, end: Date): Tiles {
  const tiles: Tiles = {
    revenueCents: 0,
    depositCents: 0,
    depositCount: 0,
    balanceCents: 0,
    balanceCount: 0,
    opportunityCents: 0,
    opportunityCount: 0,
    signedCount: 0,
    prospectsCount,
    endedCents: 0,
    endedCount: 0,
  };
  for (const c of contracts) {
    if (c.depositPaid && within(c.depositDate, start, end)) {
      tiles.depositCount++;
      tiles.depositCents += c.depositCents;
    }
    if (c.balancePaid && within(c.balanceDate, start, end)) {
      tiles.balanceCount++;
      tiles.balanceCents += c.balanceCents;
      if (c.state === 'Terminé') {
        tiles.endedCount++;
        tiles.endedCents += c.totalTtcCents;
      }
    }
    if (c.state === 'En attente' && within(c.createdAt, start, end)) {
      tiles.opportunityCount++;
      tiles.opportunityCents += c.totalTtcCents;
    }
  }
  tiles.revenueCents = tiles.depositCents + tiles.balanceCents;
  tiles.signedCount = tiles.depositCount;
  return tiles;
}

export interface ServicePies {
  waiting: ServiceCounts;
  running: ServiceCounts;
  ended: ServiceCounts;
}

const noServices = (): ServiceCounts => Object.fromEntries(SERVICE_CODES.map((code) => [code, 0])) as ServiceCounts;

export function servicesFromStats(services: ServicesByState, numbers: readonly number[]): ServicePies {
  const add = (months: ServiceCounts[]) => {
    const total = noServices();
    for (const m of numbers) for (const code of SERVICE_CODES) total[code] += months[m - 1]?.[code] ?? 0;
    return total;
  };
  return { waiting: add(services.waiting), running: add(services.running), ended: add(services.ended) };
}

export function servicesFromContracts(contracts: readonly Contract[], start: Date, end: Date): ServicePies {
  const pies: ServicePies = { waiting: noServices(), running: noServices(), ended: noServices() };
  for (const c of contracts) {
    if (!within(c.createdAt, start, end)) continue;
    const target = c.state === 'En attente' ? pies.waiting : c.state === 'En cours' ? pies.running : c.state === 'Terminé' ? pies.ended : null;
    if (target) for (const code of c.services) target[code]++;
  }
  return pies;
}

export interface StaffRow {
  id: number;
  name: string;
  role: Role | null;
  waiting: number;
  running: number;
  ended: number;
  waitingCents: number;
  runningCents: number;
  endedCents: number;
}

export const STAFF_SORTS = ['name', 'role', 'waiting', 'waitingCents', 'running', 'runningCents', 'ended', 'endedCents'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

const emptyRow = (m: MemberStatistics): StaffRow => ({ id: m.id, name: m.name, role: m.role, waiting: 0, running: 0, ended: 0, waitingCents: 0, runningCents: 0, endedCents: 0 });

export function staffFromStats(members: readonly MemberStatistics[], numbers: readonly number[]): StaffRow[] {
  return members.map((member) => {
    const row = emptyRow(member);
    for (const n of numbers) {
      const m = member.months[n - 1];
      if (!m) continue;
      row.waiting += m.waiting;
      row.running += m.running;
      row.ended += m.ended;
      row.waitingCents += m.waitingCents;
      row.runningCents += m.runningCents;
      row.endedCents += m.endedCents;
    }
    return row;
  });
}

/** The contracts created in the week, by who executes them (the client's expert) or who created them. */
export function staffFromContracts(contracts: readonly Contract[], members: readonly MemberStatistics[], by: 'executor' | 'creator', start: Date, end: Date): StaffRow[] {
  const rows = new Map(members.map((m) => [m.id, emptyRow(m)]));
  for (const c of contracts) {
    if (!within(c.createdAt, start, end)) continue;
    const row = rows.get((by === 'creator' ? c.creatorId : c.expertId) ?? -1);
    if (!row) continue;
    if (c.state === 'En attente') (row.waiting++, (row.waitingCents += c.totalTtcCents));
    else if (c.state === 'En cours') (row.running++, (row.runningCents += c.totalTtcCents));
    else if (c.state === 'Terminé') (row.ended++, (row.endedCents += c.totalTtcCents));
  }
  return [...rows.values()];
}

export function sortStaff(rows: readonly StaffRow[], sort: StaffSort, order: 'asc' | 'desc'): StaffRow[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort] ?? '';
    const y = b[sort] ?? '';
    const compared = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr');
    return compared * direction || a.name.localeCompare(b.name, 'fr');
  });
}

export function staffTotals(rows: readonly StaffRow[]): Omit<StaffRow, 'id' | 'name' | 'role'> {
  const sum = (pick: (r: StaffRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    waiting: sum((r) => r.waiting),
    running: sum((r) => r.running),
    ended: sum((r) => r.ended),
    waitingCents: sum((r) => r.waitingCents),
    runningCents: sum((r) => r.runningCents),
    endedCents: sum((r) => r.endedCents),
  };
}
