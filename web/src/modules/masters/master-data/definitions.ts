/**
 * The vehicle-side master types as declarations of the generic list and form: vehicle make (SGRM001),
 * vehicle model (SGRM003), supplier (SGRM006), colours (SGRM022) and accessories (SGRM021).
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
import { masterDataApi } from './api.ts';
import type { MasterDefinition, MasterField, MasterFieldKind } from './types.ts';

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
    { name: 'vehmakid', kind: 'text', key: true, required: true, ltr: true, column: true },
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
    { name: 'vehmodid', kind: 'text', key: true, required: true, ltr: true, column: true },
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
    { name: 'vendcode', kind: 'text', key: true, required: true, ltr: true, column: true },
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
    { name: 'colorcode', kind: 'text', key: true, required: true, ltr: true, column: true },
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
