import type { TemplateUserRole } from '@shared/schemas/template-users';

/** The badge tone of each demo role. */
export const ROLE_TONES: Record<TemplateUserRole, string> = { admin: 'danger', user: 'primary' };
