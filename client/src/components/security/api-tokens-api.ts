import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { resourceKeys } from '@/lib/cache-keys';
import type { ApiTokenCreate, ApiTokenCreated, ApiTokens } from '@shared/schemas/api-tokens';

/** The caller's own personal API tokens (staff): the « Sécurité » tab and dialog. */
export const ownTokenKeys = resourceKeys('api/profile/tokens');

/** GET api/profile/tokens (staff only). */
export function useOwnTokens() {
  return useSWR<ApiTokens>(ownTokenKeys.path);
}

/** POST api/profile/tokens: the token is in this answer only, never cached. */
export async function createOwnToken(input: ApiTokenCreate): Promise<ApiTokenCreated> {
  const created = await apiRequest<ApiTokenCreated>(ownTokenKeys.path, { method: 'POST', body: input });
  void ownTokenKeys.revalidate(ownTokenKeys.path);
  return created;
}

/** DELETE api/profile/tokens/:id: refused at once, on every instance. */
export async function revokeOwnToken(id: string): Promise<void> {
  await apiRequest<null>(ownTokenKeys.one(id), { method: 'DELETE' });
  await ownTokenKeys.revalidate(ownTokenKeys.path);
}
