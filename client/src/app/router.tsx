import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { BlankLayout } from '@/layout/blank-layout';
import { routerBasename } from '@/lib/base-url';
import { businessRoutes } from './business-routes';
import { RequireSession } from './require-session';
import { RootRedirect } from './root-redirect';
import { RootRoute } from './root-route';
import { templateBlankRoutes, templateMainRoutes } from '@/template/routes';

const MainLayout = lazy(() => import('@/layout/main-layout'));
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const NotFoundPage = lazy(() => import('@/features/misc/not-found-page'));
const UserProfilePage = lazy(() => import('@/template/pages/user-profile-page'));

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
              ...templateBlankRoutes,
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
                children: [...businessRoutes, ...templateMainRoutes, { path: '/pages/profile', element: <UserProfilePage /> }],
              },
            ],
          },
        ],
      },
    ],
    { basename: routerBasename() },
  );
}
