/** Pages of parts/item-request; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: item requests with the garage approver's line-by-line approval (SGRG021).
  {
    path: '/sparepartsapprovelist',
    screen: 'SGRG021',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG021',
    component: lazyComponent(() => import('./list/ItemRequestListPage.tsx')),
  },
  {
    // The form checks the right of its mode itself; APPROVE (the approver's link) reads with views.
    path: '/sparepartsapprove',
    screen: 'SGRG021',
    needs: 'any',
    inNavigation: false,
    titleKey: 'itemRequest:form.title',
    component: lazyComponent(() => import('./form/ItemRequestPage.tsx')),
  },
];
