import { apiUrl } from '@/lib/base-url';
import { withQuery } from '@/lib/api-path';
import { fileKeys } from './get-files';

/** GET api/files/:id/download[?inline=1]: staff name the owner, so the BFF checks the file is theirs before it streams it. */
export function downloadUrl(id: number, userId: number | string | null, inline = false): string {
  return apiUrl(withQuery(`${fileKeys.one(id)}/download`, { userId, inline: inline ? 1 : null }));
}
