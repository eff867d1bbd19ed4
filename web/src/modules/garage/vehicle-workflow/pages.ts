/** Pages of garage/vehicle-workflow; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: vehicle workflow (SGRG012).
  {
    path: '/vehicle-workflow',
    screen: 'SGRG012',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG012',
    component: lazyComponent(() => import('./VehicleWorkflowPage.tsx')),
  },
];
