/**
 * Routes of the SPA (spec 000 section 2): `/`, `/register`, `/404` and `/verify` (what a printed
 * document's QR code opens, issue 12) are public; everything else needs a session; module pages are
 * lazy and guarded by rights. The signed-in frame is lazy too, so the sign-in page loads only what it
 * shows.
 */
import {
  createBrowserRouter,
  Navigate,
  useLocation,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { ComponentType } from 'react';
import { LoginPage } from '../auth/LoginPage.tsx';
import { getSession, useSession } from '../auth/session.ts';
import { loadAppResources } from '../i18n/index.ts';
import { canOpenPage } from './access.ts';
import { routePath } from './breadcrumbs.ts';
import { PageLoading, RequireRights, RequireSession } from './guards.tsx';
import { guidePath, helpPath, landingPath } from './paths.ts';
import { aliasTarget, type ModulePage, type RouteAlias } from './module-page.ts';
import type { SignedInStart } from './prefetch.ts';
import { RegisterPage } from './RegisterPage.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { loadModulePages } from './useModulePages.ts';

/** Unknown routes: `/404` when signed in, sign-in otherwise. */
function UnknownRoute() {
  return <Navigate to={useSession() ? '/404' : '/'} replace />;
}

/** Route id of the signed-in frame, under which the module pages are added. */
const signedInFrameId = 'signed-in';

function moduleRoute(page: ModulePage): RouteObject {
  const Page = page.component;
  return {
    path: routePath(page.path),
    // The page's code loads while the previous page is still shown, so the page renders at once (no
    // spinner, no Suspense reveal delay); not for a user the guard sends to `/404`.
    lazy: async () => {
      const session = getSession();
      if (session && canOpenPage(session, page)) await Page.preload();
      return {};
    },
    element: (
      <RequireRights page={page}>
        <Page />
      </RequireRights>
    ),
  };
}

/** A spec route another page answers: that page, keeping the query (pages.ts `aliasTarget`). */
function AliasRedirect({ alias }: { alias: RouteAlias }) {
  const location = useLocation();
  return <Navigate to={aliasTarget(alias, location.search, location.hash)} replace />;
}

function aliasRoute(alias: RouteAlias): RouteObject {
  return { path: routePath(alias.path), element: <AliasRedirect alias={alias} /> };
}

/** A lazy route's page that loads with the texts of every namespace (the sign-in page has only its own). */
const withTexts = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadAppResources()]);
  return { Component };
};

/**
 * The route table; `start` (prefetch.ts) puts the first route's loaded components in place of their
 * `lazy`, so a signed-in start's first render is its page.
 */
export function appRoutes(start: SignedInStart = {}): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/', element: <LoginPage /> },
        { path: '/register', element: <RegisterPage /> },
        {
          path: '/verify',
          lazy: withTexts(async () => (await import('../modules/platform/verify/VerifyPage.tsx')).VerifyPage),
        },
        { path: '/404', lazy: withTexts(async () => (await import('./NotFoundPage.tsx')).NotFoundPage) },
        {
          element: <RequireSession />,
          children: [
            {
              // The texts of every namespace load with the frame (the sign-in page has only its own).
              ...(start.AppShell
                ? { Component: start.AppShell }
                : { lazy: withTexts(async () => (await import('./AppShell.tsx')).AppShell) }),
              id: signedInFrameId,
              errorElement: <RouteError />,
              // The module pages join here on the first navigation that needs them (moduleRoutes).
              children: [
                {
                  path: landingPath,
                  ...(start.Landing
                    ? { Component: start.Landing }
                    : {
                        lazy: async () => {
                          const { LandingPage, preloadLanding } = await import('./landing/LandingPage.tsx');
                          await preloadLanding(getSession());
                          return { Component: LandingPage };
                        },
                      }),
                },
                {
                  path: helpPath,
                  lazy: async () => ({ Component: (await import('../help/pages.tsx')).HelpFilePage }),
                },
                {
                  path: guidePath,
                  lazy: async () => ({ Component: (await import('../help/pages.tsx')).GuidePage }),
                },
              ],
            },
          ],
        },
        { path: '*', element: <UnknownRoute /> },
      ],
    },
  ];
}

let modulesAdded: Promise<void> | undefined;

/**
 * The module pages' table (pages.ts: every screen's route, title and lazy page) is not part of the
 * sign-in page's code: React Router asks for it on the first path it cannot match exactly (a module
 * route first matches the catch-all `*`, which counts as inexact), and it is added under the
 * signed-in frame once.
 */
export const moduleRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  modulesAdded ??= loadModulePages().then(({ modulePages, moduleAliases }) => {
    patch(signedInFrameId, [...modulePages.map(moduleRoute), ...moduleAliases.map(aliasRoute)]);
  });
  modulesAdded.catch(() => (modulesAdded = undefined)); // a failed chunk load is tried again
  await modulesAdded;
};

export function createAppRouter(start?: SignedInStart) {
  return createBrowserRouter(appRoutes(start), { patchRoutesOnNavigation: moduleRoutes });
}
