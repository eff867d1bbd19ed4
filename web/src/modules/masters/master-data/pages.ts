/** Pages of masters/master-data; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const screens = () => import('./pages.tsx');

export const pages: ModulePage[] = [
  // Issue 14, master data: vehicle side.
  screenRoute('/vehicleMakelist', 'SGRM001', pageOf(screens, 'MakeListPage')),
  formRoute('/VehicleMake', 'SGRM001', 'masterData:make.formTitle', pageOf(screens, 'MakeFormPage')),
  screenRoute('/vehicleModellist', 'SGRM003', pageOf(screens, 'ModelListPage')),
  formRoute('/VehicleModel', 'SGRM003', 'masterData:model.formTitle', pageOf(screens, 'ModelFormPage')),
  screenRoute('/supplierlist', 'SGRM006', pageOf(screens, 'SupplierListPage')),
  formRoute('/supplier', 'SGRM006', 'masterData:supplier.formTitle', pageOf(screens, 'SupplierFormPage')),
  screenRoute('/color', 'SGRM022', pageOf(screens, 'ColorListPage')),
  formRoute('/colorDetail', 'SGRM022', 'masterData:color.formTitle', pageOf(screens, 'ColorFormPage')),
  screenRoute('/accessoriesMaster', 'SGRM021', pageOf(screens, 'AccessoryListPage')),
  formRoute('/accessory', 'SGRM021', 'masterData:accessory.formTitle', pageOf(screens, 'AccessoryFormPage')),
  screenRoute('/servicemoi', 'SGRM014', pageOf(screens, 'ServiceListPage')),
  formRoute(
    '/servicemoiDetail',
    'SGRM014',
    'masterData:service.formTitle',
    pageOf(screens, 'ServiceFormPage'),
  ),
  // Issue 14, master data: main repairs and employees (their texts in masterRepair).
  screenRoute('/mainrepairlist', 'SGRM007', pageOf(screens, 'MainRepairListPage')),
  formRoute(
    '/mainrepair',
    'SGRM007',
    'masterRepair:mainRepair.formTitle',
    pageOf(screens, 'MainRepairFormPage'),
  ),
  screenRoute('/employee', 'SGRM020', pageOf(screens, 'EmployeeListPage')),
  formRoute(
    '/employeeDetail',
    'SGRM020',
    'masterRepair:employee.formTitle',
    pageOf(screens, 'EmployeeFormPage'),
  ),
  // Issue 14, stickers: the sticker make (its texts in stickers).
  screenRoute('/stickerMakeList', 'SGRM004', pageOf(screens, 'StickerMakeListPage')),
  formRoute(
    '/createSticker',
    'SGRM004',
    'stickers:stickerMake.formTitle',
    pageOf(screens, 'StickerMakeFormPage'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/servicemoilist', to: '/servicemoi' },
  { path: '/createStickerlist', to: '/stickerMakeList' },
];
