/**
 * Columns of the maintenance invoice list (spec 000 section 2): after the kit's serial and actions,
 * Invoice No, invoice date (DD/MM/YYYY), Voucher No, supplier, garage and Total (KWD, 3 decimals,
 * summed in the footer from the server's `totals.netval`).
 */
import type { TFunction } from 'i18next';
import type { InvoiceListRow } from '@fleet/shared/accounts/maintenance-invoice';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../../kit/list/listPage.ts';
import { amountColumn, fieldColumn } from '../../../../kit/list/columns.ts';
import { valueColumn } from '../../../../kit/list/valueColumns.ts';

/** DD/MM/YYYY of a `YYYY-MM-DD` day (read as a calendar day, not as UTC midnight). */
export const invoiceDay = listDay;

/** The supplier's and the garage's name in the UI language (the English one when there is no Arabic). */
export const vendorName = (row: InvoiceListRow, arabic: boolean) =>
  (arabic && row.vendnamear) || row.vendname;
export const garageName = (row: InvoiceListRow, arabic: boolean) =>
  (arabic && row.garagnamar) || row.garagnam;

export function invoiceColumns(t: TFunction, arabic: boolean): DocumentColumn<InvoiceListRow>[] {
  return [
    // Numbers and dates stay on one line; names wrap (the list wraps lines to fit its eight columns).
    fieldColumn('carinvno', t('invoice:list.carinvno'), 150),
    valueColumn('carinvdt', t('invoice:list.carinvdt'), (row) => invoiceDay(row.carinvdt), 120),
    fieldColumn('voucherno', t('invoice:list.voucherno'), 140),
    { id: 'vendname', header: t('invoice:list.vendname'), value: (row) => vendorName(row, arabic) },
    { id: 'garagnam', header: t('invoice:list.garagnam'), value: (row) => garageName(row, arabic) },
    amountColumn('netval', t('invoice:list.netval'), 120),
  ];
}
