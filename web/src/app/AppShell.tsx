import { useEffect, useState, type ReactNode } from 'react';
import AppLayout from '@cloudscape-design/components/app-layout';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useSession } from '../auth/session.ts';
import { Toasts } from '../kit/toasts/ToastProvider.tsx';
import { NotificationsProvider } from '../notifications/index.ts';
import { breadcrumbTrail } from './breadcrumbs.ts';
import { useNavigationLandmarkFix } from './landmarks.ts';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { TopBar, topBarId } from './TopBar.tsx';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';
import { useModulePages } from './useModulePages.ts';
import { extraWideQuery, mediaMatches, useMediaQuery, wideQuery } from './useMediaQuery.ts';

/** Sidebar width of spec 000 section 9. */
export const navigationWidth = 260;

/**
 * The signed-in frame (spec 000 section 2, "App shell"): top bar, side navigation (right side in
 * Arabic, since Cloudscape follows `dir`), breadcrumbs and the page. Notifications (bell, messages,
 * live updates) run only inside this signed-in frame. The drawer sits beside
 * the content from 768 px and overlays it below (closing after a link is followed); it starts open
 * from the xl breakpoint (1440 px).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const loading = useNavigation().state === 'loading';
  const wide = useMediaQuery(wideQuery);
  const [navigationOpen, setNavigationOpen] = useState(() => mediaMatches(extraWideQuery));
  // The drawer's place is kept, empty, for the first frame (useAfterFirstPaint.ts).
  const drawerReady = useAfterFirstPaint();
  // Loaded by the router before a module page's first render; the landing's trail (Home) needs none.
  const modulePages = useModulePages();
  const crumbs = breadcrumbTrail(pathname, modulePages ?? []);
  const pageTitle = t(crumbs[crumbs.length - 1]?.titleKey ?? 'nav:home');
  useNavigationLandmarkFix();

  useEffect(() => {
    document.title = `${pageTitle} · ${t('common:appName')}`;
  }, [pageTitle, t]);

  if (!session) return <Navigate to="/" replace />;

  return (
    <NotificationsProvider>
      <TopBar session={session} compact={!wide} actionsReady={drawerReady} />
      {/* While the next page's code loads (its route's `lazy`), the current page stays, with this bar. */}
      {loading && <div className="fw-route-progress" role="progressbar" aria-label={t('common:loading')} />}
      <AppLayout
        headerSelector={`#${topBarId}`}
        navigation={
          drawerReady && modulePages ? (
            <NavigationDrawer
              session={session}
              pages={modulePages}
              onFollow={() => !wide && setNavigationOpen(false)}
            />
          ) : (
            <div className="fw-drawer" data-testid="navigation-drawer-pending" />
          )
        }
        navigationOpen={navigationOpen}
        onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
        navigationWidth={navigationWidth}
        toolsHide
        // Toasts above the page: they push it down instead of covering a form's Close / Clear / Save.
        notifications={<Toasts placement="docked" />}
        stickyNotifications
        breadcrumbs={
          <BreadcrumbGroup
            ariaLabel={t('shell:aria.breadcrumbs')}
            expandAriaLabel={t('shell:aria.breadcrumbsExpand')}
            items={crumbs.map((crumb) => ({ text: t(crumb.titleKey), href: crumb.href }))}
            onFollow={(event) => {
              event.preventDefault();
              navigate(event.detail.href);
            }}
          />
        }
        ariaLabels={{
          navigation: t('shell:aria.navigation'),
          navigationClose: t('shell:aria.navigationClose'),
          navigationToggle: t('shell:aria.navigationToggle'),
          notifications: t('shell:aria.notifications'),
        }}
        content={children ?? <Outlet />}
      />
    </NotificationsProvider>
  );
}
