/**
 * Master data of the vehicle side (spec 001 section 7 "Master data": Make, VehicleModl, Supplier, each
 * with POST create, GET list, POST update, POST delete by key, GET by key), plus the colours. The spec
 * gives no exact paths: they follow its style under `/api/<Entity>/<call>`. Rights: makes SGRM001,
 * models SGRM003, suppliers SGRM006, colours SGRM022; reads need views, a create adds, an update edits,
 * a delete deletes. Accessories (SGRM021) use the lookups' addAccessory / updateAccessory /
 * deleteAccessory / getAccessories.
 */
import { messages, screenCodes } from '@fleet/shared';
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
import { masterRoutes } from '#lib/master-routes';
import { defineModule } from '#lib/registry';
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

const paging = 'searchTerm (code or name) and optional pageSize & pageNumber (without them the whole list)';
const stale = 'at the version read; 409 when stale, 404 when missing';

export const masterDataModule = defineModule({
  name: 'master-data',
  routes: [
    ...masterRoutes('Make', screenCodes.vehicleMake, {
      insert: {
        summary:
          'Creates a vehicle make {vehmakid, makecode?, vehmaknam, vehmaknamar}; an existing id is a 400. Returns [message, {vehmakid, version}].',
        input: createMakeBody,
        run: createMake,
        done: messages.makeSaved,
      },
      list: {
        summary: `Vehicle makes matching ${paging}: [{makecode, vehmakid, vehmaknam, vehmaknamar, version}].`,
        input: masterListQuery,
        run: listMakes,
      },
      update: {
        summary: `Updates the make {vehmakid, makecode?, vehmaknam, vehmaknamar, version} ${stale}.`,
        input: updateMakeBody,
        run: updateMake,
        done: messages.makeUpdated,
      },
      remove: {
        summary:
          'Deletes the make ?vehmakid (&version: 409 when stale); refused (400) while it has models or a vehicle is of that make.',
        input: deleteMakeQuery,
        run: deleteMake,
        done: messages.makeDeleted,
      },
      byId: {
        summary:
          'One make ?vehmakid: {makecode, vehmakid, vehmaknam, vehmaknamar, version}; 404 when missing.',
        input: makeKeyQuery,
        run: makeById,
      },
    }),
    ...masterRoutes('VehicleModl', screenCodes.vehicleModel, {
      insert: {
        summary:
          'Creates a vehicle model {vehmakid (an existing make), vehmodid, vehmodnam, vehmodnamar}; an existing id in the make is a 400. Returns [message, {vehmakid, vehmodid, version}].',
        input: createModelBody,
        run: createModel,
        done: messages.modelSaved,
      },
      list: {
        summary: `Vehicle models, of make vehmakid when given, matching ${paging}: [{vehmakid, vehmaknam, vehmaknamar, vehmodid, vehmodnam, vehmodnamar, version}].`,
        input: modelListQuery,
        run: listModels,
      },
      update: {
        summary: `Renames the model {vehmakid, vehmodid, vehmodnam, vehmodnamar, version} ${stale}.`,
        input: updateModelBody,
        run: updateModel,
        done: messages.modelUpdated,
      },
      remove: {
        summary:
          'Deletes the model ?vehmakid&vehmodid (&version: 409 when stale); refused (400) while a vehicle is of that model.',
        input: deleteModelQuery,
        run: deleteModel,
        done: messages.modelDeleted,
      },
      byId: {
        summary: 'One model ?vehmakid&vehmodid with its make names; 404 when missing.',
        input: modelKeyQuery,
        run: modelById,
      },
    }),
    ...masterRoutes('Supplier', screenCodes.supplier, {
      insert: {
        summary:
          'Creates a supplier {vendcode, vendname, vendnamear, moiApproved (Y/N), mobile (8 digits or empty), email, status}; procurement offers only MOI approved, active suppliers. Returns [message, {vendcode, version}].',
        input: createSupplierBody,
        run: createSupplier,
        done: messages.supplierSaved,
      },
      list: {
        summary: `Suppliers matching ${paging}: [{vendcode, vendname, vendnamear, moiApproved, mobile, email, status, version}].`,
        input: masterListQuery,
        run: listSuppliers,
      },
      update: {
        summary: `Updates the supplier {vendcode, ..., moiApproved, version} ${stale}; the MOI approval is read by procurement at once.`,
        input: updateSupplierBody,
        run: updateSupplier,
        done: messages.supplierUpdated,
      },
      remove: {
        summary:
          'Deletes the supplier ?vendcode (&version: 409 when stale); refused (400) while a tender price, purchase quotation, cost sheet, LPO or supplier invoice names it.',
        input: deleteSupplierQuery,
        run: deleteSupplier,
        done: messages.supplierDeleted,
      },
      byId: {
        summary: 'One supplier ?vendcode; 404 when missing.',
        input: supplierKeyQuery,
        run: supplierById,
      },
    }),
    ...masterRoutes('Color', screenCodes.colors, {
      insert: {
        summary:
          'Creates a colour {colorcode, colornam, colornamar}. Returns [message, {colorcode, version}].',
        input: createColorBody,
        run: createColor,
        done: messages.colorSaved,
      },
      list: {
        summary: `Colours matching ${paging}: [{colorcode, colornam, colornamar, version}].`,
        input: masterListQuery,
        run: listColors,
      },
      update: {
        summary: `Renames the colour {colorcode, colornam, colornamar, version} ${stale}.`,
        input: updateColorBody,
        run: updateColor,
        done: messages.colorUpdated,
      },
      remove: {
        summary:
          'Deletes the colour ?colorcode (&version: 409 when stale); refused (400) while a vehicle has that colour.',
        input: deleteColorQuery,
        run: deleteColor,
        done: messages.colorDeleted,
      },
      byId: { summary: 'One colour ?colorcode; 404 when missing.', input: colorKeyQuery, run: colorById },
    }),
    // The periodic service schedule.
    ...masterRoutes('ServiceMoi', screenCodes.moiService, {
      insert: {
        summary:
          'Creates a periodic service entry {vehiclmak (a make; INMS: every make), kilometer (interval), wrkshpid, mainrepid, subrepid (an existing sub repair), yearfrom}; read by getWorkShoptypesrkms / getMainRepairsrkms / getSubRepairsrkms. Returns [message, {vehiclmak, kilometer, wrkshpid, mainrepid, subrepid, version}].',
        input: createServiceBody,
        run: createService,
        done: messages.serviceSaved,
      },
      list: {
        summary: `Periodic service entries, of make vehiclmak when given, matching ${paging}, with the make, workshop, main and sub repair names.`,
        input: serviceListQuery,
        run: listServices,
      },
      update: {
        summary: `Changes the model year {vehiclmak, kilometer, wrkshpid, mainrepid, subrepid, yearfrom, version} an entry applies from ${stale}.`,
        input: updateServiceBody,
        run: updateService,
        done: messages.serviceUpdated,
      },
      remove: {
        summary:
          'Deletes the entry ?vehiclmak&kilometer&wrkshpid&mainrepid&subrepid (&version: 409 when stale); no document refers to it.',
        input: deleteServiceQuery,
        run: deleteService,
        done: messages.serviceDeleted,
      },
      byId: {
        summary:
          'One entry ?vehiclmak&kilometer&wrkshpid&mainrepid&subrepid with its names; 404 when missing.',
        input: serviceKeyQuery,
        run: serviceById,
      },
    }),
  ],
});
