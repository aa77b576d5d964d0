/**
 * What `npm run bench -- scale` measures at each size of the firm: one row per endpoint, so that
 * adding an endpoint is one line. An endpoint the BFF does not have yet answers 404 and is printed
 * « absent ».
 */
import { shareOf } from '../server/exports/export-turns.js';
import { exportLimits } from '../server/exports/export-config.js';
import { isoWeekOf } from '../shared/periods.js';

/** Real records of the firm of that size, and today's periods. */
export interface ScaleContext {
  clientId: number;
  contractId: number;
  /** a last name many clients share */
  lastName: string;
  year: number;
  month: number;
  /** the ISO week of today, and the year it belongs to */
  week: { year: number; week: number };
}

export interface ScaleEndpoint {
  name: string;
  /** the path under the BFF's base, without a leading slash */
  path: (c: ScaleContext) => string;
  /** whose session calls it (default: the demo admin) */
  as?: 'admin' | 'Expert';
  /** users calling it at once, when not BENCH_CONNECTIONS: an export is a download now and then, not a page ten people turn */
  connections?: number;
}

export const SCALE_ENDPOINTS: readonly ScaleEndpoint[] = [
  { name: 'client by id', path: (c) => `api/clients/${c.clientId}` },
  { name: 'contract by id', path: (c) => `api/contracts/${c.contractId}` },
  { name: 'unread count (badge)', path: () => 'unread_count' },
  { name: 'clients, page 1 of 25', path: () => 'api/clients?page=1&perPage=25' },
  { name: "clients, page 1 of 25 (Expert: theirs)", path: () => 'api/clients?page=1&perPage=25', as: 'Expert' },
  { name: 'clients, searched by last name', path: (c) => `api/clients?q=${encodeURIComponent(c.lastName)}&perPage=25` },
  { name: 'contracts, page 1 of 25', path: () => 'api/contracts?page=1&perPage=25' },
  { name: 'contracts, overdue', path: () => 'api/contracts?overdue=true&perPage=25' },
  { name: 'dashboard, this month', path: (c) => `api/statistics/dashboard?period=month&year=${c.year}&index=${c.month}` },
  { name: 'dashboard, this week', path: (c) => `api/statistics/dashboard?period=week&year=${c.week.year}&index=${c.week.week}` },
  { name: 'quick search', path: (c) => `api/search?q=${encodeURIComponent(c.lastName)}` },
  { name: 'tasks, page 1 of 25', path: () => 'api/tasks?page=1&perPage=25' },
  { name: 'CRM entries, page 1 of 25', path: () => 'api/crm/entries?page=1&perPage=25' },
  { name: 'CRM chart figures (12 months)', path: (c) => `api/crm/chart?from=${c.year - 1}-${String(c.month).padStart(2, '0')}-01&to=${c.year}-${String(c.month).padStart(2, '0')}-28` },
  // One person's share of the export turns: past it the BFF answers 429 (server/exports).
  { name: 'contracts CSV export (all)', path: () => 'api/contracts/export.csv', connections: shareOf(exportLimits(process.env).atOnce) },
];

/** Today's periods for the dashboard rows (local time, as the screen asks). */
export function periodsOfToday(now = new Date()): Pick<ScaleContext, 'year' | 'month' | 'week'> {
  return { year: now.getFullYear(), month: now.getMonth() + 1, week: isoWeekOf(now) };
}
