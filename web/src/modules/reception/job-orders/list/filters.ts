/**
 * Filters of the reception job order list: plate, garage, status, kind and the job order date range
 * (default none: the open job orders of any age, issue 25), sent to `getJobOrderList`, which pages on the
 * server.
 */
import { pageParams } from '../../../../kit/list/listPage.ts';
import type { ListQuery } from '../../../../kit/list/useListData.ts';
import type { JobOrderListRequest } from '../api.ts';

/** One page of the list with the filters (the kit's `filterQuery`: the field ids are the parameters). */
export function jobOrderListRequest(query: Record<string, string>, page: ListQuery): JobOrderListRequest {
  const { statuscde, kind, ...rest } = query;
  return {
    ...rest,
    ...(statuscde ? { statuscde: Number(statuscde) } : {}),
    ...(kind === 'MOI' || kind === 'KPTC' ? { kind } : {}),
    ...pageParams(page),
  };
}
