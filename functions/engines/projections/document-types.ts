/**
 * The document types whose report totals the document-totals projection keeps (docs/projections.md
 * "Document totals"): for each, what one live master adds to its reports' totals. Pure: the writers
 * (through `documentTotalsEvents`, documents.ts), the subscriber and the rebuild all use these.
 *
 * A type lists its dimensions (the filters its reports ask that the projection can answer: a
 * garage, a paymode, a store, a supplier; at most three), its values (the master's figures the reports
 * total) and, optionally, `splits`: dimensions whose values every item also breaks down (a grouped
 * read, e.g. the submitted summary per garage). To add a type: append it here (under its gsi1 list
 * by date, `<project>#<TYPE>`, so a rebuild finds its live masters) and publish its events from its
 * writes; a report then reads `documentTotals(...)` (documents.ts).
 */
import type { DocumentContribution } from '@fleet/shared/engines/document-totals';
import { stringOf } from '#lib/attributes';

type Master = Record<string, unknown>;

export interface DocumentTotalsType {
  /** The document type (its gsi1 list by date is `<project>#<docType>`). */
  docType: string;
  /** Dimension name -> the master's field holding its value. */
  dims: Readonly<Record<string, string>>;
  /** Value name -> the master's field holding it (KWD or a quantity). */
  values: Readonly<Record<string, string>>;
  /** Dimensions broken down on every item (grouped reads). */
  splits?: readonly string[];
  /** Whether a live master counts (default: every live master counts). */
  counts?: (master: Master) => boolean;
}

/** The reporting day of a document date (`yyyy-mm-dd`, or `yyyy/mm/dd`, maybe with a time). */
export const documentDay = (docdate: string) => docdate.slice(0, 10).replaceAll('/', '-');

const purchaseRequest = (docType: 'PRJ' | 'PRQ'): DocumentTotalsType => ({
  docType,
  dims: { garage: 'garage' },
  values: { totalval: 'totalval', totalqty: 'totalqty' },
});

/**
 * The registered types. Reports (functions/reports/general, functions/reports/workorder-reports):
 * PRJ / PRQ spare parts requests (garage), DRV direct purchase (store, vendor), PCH purchase invoice
 * cash (paymode, garage, vendor), TIO the 3-in-1 report (garage), FIN the final invoice query
 * (garage), JSB the submitted summary (garage, split by garage).
 */
export const documentTotalsTypes: readonly DocumentTotalsType[] = [
  purchaseRequest('PRJ'),
  purchaseRequest('PRQ'),
  {
    docType: 'DRV',
    dims: { store: 'storecode', vendor: 'vendcode' },
    values: { totalval: 'totalval', totalqty: 'totalqty' },
  },
  {
    docType: 'PCH',
    dims: { paymode: 'paymode', garage: 'garage', vendor: 'vendor' },
    values: { netval: 'netval' },
  },
  { docType: 'TIO', dims: { garage: 'garage' }, values: { totalval: 'totalval' } },
  { docType: 'FIN', dims: { garage: 'garage' }, values: { totalval: 'totalval' } },
  { docType: 'JSB', dims: { garage: 'garage' }, values: { totalval: 'totalval' }, splits: ['garage'] },
];

export const documentTotalsType = (docType: string) =>
  documentTotalsTypes.find((type) => type.docType === docType);

/**
 * What a master adds to its type's totals; undefined when it counts nowhere (a deleted master, a
 * type not registered, one its `counts` rule leaves out).
 */
export function contributionOf(
  docType: string,
  master: object | undefined,
): DocumentContribution | undefined {
  const type = documentTotalsType(docType);
  const record = master as Master | undefined;
  if (!type || !record || record['deldate'] || !(type.counts?.(record) ?? true)) return undefined;
  const docdate = stringOf(record['docdate']);
  if (!docdate) return undefined;
  const dims: Record<string, string> = {};
  for (const [dim, field] of Object.entries(type.dims)) {
    const value = stringOf(record[field]);
    if (value) dims[dim] = value;
  }
  const values: Record<string, number> = {};
  for (const [value, field] of Object.entries(type.values)) values[value] = Number(record[field] ?? 0) || 0;
  return { day: documentDay(docdate), dims, values };
}
