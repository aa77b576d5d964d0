/**
 * The template pages of spec §2 (sign-in, error and misc pages, sample apps, UI showcases),
 * with the template's permissions: admin and editor (editor is not a role here), the e-commerce
 * dashboard admin only; sign-in, error and misc pages are open to everyone, the profile card to
 * every signed-in user.
 */
import { TEMPLATE_USERS } from './policies.js';
import type { Role } from './schemas/people.js';
import type { Language } from './schemas/config.js';

export type PageGroup = 'business' | 'apps' | 'pages' | 'ui' | 'misc';

export interface CataloguePage {
  id: string;
  title: Record<Language, string>;
  /** where the page opens */
  link: string;
  /** route prefix whose sub-paths are this page (e.g. /email for /email/:filter) */
  filterBase?: string;
  icon: string;
  group: PageGroup;
  /** roles that may open it; absent = everyone (sign-in, error and misc pages) */
  permissions?: readonly Role[];
  /** login-style pages open in the full-screen blank layout */
  layout: 'main' | 'blank';
}

type Entry = [id: string, fr: string, en: string, link: string, icon: string, group: PageGroup, extra?: Partial<CataloguePage>];

const TEMPLATE_ENTRIES: Entry[] = [
  // '/' is the template's home: the analytics dashboard for the roles that use the template; the others go on to their landing page.
  ['analyticsDashboard', 'Tableau de bord analytique', 'Analytics dashboard', '/', 'home', 'apps'],
  ['ecommerceDashboard', 'Tableau de bord e-commerce', 'eCommerce dashboard', '/ecommerce-dashboard', 'shopping-cart', 'apps'],
  ['clientTask', 'Tâches clients (démo)', 'Client tasks (demo)', '/clientTask/all', 'clipboard', 'apps', { filterBase: '/clientTask' }],
  ['email', 'Messagerie', 'Email', '/email/inbox', 'mail', 'apps', { filterBase: '/email' }],
  ['todo', 'To-do', 'Todo', '/todo/all', 'check-square', 'apps', { filterBase: '/todo' }],
  ['chat', 'Discussion', 'Chat', '/chat', 'message-square', 'apps'],
  ['calendar', 'Calendrier', 'Calendar', '/calendar', 'calendar', 'apps'],
  ['shop', 'Boutique', 'Shop', '/ecommerce/shop', 'shopping-bag', 'apps'],
  ['productDetail', 'Fiche produit', 'Product detail', '/ecommerce/product-detail', 'package', 'apps'],
  ['wishlist', 'Liste de souhaits', 'Wish list', '/ecommerce/wishlist', 'heart', 'apps'],
  ['checkout', 'Commande', 'Checkout', '/ecommerce/checkout', 'credit-card', 'apps'],
  ['userList', 'Utilisateurs : liste', 'Users: list', '/app/user/list', 'users', 'apps'],
  ['userView', 'Utilisateurs : fiche', 'Users: view', '/app/user/view', 'user', 'apps'],
  ['userEdit', 'Utilisateurs : édition', 'Users: edit', '/app/user/edit', 'edit', 'apps'],
  ['dataListView', 'Liste de données', 'Data list', '/data-list/list-view', 'list', 'apps'],
  ['dataThumbView', 'Vignettes de données', 'Data thumbnails', '/data-list/thumb-view', 'image', 'apps'],
  ['accountSettings', 'Paramètres du compte', 'Account settings', '/pages/account-settings', 'settings', 'pages'],
  ['invoice', 'Facture', 'Invoice', '/pages/invoice', 'file-text', 'pages'],
  ['searchPage', 'Recherche', 'Search', '/pages/search', 'search', 'pages'],
  ['knowledgeBase', 'Base de connaissances', 'Knowledge base', '/pages/knowledge-base', 'book-open', 'pages'],
  ['pageUserList', 'Pages utilisateurs : liste', 'User pages: list', '/pages/user/list', 'users', 'pages'],
  ['pageUserView', 'Pages utilisateurs : fiche', 'User pages: view', '/pages/user/view', 'user', 'pages'],
  ['dataTables', 'Tableaux de données', 'Data tables', '/tables/data-tables', 'grid', 'ui'],
  ['agGrid', 'Grille avancée', 'Advanced grid', '/tables/agGrid', 'grid', 'ui'],
  ['apexCharts', 'Graphiques Apex', 'Apex charts', '/charts/apex', 'pie-chart', 'ui'],
  ['chartJs', 'Graphiques Chart.js', 'Chart.js charts', '/charts/chartjs', 'bar-chart-2', 'ui'],
  ['recharts', 'Graphiques Recharts', 'Recharts charts', '/charts/recharts', 'trending-up', 'ui'],
  ['leaflet', 'Cartes Leaflet', 'Leaflet maps', '/maps/leaflet', 'map', 'ui'],
  ['alerts', 'Composants : alertes', 'Components: alerts', '/components/alerts', 'alert-circle', 'ui'],
  ['buttons', 'Composants : boutons', 'Components: buttons', '/components/buttons', 'square', 'ui'],
  ['badges', 'Composants : badges', 'Components: badges', '/components/badges', 'award', 'ui'],
  ['componentCards', 'Composants : cartes', 'Components: cards', '/components/cards', 'box', 'ui'],
  ['formElements', 'Formulaires : champs', 'Forms: elements', '/forms/elements', 'edit-3', 'ui'],
  ['formLayout', 'Formulaires : mise en page', 'Forms: layout', '/forms/layout', 'layout', 'ui'],
  ['sweetAlert', 'Extensions : alertes', 'Extensions: alerts', '/extensions/sweet-alert', 'zap', 'ui'],
  ['toastr', 'Extensions : notifications', 'Extensions: toasts', '/extensions/toastr', 'bell', 'ui'],
  ['cardsBasic', 'Cartes : base', 'Cards: basic', '/cards/basic', 'credit-card', 'ui'],
  ['cardsStatistics', 'Cartes : statistiques', 'Cards: statistics', '/cards/statistics', 'activity', 'ui'],
  ['icons', 'Icônes', 'Icons', '/icons/feather', 'feather', 'ui'],
  ['colors', 'Couleurs', 'Colors', '/colors/colors', 'droplet', 'ui'],
  // Each UI group's root: an index of its pages (the pages whose link starts with it).
  ['componentsIndex', 'Composants : vue d’ensemble', 'Components: overview', '/components', 'layers', 'ui'],
  ['formsIndex', 'Formulaires : vue d’ensemble', 'Forms: overview', '/forms', 'edit', 'ui'],
  ['cardsIndex', 'Cartes : vue d’ensemble', 'Cards: overview', '/cards', 'credit-card', 'ui'],
  ['extensionsIndex', 'Extensions : vue d’ensemble', 'Extensions: overview', '/extensions', 'zap', 'ui'],
  ['iconsIndex', 'Icônes : vue d’ensemble', 'Icons: overview', '/icons', 'feather', 'ui'],
  ['colorsIndex', 'Couleurs : vue d’ensemble', 'Colors: overview', '/colors', 'droplet', 'ui'],
  ['chartsIndex', 'Graphiques : vue d’ensemble', 'Charts: overview', '/charts', 'bar-chart-2', 'ui'],
  ['mapsIndex', 'Cartes géographiques : vue d’ensemble', 'Maps: overview', '/maps', 'map', 'ui'],
];

const PUBLIC_ENTRIES: Entry[] = [
  // The template's profile card: every signed-in user's own (spec §2: it collapses the menu).
  ['profileCard', 'Carte de profil', 'Profile card', '/pages/profile', 'user', 'pages'],
  ['register', 'Créer un compte', 'Register', '/pages/register', 'user-plus', 'pages', { layout: 'blank' }],
  ['forgotPassword', 'Mot de passe oublié', 'Forgot password', '/pages/forgot-password', 'help-circle', 'pages', { layout: 'blank' }],
  ['resetPassword', 'Réinitialiser le mot de passe', 'Reset password', '/pages/reset-password', 'unlock', 'pages', { layout: 'blank' }],
  ['lockScreen', 'Écran verrouillé', 'Lock screen', '/pages/lock-screen', 'lock', 'pages', { layout: 'blank' }],
  ['error404', 'Erreur 404', 'Error 404', '/misc/error/404', 'alert-triangle', 'misc', { layout: 'blank' }],
  ['error500', 'Erreur 500', 'Error 500', '/misc/error/500', 'alert-octagon', 'misc', { layout: 'blank' }],
  ['maintenance', 'Maintenance', 'Maintenance', '/misc/maintenance', 'tool', 'misc', { layout: 'blank' }],
  ['comingSoon', 'Bientôt disponible', 'Coming soon', '/misc/coming-soon', 'clock', 'misc', { layout: 'blank' }],
  ['notAuthorized', 'Accès non autorisé', 'Not authorized', '/misc/not-authorized', 'slash', 'misc', { layout: 'blank' }],
];

function fromEntry([id, fr, en, link, icon, group, extra]: Entry, permissions?: readonly Role[]): CataloguePage {
  return { id, title: { fr, en }, link, icon, group, layout: 'main', ...(permissions ? { permissions } : {}), ...extra };
}

export const TEMPLATE_PAGES: readonly CataloguePage[] = [
  ...TEMPLATE_ENTRIES.map((entry) => fromEntry(entry, entry[0] === 'ecommerceDashboard' ? ['admin'] : TEMPLATE_USERS)),
  ...PUBLIC_ENTRIES.map((entry) => fromEntry(entry)),
];

export function mayOpenPage(role: Role | null, page: CataloguePage): boolean {
  return !page.permissions || (role !== null && page.permissions.includes(role));
}

/** A UI group's root (/components): the index of the pages under it. */
export const isGroupIndex = (page: CataloguePage): boolean => page.group === 'ui' && /^\/[^/]+$/.test(page.link);

/** The UI group index a page belongs to (/components for /components/badges), or null. */
export function groupIndexOf(page: CataloguePage): CataloguePage | null {
  const root = `/${page.link.split('/')[1] ?? ''}`;
  return root === page.link ? null : (TEMPLATE_PAGES.find((other) => other.link === root && isGroupIndex(other)) ?? null);
}

/** The pages of a UI group index, in catalogue order. */
export function pagesOfGroup(index: CataloguePage): CataloguePage[] {
  return TEMPLATE_PAGES.filter((page) => page !== index && page.link.startsWith(`${index.link}/`));
}

/** The template page a client route belongs to, or null. */
export function templatePageOfPath(path: string): CataloguePage | null {
  const p = path.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '') || '/';
  return (
    TEMPLATE_PAGES.find((page) => {
      const base = (page.filterBase ?? page.link).toLowerCase();
      return p === page.link.toLowerCase() || p === base || (page.filterBase !== undefined && p.startsWith(base + '/'));
    }) ?? null
  );
}
