/**
 * Routes, filters, columns and links of the credit invoice screen (`/creditinvoicelist`, SGRT007, form
 * `/creditinvoice`): every credit invoice by date, and KPTC's work list with the approval screen
 * (`/creditinvoice?docnumbr&mod=true&status=APPROVE&level=KPTC`, the link notifications open).
 */
import type { TFunction } from 'i18next';
import type { CreditInvoiceRow } from '@fleet/shared/accounts/credit-invoice';
import { filterQuery, inDateRange, type FilterField, type FilterValues } from '../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../kit/list/listPage.ts';
import { documentFormUrl, type FormStatus } from '../../../kit/form/mode.ts';

export const creditListPath = '/creditinvoicelist';
export const creditPath = '/creditinvoice';
export const creditStates = ['pending', 'approved', 'rejected'] as const;

export const creditUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(creditPath, status, docnumbr);
export const creditApprovalUrl = (docnumbr: string) =>
  `${creditPath}?${new URLSearchParams({ docnumbr, mod: 'true', status: 'APPROVE', level: 'KPTC' }).toString()}`;

const contains = (texts: (string | undefined)[], wanted: unknown) =>
  typeof wanted !== 'string' ||
  !wanted.trim() ||
  texts.join(' ').toLowerCase().includes(wanted.trim().toLowerCase());

export const creditFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'search', label: t('creditInvoice:list.search') },
  {
    kind: 'select',
    id: 'state',
    label: t('creditInvoice:list.state'),
    options: creditStates.map((state) => ({ value: state, label: t(`creditInvoice:state.${state}`) })),
    placeholder: t('creditInvoice:list.allStates'),
  },
  { kind: 'dateRange', id: 'docdate', label: t('creditInvoice:list.dateRange') },
];

/** The server-side part: the date window. */
export function creditListQuery(values: FilterValues): { fromdate?: string; todate?: string } {
  const { fromdate, todate } = filterQuery({ docdate: values['docdate'] ?? '' });
  return { ...(fromdate ? { fromdate } : {}), ...(todate ? { todate } : {}) };
}

/** Number, supplier invoice, supplier or the supplier's credit note (contains), and the state. */
export function matchesCreditFilters(row: CreditInvoiceRow, values: FilterValues): boolean {
  const state = values['state'];
  return (
    contains(
      [row.docnumbr, row.pivno, row.suppinvno, row.vendcode, row.vendname, row.crednoteno],
      values['search'],
    ) &&
    (typeof state !== 'string' || !state || row.state === state)
  );
}

/** The work list keeps its filters in the page. */
export const matchesPendingFilters = (row: CreditInvoiceRow, values: FilterValues) =>
  matchesCreditFilters(row, values) && inDateRange(row.docdate, values['docdate']);

/** Changed or deleted only before KPTC decided it (or after a rejection). */
export const rowEditable = (row: Pick<CreditInvoiceRow, 'state'>) => row.state !== 'approved';

export function creditColumns(t: TFunction): DocumentColumn<CreditInvoiceRow>[] {
  return [
    {
      id: 'docnumbr',
      header: t('creditInvoice:fields.docnumbr'),
      value: (row) => row.docnumbr,
      minWidth: 150,
    },
    {
      id: 'docdate',
      header: t('creditInvoice:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    { id: 'pivno', header: t('creditInvoice:fields.pivno'), value: (row) => row.pivno, minWidth: 150 },
    {
      id: 'vendname',
      header: t('creditInvoice:fields.vendcode'),
      value: (row) => row.vendname || row.vendcode,
      minWidth: 160,
    },
    { id: 'crednoteno', header: t('creditInvoice:fields.crednoteno'), value: (row) => row.crednoteno },
    {
      id: 'reason',
      header: t('creditInvoice:fields.reason'),
      value: (row) => t(`creditInvoice:reason.${row.reason}`),
      minWidth: 130,
    },
    {
      id: 'state',
      header: t('creditInvoice:list.state'),
      value: (row) => t(`creditInvoice:state.${row.state}`),
      minWidth: 120,
    },
    {
      id: 'totalval',
      header: t('creditInvoice:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
    },
  ];
}
