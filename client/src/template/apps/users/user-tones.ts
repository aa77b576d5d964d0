import type { TemplateUserRole } from '@shared/schemas/template-users';

/** The badge tone of each sample user's role. */
export const ROLE_TONES: Record<TemplateUserRole, string> = { admin: 'danger', user: 'primary' };
