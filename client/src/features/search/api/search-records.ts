import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { QUICK_SEARCH_MIN_LENGTH, type QuickSearchResult } from '@shared/schemas/search';
import { resourceKeys } from '@/lib/cache-keys';

const searchKeys = resourceKeys('api/search');

/** A request once the typing pauses, not one per key. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * GET api/search?q=: the clients and contracts the role may see that match the typed text, once the
 * typing pauses; `pending` until the text typed is the one answered.
 */
export function useRecordSearch(query: string): { result: QuickSearchResult | undefined; pending: boolean } {
  const text = query.trim();
  const settled = useDebounced(text, DEBOUNCE_MS);
  const { data, isLoading } = useSWR<QuickSearchResult>(settled.length >= QUICK_SEARCH_MIN_LENGTH ? searchKeys.list({ q: settled }) : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (text.length < QUICK_SEARCH_MIN_LENGTH) return { result: undefined, pending: false };
  // The previous answer stays on screen while the next one is on its way.
  return { result: data, pending: settled !== text || isLoading };
}
