/** The staff table's order and totals (the figures themselves come from the BFF: api/statistics.ts). */
import type { StaffRow } from '@shared/schemas/statistics';

export const STAFF_SORTS = ['name', 'role', 'waiting', 'waitingCents', 'running', 'runningCents', 'ended', 'endedCents'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

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
