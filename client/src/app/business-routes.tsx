import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MENU_ITEMS, type AreaId } from '@shared/menu';
import { PATHS } from '@shared/paths';
import { RouteError } from '@/components/route-error';
import { lazyPage } from '@/lib/lazy-page';
import { ClientCardScreen, ContractScreen, MembersScreen, ProfileScreen } from './composed-screens';
import { ClientExportScreen, JournalScreen } from './journal-screens';

/** One lazy chunk per business screen; the paths come from the shared menu table. */
const PAGES: Record<AreaId, ComponentType> = {
  dashboard: lazyPage(() => import('@/features/dashboard/dashboard-page')),
  crm: lazyPage(() => import('@/features/crm/crm-page')),
  profile: ProfileScreen,
  clients: lazyPage(() => import('@/features/clients/clients-page')),
  oldClients: lazyPage(() => import('@/features/clients/old-clients-page')),
  members: MembersScreen,
  tasks: lazyPage(() => import('@/features/tasks/tasks-page')),
  documents: lazyPage(() => import('@/features/documents/documents-page')),
  contractTemplate: lazyPage(() => import('@/features/contracts/contract-template-page')),
  contracts: lazyPage(() => import('@/features/contracts/contracts-page')),
};

/** Business screens outside the menu (shared/menu.ts SCREEN_ROUTES gives their paths and permissions). */
const CreateClientPage = lazyPage(() => import('@/features/clients/create-client-page'));
const CreateMemberPage = lazyPage(() => import('@/features/members/create-member-page'));
const CreateContractPage = lazyPage(() => import('@/features/contracts/create-contract-page'));

/** A route of the main layout: a screen that throws shows the error panel in its place. */
export function screen(path: string, element: ReactNode): RouteObject {
  return { path, element, errorElement: <RouteError /> };
}

const screenRoutes: RouteObject[] = [
  screen(`${PATHS.clientCard}/:id/:tab`, <ClientCardScreen />),
  screen(`${PATHS.clientCard}/:id`, <ClientCardScreen />),
  screen(PATHS.createClient, <CreateClientPage />),
  screen(PATHS.createMember, <CreateMemberPage />),
  screen(`${PATHS.createContract}/:clientId`, <CreateContractPage />),
  screen(`${PATHS.contract}/:id`, <ContractScreen />),
  // The journal's screens (admin only, not in the menu: the Members page leads to the journal).
  screen(PATHS.journal, <JournalScreen />),
  screen(`${PATHS.clientExport}/:id`, <ClientExportScreen />),
];

export const businessRoutes: RouteObject[] = [
  ...Object.values(MENU_ITEMS).flatMap((item): RouteObject[] => {
    const Page = PAGES[item.id];
    if (!item.filterBase) return [screen(item.navLink, <Page />)];
    // '/task' alone goes to the menu's default filter, '/task/all'.
    return [screen(`${item.filterBase}/:filter`, <Page />), screen(item.filterBase, <Navigate to={item.navLink} replace />)];
  }),
  ...screenRoutes,
];
