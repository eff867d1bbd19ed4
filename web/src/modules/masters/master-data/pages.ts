/** Pages of masters/master-data; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const screens = () => import('./pages.tsx');

/** The masters ./pages.tsx exports a `<name>ListPage` (and a `<name>FormPage`) of. */
type Screens = Awaited<ReturnType<typeof screens>>;
type MasterName = { [K in keyof Screens]: K extends `${infer N}ListPage` ? N : never }[keyof Screens];

/** A master's list (its screen) and its form titled `titleKey`. */
const master = (name: MasterName, screen: string, [list, form]: [string, string], titleKey: string) => [
  screenRoute(list, screen, pageOf(screens, `${name}ListPage`)),
  formRoute(form, screen, titleKey, pageOf(screens, `${name}FormPage`)),
];

export const pages: ModulePage[] = [
  // Issue 14, master data: vehicle side.
  ...master('Make', 'SGRM001', ['/vehicleMakelist', '/VehicleMake'], 'masterData:make.formTitle'),
  ...master('Model', 'SGRM003', ['/vehicleModellist', '/VehicleModel'], 'masterData:model.formTitle'),
  ...master('Supplier', 'SGRM006', ['/supplierlist', '/supplier'], 'masterData:supplier.formTitle'),
  ...master('Color', 'SGRM022', ['/color', '/colorDetail'], 'masterData:color.formTitle'),
  ...master('Accessory', 'SGRM021', ['/accessoriesMaster', '/accessory'], 'masterData:accessory.formTitle'),
  ...master('Service', 'SGRM014', ['/servicemoi', '/servicemoiDetail'], 'masterData:service.formTitle'),
  // Issue 14, master data: main repairs and employees (their texts in masterRepair).
  ...master('MainRepair', 'SGRM007', ['/mainrepairlist', '/mainrepair'], 'masterRepair:mainRepair.formTitle'),
  ...master('Employee', 'SGRM020', ['/employee', '/employeeDetail'], 'masterRepair:employee.formTitle'),
  // Issue 14, stickers: the sticker make (its texts in stickers).
  ...master(
    'StickerMake',
    'SGRM004',
    ['/stickerMakeList', '/createSticker'],
    'stickers:stickerMake.formTitle',
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/servicemoilist', to: '/servicemoi' },
  { path: '/createStickerlist', to: '/stickerMakeList' },
];
