/** Pages of garage/warranty; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 14, warranty.
  screenRoute('/warrantydetaillist', 'SGRG014', () => import('./WarrantyListPage.tsx')),
  formRoute('/warrantydetail', 'SGRG014', 'warranty:form.title', () => import('./WarrantyFormPage.tsx')),
];
