/**
 * Filters of the reception job order list: plate, garage, status, kind and the job order date range
 * (default none: the open job orders of any age, issue 25), sent to `getJobOrderList`, which pages on the
 * server.
 */
import type { FilterValues } from '../../../../kit/filters/model.ts';
import { pageParams, pickedQuery } from '../../../../kit/list/listPage.ts';
import type { ListQuery } from '../../../../kit/list/useListData.ts';
import type { JobOrderListRequest } from '../api.ts';

export const jobOrderFilterIds = {
  vehicleno: 'vehicleno',
  garage: 'garage',
  statuscde: 'statuscde',
  kind: 'kind',
  date: 'joborddat',
} as const;

const sent = ['vehicleno', 'garage', 'statuscde', 'kind', 'fromdate', 'todate'] as const;

export function jobOrderFilterQuery(values: FilterValues): Record<string, string> {
  return pickedQuery(values, sent);
}

/** One page of the list with the filters (`jobOrderFilterQuery`). */
export function jobOrderListRequest(query: Record<string, string>, page: ListQuery): JobOrderListRequest {
  const { statuscde, kind, ...rest } = query;
  return {
    ...rest,
    ...(statuscde ? { statuscde: Number(statuscde) } : {}),
    ...(kind === 'MOI' || kind === 'KPTC' ? { kind } : {}),
    ...pageParams(page),
  };
}
