/**
 * Help centre (spec 000 section 2 "Help centre"). Mount `<HelpCentreProvider>` once around the app
 * (the login page included); call `useHelpCentre().open()` from the Help & Support button; route
 * `/helpfile` to `HelpFilePage` and `/Guide` to `GuidePage` (lazy: render them inside `<Suspense>`).
 */
import { lazy } from 'react';

export { HelpCentreProvider, useHelpCentre, type HelpCentreApi } from './HelpCentreProvider.tsx';
export {
  guideAreas,
  guidePath,
  helpFilePath,
  helpScreenshots,
  helpTopicIds,
  helpTopics,
  topicForPath,
  type GuideArea,
  type HelpTopicId,
} from './topics.ts';

/** Page of `/helpfile`. */
export const HelpFilePage = lazy(() =>
  import('./pages.tsx').then((module) => ({ default: module.HelpFilePage })),
);
/** Page of `/Guide` and `/Guide?screen=MOIReception|KPTCReception|Garage|Procurement|Accounts`. */
export const GuidePage = lazy(() => import('./pages.tsx').then((module) => ({ default: module.GuidePage })));
