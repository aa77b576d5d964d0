import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';
import type { PublicConfig } from '@shared/schemas/config';

/** GET config: public, no secrets; in demo mode it lists the demo accounts. */
export function usePublicConfig(): PublicConfig | undefined {
  const { data } = useSWR<PublicConfig>('config', apiGet, { revalidateOnFocus: false });
  return data;
}
