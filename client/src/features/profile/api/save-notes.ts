import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { PROFILE_KEY } from './get-profile';
import type { Profile } from '@shared/schemas/profile';

/** PUT api/profile/notes -> Profile */
export async function saveNotes(notes: string): Promise<Profile> {
  const profile = await apiRequest<Profile>(`${PROFILE_KEY}/notes`, { method: 'PUT', body: { notes } });
  await mutate(PROFILE_KEY, profile, { revalidate: false });
  return profile;
}
