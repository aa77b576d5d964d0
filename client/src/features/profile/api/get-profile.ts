import useSWR from 'swr';
import type { Profile } from '@shared/schemas/profile';

export const PROFILE_KEY = 'api/profile';

/** GET api/profile */
export function useProfile() {
  return useSWR<Profile>(PROFILE_KEY);
}
