import type { Role } from '@shared/schemas/people';

const ROLE_KEYS: Record<Role, string> = {
  admin: 'roles.admin',
  Consultant: 'roles.consultant',
  Expert: 'roles.expert',
  Client: 'roles.client',
  'Ancient Client': 'roles.ancientClient',
};

/** i18n key of a role's display name. */
export function roleLabelKey(role: Role | null): string {
  return role ? ROLE_KEYS[role] : 'roles.unknown';
}
