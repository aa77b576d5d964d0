import useSWR from 'swr';
import type { Profile } from '@shared/schemas/profile';
import { resourceKeys } from '@/lib/cache-keys';

export const profileKeys = resourceKeys('api/profile');

/** GET api/profile */
export function useProfile() {
  return useSWR<Profile>(profileKeys.path);
}
