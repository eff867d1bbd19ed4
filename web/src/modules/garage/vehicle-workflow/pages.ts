/** Pages of garage/vehicle-workflow; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Garage: vehicle workflow (SGRG012).
  screenRoute('/vehicle-workflow', 'SGRG012', () => import('./VehicleWorkflowPage.tsx')),
];
