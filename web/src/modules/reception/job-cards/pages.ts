/** Pages of reception/job-cards; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const stateList = () => import('./StateListPage.tsx');
const remarksAction = () => import('./RemarksActionPage.tsx');

export const pages: ModulePage[] = [
  // MOI Reception: job cards (SGRJ001), inspector assignment and inspection (SGRJ002), reopen (SGRJ004);
  // Garage: rejected job cards (SGRG020). Forms check the right of their mode themselves.
  screenRoute('/jobCardQslist', 'SGRJ001', () => import('./list/JobCardListPage.tsx')),
  formRoute('/jobCardQs', 'SGRJ001', 'jobCards:form.title', () => import('./form/JobCardPage.tsx')),
  screenRoute('/inspectionlistmoi', 'SGRJ002', () => import('./inspector/InspectorListPage.tsx')),
  formRoute(
    '/assigninspectormoi',
    'SGRJ002',
    'jobCards:assign.title',
    () => import('./inspector/AssignInspectorPage.tsx'),
  ),
  formRoute(
    '/inspectionmoi',
    'SGRJ002',
    'jobCards:inspection.title',
    () => import('./inspector/InspectionPage.tsx'),
  ),
  screenRoute('/jobCardReOpenlist', 'SGRJ004', pageOf(stateList, 'ReopenListPage')),
  formRoute('/jobCardReOpen', 'SGRJ004', 'jobCards:reopen.title', pageOf(remarksAction, 'ReopenPage')),
  screenRoute('/rejectJobCardList', 'SGRG020', pageOf(stateList, 'RejectListPage')),
  formRoute('/rejectJobCard', 'SGRG020', 'jobCards:reject.title', pageOf(remarksAction, 'RejectPage')),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/receptionmoi', to: '/jobCardQs' },
  { path: '/receptionmoilist', to: '/jobCardQslist' },
  { path: '/vehiclechecklistmoi', to: '/jobCardQs?step=2' },
  { path: '/vehiclechecklistmoilist', to: '/jobCardQslist' },
  { path: '/vehiclechecklistdetmoi', to: '/jobCardQs?step=2' },
  { path: '/vehiclechecklistdetmoilist', to: '/jobCardQslist' },
  { path: '/jobCardCw', to: '/jobCardQs' },
  { path: '/jobCardCwlist', to: '/jobCardQslist' },
  { path: '/joborderreopen', to: '/jobCardReOpen' },
  { path: '/joborderreopenlist', to: '/jobCardReOpenlist' },
  { path: '/inspectionmoilist', to: '/inspectionlistmoi' },
  { path: '/assigninspectormoilist', to: '/inspectionlistmoi' },
];
