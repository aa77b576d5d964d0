import useSWR, { mutate } from 'swr';
import { apiUrl } from '@/lib/base-url';
import { withQuery } from '@/components/business/api-path';
import type { StoredFile } from '@shared/schemas/files';

export const FILES_PATH = 'api/files';

/** The key of a user's files: staff name the client, a client reads their own (no userId). */
export function filesKey(userId: number | string | null): string {
  return withQuery(FILES_PATH, { userId });
}

/** GET api/files?userId= */
export function useFiles(userId: number | string | null, enabled = true) {
  return useSWR<{ items: StoredFile[] }>(enabled ? filesKey(userId) : null);
}

/** Staff name the owner, so the BFF checks the file is theirs before it streams it. */
export function downloadUrl(id: number, userId: number | string | null, inline = false): string {
  return apiUrl(withQuery(`${FILES_PATH}/${id}/download`, { userId, inline: inline ? 1 : null }));
}

export function revalidateFiles(userId: number | string | null): Promise<unknown> {
  return mutate(filesKey(userId));
}
