import useSWRInfinite from 'swr/infinite';
import type { JournalEntry, JournalPage } from '@shared/schemas/journal';
import { withQuery } from '@/lib/api-path';

/** The records that have a history of their own: a client's (with their contracts', tasks' and documents'), a contract's, a member's. */
export type HistoryKind = 'client' | 'contract' | 'member';

const PER_PAGE = 25;

/** GET api/clients/:id/history, api/contracts/:id/history, api/members/:id/history. */
export function historyPath(kind: HistoryKind, id: number): string {
  return `api/${kind}s/${id}/history`;
}

/** A record's history, newest first, a page at a time (« Afficher plus » asks for the next). */
export function useHistory(path: string) {
  const pages = useSWRInfinite<JournalPage>(
    (index, previous: JournalPage | null) => (previous && index * PER_PAGE >= previous.total ? null : withQuery(path, { page: index + 1, perPage: PER_PAGE })),
    { revalidateFirstPage: true },
  );
  const { data, size, setSize, error, isLoading, isValidating, mutate } = pages;
  // An entry written between two pages moves the others down one place: shown once.
  const seen = new Set<number>();
  const entries: JournalEntry[] = [];
  for (const entry of (data ?? []).flatMap((page) => page.items)) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  const total = data?.[0]?.total ?? 0;
  const loadingMore = isValidating && data !== undefined && data.length < size;
  return {
    entries,
    total,
    loaded: data !== undefined,
    error,
    isLoading,
    loadingMore,
    hasMore: data !== undefined && entries.length < total && (data.at(-1)?.items.length ?? 0) > 0,
    more: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
