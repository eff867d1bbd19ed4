/** Columns of the reception job order list: number, date, plate, make, garage, kind and current status. */
import type { TFunction } from 'i18next';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { jobOrderColumns as kitJobOrderColumns } from '../../../../kit/list/columns.ts';

export const rowStatusName = (row: JobOrderRow, arabic: boolean) =>
  arabic ? row.statusnamear : row.statusname;

export function jobOrderColumns(t: TFunction, arabic: boolean): DocumentColumn<JobOrderRow>[] {
  return [
    ...kitJobOrderColumns<JobOrderRow>(t, 'jobOrders:fields'),
    { id: 'kind', header: t('jobOrders:fields.kind'), value: (row) => t(`jobOrders:kinds.${row.kind}`) },
    { id: 'statuscde', header: t('jobOrders:fields.status'), value: (row) => rowStatusName(row, arabic) },
  ];
}
