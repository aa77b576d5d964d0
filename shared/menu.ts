/**
 * The one table of business areas: menu items (spec §3 shape), their order per role (spec §2)
 * and their permissions (spec §6). Used by the sidebar, the client route guard and the BFF.
 */
import { mayOpenPage, templatePageOfPath } from './template-pages.js';
import { PATHS } from './paths.js';
import type { Role } from './schemas/people.js';
import { ACTIVE_USERS, EVERY_ROLE, MANAGERS, seesWholeFirm, STAFF } from './policies.js';

export type MenuItemType = 'item' | 'collapse' | 'external-link' | 'groupHeader';

export type AreaId =
  | 'dashboard'
  | 'crm'
  | 'profile'
  | 'clients'
  | 'oldClients'
  | 'members'
  | 'tasks'
  | 'documents'
  | 'contractTemplate'
  | 'contracts';

export interface MenuItem {
  id: AreaId;
  /** i18n key of the title */
  title: string;
  type: MenuItemType;
  /** icon name, resolved by the client */
  icon: string;
  /** roles that may see and open it; absent = everyone */
  permissions?: readonly Role[];
  navLink: string;
  /** route prefix whose every sub-path belongs to this item (e.g. /task for /task/:filter) */
  filterBase?: string;
  parentOf?: string[];
  children?: MenuItem[];
  /** Bootstrap colour of the badge */
  badge?: string;
  /** static badge text */
  badgeText?: string;
  /** the badge shows '<count> news' from GET /unread_count when the count is above 0 */
  badgeCount?: 'unread_count';
  disabled?: boolean;
  newTab?: boolean;
}


export const MENU_ITEMS: Readonly<Record<AreaId, MenuItem>> = {
  dashboard: { id: 'dashboard', title: 'menu.dashboard', type: 'item', icon: 'home', permissions: MANAGERS, navLink: PATHS.dashboard },
  crm: { id: 'crm', title: 'menu.crm', type: 'item', icon: 'phone', permissions: STAFF, navLink: PATHS.crm },
  profile: {
    id: 'profile',
    title: 'menu.profile',
    type: 'item',
    icon: 'user',
    permissions: ACTIVE_USERS,
    navLink: PATHS.profile,
  },
  clients: { id: 'clients', title: 'menu.clients', type: 'item', icon: 'users', permissions: STAFF, navLink: PATHS.clients },
  oldClients: {
    id: 'oldClients',
    title: 'menu.oldClients',
    type: 'item',
    icon: 'archive',
    permissions: STAFF,
    navLink: PATHS.oldClients,
  },
  members: { id: 'members', title: 'menu.members', type: 'item', icon: 'briefcase', permissions: MANAGERS, navLink: PATHS.members },
  tasks: {
    id: 'tasks',
    title: 'menu.tasks',
    type: 'item',
    icon: 'check-square',
    permissions: STAFF,
    navLink: PATHS.tasks,
    filterBase: PATHS.tasksBase,
    badge: 'danger',
    badgeCount: 'unread_count',
  },
  documents: {
    id: 'documents',
    title: 'menu.documents',
    type: 'item',
    icon: 'file-text',
    permissions: EVERY_ROLE,
    navLink: PATHS.documents,
    badge: 'warning',
    badgeText: '5 news',
  },
  contractTemplate: {
    id: 'contractTemplate',
    title: 'menu.contractTemplate',
    type: 'item',
    icon: 'file-plus',
    permissions: MANAGERS,
    navLink: PATHS.contractTemplate,
  },
  contracts: { id: 'contracts', title: 'menu.contracts', type: 'item', icon: 'file', permissions: STAFF, navLink: PATHS.contracts },
};

export const ADMIN_ORDER: readonly AreaId[] = [
  'dashboard',
  'crm',
  'profile',
  'clients',
  'oldClients',
  'members',
  'tasks',
  'documents',
  'contractTemplate',
  'contracts',
];

export const DEFAULT_ORDER: readonly AreaId[] = [
  'clients',
  'oldClients',
  'members',
  'dashboard',
  'crm',
  'profile',
  'tasks',
  'documents',
  'contractTemplate',
  'contracts',
];

/**
 * Former clients are read-only records (no edit), but every role that may open them may delete
 * one: the BFF's DELETE /api/former-clients/:id is guarded by the area, and the screen asks this.
 */
export function mayDeleteFormerClients(role: Role | null): boolean {
  return hasPermission(role, MENU_ITEMS.oldClients);
}

/** Whether a role may use an area (menu entry, its routes and its BFF resources). */
export function hasPermission(role: Role | null, item: MenuItem): boolean {
  if (item.type !== 'item' || !item.permissions) return true;
  return role !== null && item.permissions.includes(role);
}

/** The menu a role sees, in its order. Items without a permission list are always shown. */
export function visibleMenu(role: Role | null): MenuItem[] {
  const order = seesWholeFirm(role) ? ADMIN_ORDER : DEFAULT_ORDER;
  return order.map((id) => MENU_ITEMS[id]).filter((item) => hasPermission(role, item));
}

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** Business screens outside the menu, with the area they belong to and, if narrower, their own roles. */
export const SCREEN_ROUTES: ReadonlyArray<{ path: string; area: AreaId; permissions?: readonly Role[] }> = [
  // the client card: /app/user/edit/:id/:tab (the bare /app/user/edit is a template page)
  { path: `${PATHS.clientCard}/`, area: 'clients' },
  { path: PATHS.createClient, area: 'clients' },
  { path: PATHS.createMember, area: 'members', permissions: ['admin'] as const },
  { path: `${PATHS.createContract}/`, area: 'contracts' },
  { path: `${PATHS.contract}/`, area: 'contracts' },
];

function screenRouteOf(p: string) {
  return SCREEN_ROUTES.find((r) => {
    const base = r.path.toLowerCase();
    return base.endsWith('/') ? p.startsWith(base) : p === base;
  });
}

/** The business area a client route belongs to, or null for a route outside the business areas. */
export function areaOfPath(path: string): MenuItem | null {
  const p = normalizePath(path);
  const screen = screenRouteOf(p);
  if (screen) return MENU_ITEMS[screen.area];
  for (const item of Object.values(MENU_ITEMS)) {
    const base = (item.filterBase ?? item.navLink).toLowerCase();
    if (p === base || (item.filterBase && p.startsWith(base + '/'))) return item;
  }
  return null;
}

/**
 * Whether a role may open a client route. Business routes follow the menu's permissions, template
 * pages the template's; other routes (login, error pages...) are not restricted here.
 */
export function canOpen(role: Role | null, path: string): boolean {
  const screen = screenRouteOf(normalizePath(path));
  if (screen?.permissions && !(role !== null && screen.permissions.includes(role))) return false;
  const area = areaOfPath(path);
  if (area !== null) return hasPermission(role, area);
  const page = templatePageOfPath(path);
  return page === null || mayOpenPage(role, page);
}

/** Where a role lands after signing in: the dashboard if it may open it, else its first menu entry. */
export function landingPath(role: Role | null): string {
  if (canOpen(role, PATHS.dashboard)) return PATHS.dashboard;
  return visibleMenu(role)[0]?.navLink ?? PATHS.notAuthorized;
}
