/**
 * The CRM log (/kpis) in the read model: the firm API gives it 25 entries a page, newest first; a
 * refresh reads every page (PARALLEL_PAGES at a time), once for every user and instance.
 */
import type { CrmEntry } from '../../../shared/schemas/crm.js';
import { toEntry } from '../../upstream/adapters/crm.js';
import { integerOrNull, type Row } from '../../upstream/contract/codecs.js';
import { isRecord } from '../../upstream/errors.js';
import type { UserUpstream } from '../../upstream/user-upstream.js';
import { hashedElement } from '../list-fetch.js';
import { fold } from '../list-query.js';
import { newestKey, type ListDefinition } from './list-definition.js';

const PARALLEL_PAGES = 6;

function page(upstream: UserUpstream, n: number): Promise<{ rows: Row[]; lastPage: number }> {
  return upstream.read({ method: 'GET', path: '/kpis', query: { page: n } }, (body) =>
    isRecord(body) && Array.isArray(body.data) ? { rows: body.data.filter(isRecord), lastPage: Math.max(1, integerOrNull(body.last_page) ?? 1) } : null,
  'kpis page');
}

export const crmEntriesList: ListDefinition<CrmEntry, CrmEntry> = {
  name: 'crmEntries',
  viewOf: () => 'all',
  async elements(upstream, each) {
    const first = await page(upstream, 1);
    first.rows.forEach((row) => hashedElement(row, each));
    for (let start = 2; start <= first.lastPage; start += PARALLEL_PAGES) {
      const numbers = Array.from({ length: Math.min(PARALLEL_PAGES, first.lastPage - start + 1) }, (_, i) => start + i);
      for (const next of await Promise.all(numbers.map((n) => page(upstream, n)))) next.rows.forEach((row) => hashedElement(row, each));
    }
  },
  adapt: (element) => (isRecord(element) ? toEntry(element) : null),
  idOf: (row) => row.id,
  idOfBase: (row) => row.id,
  finish: (base) => base,
  sortValue: (row) => newestKey(row.date, row.id),
  searchOf: (row) => ({ haystack: fold([row.name, row.email, row.note].join(' ')), phones: [] }),
};
