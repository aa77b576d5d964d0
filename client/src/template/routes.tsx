import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { TEMPLATE_PAGES, type CataloguePage } from '@shared/template-pages';

const TemplatePage = lazy(() => import('@/template/pages/template-page'));
const NotFoundPage = lazy(() => import('@/features/misc/not-found-page'));

/** The blank-layout pages of the template, by catalogue id. */
const BLANK_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  register: lazy(() => import('@/template/auth/register-page')),
  forgotPassword: lazy(() => import('@/template/auth/forgot-password-page')),
  resetPassword: lazy(() => import('@/template/auth/reset-password-page')),
  lockScreen: lazy(() => import('@/template/auth/lock-screen-page')),
  error404: NotFoundPage,
  error500: lazy(() => import('@/template/misc/server-error-page')),
  maintenance: lazy(() => import('@/template/misc/maintenance-page')),
  comingSoon: lazy(() => import('@/template/misc/coming-soon-page')),
  notAuthorized: lazy(() => import('@/features/misc/not-authorized-page')),
};

/** A catalogue page's routes: its link, and with a filter base `<base>/:filter` plus `<base>` -> link. */
function routesOf(page: CataloguePage, element: ReactNode): RouteObject[] {
  if (!page.filterBase) return [{ path: page.link, element }];
  return [
    { path: `${page.filterBase}/:filter`, element },
    { path: page.filterBase, element: <Navigate to={page.link} replace /> },
  ];
}

/** The template demo pages of the main layout: one generic screen, guarded like the business ones. */
export const templateMainRoutes: RouteObject[] = TEMPLATE_PAGES.filter((page) => page.layout === 'main').flatMap((page) =>
  routesOf(page, <TemplatePage />),
);

/** The template's login-style pages, in the blank layout, open to everyone. */
export const templateBlankRoutes: RouteObject[] = TEMPLATE_PAGES.filter((page) => page.layout === 'blank').flatMap((page) => {
  const Page = BLANK_PAGES[page.id] ?? NotFoundPage;
  return routesOf(page, <Page />);
});
