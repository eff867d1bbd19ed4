/**
 * What the garage inspection lists share (the inspections, the manager's lists, the reopening list): the
 * job order and plate typed in part and any case, kept by the client; the inspection dates sent to the
 * server; and the columns they open with (number, day, job order, plate, garage) and the job order status
 * and manager's state they show.
 */
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../kit/list/listPage.ts';
import { fieldColumn } from '../../../kit/list/columns.ts';
import { statusColumn as jobStatusColumn } from '../../../kit/list/statusColumn.ts';
import { containsText, dateWindow } from '../../../kit/list/documentFilters.ts';
import type { InspectionApprovalRow } from '@fleet/shared/garage/garage-inspection';
import { ManagerStateBadge } from './InspectionSummary.tsx';

interface Listed {
  docnumbr: string;
  inspdate: string;
  jobordno: string;
  vehicleno: string;
  garagnam: string;
}

/** Whether a row has the job order and plate typed. */
export const matchesJobOrderAndPlate = (row: { jobordno: string; vehicleno: string }, values: FilterValues) =>
  containsText(row.jobordno, values['jobordno']) && containsText(row.vehicleno, values['vehicleno']);

/** The job order and plate filters (kept by the client). */
export const jobOrderAndPlateFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'jobordno', label: t('garageInspection:fields.jobordno') },
  { kind: 'text', id: 'vehicleno', label: t('garageInspection:fields.vehicleno') },
];

/** The inspection dates filter (sent to the server). */
export const inspdateField = (t: TFunction): FilterField => ({
  kind: 'dateRange',
  id: 'inspdate',
  label: t('garageInspection:list.dateRange'),
});

/** The inspection dates chosen as the list call's query. */
export const inspdateQuery = (values: FilterValues) => dateWindow(values, 'inspdate');

/**
 * The list options of the manager's lists and the reopening list: the job order and plate (kept by the
 * client), the inspection dates unless `dates` is false (sent to the server), no default window.
 */
export const approvalListOptions = (t: TFunction, dates = true) => ({
  fields: [...jobOrderAndPlateFields(t), ...(dates ? [inspdateField(t)] : [])],
  window: 'none' as const,
  query: inspdateQuery,
  filter: matchesJobOrderAndPlate,
});

/** The columns an inspection list opens with: number, day, job order, plate and garage. */
export function inspectionColumns<T extends Listed>(t: TFunction): DocumentColumn<T>[] {
  return [
    fieldColumn<Listed, 'docnumbr'>('docnumbr', t('garageInspection:fields.docnumbr'), 150),
    { id: 'inspdate', header: t('garageInspection:fields.inspdate'), value: (row) => listDay(row.inspdate) },
    fieldColumn<Listed, 'jobordno'>('jobordno', t('garageInspection:fields.jobordno'), 150),
    { id: 'vehicleno', header: t('garageInspection:fields.vehicleno'), value: (row) => row.vehicleno },
    { id: 'garagnam', header: t('garageInspection:fields.garage'), value: (row) => row.garagnam },
  ];
}

/** The job order's status, in the reader's language. */
export const statusColumn = <T extends { statuscde?: number | undefined }>(t: TFunction, arabic: boolean) =>
  jobStatusColumn<T>(t('garageInspection:fields.status'), arabic, 160);

/** The workshop manager's approval state, as a badge. */
export const managerStateColumn = (t: TFunction): DocumentColumn<InspectionApprovalRow> => ({
  id: 'mgrstate',
  header: t('garageInspection:manager.stateHeader'),
  value: (row) => t(`garageInspection:manager.state.${row.mgrstate}`),
  cell: (row) => <ManagerStateBadge state={row.mgrstate} />,
  minWidth: 180,
});
