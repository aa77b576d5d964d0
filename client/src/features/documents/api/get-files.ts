import useSWR, { mutate } from 'swr';
import type { StoredFile } from '../../../../../shared/types.js';
import { apiUrl } from '../../../lib/base-url';
import { withQuery } from '../../../components/business/api-path';

export const FILES_PATH = 'api/files';

/** The key of a user's files: staff name the client, a client reads their own (no userId). */
export function filesKey(userId: number | string | null): string {
  return withQuery(FILES_PATH, { userId });
}

/** GET api/files?userId= */
export function useFiles(userId: number | string | null, enabled = true) {
  return useSWR<{ items: StoredFile[] }>(enabled ? filesKey(userId) : null);
}

export function downloadUrl(id: number, inline = false): string {
  return apiUrl(`${FILES_PATH}/${id}/download${inline ? '?inline=1' : ''}`);
}

export function revalidateFiles(userId: number | string | null): Promise<unknown> {
  return mutate(filesKey(userId));
}
