import useSWR from 'swr';
import { CRM_CHART_PAGE, type CrmEntry } from '@shared/schemas/crm';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@shared/schemas/common';
import { crmEntryKeys } from './get-crm-entries';

/** Every entry between two days (CRM_CHART_PAGE a page), for the chart. */
async function entriesBetween(from: string, to: string): Promise<CrmEntry[]> {
  const entries: CrmEntry[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiGet<Paged<CrmEntry>>(crmEntryKeys.list({ from, to, page, perPage: CRM_CHART_PAGE }));
    entries.push(...answer.items);
    if (answer.items.length === 0 || entries.length >= answer.total) return entries;
  }
}

/** GET api/crm/entries, every page of a period: the chart's entries (a write of an entry revalidates them too). */
export function useCrmChartEntries(from: string, to: string) {
  return useSWR<CrmEntry[]>(crmEntryKeys.derived('chart', from, to), () => entriesBetween(from, to), { keepPreviousData: true });
}
