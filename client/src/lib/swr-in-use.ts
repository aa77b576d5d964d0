import { useEffect } from 'react';
import { mutate, unstable_serialize, type Middleware } from 'swr';

/** How many mounted hooks read each key. */
const readers = new Map<string, number>();

/** SWR middleware: counts the hooks that read each key while they are mounted. */
export const countReaders: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const serialized = unstable_serialize(key);
  useEffect(() => {
    if (!serialized) return;
    readers.set(serialized, (readers.get(serialized) ?? 0) + 1);
    return () => {
      const left = (readers.get(serialized) ?? 1) - 1;
      if (left > 0) readers.set(serialized, left);
      else readers.delete(serialized);
    };
  }, [serialized]);
  return swr;
};

/**
 * Drops the cached answers no mounted screen reads (and their requests in flight, so the next read
 * is not served the same answer): a screen that broke on an answer asks for it again when retried,
 * while the layout (session, badges) keeps what it shows.
 */
export function forgetUnreadAnswers(): Promise<unknown> {
  // With no reader, `revalidate` only forgets the request in flight: nothing is fetched now.
  return mutate((key) => !readers.has(unstable_serialize(key)), undefined, { revalidate: true });
}
