/**
 * A signed-in start (a reload, a bookmark) knows where it is going before the router renders: the
 * code of the signed-in frame and of the page at the address starts downloading while the entry still
 * reads the runtime config, the texts and the Amplify session, instead of one lazy chunk after the
 * other as the routes render.
 */
import { screenCodes } from '@fleet/shared';
import type { Session } from '../auth/session.ts';
import { can, screenRights } from '../kit/rights.ts';
import { landingPath } from './navigation.ts';

export function prefetchSignedInStart(session: Session, pathname: string): void {
  const loads: Promise<unknown>[] = [import('../auth/amplify-client.ts'), import('./AppShell.tsx')];
  if (pathname === landingPath) {
    loads.push(import('./landing/LandingPage.tsx'));
    if (can(screenRights(session, screenCodes.adminDashboard), 'views'))
      loads.push(import('../modules/dashboard/AdminDashboardPage.tsx'));
  } else {
    loads.push(import('./pages.ts'));
  }
  // Only a head start: the routes import the same modules and report a failed load themselves.
  for (const load of loads) load.catch(() => {});
}
