/**
 * Routes of the SPA (spec 000 section 2): `/`, `/register`, `/404` and `/verify` (what a printed
 * document's QR code opens, issue 12) are public; everything else needs a session; module pages are
 * lazy and guarded by rights. The signed-in frame is lazy too, so the sign-in page loads only what it
 * shows.
 */
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage.tsx';
import { useSession } from '../auth/session.ts';
import { GuidePage, HelpFilePage } from '../help/index.ts';
import { routePath } from './breadcrumbs.ts';
import { PageLoading, RequireRights, RequireSession } from './guards.tsx';
import { guidePath, helpPath, landingPath } from './navigation.ts';
import { modulePages, type ModulePage } from './pages.ts';
import { RegisterPage } from './RegisterPage.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/** Unknown routes: `/404` when signed in, sign-in otherwise. */
function UnknownRoute() {
  return <Navigate to={useSession() ? '/404' : '/'} replace />;
}

const lazyPage = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

function moduleRoute(page: ModulePage): RouteObject {
  const Page = page.component;
  return {
    path: routePath(page.path),
    element: (
      <RequireRights page={page}>
        <Page />
      </RequireRights>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        path: '/verify',
        lazy: async () => ({ Component: (await import('../modules/verify/VerifyPage.tsx')).VerifyPage }),
      },
      { path: '/404', lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }) },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./AppShell.tsx')).AppShell }),
            errorElement: <RouteError />,
            children: [
              {
                path: landingPath,
                lazy: async () => ({ Component: (await import('./landing/LandingPage.tsx')).LandingPage }),
              },
              { path: helpPath, element: lazyPage(<HelpFilePage />) },
              { path: guidePath, element: lazyPage(<GuidePage />) },
              ...modulePages.map(moduleRoute),
            ],
          },
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
