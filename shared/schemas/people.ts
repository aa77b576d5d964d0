/** The people vocabulary every resource shares: roles, civilities, client statuses, marital statuses. */
import { OneOf } from './common.js';

/** Canonical role ids: the spellings of the product spec. */
export const ROLES = ['admin', 'Consultant', 'Expert', 'Client', 'Ancient Client'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = OneOf(ROLES);

const ROLE_BY_KEY = new Map<string, Role>([
  ['admin', 'admin'],
  ['consultant', 'Consultant'],
  ['expert', 'Expert'],
  ['client', 'Client'],
  ['ancient client', 'Ancient Client'],
  ['ancient_client', 'Ancient Client'],
  ['old_client', 'Ancient Client'],
]);

const CANONICAL_ROLES: ReadonlySet<string> = new Set(ROLES);

/**
 * Maps a role as the upstream spells it (any case, stray spaces) to its canonical id.
 * An unknown role (prospect, user, visitor, editor...) is null: it gets no business screen.
 */
export function normalizeRole(raw: unknown): Role | null {
  if (typeof raw !== 'string') return null;
  // Already canonical (as in every session cookie, read on each request): no string work.
  if (CANONICAL_ROLES.has(raw)) return raw as Role;
  const key = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  return ROLE_BY_KEY.get(key) ?? null;
}

export const CIVILITIES = ['M.', 'Mme'] as const;
export type Civility = (typeof CIVILITIES)[number];

export const CLIENT_STATUSES = ['En attente', 'En cours', 'Terminé', 'Perdu'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const MARITAL_STATUSES = ['Célibataire', 'Marié(e)', 'Divorcé(e)', 'Veuf/Veuve', 'Pacsé(e)'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
