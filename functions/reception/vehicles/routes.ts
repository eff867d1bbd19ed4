/**
 * Vehicle master calls (spec 000 section 7 "Vehicle"), at the spec's paths verbatim, on screen
 * SGRM005 (Vehicle Master): reads need views, insert adds, update edits, delete deletes.
 */
import { screenCodes, messages } from '@fleet/shared';
import {
  insertVehicleBody,
  updateVehicleBody,
  vehicleListFilter,
  vehicleNoQuery,
} from '@fleet/shared/reception/vehicles';
import { z } from 'zod';
import { screenRoutes } from '#lib/document-routes';
import { defineModule, definePost } from '#lib/registry';
import {
  deleteVehicle,
  insertVehicle,
  listAllVehicles,
  listVehiclesFiltered,
  readVehicle,
  readVehicleWithNames,
  updateVehicle,
} from './manage.ts';

const screen = screenCodes.vehicleMaster;
const vehicles = screenRoutes(screen);
const rowFields =
  'vehicleno, vehmakid, vehmaknam, vehmaknamar, vehmodid, vehmodnam, vehmodnamar, yearvalue, colorcode, colornam, colornamar, fueltypeid, fueltypename, fueltypenamear, chasisno, cylinders, policeno, compcode, deptcode, ownernam, kilometer, status, version';

export const vehiclesModule = defineModule({
  name: 'vehicles',
  routes: [
    vehicles.write({
      path: '/api/Vehicle/insertVehicle',
      summary:
        'Creates a vehicle: {vehicleno (plate 12/34567), vehmakid, vehmodid (of that make), yearvalue (last 25 years), colorcode, fueltypeid (petrol|diesel), chasisno, cylinders, policeno?, compcode?, deptcode?, ownernam?, kilometer?, status? (active|inactive|maintenance)}. 400 when the plate exists. Returns [message, {vehicleno, version}].',
      action: 'adds',
      body: insertVehicleBody,
      message: messages.vehicleSaved,
      write: insertVehicle,
    }),
    vehicles.read({
      path: '/api/Vehicle/getVehicleList',
      summary: `Every vehicle of the project in plate order, names merged: [{${rowFields}}].`,
      query: z.object({}),
      read: (caller) => listAllVehicles(caller),
    }),
    definePost({
      path: '/api/Vehicle/getVehicleListFiltered',
      kind: 'read',
      summary:
        'Vehicles matching the filters in the body, in plate order: {vehicleno (part of the plate, any case), vehmakid, vehmodid, status, yearvalue, fueltypeid, limit 10|25|50|100 (default 50), cursor}. Answers {items: [row with names], cursor?, totalCount}.',
      access: { kind: 'screen', screen, action: 'views' },
      body: vehicleListFilter,
      handler: async ({ caller, body }) => listVehiclesFiltered(caller, body),
    }),
    vehicles.read({
      path: '/api/Vehicle/getVehicleByIdWithNames',
      summary: `One vehicle by plate with make, model, colour and fuel names: {${rowFields}}; 404 when unknown.`,
      query: vehicleNoQuery,
      read: (caller, query) => readVehicleWithNames(caller, query.vehicleNo),
    }),
    vehicles.read({
      path: '/api/Vehicle/getVehicleById',
      summary: 'One vehicle by plate as stored (ids, no names), with its version; 404 when unknown.',
      query: vehicleNoQuery,
      read: (caller, query) => readVehicle(caller, query.vehicleNo),
    }),
    vehicles.write({
      method: 'PUT',
      path: '/api/Vehicle/updateVehicle',
      summary:
        'Updates the vehicle vehicleno (the plate does not change) with the fields of insertVehicle and the version read; 409 when stale. Returns [message, {vehicleno, version}].',
      body: updateVehicleBody,
      message: messages.vehicleUpdated,
      write: updateVehicle,
    }),
    vehicles.remove({
      method: 'DELETE',
      path: '/api/Vehicle/deleteVehicle',
      summary:
        'Deletes the vehicle vehicleNo; 400 while a job order is open for it, 404 when unknown. Returns [message, {vehicleno}].',
      query: vehicleNoQuery,
      message: messages.vehicleDeleted,
      remove: async (caller, query) => {
        await deleteVehicle(caller, query.vehicleNo);
        return { vehicleno: query.vehicleNo };
      },
    }),
  ],
});
