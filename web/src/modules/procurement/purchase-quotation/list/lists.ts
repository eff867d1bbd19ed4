/**
 * The purchase quotation list's filters (date range, default the last 30 days; request, supplier or
 * reference matched in the page), columns (KWD 3 decimals) and form links.
 */
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../../../../kit/filters/model.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import type { QuotationRow } from '../api.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../../kit/list/columns.ts';
import { containsText, dateWindow } from '../../../../kit/list/documentFilters.ts';
import { valueColumn, vendorColumn } from '../../../../kit/list/valueColumns.ts';

export const quotationListPath = '/quotationpurlist';
export const quotationPath = '/quotationpur';

export const quotationFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'search', label: t('purchaseQuotation:list.search') },
  { kind: 'dateRange', id: 'docdate', label: t('purchaseQuotation:list.dateRange') },
];

/** The server-side part: the date window. */
export const quotationListQuery = (values: FilterValues) => dateWindow(values);

/** Number, request, job order, supplier or reference (contains, any case). */
export const matchesQuotationFilters = (row: QuotationRow, values: FilterValues): boolean =>
  containsText(
    [row.docnumbr, row.purreqno, row.jobordno, row.vendcode, row.vendname, row.quotref],
    values['search'],
  );

export const quotationUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(quotationPath, status, docnumbr);

export function quotationColumns(t: TFunction): DocumentColumn<QuotationRow>[] {
  return [
    fieldColumn('docnumbr', t('purchaseQuotation:fields.docnumbr'), 150),
    dayColumn('docdate', t('purchaseQuotation:fields.docdate')),
    fieldColumn('purreqno', t('purchaseQuotation:fields.purreqno'), 150),
    valueColumn('jobordno', t('purchaseQuotation:fields.jobordno'), (row) => row.jobordno || '—', 140),
    vendorColumn(t('purchaseQuotation:fields.vendcode')),
    fieldColumn('quotref', t('purchaseQuotation:fields.quotref')),
    dayColumn('quotdate', t('purchaseQuotation:fields.quotdate')),
    dayColumn('validto', t('purchaseQuotation:fields.validto')),
    fieldColumn('deliverydays', t('purchaseQuotation:fields.deliverydays')),
    amountColumn('totalval', t('purchaseQuotation:fields.totalval')),
    fieldColumn('docfilename', t('purchaseQuotation:fields.document'), 140),
  ];
}
