/** Pages of parts/item-request; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Garage: item requests with the garage approver's line-by-line approval (SGRG021).
  screenRoute('/sparepartsapprovelist', 'SGRG021', () => import('./list/ItemRequestListPage.tsx')),
  // The form checks the right of its mode itself; APPROVE (the approver's link) reads with views.
  formRoute(
    '/sparepartsapprove',
    'SGRG021',
    'itemRequest:form.title',
    () => import('./form/ItemRequestPage.tsx'),
  ),
];
