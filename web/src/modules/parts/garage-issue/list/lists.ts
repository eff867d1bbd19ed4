/** Columns, filters and form links of the garage issue voucher and garage request lists. */
import type { TFunction } from 'i18next';
import type { GarageIssueMaster, GarageRequestMaster } from '@fleet/shared/parts/garage-issue';
import type { FilterField, FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../../kit/list/listPage.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import { amountColumn, fieldColumn } from '../../../../kit/list/columns.ts';
import { containsText, dateWindow } from '../../../../kit/list/documentFilters.ts';

export const garageIssueListPath = '/garageIssueVoucherlist';
export const garageIssuePath = '/garageIssueVoucher';
export const garageRequestListPath = '/garageRequestVoucherlist';
export const garageRequestPath = '/garageRequestVoucher';

/**
 * What both lists' pages share: the job order and date filters, shown at first (the dates sent, the job
 * order matched here), and the form at `formPath`.
 */
export const garageListOptions = (t: TFunction, formPath: string) => ({
  fields: [
    { kind: 'text', id: 'jobordno', label: t('garageIssue:fields.jobordno') },
    { kind: 'dateRange', id: 'docdate', label: t('garageIssue:list.dateRange') },
  ] satisfies FilterField[],
  query: (values: FilterValues) => dateWindow(values),
  filter: (row: { jobordno: string }, values: FilterValues) => containsText(row.jobordno, values['jobordno']),
  filtersExpanded: true,
  form: (status: FormStatus, row?: { docnumbr: string }) => ({
    url: documentFormUrl(formPath, status, row?.docnumbr),
  }),
});

export function garageIssueColumns(t: TFunction): DocumentColumn<GarageIssueMaster>[] {
  return [
    fieldColumn('docnumbr', t('garageIssue:fields.docnumbr'), 150),
    { id: 'docdate', header: t('garageIssue:fields.docdate'), value: (row) => listDay(row.docdate) },
    fieldColumn('jobordno', t('garageIssue:fields.jobordno'), 150),
    fieldColumn('vehicleno', t('garageIssue:fields.vehicleno')),
    { id: 'source', header: t('garageIssue:fields.source'), value: (row) => row.requstno || row.garreqno },
    fieldColumn('storenam', t('garageIssue:fields.store')),
    { id: 'totalqty', header: t('garageIssue:fields.qty'), value: (row) => row.totalqty, total: true },
    amountColumn('totalval', t('garageIssue:fields.value')),
  ];
}

export function garageRequestColumns(t: TFunction): DocumentColumn<GarageRequestMaster>[] {
  const issued = (row: GarageRequestMaster) =>
    Object.values(row.issued ?? {}).reduce((sum, qty) => sum + qty, 0);
  return [
    fieldColumn('docnumbr', t('garageIssue:fields.requestno'), 150),
    { id: 'docdate', header: t('garageIssue:fields.docdate'), value: (row) => listDay(row.docdate) },
    fieldColumn('jobordno', t('garageIssue:fields.jobordno'), 150),
    fieldColumn('vehicleno', t('garageIssue:fields.vehicleno')),
    fieldColumn('storenam', t('garageIssue:fields.store')),
    { id: 'totalqty', header: t('garageIssue:fields.qty'), value: (row) => row.totalqty, total: true },
    { id: 'issued', header: t('garageIssue:fields.issuedqty'), value: issued },
  ];
}
