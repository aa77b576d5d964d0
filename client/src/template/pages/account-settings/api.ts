import useSWR, { mutate } from 'swr';
import type { Preferences } from '@shared/schemas/template-preferences';
import type { Profile } from '@shared/schemas/profile';
import { apiRequest } from '@/lib/api-client';

const PREFERENCES = 'api/profile/preferences';

/** GET api/profile: the caller's card (read-only here; the notes are the profile screen's). */
export function useProfileCard(enabled: boolean) {
  return useSWR<Profile>(enabled ? 'api/profile' : null, { revalidateOnFocus: false });
}

/** GET api/profile/preferences */
export function usePreferences() {
  return useSWR<Preferences>(PREFERENCES, { revalidateOnFocus: false });
}

/** PUT api/profile/preferences: the whole set; the answer is what is stored. */
export async function savePreferences(preferences: Preferences): Promise<Preferences> {
  const saved = await apiRequest<Preferences>(PREFERENCES, { method: 'PUT', body: preferences });
  await mutate(PREFERENCES, saved, { revalidate: false });
  return saved;
}
