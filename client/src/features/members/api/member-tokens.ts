import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import type { ApiTokens } from '@shared/schemas/api-tokens';
import { memberKeys } from './get-members';

const memberTokensKey = (id: number) => `${memberKeys.one(id)}/tokens`;

/** GET api/members/:id/tokens (admin): the member's personal API tokens. */
export function useMemberTokens(id: number) {
  return useSWR<ApiTokens>(memberTokensKey(id));
}

/** DELETE api/members/:id/tokens/:tokenId (admin): refused at once, on every instance. */
export async function revokeMemberToken(id: number, tokenId: string): Promise<void> {
  await apiRequest<null>(`${memberTokensKey(id)}/${encodeURIComponent(tokenId)}`, { method: 'DELETE' });
  await memberKeys.revalidate(memberTokensKey(id));
}
