/** Search, sort and pagination of a list the upstream gives whole, shared by the list routes. */
import { phoneDigits } from '../../shared/validation.js';
import { DEFAULT_PER_PAGE, type Paged } from '../../shared/schemas/common.js';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Lower case, no accents: "Lefèvre" matches "lefevre". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Whether an item matches the search text: every word in one of the texts, or, for a query
 * with 3+ digits, its digits in one of the phones (typed with spaces, dots or +33).
 */
export function matches(query: string | undefined, texts: string[], phones: string[] = []): boolean {
  const q = fold(query?.trim() ?? '');
  if (q === '') return true;
  const digits = phoneDigits(q);
  if (digits.length >= 3 && /^[\d\s.+()-]+$/.test(q)) return phones.some((p) => phoneDigits(p).includes(digits));
  const haystack = fold(texts.join(' '));
  return q.split(/\s+/).every((word) => haystack.includes(word));
}

export function sortBy<T>(items: T[], key: (item: T) => string | number | null, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null || x === '') return 1;
    if (y === null || y === '') return -1;
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}

export function paginate<T>(items: T[], page = 1, perPage = DEFAULT_PER_PAGE): Paged<T> {
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), total: items.length };
}
