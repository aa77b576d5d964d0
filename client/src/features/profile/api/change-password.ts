import type { PasswordChange } from '../../../../../shared/types.js';
import { apiRequest } from '../../../lib/api-client';
import { PROFILE_KEY } from './get-profile';

/** POST api/profile/password -> 204 (400 with a French message on a rule or a wrong current password) */
export async function changePassword(change: PasswordChange): Promise<void> {
  await apiRequest<null>(`${PROFILE_KEY}/password`, { method: 'POST', body: change });
}
