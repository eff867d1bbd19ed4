/**
 * Pieces every work-order report shares: the filter fields (opening window, garage, make), the query of
 * a list call from the filter values, the columns of a job order row and the drill-down to the vehicle
 * workflow. Pure except for the translation function they are given.
 */
import type { TFunction } from 'i18next';
import { statusGroupOf, type StatusGroup } from '@fleet/shared/engines/status-groups';
import type { WorkOrderRow } from '@fleet/shared/reports/workorder-reports';
import type { FieldOption } from '../../../kit/index.ts';
import type { FilterField, FilterValues } from '../../../kit/filters/model.ts';
import { filterQuery } from '../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { statusColumn } from '../../../kit/list/statusColumn.ts';
import { fieldColumns, namedReports, reportDate } from '../../../kit/report/index.ts';
import { statusGroupKey } from '../dashboard/format.ts';

/** A column of a row's field titled `workorderReports:columns.<id>`. */
export const col = fieldColumns('workorderReports:columns');

export interface Choices {
  garages: FieldOption[];
  makes: FieldOption[];
}

export const windowField = (t: TFunction): FilterField => ({
  kind: 'dateRange',
  id: 'window',
  label: t('workorderReports:filters.window'),
});
export const garageField = (t: TFunction, choices: Choices): FilterField => ({
  kind: 'select',
  id: 'garage',
  label: t('workorderReports:filters.garage'),
  options: choices.garages,
  placeholder: t('workorderReports:filters.anyGarage'),
});
export const makeField = (t: TFunction, choices: Choices): FilterField => ({
  kind: 'select',
  id: 'vehmake',
  label: t('workorderReports:filters.make'),
  options: choices.makes,
  placeholder: t('workorderReports:filters.anyMake'),
});
/** A status group choice (`group` of the call), labelled as on every page. */
export const groupField = (t: TFunction, groups: readonly StatusGroup[]): FilterField => ({
  kind: 'select',
  id: 'group',
  label: t('workorderReports:filters.group'),
  options: groups.map((group) => ({ value: group, label: t(statusGroupKey(group)) })),
  placeholder: t('workorderReports:filters.anyGroup'),
});
export const textField = (t: TFunction, id: string): FilterField => ({
  kind: 'text',
  id,
  label: t(`workorderReports:filters.${id}`),
});

/** The call's query from the panel: the window as fromdate/todate, the other fields as they are (the search box stays client-side). */
export function callQuery(values: FilterValues): Record<string, string> {
  const { search: _search, ...rest } = filterQuery(values);
  return rest;
}

/** A work-order report declared by its name (`workorderReports:titles.<name>`), on `callQuery`. */
export const workOrderReport = namedReports('workorderReports', callQuery);

const msPerDay = 86_400_000;
/** Days at the current status, one decimal. */
export const daysText = (ms: number | undefined) => (ms === undefined ? '' : (ms / msPerDay).toFixed(1));

/** The columns of a job order row; `atStatus` adds the days at the current status. */
export function workOrderColumns(
  t: TFunction,
  arabic: boolean,
  options: { atStatus?: boolean } = {},
): DocumentColumn<WorkOrderRow>[] {
  const columns: DocumentColumn<WorkOrderRow>[] = [
    col(t, 'jobordno', { minWidth: 140 }),
    col(t, 'joborddat', { value: (row) => reportDate(row.joborddat) }),
    col(t, 'vehicleno'),
    col(t, 'vehmaknam'),
    col(t, 'garagnam'),
    col(t, 'kind'),
    statusColumn(t('workorderReports:columns.status'), arabic, 160),
    col(t, 'group', {
      value: (row) => t(statusGroupKey(row.group ?? statusGroupOf(row.statuscde))),
      minWidth: 140,
    }),
  ];
  if (options.atStatus)
    columns.push({
      id: 'atStatus',
      header: t('workorderReports:columns.daysAtStatus'),
      value: (row) => daysText(row.atStatusMs),
    });
  return columns;
}

/** The vehicle workflow page of a job order (the drill-down of every row). */
export const workflowLink = (jobordno: string) =>
  `/vehicle-workflow?jobordno=${encodeURIComponent(jobordno)}`;
