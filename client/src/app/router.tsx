import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { BlankLayout } from '../layout/blank-layout';
import { routerBasename } from '../lib/base-url';
import { businessRoutes } from './business-routes';
import { RequireSession } from './require-session';
import { RootRedirect } from './root-redirect';
import { RootRoute } from './root-route';

const MainLayout = lazy(() => import('../layout/main-layout'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const NotAuthorizedPage = lazy(() => import('../features/misc/not-authorized-page'));
const NotFoundPage = lazy(() => import('../features/misc/not-found-page'));

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <RootRoute />,
        children: [
          { path: '/', element: <RootRedirect /> },
          {
            element: <BlankLayout />,
            children: [
              { path: '/pages/login', element: <LoginPage /> },
              { path: '/misc/not-authorized', element: <NotAuthorizedPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: (
                  <Suspense fallback={<PageSpinner fullScreen />}>
                    <MainLayout />
                  </Suspense>
                ),
                children: businessRoutes,
              },
            ],
          },
        ],
      },
    ],
    { basename: routerBasename() },
  );
}
