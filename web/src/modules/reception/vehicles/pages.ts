/** Pages of reception/vehicles; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Master: vehicle master (SGRM005).
  // The list checks the four rights (adds, edits, deletes, views) itself.
  screenRoute('/vehicleMasterlist', 'SGRM005', () => import('./list/VehicleListPage.tsx')),
  formRoute('/vehicleMaster', 'SGRM005', 'vehicles:formTitle', () => import('./form/VehicleFormPage.tsx')),
];
