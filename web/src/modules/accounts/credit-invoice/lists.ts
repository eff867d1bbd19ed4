/**
 * Routes, filters, columns and links of the credit invoice screen (`/creditinvoicelist`, SGRT007, form
 * `/creditinvoice`): every credit invoice by date, and KPTC's work list with the approval screen
 * (`/creditinvoice?docnumbr&mod=true&status=APPROVE&level=KPTC`, the link notifications open).
 */
import type { TFunction } from 'i18next';
import type { CreditInvoiceRow } from '@fleet/shared/accounts/credit-invoice';
import { inDateRange, type FilterField, type FilterValues } from '../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import { documentFormUrl, type FormStatus } from '../../../kit/form/mode.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../kit/list/columns.ts';
import {
  approvalFormUrl,
  containsText,
  stateField,
  stateMatches,
} from '../../../kit/list/documentFilters.ts';
import { stateColumn, valueColumn, vendorColumn } from '../../../kit/list/valueColumns.ts';

export const creditListPath = '/creditinvoicelist';
export const creditPath = '/creditinvoice';

export const creditUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(creditPath, status, docnumbr);
export const creditApprovalUrl = (docnumbr: string) => approvalFormUrl(creditPath, { docnumbr }, 'KPTC');

export const creditFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'search', label: t('creditInvoice:list.search') },
  stateField(t, 'creditInvoice'),
  { kind: 'dateRange', id: 'docdate', label: t('creditInvoice:list.dateRange') },
];

/** Number, supplier invoice, supplier or the supplier's credit note (contains), and the state. */
export const matchesCreditFilters = (row: CreditInvoiceRow, values: FilterValues): boolean =>
  containsText(
    [row.docnumbr, row.pivno, row.suppinvno, row.vendcode, row.vendname, row.crednoteno],
    values['search'],
  ) && stateMatches(row.state, values['state']);

/** The work list keeps its filters in the page. */
export const matchesPendingFilters = (row: CreditInvoiceRow, values: FilterValues) =>
  matchesCreditFilters(row, values) && inDateRange(row.docdate, values['docdate']);

/** Changed or deleted only before KPTC decided it (or after a rejection). */
export const rowEditable = (row: Pick<CreditInvoiceRow, 'state'>) => row.state !== 'approved';

export function creditColumns(t: TFunction): DocumentColumn<CreditInvoiceRow>[] {
  return [
    fieldColumn('docnumbr', t('creditInvoice:fields.docnumbr'), 150),
    dayColumn('docdate', t('creditInvoice:fields.docdate')),
    fieldColumn('pivno', t('creditInvoice:fields.pivno'), 150),
    vendorColumn(t('creditInvoice:fields.vendcode')),
    fieldColumn('crednoteno', t('creditInvoice:fields.crednoteno')),
    valueColumn(
      'reason',
      t('creditInvoice:fields.reason'),
      (row) => t(`creditInvoice:reason.${row.reason}`),
      130,
    ),
    stateColumn(t, 'creditInvoice', 120),
    amountColumn('totalval', t('creditInvoice:fields.totalval')),
  ];
}
