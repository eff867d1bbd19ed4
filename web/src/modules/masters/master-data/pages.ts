/** Pages of masters/master-data; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Issue 14, master data: vehicle side.
  {
    path: '/vehicleMakelist',
    screen: 'SGRM001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM001',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({ default: module.MakeListPage })),
    ),
  },
  {
    path: '/VehicleMake',
    screen: 'SGRM001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:make.formTitle',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({ default: module.MakeFormPage })),
    ),
  },
  {
    path: '/vehicleModellist',
    screen: 'SGRM003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM003',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.ModelListPage,
      })),
    ),
  },
  {
    path: '/VehicleModel',
    screen: 'SGRM003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:model.formTitle',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.ModelFormPage,
      })),
    ),
  },
  {
    path: '/supplierlist',
    screen: 'SGRM006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM006',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.SupplierListPage,
      })),
    ),
  },
  {
    path: '/supplier',
    screen: 'SGRM006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:supplier.formTitle',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.SupplierFormPage,
      })),
    ),
  },
  {
    path: '/color',
    screen: 'SGRM022',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM022',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.ColorListPage,
      })),
    ),
  },
  {
    path: '/colorDetail',
    screen: 'SGRM022',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:color.formTitle',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.ColorFormPage,
      })),
    ),
  },
  {
    path: '/accessoriesMaster',
    screen: 'SGRM021',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM021',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.AccessoryListPage,
      })),
    ),
  },
  {
    path: '/accessory',
    screen: 'SGRM021',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:accessory.formTitle',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.AccessoryFormPage,
      })),
    ),
  },
  {
    path: '/servicemoi',
    screen: 'SGRM014',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM014',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.ServiceListPage,
      })),
    ),
  },
  {
    path: '/servicemoiDetail',
    screen: 'SGRM014',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:service.formTitle',
    component: lazyComponent(() =>
      import('./pages.tsx').then((module) => ({
        default: module.ServiceFormPage,
      })),
    ),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/servicemoilist', to: '/servicemoi' }];
