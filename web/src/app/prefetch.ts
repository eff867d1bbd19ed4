/**
 * A signed-in start (a reload, a bookmark) knows where it is going before the router renders: the
 * code of the signed-in frame and of the page at the address starts downloading while the entry still
 * reads the runtime config, the texts and the stored session, instead of one lazy chunk after the
 * other as the routes render; so does the project list (names in the top bar and on "My work").
 */
import type { ComponentType } from 'react';
import { screenCodes } from '@fleet/shared';
import type { Session } from '../auth/session.ts';
import { loadAppResources } from '../i18n/index.ts';
import { can, screenRights } from '../kit/rights.ts';
import { primeMyWork } from '../modules/reports/my-work/api.ts';
import { landingPath } from './paths.ts';
import { projectList } from './project-list.ts';
import { loadModulePages } from './useModulePages.ts';

/**
 * The first route's code, loaded: the router starts with these components instead of their routes'
 * `lazy`, so its first render is the page itself (no loading fallback first, then the page in a
 * second, time-sliced render). A member is absent when its load failed: its route loads it then and
 * reports the error.
 */
export interface SignedInStart {
  AppShell?: ComponentType;
  Landing?: ComponentType;
}

/** Whether the user's landing is the Admin dashboard (SGRD001, issue 15) rather than "My work". */
export const landsOnAdminDashboard = (session: Session | null) =>
  !!session && can(screenRights(session, screenCodes.adminDashboard), 'views');

/**
 * Starts the data calls of a signed-in start's first page (once the tokens are there), beside the
 * loading of its code: "My work" at the landing (a small module of the entry, so it does not wait
 * for the frame's code).
 */
export function startFirstPageData(session: Session, pathname: string): void {
  if (pathname === landingPath && !landsOnAdminDashboard(session)) primeMyWork(session);
}

function settled<T>(load: Promise<T>): Promise<T | undefined> {
  return load.catch(() => undefined);
}

export function prefetchSignedInStart(session: Session, pathname: string): Promise<SignedInStart> {
  // Only head starts: the routes import the same modules and report a failed load themselves.
  void projectList().catch(() => undefined);
  const frame = Promise.all([import('./AppShell.tsx'), loadAppResources()]).then(([module]) => module);
  let landing: Promise<typeof import('./landing/LandingPage.tsx') | undefined> = Promise.resolve(undefined);
  if (pathname === landingPath) {
    if (landsOnAdminDashboard(session))
      void import('../modules/reports/dashboard/AdminDashboardPage.tsx').catch(() => undefined);
    landing = import('./landing/LandingPage.tsx').then(async (module) => {
      await module.preloadLanding(session);
      return module;
    });
  } else {
    void loadModulePages().catch(() => undefined);
  }
  return Promise.all([settled(frame), settled(landing)]).then(([frameModule, landingModule]) => ({
    AppShell: frameModule?.AppShell,
    Landing: landingModule?.LandingPage,
  }));
}
