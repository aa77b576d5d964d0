/**
 * The catalogue of pages (spec §2): the business areas, then the template pages. It feeds
 * the navbar's quick search and bookmarks.
 */
import { MENU_ITEMS, type AreaId } from './menu.js';
import { mayOpenPage, TEMPLATE_PAGES, type CataloguePage } from './template-pages.js';
import type { Role } from './schemas/people.js';
import type { Language } from './schemas/config.js';

const BUSINESS_TITLES: Record<AreaId, Record<Language, string>> = {
  dashboard: { fr: 'Tableau de bord KPI', en: 'KPI dashboard' },
  crm: { fr: 'CRM', en: 'CRM' },
  profile: { fr: 'Mon profil', en: 'My profile' },
  clients: { fr: 'Clients', en: 'Clients' },
  oldClients: { fr: 'Anciens clients', en: 'Former clients' },
  members: { fr: 'Membres', en: 'Members' },
  tasks: { fr: 'Tâches', en: 'Tasks' },
  documents: { fr: 'Mes documents', en: 'My documents' },
  contractTemplate: { fr: 'Modèle de contrat', en: 'Contract template' },
  contracts: { fr: 'Contrats', en: 'Contracts' },
};

export const BUSINESS_PAGES: readonly CataloguePage[] = Object.values(MENU_ITEMS).map((item) => ({
  id: item.id,
  title: BUSINESS_TITLES[item.id],
  link: item.navLink,
  ...(item.filterBase ? { filterBase: item.filterBase } : {}),
  icon: item.icon,
  group: 'business',
  permissions: item.permissions,
  layout: 'main',
}));

export const CATALOGUE: readonly CataloguePage[] = [...BUSINESS_PAGES, ...TEMPLATE_PAGES];

/** The catalogue pages a role may open, in catalogue order. */
export function pagesFor(role: Role | null): CataloguePage[] {
  return CATALOGUE.filter((page) => mayOpenPage(role, page));
}
