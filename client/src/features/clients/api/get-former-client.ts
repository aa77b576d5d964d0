import useSWR from 'swr';
import type { FormerClient } from '@shared/schemas/former-clients';
import { FORMER_CLIENTS_PATH } from './get-former-clients';

/** GET api/former-clients/:id */
export function useFormerClient(id: string | null) {
  return useSWR<FormerClient>(id ? `${FORMER_CLIENTS_PATH}/${encodeURIComponent(id)}` : null);
}
