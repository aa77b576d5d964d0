import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { isGroupIndex, TEMPLATE_PAGES, type CataloguePage } from '@shared/template-pages';
import { RouteError } from '@/components/route-error';
import { lazyPage } from '@/lib/lazy-page';
import { SearchScreen } from './composed-screens';

const NotFoundPage = lazyPage(() => import('@/features/misc/not-found-page'));
const GroupIndexPage = lazyPage(() => import('@/template/apps/kit/group-index-page'));

/** The template pages of the main layout, by catalogue id: every one has its screen (a UI group's index, GroupIndexPage). */
const MAIN_PAGES: Record<string, ComponentType> = {
  profileCard: lazyPage(() => import('@/template/pages/user-profile-page')),
  analyticsDashboard: lazyPage(() => import('@/template/apps/dashboards/analytics-page')),
  ecommerceDashboard: lazyPage(() => import('@/template/apps/dashboards/ecommerce-page')),
  apexCharts: lazyPage(() => import('@/template/apps/charts/charts-page')),
  chartJs: lazyPage(() => import('@/template/apps/charts/charts-page')),
  recharts: lazyPage(() => import('@/template/apps/charts/charts-page')),
  email: lazyPage(() => import('@/template/apps/email/email-page')),
  dataListView: lazyPage(() => import('@/template/apps/data-list/list-view-page')),
  dataThumbView: lazyPage(() => import('@/template/apps/data-list/thumb-view-page')),
  agGrid: lazyPage(() => import('@/template/apps/grid/grid-page')),
  todo: lazyPage(() => import('@/template/apps/todo/todo-page')),
  clientTask: lazyPage(() => import('@/template/apps/todo/client-task-page')),
  userList: lazyPage(() => import('@/template/apps/users/user-list-page')),
  pageUserList: lazyPage(() => import('@/template/apps/users/user-list-page')),
  userView: lazyPage(() => import('@/template/apps/users/user-view-page')),
  pageUserView: lazyPage(() => import('@/template/apps/users/user-view-page')),
  userEdit: lazyPage(() => import('@/template/apps/users/user-edit-page')),
  chat: lazyPage(() => import('@/template/apps/chat/chat-page')),
  calendar: lazyPage(() => import('@/template/apps/calendar/calendar-page')),
  invoice: lazyPage(() => import('@/template/pages/invoice/invoice-page')),
  searchPage: SearchScreen,
  knowledgeBase: lazyPage(() => import('@/template/pages/knowledge-base/knowledge-base-page')),
  accountSettings: lazyPage(() => import('@/template/pages/account-settings/account-settings-page')),
  dataTables: lazyPage(() => import('@/template/apps/data-tables/data-tables-page')),
  leaflet: lazyPage(() => import('@/template/apps/maps/leaflet-page')),
  alerts: lazyPage(() => import('@/template/apps/kit/alerts-page')),
  buttons: lazyPage(() => import('@/template/apps/kit/buttons-page')),
  formElements: lazyPage(() => import('@/template/apps/kit/form-elements-page')),
  sweetAlert: lazyPage(() => import('@/template/apps/kit/sweet-alert-page')),
  cardsBasic: lazyPage(() => import('@/template/apps/kit/cards-basic-page')),
  icons: lazyPage(() => import('@/template/apps/kit/icons-page')),
  colors: lazyPage(() => import('@/template/apps/kit/colors-page')),
  badges: lazyPage(() => import('@/template/apps/kit/badges-page')),
  componentCards: lazyPage(() => import('@/template/apps/kit/component-cards-page')),
  formLayout: lazyPage(() => import('@/template/apps/kit/form-layout-page')),
  toastr: lazyPage(() => import('@/template/apps/kit/toasts-page')),
  cardsStatistics: lazyPage(() => import('@/template/apps/kit/cards-statistics-page')),
  shop: lazyPage(() => import('@/template/apps/shop/shop-page')),
  productDetail: lazyPage(() => import('@/template/apps/shop/product-detail-page')),
  wishlist: lazyPage(() => import('@/template/apps/shop/wishlist-page')),
  checkout: lazyPage(() => import('@/template/apps/shop/checkout-page')),
};

/** The blank-layout pages of the template, by catalogue id. */
const BLANK_PAGES: Record<string, ComponentType> = {
  register: lazyPage(() => import('@/template/auth/register-page')),
  forgotPassword: lazyPage(() => import('@/template/auth/forgot-password-page')),
  resetPassword: lazyPage(() => import('@/template/auth/reset-password-page')),
  lockScreen: lazyPage(() => import('@/template/auth/lock-screen-page')),
  error404: NotFoundPage,
  error500: lazyPage(() => import('@/template/misc/server-error-page')),
  maintenance: lazyPage(() => import('@/template/misc/maintenance-page')),
  comingSoon: lazyPage(() => import('@/template/misc/coming-soon-page')),
  notAuthorized: lazyPage(() => import('@/features/misc/not-authorized-page')),
};

/**
 * A catalogue page's routes: its link, and with a filter base `<base>/:filter` plus `<base>` -> link.
 * A page that throws shows the error panel: in the main layout in the page's place, else as a page.
 */
function routesOf(page: CataloguePage, element: ReactNode): RouteObject[] {
  const errorElement = <RouteError standalone={page.layout !== 'main'} />;
  if (!page.filterBase) return [{ path: page.link, element, errorElement }];
  return [
    { path: `${page.filterBase}/:filter`, element, errorElement },
    { path: page.filterBase, element: <Navigate to={page.link} replace />, errorElement },
  ];
}

/** The template demo pages of the main layout, guarded like the business ones. */
export const templateMainRoutes: RouteObject[] = TEMPLATE_PAGES.filter((page) => page.layout === 'main').flatMap((page) => {
  const Page = MAIN_PAGES[page.id] ?? (isGroupIndex(page) ? GroupIndexPage : NotFoundPage);
  return routesOf(page, <Page />);
});

/** The template's login-style pages, in the blank layout, open to everyone. */
export const templateBlankRoutes: RouteObject[] = TEMPLATE_PAGES.filter((page) => page.layout === 'blank').flatMap((page) => {
  const Page = BLANK_PAGES[page.id] ?? NotFoundPage;
  return routesOf(page, <Page />);
});
