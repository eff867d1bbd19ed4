/** Pages of garage/estimation; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: estimation with its approval (SGRG004).
  {
    path: '/estimationlist',
    screen: 'SGRG004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG004',
    component: lazyComponent(() => import('./list/EstimationListPage.tsx')),
  },
  {
    // The form checks the right of its mode itself; APPROVE (an approver's link) reads with views.
    path: '/estimation',
    screen: 'SGRG004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'estimation:form.title',
    component: lazyComponent(() => import('./form/EstimationPage.tsx')),
  },
];
