/**
 * Filters of the vehicle master list (spec 000 sections 2 and 4): plate search (part of the plate),
 * make and status (active, inactive, maintenance); no default date window for vehicles (section 9).
 * Sent in the body of `getVehicleListFiltered`, which pages on the server.
 */
import { vehicleStatuses, type VehicleListFilter } from '@fleet/shared/reception/vehicles';
import type { FilterValues } from '../../../../kit/filters/model.ts';
import { pageParams, pickedQuery } from '../../../../kit/list/listPage.ts';
import type { ListQuery } from '../../../../kit/list/useListData.ts';
import type { VehicleListRequest } from '../api.ts';

/** Filter field ids: the list call's body fields. */
export const vehicleFilterIds = { plate: 'vehicleno', make: 'vehmakid', status: 'status' } as const;

const sent = Object.values(vehicleFilterIds);

/** The filters as the list call's body (empty ones left out). */
export function vehicleFilterBody(values: FilterValues): Omit<VehicleListFilter, 'limit' | 'cursor'> {
  return pickedQuery(values, sent) as Omit<VehicleListFilter, 'limit' | 'cursor'>;
}

/** One page of the list with the filters (`vehicleFilterBody`). */
export function vehicleListRequest(
  body: Omit<VehicleListFilter, 'limit' | 'cursor'>,
  page: ListQuery,
): VehicleListRequest {
  return { ...body, ...pageParams(page) };
}

export const statusFilterValues = vehicleStatuses;
