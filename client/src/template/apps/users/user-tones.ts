import type { DemoUserRole } from '@shared/schemas/demo-users';

/** The badge tone of each demo role. */
export const ROLE_TONES: Record<DemoUserRole, string> = { admin: 'danger', user: 'primary' };
