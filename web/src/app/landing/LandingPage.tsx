import { Suspense } from 'react';
import { screenCodes } from '@fleet/shared';
import { useSession, type Session } from '../../auth/session.ts';
import { lazyComponent } from '../../kit/lazy.ts';
import { can, screenRights } from '../../kit/rights.ts';
import { primeMyWork } from '../../modules/reports/my-work/api.ts';
import { MyWorkPage } from '../../modules/reports/my-work/MyWorkPage.tsx';
import { PageLoading } from '../guards.tsx';

/** The Admin dashboard (SGRD001), loaded only for the users who land on it. */
const AdminDashboardPage = lazyComponent(
  () => import('../../modules/reports/dashboard/AdminDashboardPage.tsx'),
);
const adminDashboardScreen = screenCodes.adminDashboard;

const seesAdminDashboard = (session: Session | null) =>
  !!session && can(screenRights(session, adminDashboardScreen), 'views');

/** The landing route loads the dashboard's code before it renders (kit/lazy.ts), for its users. */
export async function preloadLanding(session: Session | null): Promise<void> {
  if (seesAdminDashboard(session)) await AdminDashboardPage.preload();
}

/** A signed-in start at the landing asks for "My work" while the router and the frame render. */
export function prefetchLandingData(session: Session): void {
  if (!seesAdminDashboard(session)) primeMyWork(session);
}

/**
 * `/dashboard/default`, the landing after sign-in: the Admin dashboard for users who may view it
 * (issue 15), otherwise "My work", what waits for the user now (issue 25).
 */
export function LandingPage() {
  const session = useSession();
  if (seesAdminDashboard(session))
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminDashboardPage />
      </Suspense>
    );
  return <MyWorkPage />;
}
