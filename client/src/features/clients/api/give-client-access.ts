import { apiRequest } from '@/lib/api-client';
import { clientKeys } from './get-clients';
import type { TemporaryAccess } from '@shared/schemas/access';

/**
 * POST api/clients/:id/access: a temporary password (7 days) for the client's space, answered once
 * and never cached; the client's record is asked again (its access is now 'temporary').
 */
export async function giveClientAccess(id: number): Promise<TemporaryAccess> {
  const access = await apiRequest<TemporaryAccess>(`${clientKeys.one(id)}/access`, { method: 'POST' });
  void clientKeys.revalidate(clientKeys.one(id));
  return access;
}
