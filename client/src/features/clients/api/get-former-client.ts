import useSWR from 'swr';
import type { FormerClient } from '@shared/schemas/former-clients';
import { formerClientKeys } from './get-former-clients';

/** GET api/former-clients/:id */
export function useFormerClient(id: string | null) {
  return useSWR<FormerClient>(id ? formerClientKeys.one(id) : null);
}
