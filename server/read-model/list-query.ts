/**
 * Search, sort and pagination of a list, as every list answers them: the reference the read model
 * (server/read-model/) answers the same as, from its indexes.
 */
import { phoneDigits } from '../../shared/validation.js';
import { DEFAULT_PER_PAGE, type Paged } from '../../shared/schemas/common.js';
import { compareValues, type SortValue } from './sorted-order.js';

/** Lower case, no accents: "Lefèvre" matches "lefevre". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** What a search text asks: nothing, digits of a phone (3 or more, typed with spaces, dots or +33), or words. */
export type SearchTerms = { kind: 'all' } | { kind: 'phone'; digits: string } | { kind: 'words'; words: string[] };

export function searchTerms(query: string | undefined): SearchTerms {
  const q = fold(query?.trim() ?? '');
  if (q === '') return { kind: 'all' };
  const digits = phoneDigits(q);
  if (digits.length >= 3 && /^[\d\s.+()-]+$/.test(q)) return { kind: 'phone', digits };
  return { kind: 'words', words: q.split(/\s+/) };
}

/** Whether an item, given its folded text (`haystack`) and its phones' digits, matches the terms. */
export function matchesTerms(terms: SearchTerms, haystack: string, phones: readonly string[]): boolean {
  if (terms.kind === 'all') return true;
  if (terms.kind === 'phone') return phones.some((p) => p.includes(terms.digits));
  return terms.words.every((word) => haystack.includes(word));
}

/**
 * Whether an item matches the search text: every word in one of the texts, or, for a query
 * with 3+ digits, its digits in one of the phones (typed with spaces, dots or +33).
 */
export function matches(query: string | undefined, texts: string[], phones: string[] = []): boolean {
  const terms = searchTerms(query);
  return terms.kind === 'all' || matchesTerms(terms, fold(texts.join(' ')), phones.map(phoneDigits));
}

/** A stable sort by `key`: empty and null last in both directions, numbers as numbers, texts in French order. */
export function sortBy<T>(items: T[], key: (item: T) => SortValue, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => compareValues(key(a), key(b), sign));
}

export function paginate<T>(items: T[], page = 1, perPage = DEFAULT_PER_PAGE): Paged<T> {
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), total: items.length };
}
