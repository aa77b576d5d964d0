import useSWR from 'swr';
import { resourceKeys } from '@/lib/cache-keys';
import type { StoredFile } from '@shared/schemas/files';

export const fileKeys = resourceKeys('api/files');

/** The key of a user's files: staff name the client, a client reads their own (no userId). */
export function filesKey(userId: number | string | null): string {
  return fileKeys.list({ userId });
}

/** GET api/files?userId= */
export function useFiles(userId: number | string | null, enabled = true) {
  return useSWR<{ items: StoredFile[] }>(enabled ? filesKey(userId) : null);
}
