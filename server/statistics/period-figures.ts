/**
 * The dashboard's figures for one period. Months, quarters and years add up the monthly series
 * (months.ts); a week is counted from the contracts and clients themselves, with the same
 * definitions (staff = contracts created, by state).
 */
import { within } from '../../shared/periods.js';
import { SERVICE_CODES } from '../../shared/services.js';
import type { ContractFigures as Contract } from './months.js';
import type { MemberStatistics, MonthIncome, ServiceCounts, ServicePies, ServicesByState, StaffBy, StaffRow, Tiles } from '../../shared/schemas/statistics.js';

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

const noServices = (): ServiceCounts => Object.fromEntries(SERVICE_CODES.map((code) => [code, 0])) as ServiceCounts;

export function servicesFromStats(services: ServicesByState, numbers: readonly number[]): ServicePies {
  const add = (months: readonly ServiceCounts[]) => {
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
export function staffFromContracts(contracts: readonly Contract[], members: readonly MemberStatistics[], by: StaffBy, start: Date, end: Date): StaffRow[] {
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
