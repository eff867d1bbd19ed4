/** Pages of garage/estimation; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Garage: estimation with its approval (SGRG004).
  screenRoute('/estimationlist', 'SGRG004', () => import('./list/EstimationListPage.tsx')),
  // The form checks the right of its mode itself; APPROVE (an approver's link) reads with views.
  formRoute('/estimation', 'SGRG004', 'estimation:form.title', () => import('./form/EstimationPage.tsx')),
];
