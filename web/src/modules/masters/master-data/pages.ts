/** Pages of masters/master-data; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Issue 14, master data: vehicle side.
  screenRoute(
    '/vehicleMakelist',
    'SGRM001',
    pageOf(() => import('./pages.tsx'), 'MakeListPage'),
  ),
  formRoute(
    '/VehicleMake',
    'SGRM001',
    'masterData:make.formTitle',
    pageOf(() => import('./pages.tsx'), 'MakeFormPage'),
  ),
  screenRoute(
    '/vehicleModellist',
    'SGRM003',
    pageOf(() => import('./pages.tsx'), 'ModelListPage'),
  ),
  formRoute(
    '/VehicleModel',
    'SGRM003',
    'masterData:model.formTitle',
    pageOf(() => import('./pages.tsx'), 'ModelFormPage'),
  ),
  screenRoute(
    '/supplierlist',
    'SGRM006',
    pageOf(() => import('./pages.tsx'), 'SupplierListPage'),
  ),
  formRoute(
    '/supplier',
    'SGRM006',
    'masterData:supplier.formTitle',
    pageOf(() => import('./pages.tsx'), 'SupplierFormPage'),
  ),
  screenRoute(
    '/color',
    'SGRM022',
    pageOf(() => import('./pages.tsx'), 'ColorListPage'),
  ),
  formRoute(
    '/colorDetail',
    'SGRM022',
    'masterData:color.formTitle',
    pageOf(() => import('./pages.tsx'), 'ColorFormPage'),
  ),
  screenRoute(
    '/accessoriesMaster',
    'SGRM021',
    pageOf(() => import('./pages.tsx'), 'AccessoryListPage'),
  ),
  formRoute(
    '/accessory',
    'SGRM021',
    'masterData:accessory.formTitle',
    pageOf(() => import('./pages.tsx'), 'AccessoryFormPage'),
  ),
  screenRoute(
    '/servicemoi',
    'SGRM014',
    pageOf(() => import('./pages.tsx'), 'ServiceListPage'),
  ),
  formRoute(
    '/servicemoiDetail',
    'SGRM014',
    'masterData:service.formTitle',
    pageOf(() => import('./pages.tsx'), 'ServiceFormPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/servicemoilist', to: '/servicemoi' }];
