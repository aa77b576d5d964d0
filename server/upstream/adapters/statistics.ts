/** Adapters of the upstream's KPI statistics: month-keyed objects in euros -> arrays of 12 months in cents. */
import type { MemberMonth, MemberStatistics, MonthIncome, ServiceCounts, ServicesByState } from '../../../shared/schemas/statistics.js';
import { SERVICE_CODES } from '../../../shared/services.js';
import { normalizeRole } from '../../../shared/schemas/people.js';
import { integerOrNull, textOf as text, type Row } from '../contract/codecs.js';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

function count(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/** Euros (number or "1 234,50" text) to cents. */
function cents(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(/\s/g, '').replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** Month m of an object keyed "1".."12" (or an array indexed 0..11). */
function monthOf(source: unknown, m: number): Row {
  if (Array.isArray(source)) return isRow(source[m - 1]) ? source[m - 1] : {};
  return isRow(source) && isRow(source[m]) ? (source[m] as Row) : {};
}

export function toIncome(body: unknown): MonthIncome[] {
  return MONTHS.map((m) => {
    const r = monthOf(body, m);
    const depositCents = cents(r.current_acompte_amount);
    const balanceCents = cents(r.current_solde_amount);
    return {
      month: m,
      clientsCount: count(r.clients_count),
      depositCount: count(r.current_acompte_count),
      depositCents,
      balanceCount: count(r.current_solde_count),
      balanceCents,
      endedCount: count(r.total_ended_count),
      endedCents: cents(r.total_ended_amount),
      opportunityCount: count(r.opportunite_count),
      opportunityCents: cents(r.opportunite_amount),
      // Recomputed: deposits + balances, whatever the upstream summed.
      totalCents: depositCents + balanceCents,
    };
  });
}

function serviceCounts(r: Row): ServiceCounts {
  return Object.fromEntries(SERVICE_CODES.map((code) => [code, count(r[code])])) as ServiceCounts;
}

export function toServices(body: unknown): ServicesByState | null {
  if (!Array.isArray(body) || body.length < 3) return null;
  const [waiting, running, ended] = body.map((state) => MONTHS.map((m) => serviceCounts(monthOf(state, m))));
  return { waiting, running, ended };
}

function memberMonth(r: Row): MemberMonth {
  return {
    waiting: count(r['En attente']),
    running: count(r['En cours']),
    ended: count(r.Termine ?? r['Terminé']),
    created: count(r.creer),
    waitingCents: cents(r.ca_en_attente),
    runningCents: cents(r.ca_en_cours),
    endedCents: cents(r.ca_termine),
  };
}

export function toMembers(body: unknown, by: 'executor' | 'creator'): MemberStatistics[] | null {
  if (!Array.isArray(body)) return null;
  return body.filter(isRow).flatMap((row) => {
    const id = integerOrNull(row.id);
    if (id === null) return [];
    const months = by === 'creator' ? row.monthArrayCreated ?? row.monthArray : row.monthArray;
    return [{ id, name: text(row.name), role: normalizeRole(row.role), months: MONTHS.map((m) => memberMonth(monthOf(months, m))) }];
  });
}
