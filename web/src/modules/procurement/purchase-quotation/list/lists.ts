/**
 * The purchase quotation list's filters (date range, default the last 30 days; request, supplier or
 * reference matched in the page), columns (KWD 3 decimals) and form links.
 */
import type { TFunction } from 'i18next';
import { filterQuery, type FilterField, type FilterValues } from '../../../../kit/filters/model.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../../kit/list/listPage.ts';
import type { QuotationRow } from '../api.ts';

export const quotationListPath = '/quotationpurlist';
export const quotationPath = '/quotationpur';

export const quotationFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'search', label: t('purchaseQuotation:list.search') },
  { kind: 'dateRange', id: 'docdate', label: t('purchaseQuotation:list.dateRange') },
];

/** The server-side part: the date window. */
export function quotationListQuery(values: FilterValues): { fromdate?: string; todate?: string } {
  const { fromdate, todate } = filterQuery({ docdate: values['docdate'] ?? '' });
  return { ...(fromdate ? { fromdate } : {}), ...(todate ? { todate } : {}) };
}

/** Number, request, job order, supplier or reference (contains, any case). */
export function matchesQuotationFilters(row: QuotationRow, values: FilterValues): boolean {
  const wanted = values['search'];
  if (typeof wanted !== 'string' || !wanted.trim()) return true;
  return [row.docnumbr, row.purreqno, row.jobordno, row.vendcode, row.vendname, row.quotref]
    .join(' ')
    .toLowerCase()
    .includes(wanted.trim().toLowerCase());
}

export const quotationUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(quotationPath, status, docnumbr);

export function quotationColumns(t: TFunction): DocumentColumn<QuotationRow>[] {
  return [
    {
      id: 'docnumbr',
      header: t('purchaseQuotation:fields.docnumbr'),
      value: (row) => row.docnumbr,
      minWidth: 150,
    },
    {
      id: 'docdate',
      header: t('purchaseQuotation:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    {
      id: 'purreqno',
      header: t('purchaseQuotation:fields.purreqno'),
      value: (row) => row.purreqno,
      minWidth: 150,
    },
    {
      id: 'jobordno',
      header: t('purchaseQuotation:fields.jobordno'),
      value: (row) => row.jobordno || '—',
      minWidth: 140,
    },
    {
      id: 'vendname',
      header: t('purchaseQuotation:fields.vendcode'),
      value: (row) => row.vendname || row.vendcode,
      minWidth: 160,
    },
    { id: 'quotref', header: t('purchaseQuotation:fields.quotref'), value: (row) => row.quotref },
    {
      id: 'quotdate',
      header: t('purchaseQuotation:fields.quotdate'),
      value: (row) => listDay(row.quotdate),
      minWidth: 110,
    },
    {
      id: 'validto',
      header: t('purchaseQuotation:fields.validto'),
      value: (row) => listDay(row.validto),
      minWidth: 110,
    },
    {
      id: 'deliverydays',
      header: t('purchaseQuotation:fields.deliverydays'),
      value: (row) => row.deliverydays,
    },
    {
      id: 'totalval',
      header: t('purchaseQuotation:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
    },
    {
      id: 'docfilename',
      header: t('purchaseQuotation:fields.document'),
      value: (row) => row.docfilename,
      minWidth: 140,
    },
  ];
}
