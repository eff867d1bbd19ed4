/**
 * Pure rules of the garage technician list: the filters as the call's query, the kit's server page
 * (`limit`, `cursor`) as the spec's `pageSize` / `pageNumber` and back, and what a row is in each view.
 */
import {
  garageTechnicianChangeable,
  type AssignLeaderAllPage,
  type GarageTechnicianLineRow,
  type GarageTechnicianRow,
} from '@fleet/shared/garage/garage-technician';
import { filterQuery, type FilterValues } from '../../../../kit/filters/model.ts';
import type { ListPage } from '../../../../kit/list/paging.ts';
import type { ListQuery } from '../../../../kit/list/useListData.ts';
import type { TechnicianListRow } from '../api.ts';

/** localStorage key of the page size; the list starts at the spec's 50 rows (001 section 9). */
export const pageSizeKey = 'pageSize:technicianDetailslist';
export const initialPageSize = 50;

/**
 * The filters (field ids are the call's parameters; the list has no search box) and the view as the
 * list call's query: the date range as dateFrom / dateTo.
 */
export function listQuery(values: FilterValues, detailedView: boolean): Record<string, string> {
  const query = filterQuery(values, { from: 'dateFrom', to: 'dateTo' });
  return detailedView ? { ...query, detailedView: 'true' } : query;
}

/** The kit's page as the spec's paging parameters: the cursor is the page number (absent: page 1). */
export function pagingOf(page: ListQuery): { pageSize: number; pageNumber: number } {
  const pageNumber = Number(page.cursor);
  return {
    pageSize: page.limit,
    pageNumber: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
  };
}

/** The call's page as the kit's: the next page number is the cursor while there is one. */
export function toListPage<T>(answer: AssignLeaderAllPage<T>): ListPage<T> {
  return {
    items: answer.items,
    totalCount: answer.totalCount,
    ...(answer.pageNumber < answer.totalPages ? { cursor: String(answer.pageNumber + 1) } : {}),
  };
}

export const isLineRow = (row: TechnicianListRow): row is GarageTechnicianLineRow => !('details' in row);

/** A row's key: the job order, and the workshop in the detailed view. */
export const rowKey = (row: TechnicianListRow) =>
  isLineRow(row) ? `${row.jobordno}:${row.wrkshpid}` : row.jobordno;

/** Edit and delete only while the job order is still at 1209 (the server's rule). */
export const stillAssigned = (row: Pick<GarageTechnicianRow, 'statuscde'>) =>
  garageTechnicianChangeable(row.statuscde);

/** The workshops of an assignment as one cell: `Workshop: technician` per line, in line order. */
export function workshopsCell(row: GarageTechnicianRow, arabic: boolean): string {
  return [...row.details]
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map(
      (line) =>
        `${(arabic && line.wrkshpnamar) || line.wrkshpnam}: ${(arabic && line.emplnamar) || line.emplname}`,
    )
    .join(' · ');
}
