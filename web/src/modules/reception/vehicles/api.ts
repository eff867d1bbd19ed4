/**
 * The vehicle master calls (spec 000 section 7 "Vehicle"; screen SGRM005) and the lookups the vehicle
 * pages use, typed by the shared vehicle schema.
 */
import type {
  Company,
  Department,
  Vehicle,
  VehicleColor,
  VehicleModel,
} from '@fleet/shared/platform/lookups';
import type {
  InsertVehicleBody,
  UpdateVehicleBody,
  VehicleListFilter,
  VehicleListPage,
  VehicleSaved,
} from '@fleet/shared/reception/vehicles';
import { api, apiRequest } from '../../../api/client.ts';
import { getAll, getBy, postBody } from '../../../kit/calls.ts';

/** Write calls answer the message, then the plate and its new version. */
export type VehicleSaveAnswer = [string, VehicleSaved];
export type VehicleDeleteAnswer = [string, { vehicleno: string }];

/** The filtered list's body as the SPA sends it (page size from the kit's choices). */
export type VehicleListRequest = Omit<VehicleListFilter, 'limit'> & { limit?: number };

export const vehicleApi = {
  list: (filter: VehicleListRequest, signal?: AbortSignal) =>
    api.post<VehicleListPage>('Vehicle/getVehicleListFiltered', filter, undefined, { signal }),
  get: getBy<Vehicle>('Vehicle/getVehicleById', 'vehicleNo'),
  insert: postBody<VehicleSaveAnswer, InsertVehicleBody>('Vehicle/insertVehicle'),
  update: (body: UpdateVehicleBody) =>
    apiRequest<VehicleSaveAnswer>('PUT', 'Vehicle/updateVehicle', { body }),
  remove: (vehicleNo: string) =>
    apiRequest<VehicleDeleteAnswer>('DELETE', 'Vehicle/deleteVehicle', { query: { vehicleNo } }),
  models: getBy<VehicleModel[]>('getVehicleModel', 'vehmakid'),
  colors: getAll<VehicleColor[]>('getVehicleColor'),
  companies: getAll<Company[]>('getCompany'),
  departments: getAll<Department[]>('getDepartment'),
};
