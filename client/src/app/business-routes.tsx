import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { MENU_ITEMS, type AreaId } from '@shared/menu';
import { PATHS } from '@shared/paths';
import { ClientCardScreen, ProfileScreen } from './composed-screens';

/** One lazy chunk per business screen; the paths come from the shared menu table. */
const PAGES: Record<AreaId, ComponentType> = {
  dashboard: lazy(() => import('@/features/dashboard/dashboard-page')),
  crm: lazy(() => import('@/features/crm/crm-page')),
  profile: ProfileScreen,
  clients: lazy(() => import('@/features/clients/clients-page')),
  oldClients: lazy(() => import('@/features/clients/old-clients-page')),
  members: lazy(() => import('@/features/members/members-page')),
  tasks: lazy(() => import('@/features/tasks/tasks-page')),
  documents: lazy(() => import('@/features/documents/documents-page')),
  contractTemplate: lazy(() => import('@/features/contracts/contract-template-page')),
  contracts: lazy(() => import('@/features/contracts/contracts-page')),
};

/** Business screens outside the menu (shared/menu.ts SCREEN_ROUTES gives their paths and permissions). */
const CreateClientPage = lazy(() => import('@/features/clients/create-client-page'));
const CreateMemberPage = lazy(() => import('@/features/members/create-member-page'));
const CreateContractPage = lazy(() => import('@/features/contracts/create-contract-page'));
const ContractPage = lazy(() => import('@/features/contracts/contract-page'));

const screenRoutes: RouteObject[] = [
  { path: `${PATHS.clientCard}/:id/:tab`, element: <ClientCardScreen /> },
  { path: `${PATHS.clientCard}/:id`, element: <ClientCardScreen /> },
  { path: PATHS.createClient, element: <CreateClientPage /> },
  { path: PATHS.createMember, element: <CreateMemberPage /> },
  { path: `${PATHS.createContract}/:clientId`, element: <CreateContractPage /> },
  { path: `${PATHS.contract}/:id`, element: <ContractPage /> },
];

export const businessRoutes: RouteObject[] = [
  ...Object.values(MENU_ITEMS).flatMap((item): RouteObject[] => {
    const Page = PAGES[item.id];
    if (!item.filterBase) return [{ path: item.navLink, element: <Page /> }];
    // '/task' alone goes to the menu's default filter, '/task/all'.
    return [
      { path: `${item.filterBase}/:filter`, element: <Page /> },
      { path: item.filterBase, element: <Navigate to={item.navLink} replace /> },
    ];
  }),
  ...screenRoutes,
];
