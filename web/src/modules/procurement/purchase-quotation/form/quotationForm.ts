/**
 * The purchase quotation form's logic, pure: the values, a line per approved line of the chosen
 * request with its typed unit price, each line's value and the total (the shared amount rules: qty x
 * price rounded to the fils, sums in whole fils), the suppliers that may quote (MOI approved, active,
 * not yet quoting for the request), the stored quotation as values, the save request and its checks
 * (the shared schema's messages; the supplier's document is required).
 */
import { lineValue, sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder, serialPartOf, type SerialPartLine } from '@fleet/shared/engines/document-lines';
import type { Vendor } from '@fleet/shared/platform/lookups';
import {
  quotationBody,
  type QuotationBody,
  type RequestForQuotation,
} from '@fleet/shared/procurement/procurement';
import { isoDay, parseIsoDay } from '../../../../kit/filters/dates.ts';
import { schemaErrorKeys, type FieldErrors } from '../../../../kit/form/formState.ts';
import type { FileRef } from '../../../../kit/upload/FileThumbnail.tsx';
import { storedFile } from '../../../../kit/upload/storedFile.ts';
import type { QuotationView } from '../api.ts';
import { typedNumber } from '../../../../kit/document/typedNumber.ts';
import { savedHeader, storedHeader, storedLines } from '../../../../kit/document/formDocument.ts';

/** The purchase request line priced. */
export interface QuoteLine extends SerialPartLine {
  qty: number;
  /** As typed (KWD, up to 3 decimals). */
  unitprice: string;
  remarks: string;
}

/** The body's header as typed (dates YYYY-MM-DD), the supplier's document (one confirmed upload), the lines. */
export type QuotationValues = Pick<QuotationBody, 'docnumbr' | 'version'> &
  Record<
    'purreqno' | 'vendcode' | 'quotref' | 'quotdate' | 'validto' | 'deliverydays' | 'remarks',
    string
  > & {
    document: FileRef[];
    lines: QuoteLine[];
  };

/** How long a quotation holds when the supplier's paper does not say (the usual offer validity). */
export const quotationValidityDays = 30;

/** The default "Valid to" of a quotation dated `quotdate` (YYYY-MM-DD): 30 days later ('' without a date). */
export function defaultValidTo(quotdate: string): string {
  const day = parseIsoDay(quotdate);
  if (!day) return '';
  day.setDate(day.getDate() + quotationValidityDays);
  return isoDay(day);
}

/**
 * "Valid to" after the quotation date moved from `previous` to `next`: it follows while it is still
 * the default of the previous date, and stays as typed otherwise.
 */
export function validToAfterDateChange(validto: string, previous: string, next: string): string {
  return validto === '' || validto === defaultValidTo(previous) ? defaultValidTo(next) : validto;
}

export const emptyQuotation = (today: Date = new Date()): QuotationValues => ({
  purreqno: '',
  vendcode: '',
  quotref: '',
  quotdate: isoDay(today),
  validto: defaultValidTo(isoDay(today)),
  deliverydays: '',
  remarks: '',
  document: [],
  lines: [],
});

/** A typed price: a decimal comma accepted; NaN when it is not a number. */
export const parsePrice = typedNumber;

/** A line's value: qty x the typed price rounded to the fils (0 while the price is not a positive number). */
export function quoteLineValue(line: Pick<QuoteLine, 'qty' | 'unitprice'>): number {
  const price = parsePrice(line.unitprice);
  return Number.isFinite(price) && price > 0 ? lineValue(line.qty, price) : 0;
}

/** Every line's value and the quotation's total (sum in whole fils). */
export function quotationTotals(lines: readonly QuoteLine[]): { values: number[]; total: number } {
  const values = lines.map(quoteLineValue);
  return { values, total: sumKwd(values) };
}

/** One line per approved line of the request, no price yet. */
export function linesFromRequest(request: Pick<RequestForQuotation, 'lines'>): QuoteLine[] {
  return inSerialOrder(request.lines).map((line) => ({
    ...serialPartOf(line),
    qty: line.qty,
    unitprice: '',
    remarks: '',
  }));
}

/**
 * The suppliers that may quote: MOI approved and active (the server refuses others: 'Only MOI
 * approved suppliers can be selected'), without the ones that already quoted for the request (but
 * with the quotation's own supplier).
 */
export function quotingSuppliers(
  vendors: readonly Vendor[],
  request: Pick<RequestForQuotation, 'quotations'> | undefined,
  current = '',
): Vendor[] {
  const quoted = new Set((request?.quotations ?? []).map((quotation) => quotation.vendcode));
  return vendors.filter(
    (vendor) =>
      vendor.moiApproved === 'Y' &&
      vendor.status !== 'inactive' &&
      (vendor.vendcode === current || !quoted.has(vendor.vendcode)),
  );
}

export function fromDocument(document: QuotationView): QuotationValues {
  const { master } = document;
  return {
    ...storedHeader(master, ['purreqno', 'vendcode', 'quotref', 'quotdate', 'validto', 'remarks']),
    deliverydays: String(master.deliverydays ?? ''),
    document: storedFile(master.docfileid, master.docfilename),
    lines: storedLines(document.lines, (line) => ({
      qty: line.qty,
      unitprice: String(line.unitprice),
      remarks: line.remarks,
    })),
  };
}

/** The save call's body (`insertPurchaseQuotation`). */
export function toSaveRequest(values: QuotationValues): QuotationBody {
  const days = values.deliverydays.trim();
  return {
    ...savedHeader(values, ['purreqno', 'vendcode', 'quotref', 'quotdate', 'validto', 'remarks']),
    deliverydays: days === '' ? 0 : Number(days),
    docfileid: values.document[0]?.fileId ?? '',
    lines: values.lines.map((line) => ({
      serlnumb: line.serlnumb,
      unitprice: parsePrice(line.unitprice),
      remarks: line.remarks,
    })),
  };
}

/** Field errors as i18n keys, by form field (the document's error under `document`). */
export function quotationProblems(values: QuotationValues): FieldErrors {
  const { docfileid, purreqno, ...errors } = schemaErrorKeys(quotationBody, toSaveRequest(values));
  return {
    ...errors,
    ...(purreqno || !values.purreqno ? { purreqno: 'purchaseQuotation:form.requestRequired' } : {}),
    ...(values.quotdate ? {} : { quotdate: 'purchaseQuotation:form.dateRequired' }),
    ...(values.validto ? {} : { validto: 'purchaseQuotation:form.dateRequired' }),
    ...(docfileid ? { document: docfileid } : {}),
  };
}
