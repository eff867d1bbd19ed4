/** Columns of the reception job order list: number, date, plate, make, garage, kind and current status. */
import type { TFunction } from 'i18next';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import { listDay } from '../../../../kit/list/listPage.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { fieldColumn } from '../../../../kit/list/columns.ts';

export const rowStatusName = (row: JobOrderRow, arabic: boolean) =>
  arabic ? row.statusnamear : row.statusname;

export function jobOrderColumns(t: TFunction, arabic: boolean): DocumentColumn<JobOrderRow>[] {
  return [
    { id: 'jobordno', header: t('jobOrders:fields.jobordno'), value: (row) => row.jobordno, minWidth: 150 },
    {
      id: 'joborddat',
      header: t('jobOrders:fields.joborddat'),
      value: (row) => listDay(row.joborddat),
      minWidth: 110,
    },
    fieldColumn('vehicleno', t('jobOrders:fields.vehicleno'), 110),
    { id: 'vehmaknam', header: t('jobOrders:fields.vehmaknam'), value: (row) => row.vehmaknam },
    { id: 'garagnam', header: t('jobOrders:fields.garagnam'), value: (row) => row.garagnam },
    { id: 'kind', header: t('jobOrders:fields.kind'), value: (row) => t(`jobOrders:kinds.${row.kind}`) },
    { id: 'statuscde', header: t('jobOrders:fields.status'), value: (row) => rowStatusName(row, arabic) },
  ];
}
