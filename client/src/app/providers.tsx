import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, apiGet } from '@/lib/api-client';
import { countReaders } from '@/lib/swr-in-use';

const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => apiGet(path),
  // The route error panel's retry forgets the answers no mounted screen reads.
  use: [countReaders],
  // A 4xx will not change by asking again; 5xx and network errors are retried a few times, spaced out.
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 5000 * 2 ** retryCount);
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
