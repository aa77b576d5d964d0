import { apiRequest } from '@/lib/api-client';
import type { LoginRequest, LoginResponse } from '@shared/schemas/session';

/** POST login: a 401 is a wrong password, not the end of a session. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('login', { method: 'POST', body: credentials, expectUnauthorized: true });
}
