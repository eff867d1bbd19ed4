/**
 * The master types as declarations of the generic list and form: vehicle make (SGRM001), vehicle model
 * (SGRM003), supplier (SGRM006), colours (SGRM022), accessories (SGRM021), MOI service (SGRM014), and
 * on the repair side main repair (SGRM007) and employee (SGRM020) with their texts in `masterRepair`, and
 * the sticker make (SGRM004) with its texts in `stickers`.
 */
import { screenCodes } from '@fleet/shared';
import { addAccessoryBody, updateAccessoryBody } from '@fleet/shared/platform/lookups';
import {
  createColorBody,
  createServiceBody,
  createMakeBody,
  createModelBody,
  createSupplierBody,
  updateColorBody,
  updateServiceBody,
  updateMakeBody,
  updateModelBody,
  updateSupplierBody,
} from '@fleet/shared/masters/master-data';
import {
  createEmployeeBody,
  createMainRepairBody,
  updateEmployeeBody,
  updateMainRepairBody,
} from '@fleet/shared/masters/master-repair';
import { stickerMakeBody } from '@fleet/shared/stickers/stickers';
import { masterDataApi } from './api.ts';
import type { MasterDefinition, MasterField, MasterFieldKind } from './types.ts';

/** A record's own code: a required key, typed left to right, listed. */
const code = (name: string, more: Partial<MasterField> = {}): MasterField => ({
  name,
  kind: 'text',
  key: true,
  required: true,
  ltr: true,
  column: true,
  ...more,
});

/** A name the list shows in the UI language, and its Arabic twin (typed in the form only). */
const shownName = (name: string, arabic: string, required = true): MasterField[] => [
  { name, kind: 'text', required, column: true, inArabic: arabic },
  { name: arabic, kind: 'text' },
];

/** A required key chosen from another master, listed by the chosen record's names (`names`, `<names>ar`). */
const chosenKey = (name: string, kind: MasterFieldKind, names: string): MasterField => ({
  name,
  kind,
  key: true,
  required: true,
  column: true,
  names: [names, `${names}ar`],
});

export const makeDefinition: MasterDefinition = {
  id: 'make',
  screen: screenCodes.vehicleMake,
  listPath: '/vehicleMakelist',
  formPath: '/VehicleMake',
  exportTitle: 'VehicleMake',
  fields: [
    code('vehmakid'),
    { name: 'makecode', kind: 'text', ltr: true, column: true },
    { name: 'vehmaknam', kind: 'text', required: true, column: true },
    { name: 'vehmaknamar', kind: 'text', column: true },
  ],
  calls: masterDataApi.make,
  createSchema: createMakeBody,
  updateSchema: updateMakeBody,
};

export const modelDefinition: MasterDefinition = {
  id: 'model',
  screen: screenCodes.vehicleModel,
  listPath: '/vehicleModellist',
  formPath: '/VehicleModel',
  exportTitle: 'VehicleModel',
  fields: [
    chosenKey('vehmakid', 'make', 'vehmaknam'),
    code('vehmodid'),
    { name: 'vehmodnam', kind: 'text', required: true, column: true },
    { name: 'vehmodnamar', kind: 'text', column: true },
  ],
  calls: masterDataApi.model,
  createSchema: createModelBody,
  updateSchema: updateModelBody,
};

export const supplierDefinition: MasterDefinition = {
  id: 'supplier',
  screen: screenCodes.supplier,
  listPath: '/supplierlist',
  formPath: '/supplier',
  exportTitle: 'Supplier',
  fields: [
    code('vendcode'),
    { name: 'vendname', kind: 'text', required: true, column: true },
    { name: 'vendnamear', kind: 'text', column: true },
    { name: 'moiApproved', kind: 'yesNo', required: true, column: true, initial: 'N' },
    { name: 'mobile', kind: 'text', ltr: true, column: true },
    { name: 'email', kind: 'text', ltr: true },
    { name: 'status', kind: 'status', required: true, column: true, initial: 'active' },
  ],
  calls: masterDataApi.supplier,
  createSchema: createSupplierBody,
  updateSchema: updateSupplierBody,
};

export const colorDefinition: MasterDefinition = {
  id: 'color',
  screen: screenCodes.colors,
  listPath: '/color',
  formPath: '/colorDetail',
  exportTitle: 'Colours',
  fields: [
    code('colorcode'),
    { name: 'colornam', kind: 'text', required: true, column: true },
    { name: 'colornamar', kind: 'text', column: true },
  ],
  calls: masterDataApi.color,
  createSchema: createColorBody,
  updateSchema: updateColorBody,
};

export const accessoryDefinition: MasterDefinition = {
  id: 'accessory',
  screen: screenCodes.accessories,
  listPath: '/accessoriesMaster',
  formPath: '/accessory',
  exportTitle: 'Accessories',
  fields: [
    { name: 'accessoryid', kind: 'text', key: true, generated: true, ltr: true, column: true },
    { name: 'accessorynam', kind: 'text', required: true, column: true },
    { name: 'accessorynamar', kind: 'text', column: true },
    { name: 'status', kind: 'status', required: true, column: true, initial: 'active' },
  ],
  calls: masterDataApi.accessory,
  createSchema: addAccessoryBody,
  updateSchema: updateAccessoryBody,
};

export const serviceDefinition: MasterDefinition = {
  id: 'service',
  screen: screenCodes.moiService,
  listPath: '/servicemoi',
  formPath: '/servicemoiDetail',
  exportTitle: 'MOIService',
  fields: [
    chosenKey('vehiclmak', 'make', 'vehmaknam'),
    { name: 'kilometer', kind: 'number', key: true, required: true, ltr: true, column: true },
    chosenKey('wrkshpid', 'workshop', 'wrkshpnam'),
    chosenKey('mainrepid', 'mainRepair', 'mainrepnam'),
    chosenKey('subrepid', 'subRepair', 'subrepnam'),
    { name: 'yearfrom', kind: 'number', required: true, ltr: true, column: true, initial: '1990' },
  ],
  calls: masterDataApi.service,
  createSchema: createServiceBody,
  updateSchema: updateServiceBody,
};

/** A workshop's main repairs; one with sub repairs is not deleted. */
export const mainRepairDefinition: MasterDefinition = {
  id: 'mainRepair',
  namespace: 'masterRepair',
  screen: screenCodes.mainRepair,
  listPath: '/mainrepairlist',
  formPath: '/mainrepair',
  exportTitle: 'MainRepair',
  fields: [
    { ...chosenKey('wrkshpid', 'workshop', 'wrkshpnam'), filter: true },
    code('mainrepid', { label: 'mainrepidCode' }),
    { name: 'mainrepnam', kind: 'text', required: true, column: true },
    { name: 'mainrepnamar', kind: 'text', column: true },
  ],
  counts: ['subRepairCount'],
  keepReason: (row) => (Number(row['subRepairCount']) > 0 ? 'mainRepair.hasSubRepairs' : undefined),
  schemaWords: true,
  calls: masterDataApi.mainRepair,
  createSchema: createMainRepairBody,
  updateSchema: updateMainRepairBody,
};

/** The garages' employees (technicians, inspectors, staff), by garage and status. */
export const employeeDefinition: MasterDefinition = {
  id: 'employee',
  namespace: 'masterRepair',
  screen: screenCodes.employee,
  listPath: '/employee',
  formPath: '/employeeDetail',
  exportTitle: 'Employee',
  fields: [
    code('emplcode'),
    ...shownName('emplname', 'emplnamar'),
    ...shownName('jobtitle', 'jobtitlear', false),
    { name: 'garageid', kind: 'garage', column: true, filter: true },
    { name: 'mobile', kind: 'text', required: true, ltr: true, column: true, hint: 'employee.mobileHint' },
    { name: 'status', kind: 'status', column: true, filter: true, initial: 'active' },
  ],
  schemaWords: true,
  calls: masterDataApi.employee,
  createSchema: createEmployeeBody,
  updateSchema: updateEmployeeBody,
};

/** The service sticker's makes with the interval they announce; one used by sticker jobs is not deleted. */
export const stickerMakeDefinition: MasterDefinition = {
  id: 'stickerMake',
  namespace: 'stickers',
  screen: screenCodes.stickerMake,
  listPath: '/stickerMakeList',
  formPath: '/createSticker',
  exportTitle: 'StickerMake',
  fields: [
    code('stickercode'),
    ...shownName('stickername', 'stickernamear'),
    { name: 'intervalkm', kind: 'number', required: true, column: true },
    { name: 'intervalmonths', kind: 'number', required: true, column: true },
    { name: 'active', kind: 'yesNo', required: true, column: true, initial: 'Y' },
  ],
  counts: ['usecount'],
  schemaWords: true,
  calls: masterDataApi.stickerMake,
  createSchema: stickerMakeBody,
  updateSchema: stickerMakeBody,
};
