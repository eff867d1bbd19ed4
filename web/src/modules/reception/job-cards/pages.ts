/** Pages of reception/job-cards; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // MOI Reception: job cards (SGRJ001), inspector assignment and inspection (SGRJ002), reopen (SGRJ004);
  // Garage: rejected job cards (SGRG020). Forms check the right of their mode themselves.
  {
    path: '/jobCardQslist',
    screen: 'SGRJ001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ001',
    component: lazyComponent(() => import('./list/JobCardListPage.tsx')),
  },
  {
    path: '/jobCardQs',
    screen: 'SGRJ001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:form.title',
    component: lazyComponent(() => import('./form/JobCardPage.tsx')),
  },
  {
    path: '/inspectionlistmoi',
    screen: 'SGRJ002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ002',
    component: lazyComponent(() => import('./inspector/InspectorListPage.tsx')),
  },
  {
    path: '/assigninspectormoi',
    screen: 'SGRJ002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:assign.title',
    component: lazyComponent(() => import('./inspector/AssignInspectorPage.tsx')),
  },
  {
    path: '/inspectionmoi',
    screen: 'SGRJ002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:inspection.title',
    component: lazyComponent(() => import('./inspector/InspectionPage.tsx')),
  },
  {
    path: '/jobCardReOpenlist',
    screen: 'SGRJ004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ004',
    component: lazyComponent(() => import('./reopen/ReopenListPage.tsx')),
  },
  {
    path: '/jobCardReOpen',
    screen: 'SGRJ004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:reopen.title',
    component: lazyComponent(() => import('./reopen/ReopenPage.tsx')),
  },
  {
    path: '/rejectJobCardList',
    screen: 'SGRG020',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG020',
    component: lazyComponent(() => import('./reject/RejectListPage.tsx')),
  },
  {
    path: '/rejectJobCard',
    screen: 'SGRG020',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:reject.title',
    component: lazyComponent(() => import('./reject/RejectPage.tsx')),
  },
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
