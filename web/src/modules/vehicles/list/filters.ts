/**
 * Filters of the vehicle master list (spec 000 sections 2 and 4): plate search (part of the plate),
 * make and status (active, inactive, maintenance); no default date window for vehicles (section 9).
 * Sent in the body of `getVehicleListFiltered`, which pages on the server.
 */
import type { FormRights } from '@fleet/shared';
import { vehicleStatuses, type VehicleListFilter } from '@fleet/shared/vehicles';
import { filterQuery, type FilterValues } from '../../../kit/filters/model.ts';
import type { ListQuery } from '../../../kit/list/useListData.ts';
import type { VehicleListRequest } from '../api.ts';

/** Filter field ids: the list call's body fields. */
export const vehicleFilterIds = { plate: 'vehicleno', make: 'vehmakid', status: 'status' } as const;

const sent = Object.values(vehicleFilterIds);

/** The filters as the list call's body (empty ones left out). */
export function vehicleFilterBody(values: FilterValues): Omit<VehicleListFilter, 'limit' | 'cursor'> {
  const query = filterQuery(values);
  const picked: Record<string, string> = {};
  for (const name of sent) if (query[name]) picked[name] = query[name];
  return picked as Omit<VehicleListFilter, 'limit' | 'cursor'>;
}

/** One page of the list with the filters. */
export function vehicleListRequest(values: FilterValues, page: ListQuery): VehicleListRequest {
  return { ...vehicleFilterBody(values), limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) };
}

export const statusFilterValues = vehicleStatuses;

/** Spec 000 section 6: the list opens when one of adds, edits, deletes, views is Y; all four N go to /404. */
export function vehicleListOpens(rights: FormRights): boolean {
  return (['adds', 'edits', 'deletes', 'views'] as const).some((action) => rights[action] === 'Y');
}
