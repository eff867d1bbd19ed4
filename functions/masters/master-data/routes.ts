/**
 * Master data of the vehicle side (spec 001 section 7 "Master data": Make, VehicleModl, Supplier, each
 * with POST create, GET list, POST update, POST delete by key, GET by key), plus the colours. The spec
 * gives no exact paths: they follow its style under `/api/<Entity>/<call>`. Rights: makes SGRM001,
 * models SGRM003, suppliers SGRM006, colours SGRM022; reads need views, a create adds, an update edits,
 * a delete deletes. Accessories (SGRM021) use the lookups' addAccessory / updateAccessory /
 * deleteAccessory / getAccessories.
 */
import { messages, screenCodes, type RightAction } from '@fleet/shared';
import {
  colorKeyQuery,
  createServiceBody,
  deleteServiceQuery,
  serviceKeyQuery,
  serviceListQuery,
  updateServiceBody,
  createColorBody,
  createMakeBody,
  createModelBody,
  createSupplierBody,
  deleteColorQuery,
  deleteMakeQuery,
  deleteModelQuery,
  deleteSupplierQuery,
  makeKeyQuery,
  masterListQuery,
  modelKeyQuery,
  modelListQuery,
  supplierKeyQuery,
  updateColorBody,
  updateMakeBody,
  updateModelBody,
  updateSupplierBody,
} from '@fleet/shared/masters/master-data';
import { written } from '#lib/http';
import { defineModule, defineRoute } from '#lib/registry';
import {
  colorById,
  createService,
  deleteService,
  listServices,
  serviceById,
  updateService,
  createColor,
  createMake,
  createModel,
  createSupplier,
  deleteColor,
  deleteMake,
  deleteModel,
  deleteSupplier,
  listColors,
  listMakes,
  listModels,
  listSuppliers,
  makeById,
  modelById,
  supplierById,
  updateColor,
  updateMake,
  updateModel,
  updateSupplier,
} from './manage.ts';

const right = (screen: string, action: RightAction) => ({ kind: 'screen', screen, action }) as const;
const paging = 'searchTerm (code or name) and optional pageSize & pageNumber (without them the whole list)';
const stale = 'at the version read; 409 when stale, 404 when missing';

export const masterDataModule = defineModule({
  name: 'master-data',
  routes: [
    // ---- Make (SGRM001) ----
    defineRoute({
      method: 'POST',
      path: '/api/Make/insertMake',
      summary:
        'Creates a vehicle make {vehmakid, makecode?, vehmaknam, vehmaknamar}; an existing id is a 400. Returns [message, {vehmakid, version}].',
      access: right(screenCodes.vehicleMake, 'adds'),
      body: createMakeBody,
      handler: async ({ caller, body }) => written(messages.makeSaved, await createMake(caller, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Make/getMakeList',
      summary: `Vehicle makes matching ${paging}: [{makecode, vehmakid, vehmaknam, vehmaknamar, version}].`,
      access: right(screenCodes.vehicleMake, 'views'),
      query: masterListQuery,
      handler: async ({ caller, query }) => listMakes(caller, query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Make/updateMake',
      summary: `Updates the make {vehmakid, makecode?, vehmaknam, vehmaknamar, version} ${stale}.`,
      access: right(screenCodes.vehicleMake, 'edits'),
      body: updateMakeBody,
      handler: async ({ caller, body }) => written(messages.makeUpdated, await updateMake(caller, body)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Make/deleteMake',
      summary:
        'Deletes the make ?vehmakid (&version: 409 when stale); refused (400) while it has models or a vehicle is of that make.',
      access: right(screenCodes.vehicleMake, 'deletes'),
      query: deleteMakeQuery,
      handler: async ({ caller, query }) => written(messages.makeDeleted, await deleteMake(caller, query)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Make/getMakeById',
      summary: 'One make ?vehmakid: {makecode, vehmakid, vehmaknam, vehmaknamar, version}; 404 when missing.',
      access: right(screenCodes.vehicleMake, 'views'),
      query: makeKeyQuery,
      handler: async ({ caller, query }) => makeById(caller, query),
    }),
    // ---- Model (SGRM003) ----
    defineRoute({
      method: 'POST',
      path: '/api/VehicleModl/insertVehicleModl',
      summary:
        'Creates a vehicle model {vehmakid (an existing make), vehmodid, vehmodnam, vehmodnamar}; an existing id in the make is a 400. Returns [message, {vehmakid, vehmodid, version}].',
      access: right(screenCodes.vehicleModel, 'adds'),
      body: createModelBody,
      handler: async ({ caller, body }) => written(messages.modelSaved, await createModel(caller, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/VehicleModl/getVehicleModlList',
      summary: `Vehicle models, of make vehmakid when given, matching ${paging}: [{vehmakid, vehmaknam, vehmaknamar, vehmodid, vehmodnam, vehmodnamar, version}].`,
      access: right(screenCodes.vehicleModel, 'views'),
      query: modelListQuery,
      handler: async ({ caller, query }) => listModels(caller, query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/VehicleModl/updateVehicleModl',
      summary: `Renames the model {vehmakid, vehmodid, vehmodnam, vehmodnamar, version} ${stale}.`,
      access: right(screenCodes.vehicleModel, 'edits'),
      body: updateModelBody,
      handler: async ({ caller, body }) => written(messages.modelUpdated, await updateModel(caller, body)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/VehicleModl/deleteVehicleModl',
      summary:
        'Deletes the model ?vehmakid&vehmodid (&version: 409 when stale); refused (400) while a vehicle is of that model.',
      access: right(screenCodes.vehicleModel, 'deletes'),
      query: deleteModelQuery,
      handler: async ({ caller, query }) => written(messages.modelDeleted, await deleteModel(caller, query)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/VehicleModl/getVehicleModlById',
      summary: 'One model ?vehmakid&vehmodid with its make names; 404 when missing.',
      access: right(screenCodes.vehicleModel, 'views'),
      query: modelKeyQuery,
      handler: async ({ caller, query }) => modelById(caller, query),
    }),
    // ---- Supplier (SGRM006) ----
    defineRoute({
      method: 'POST',
      path: '/api/Supplier/insertSupplier',
      summary:
        'Creates a supplier {vendcode, vendname, vendnamear, moiApproved (Y/N), mobile (8 digits or empty), email, status}; procurement offers only MOI approved, active suppliers. Returns [message, {vendcode, version}].',
      access: right(screenCodes.supplier, 'adds'),
      body: createSupplierBody,
      handler: async ({ caller, body }) =>
        written(messages.supplierSaved, await createSupplier(caller, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Supplier/getSupplierList',
      summary: `Suppliers matching ${paging}: [{vendcode, vendname, vendnamear, moiApproved, mobile, email, status, version}].`,
      access: right(screenCodes.supplier, 'views'),
      query: masterListQuery,
      handler: async ({ caller, query }) => listSuppliers(caller, query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Supplier/updateSupplier',
      summary: `Updates the supplier {vendcode, ..., moiApproved, version} ${stale}; the MOI approval is read by procurement at once.`,
      access: right(screenCodes.supplier, 'edits'),
      body: updateSupplierBody,
      handler: async ({ caller, body }) =>
        written(messages.supplierUpdated, await updateSupplier(caller, body)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Supplier/deleteSupplier',
      summary:
        'Deletes the supplier ?vendcode (&version: 409 when stale); refused (400) while a tender price, purchase quotation, cost sheet, LPO or supplier invoice names it.',
      access: right(screenCodes.supplier, 'deletes'),
      query: deleteSupplierQuery,
      handler: async ({ caller, query }) =>
        written(messages.supplierDeleted, await deleteSupplier(caller, query)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Supplier/getSupplierById',
      summary: 'One supplier ?vendcode; 404 when missing.',
      access: right(screenCodes.supplier, 'views'),
      query: supplierKeyQuery,
      handler: async ({ caller, query }) => supplierById(caller, query),
    }),
    // ---- Colour (SGRM022) ----
    defineRoute({
      method: 'POST',
      path: '/api/Color/insertColor',
      summary: 'Creates a colour {colorcode, colornam, colornamar}. Returns [message, {colorcode, version}].',
      access: right(screenCodes.colors, 'adds'),
      body: createColorBody,
      handler: async ({ caller, body }) => written(messages.colorSaved, await createColor(caller, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Color/getColorList',
      summary: `Colours matching ${paging}: [{colorcode, colornam, colornamar, version}].`,
      access: right(screenCodes.colors, 'views'),
      query: masterListQuery,
      handler: async ({ caller, query }) => listColors(caller, query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Color/updateColor',
      summary: `Renames the colour {colorcode, colornam, colornamar, version} ${stale}.`,
      access: right(screenCodes.colors, 'edits'),
      body: updateColorBody,
      handler: async ({ caller, body }) => written(messages.colorUpdated, await updateColor(caller, body)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Color/deleteColor',
      summary:
        'Deletes the colour ?colorcode (&version: 409 when stale); refused (400) while a vehicle has that colour.',
      access: right(screenCodes.colors, 'deletes'),
      query: deleteColorQuery,
      handler: async ({ caller, query }) => written(messages.colorDeleted, await deleteColor(caller, query)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Color/getColorById',
      summary: 'One colour ?colorcode; 404 when missing.',
      access: right(screenCodes.colors, 'views'),
      query: colorKeyQuery,
      handler: async ({ caller, query }) => colorById(caller, query),
    }),
    // ---- MOI service (SGRM014): the periodic service schedule ----
    defineRoute({
      method: 'POST',
      path: '/api/ServiceMoi/insertServiceMoi',
      summary:
        'Creates a periodic service entry {vehiclmak (a make; INMS: every make), kilometer (interval), wrkshpid, mainrepid, subrepid (an existing sub repair), yearfrom}; read by getWorkShoptypesrkms / getMainRepairsrkms / getSubRepairsrkms. Returns [message, {vehiclmak, kilometer, wrkshpid, mainrepid, subrepid, version}].',
      access: right(screenCodes.moiService, 'adds'),
      body: createServiceBody,
      handler: async ({ caller, body }) => written(messages.serviceSaved, await createService(caller, body)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/ServiceMoi/getServiceMoiList',
      summary: `Periodic service entries, of make vehiclmak when given, matching ${paging}, with the make, workshop, main and sub repair names.`,
      access: right(screenCodes.moiService, 'views'),
      query: serviceListQuery,
      handler: async ({ caller, query }) => listServices(caller, query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/ServiceMoi/updateServiceMoi',
      summary: `Changes the model year {vehiclmak, kilometer, wrkshpid, mainrepid, subrepid, yearfrom, version} an entry applies from ${stale}.`,
      access: right(screenCodes.moiService, 'edits'),
      body: updateServiceBody,
      handler: async ({ caller, body }) =>
        written(messages.serviceUpdated, await updateService(caller, body)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/ServiceMoi/deleteServiceMoi',
      summary:
        'Deletes the entry ?vehiclmak&kilometer&wrkshpid&mainrepid&subrepid (&version: 409 when stale); no document refers to it.',
      access: right(screenCodes.moiService, 'deletes'),
      query: deleteServiceQuery,
      handler: async ({ caller, query }) =>
        written(messages.serviceDeleted, await deleteService(caller, query)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/ServiceMoi/getServiceMoiById',
      summary: 'One entry ?vehiclmak&kilometer&wrkshpid&mainrepid&subrepid with its names; 404 when missing.',
      access: right(screenCodes.moiService, 'views'),
      query: serviceKeyQuery,
      handler: async ({ caller, query }) => serviceById(caller, query),
    }),
  ],
});
