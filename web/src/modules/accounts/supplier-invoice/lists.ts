/**
 * Routes, filters, columns and links of the supplier invoice screens: the invoices
 * (`/supplierinvoicelist`, SGRT001, form `/supplierinvoice`) and the KPTC approver's lists
 * (`/supplierinvoicelistApr`, SGRT002: waiting, approved) with the approval screen
 * (`/supplierinvoiceApr?docnumbr&mod=true&status=APPROVE&level=KPTC`, the link notifications open).
 */
import type { TFunction } from 'i18next';
import { invoiceEditable, type SupplierInvoiceRow } from '@fleet/shared/accounts/supplier-invoice';
import { inDateRange, type FilterField, type FilterValues } from '../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../kit/list/listPage.ts';
import { documentFormUrl, type FormStatus } from '../../../kit/form/mode.ts';
import type { InvoiceApprovalRow } from './api.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../kit/list/columns.ts';
import {
  approvalFormUrl,
  chosenValue,
  containsText,
  stateField,
  stateMatches,
} from '../../../kit/list/documentFilters.ts';
import { valueColumn, vendorColumn } from '../../../kit/list/valueColumns.ts';
import { wordedOptions } from '../../../kit/wordedOptions.ts';

export const invoiceListPath = '/supplierinvoicelist';
export const invoicePath = '/supplierinvoice';
export const approvalListPath = '/supplierinvoicelistApr';
export const approvalPath = '/supplierinvoiceApr';

export const invoiceUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(invoicePath, status, docnumbr);
export const approvalUrl = (docnumbr: string) => approvalFormUrl(approvalPath, { docnumbr }, 'KPTC');

export const invoiceFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'search', label: t('supplierInvoice:list.search') },
  stateField(t, 'supplierInvoice'),
  {
    kind: 'select',
    id: 'match',
    label: t('supplierInvoice:list.match'),
    options: wordedOptions(t, 'supplierInvoice:match', ['mismatch', 'matched']),
    placeholder: t('supplierInvoice:list.allMatches'),
  },
  { kind: 'dateRange', id: 'docdate', label: t('supplierInvoice:list.dateRange') },
];

/** Number, order, supplier or the supplier's number (contains), the state and the match. */
export function matchesInvoiceFilters(row: SupplierInvoiceRow, values: FilterValues): boolean {
  const match = chosenValue(values['match']);
  return (
    containsText(
      [row.docnumbr, row.lpono, row.jobordno, row.vendcode, row.vendname, row.suppinvno],
      values['search'],
    ) &&
    stateMatches(row.state, values['state']) &&
    (!match || (match === 'mismatch' ? row.mismatches > 0 : row.mismatches === 0))
  );
}

/** The approval lists keep their filters in the page. */
export function matchesApprovalFilters(row: InvoiceApprovalRow, values: FilterValues): boolean {
  return matchesInvoiceFilters(row, values) && inDateRange(row.docdate, values['docdate']);
}

/** Changed or deleted only before KPTC decided it (or after a rejection). */
export const rowEditable = (row: Pick<SupplierInvoiceRow, 'state' | 'status'>) =>
  row.status === 0 && row.state !== 'approved' && invoiceEditable({ status: row.status });

export const stateText = (t: TFunction, row: Pick<SupplierInvoiceRow, 'state' | 'status'>) =>
  row.status === 1250 || row.status === 1251
    ? t(`supplierInvoice:status.${row.status}`)
    : t(`supplierInvoice:state.${row.state}`);

export const matchText = (t: TFunction, row: Pick<SupplierInvoiceRow, 'mismatches'>) =>
  row.mismatches > 0
    ? t('supplierInvoice:match.mismatches', { count: row.mismatches })
    : t('supplierInvoice:match.matched');

export function invoiceColumns(t: TFunction): DocumentColumn<SupplierInvoiceRow>[] {
  return [
    fieldColumn('docnumbr', t('supplierInvoice:fields.docnumbr'), 150),
    dayColumn('docdate', t('supplierInvoice:fields.docdate')),
    fieldColumn('lpono', t('supplierInvoice:fields.lpono'), 150),
    vendorColumn(t('supplierInvoice:fields.vendcode')),
    fieldColumn('suppinvno', t('supplierInvoice:fields.suppinvno')),
    dayColumn('suppinvdate', t('supplierInvoice:fields.suppinvdate')),
    valueColumn('jobordno', t('supplierInvoice:fields.jobordno'), (row) => row.jobordno || '—', 140),
    valueColumn('match', t('supplierInvoice:fields.match'), (row) => matchText(t, row), 130),
    valueColumn('state', t('supplierInvoice:list.state'), (row) => stateText(t, row), 130),
    amountColumn('lpoval', t('supplierInvoice:fields.lpoval')),
    amountColumn('totalval', t('supplierInvoice:fields.totalval')),
  ];
}

export function approvalColumns(
  t: TFunction,
  view: 'pending' | 'approved',
): DocumentColumn<InvoiceApprovalRow>[] {
  const columns = invoiceColumns(t) as DocumentColumn<InvoiceApprovalRow>[];
  return [
    ...columns.filter((column) => column.id !== 'state'),
    view === 'pending'
      ? dayColumn('since', t('supplierInvoice:approvalList.since'))
      : valueColumn(
          'approvedAt',
          t('supplierInvoice:approvalList.approvedAt'),
          (row) => `${listDay(row.approvedAt?.slice(0, 10))} ${row.approvedBy ?? ''}`.trim(),
          140,
        ),
    // The approved ones say whether they are paid.
    ...columns.filter((column) => view === 'approved' && column.id === 'state'),
  ];
}
