import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './get-profile';
import type { Profile } from '@shared/schemas/profile';

/** PUT api/profile/notes over `version` (If-Match) -> Profile */
export function saveNotes(notes: string, version: string): Promise<Profile> {
  return profileKeys.written(apiRequest<Profile>(`${profileKeys.path}/notes`, { method: 'PUT', body: { notes }, ifMatch: version }));
}
