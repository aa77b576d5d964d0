import useSWR, { mutate } from 'swr';
import { CRM_CHART_PAGE, type CrmEntry, type CrmEntryInput } from '@shared/schemas/crm';
import { apiGet, apiRequest } from '@/lib/api-client';
import type { Paged } from '@shared/schemas/common';

export const CRM_KEY = 'api/crm/entries';

export interface CrmQuery {
  object?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
  page?: number;
  perPage?: number;
}

export function crmKey(query: CrmQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${CRM_KEY}?${text}` : CRM_KEY;
}

/** GET api/crm/entries: one page, newest first. */
export function useCrmEntries(query: CrmQuery) {
  return useSWR<Paged<CrmEntry>>(crmKey(query), { keepPreviousData: true });
}

/** Every entry between two days (CRM_CHART_PAGE a page), for the chart. */
async function entriesBetween(from: string, to: string): Promise<CrmEntry[]> {
  const entries: CrmEntry[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiGet<Paged<CrmEntry>>(crmKey({ from, to, page, perPage: CRM_CHART_PAGE }));
    entries.push(...answer.items);
    if (answer.items.length === 0 || entries.length >= answer.total) return entries;
  }
}

export function useCrmChartEntries(from: string, to: string) {
  return useSWR<CrmEntry[]>(`${CRM_KEY}:chart:${from}:${to}`, () => entriesBetween(from, to), { keepPreviousData: true });
}

/** The table's pages and the chart both change after a write. */
function revalidate(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(CRM_KEY));
}

/** POST api/crm/entries -> 201 (400 for a future date or an Email / "Email reçu" mismatch). */
export async function createCrmEntry(input: CrmEntryInput): Promise<CrmEntry> {
  const entry = await apiRequest<CrmEntry>(CRM_KEY, { method: 'POST', body: input });
  await revalidate();
  return entry;
}

export async function updateCrmEntry(id: number, input: CrmEntryInput): Promise<CrmEntry> {
  const entry = await apiRequest<CrmEntry>(`${CRM_KEY}/${id}`, { method: 'PUT', body: input });
  await revalidate();
  return entry;
}

export async function deleteCrmEntry(id: number): Promise<void> {
  await apiRequest<null>(`${CRM_KEY}/${id}`, { method: 'DELETE' });
  await revalidate();
}
