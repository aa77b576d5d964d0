import { isValidElement, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { RouteError } from '@/components/route-error';
import { BlankLayout } from '@/layout/blank-layout';
import { routerBasename } from '@/lib/base-url';
import { LOGIN_PATH } from '@/features/auth/login-state';
import { lazyPage } from '@/lib/lazy-page';
import { PATHS } from '@shared/paths';
import { businessRoutes } from './business-routes';
import { RequireSession } from './require-session';
import { RootRoute } from './root-route';
import { templateBlankRoutes, templateMainRoutes } from './template-routes';

const MainLayout = lazyPage(() => import('@/layout/main-layout'));
const LoginPage = lazyPage(() => import('./login-route'));
const ChoosePasswordPage = lazyPage(() => import('@/features/auth/choose-password-page'));
const NotFoundPage = lazyPage(() => import('@/features/misc/not-found-page'));

/**
 * Every route has an error element. Inside the main layout the panel takes the screen's place
 * (business-routes.tsx, template-routes.tsx); elsewhere it is a page of its own.
 */
const pageError = <RouteError standalone />;

/** The lazy screens an element shows (itself, or what a Suspense around it holds). */
function preloadElement(element: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(element)) return;
  const type = element.type as { preload?: () => void };
  if (typeof type.preload === 'function') type.preload();
  if (type === Suspense) preloadElement(element.props.children);
}

/**
 * On the first load every lazy screen of the matched routes is asked for at once: the page's chunk
 * comes beside the main layout's, not after the layout has drawn (the requests of a cold load form
 * a shorter chain). Later navigations load as they go.
 */
export function createAppRouter() {
  const router = createAppRouterUnloaded();
  for (const match of router.state.matches) preloadElement(match.route.element);
  return router;
}

function createAppRouterUnloaded() {
  return createBrowserRouter(
    [
      {
        element: <RootRoute />,
        errorElement: pageError,
        children: [
          {
            element: <BlankLayout />,
            errorElement: pageError,
            children: [
              { path: LOGIN_PATH, element: <LoginPage />, errorElement: pageError },
              { path: PATHS.choosePassword, element: <ChoosePasswordPage />, errorElement: pageError },
              ...templateBlankRoutes,
              { path: '*', element: <NotFoundPage />, errorElement: pageError },
            ],
          },
          {
            element: <RequireSession />,
            errorElement: pageError,
            children: [
              {
                element: (
                  <Suspense fallback={<PageSpinner fullScreen />}>
                    <MainLayout />
                  </Suspense>
                ),
                errorElement: pageError,
                children: [
                  ...businessRoutes,
                  ...templateMainRoutes,
                ],
              },
            ],
          },
        ],
      },
    ],
    { basename: routerBasename() },
  );
}
