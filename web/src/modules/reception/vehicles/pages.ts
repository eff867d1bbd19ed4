/** Pages of reception/vehicles; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Master: vehicle master (SGRM005).
  {
    // The list checks the four rights (adds, edits, deletes, views) itself.
    path: '/vehicleMasterlist',
    screen: 'SGRM005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM005',
    component: lazyComponent(() => import('./list/VehicleListPage.tsx')),
  },
  {
    path: '/vehicleMaster',
    screen: 'SGRM005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'vehicles:formTitle',
    component: lazyComponent(() => import('./form/VehicleFormPage.tsx')),
  },
];
