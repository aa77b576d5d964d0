/**
 * The year's monthly series, summed here from the contracts and recomputed in cents by
 * shared/fees.ts, so that the dashboard shows exactly what the contracts list shows (the upstream's
 * own sums use the legacy amounts, truncated to whole euros). Paid deposits count by deposit date,
 * paid balances by balance date, opportunities are contracts still "En attente" by creation date,
 * closed ones are finished contracts whose balance is paid, by balance date.
 */
import type { ContractListItem } from '../../shared/schemas/contracts.js';

/** What the figures read of a contract (a list row has it all). */
export type ContractFigures = Pick<ContractListItem, 'state' | 'createdAt' | 'depositPaid' | 'depositDate' | 'depositCents' | 'balancePaid' | 'balanceDate' | 'balanceCents' | 'totalTtcCents' | 'expertId' | 'creatorId' | 'services'>;
import type { MemberMonth, MemberStatistics, MonthIncome, StaffBy } from '../../shared/schemas/statistics.js';

/** The month (1..12) of an ISO date in `year`, or null. */
function monthIn(iso: string | null, year: number): number | null {
  return iso && Number(iso.slice(0, 4)) === year ? Number(iso.slice(5, 7)) : null;
}

export function incomeFromContracts(contracts: readonly ContractFigures[], year: number, clientsCreated: readonly number[]): MonthIncome[] {
  const months: MonthIncome[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    clientsCount: clientsCreated[i] ?? 0,
    depositCount: 0,
    depositCents: 0,
    balanceCount: 0,
    balanceCents: 0,
    endedCount: 0,
    endedCents: 0,
    opportunityCount: 0,
    opportunityCents: 0,
    totalCents: 0,
  }));
  for (const c of contracts) {
    const deposit = c.depositPaid ? monthIn(c.depositDate, year) : null;
    if (deposit) (months[deposit - 1].depositCount++, (months[deposit - 1].depositCents += c.depositCents));
    const balance = c.balancePaid ? monthIn(c.balanceDate, year) : null;
    if (balance) {
      months[balance - 1].balanceCount++;
      months[balance - 1].balanceCents += c.balanceCents;
      if (c.state === 'Terminé') (months[balance - 1].endedCount++, (months[balance - 1].endedCents += c.totalTtcCents));
    }
    const created = c.state === 'En attente' ? monthIn(c.createdAt, year) : null;
    if (created) (months[created - 1].opportunityCount++, (months[created - 1].opportunityCents += c.totalTtcCents));
  }
  for (const m of months) m.totalCents = m.depositCents + m.balanceCents;
  return months;
}

/** The roster's contracts created each month, by state, counted by who executes or who created them (one pass over the contracts). */
export function membersFromContracts(roster: readonly MemberStatistics[], contracts: readonly ContractFigures[], year: number, by: StaffBy): MemberStatistics[] {
  const monthsOf = new Map(roster.map((member) => [member.id, Array.from({ length: 12 }, (): MemberMonth => ({ waiting: 0, running: 0, ended: 0, created: 0, waitingCents: 0, runningCents: 0, endedCents: 0 }))]));
  for (const c of contracts) {
    const m = monthIn(c.createdAt, year);
    if (!m) continue;
    const created = c.creatorId === null ? undefined : monthsOf.get(c.creatorId);
    if (created) created[m - 1].created++;
    const owner = by === 'executor' ? c.expertId : c.creatorId;
    const month = owner === null ? undefined : monthsOf.get(owner)?.[m - 1];
    if (!month) continue;
    if (c.state === 'En attente') (month.waiting++, (month.waitingCents += c.totalTtcCents));
    if (c.state === 'En cours') (month.running++, (month.runningCents += c.totalTtcCents));
    if (c.state === 'Terminé') (month.ended++, (month.endedCents += c.totalTtcCents));
  }
  return roster.map((member) => ({ ...member, months: monthsOf.get(member.id)! }));
}
