import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './get-profile';
import type { Profile } from '@shared/schemas/profile';

/** PUT api/profile/notes -> Profile */
export async function saveNotes(notes: string): Promise<Profile> {
  const profile = await apiRequest<Profile>(`${profileKeys.path}/notes`, { method: 'PUT', body: { notes } });
  await profileKeys.set(profileKeys.path, profile);
  return profile;
}
