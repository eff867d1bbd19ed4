import { Suspense } from 'react';
import { useSession, type Session } from '../../auth/session.ts';
import { lazyComponent } from '../../kit/lazy.ts';
import { MyWorkPage } from '../../modules/reports/my-work/MyWorkPage.tsx';
import { PageLoading } from '../guards.tsx';
import { landsOnAdminDashboard } from '../prefetch.ts';

/** The Admin dashboard (SGRD001), loaded only for the users who land on it. */
const AdminDashboardPage = lazyComponent(
  () => import('../../modules/reports/dashboard/AdminDashboardPage.tsx'),
);
/** The landing route loads the dashboard's code before it renders (kit/lazy.ts), for its users. */
export async function preloadLanding(session: Session | null): Promise<void> {
  if (landsOnAdminDashboard(session)) await AdminDashboardPage.preload();
}

/**
 * `/dashboard/default`, the landing after sign-in: the Admin dashboard for users who may view it
 * (issue 15), otherwise "My work", what waits for the user now (issue 25).
 */
export function LandingPage() {
  const session = useSession();
  if (landsOnAdminDashboard(session))
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminDashboardPage />
      </Suspense>
    );
  return <MyWorkPage />;
}
