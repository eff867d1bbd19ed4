/**
 * The purchase request form's logic, pure: the values, adding a part line (one line per item: adding
 * an item again adds to its quantity; at most 30 lines), the estimate (the item master's price, KWD,
 * by the shared amount rules), the prefill from an approved item request's short lines ("Raise purchase
 * request" on the parts to purchase), the stored document as values, the save request and its checks
 * (the shared schema's messages).
 */
import { lineValue, sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import {
  purchaseMaxLines,
  purchaseRequestBody,
  type PurchaseRequestBody,
  type PurchaseRequestDocument,
  type PurchaseRequestLine,
} from '@fleet/shared/procurement/procurement';
import { schemaErrorKeys, type FieldErrors } from '../../../../kit/form/formState.ts';
import { addPartLine } from '../../../../kit/form/lines.ts';
import { pickFields, savedHeader, storedHeader } from '../../../../kit/document/formDocument.ts';

/** A part line; its price is the estimate: the item master's price (KWD), the quotations give the real one. */
export type RequestLine = Pick<
  PurchaseRequestLine,
  'sparepart' | 'sparenam' | 'spareuom' | 'qty' | 'unitprice' | 'remarks'
>;

/** The body's header as typed (the job order with a job order only, the item request optional), the lines. */
export type PurchaseRequestValues = Pick<PurchaseRequestBody, 'docnumbr' | 'version'> &
  Record<'jobordno' | 'storecode' | 'requstno' | 'remarks', string> & { lines: RequestLine[] };

export const emptyPurchaseRequest = (): PurchaseRequestValues => ({
  jobordno: '',
  storecode: '',
  requstno: '',
  remarks: '',
  lines: [],
});

/** Adds a line, or adds its quantity to the line of the same item; at most `purchaseMaxLines` lines. */
export const addLine = (lines: readonly RequestLine[], line: RequestLine): RequestLine[] =>
  addPartLine(lines, line, purchaseMaxLines);

/** A line's estimated value: qty x the estimate price, rounded to the fils. */
export const lineEstimate = (line: Pick<RequestLine, 'qty' | 'unitprice'>) =>
  lineValue(line.qty, line.unitprice);

/** What the request is estimated to cost (sum of the lines' values in whole fils). */
export const estimateTotal = (lines: readonly RequestLine[]) => sumKwd(lines.map(lineEstimate));

export const totalQty = (lines: readonly RequestLine[]) => lines.reduce((sum, line) => sum + line.qty, 0);

/** What "Raise purchase request" carries to the form (navigation state `{ prefill }`). */
export type RequestPrefill = Pick<PurchaseRequestValues, 'storecode' | 'requstno' | 'jobordno'> & {
  lines: Pick<RequestLine, 'sparepart' | 'sparenam' | 'spareuom' | 'qty'>[];
};

/** The prefill of the navigation state, if it carries one. */
export function prefillFromState(state: unknown): RequestPrefill | undefined {
  if (!state || typeof state !== 'object' || !('prefill' in state)) return undefined;
  const prefill = (state as { prefill: unknown }).prefill;
  if (!prefill || typeof prefill !== 'object') return undefined;
  const candidate = prefill as Partial<RequestPrefill>;
  return typeof candidate.storecode === 'string' && Array.isArray(candidate.lines)
    ? {
        storecode: candidate.storecode,
        requstno: candidate.requstno ?? '',
        jobordno: candidate.jobordno ?? '',
        lines: candidate.lines,
      }
    : undefined;
}

/**
 * The form values of a prefill: the store, the item request, the job order (a request with a job
 * order only) and one line per short item, priced with the item master's estimate.
 */
export function valuesFromPrefill(
  prefill: RequestPrefill,
  withjo: boolean,
  priceOf: (sparepart: string) => number | undefined,
): PurchaseRequestValues {
  const lines = prefill.lines
    .filter((line) => line.qty > 0)
    .reduce<RequestLine[]>(
      (all, line) =>
        addLine(all, {
          ...pickFields(line, ['sparepart', 'sparenam', 'spareuom']),
          qty: Math.max(1, Math.round(line.qty)),
          unitprice: priceOf(line.sparepart) ?? 0,
          remarks: '',
        }),
      [],
    );
  return {
    ...emptyPurchaseRequest(),
    storecode: prefill.storecode,
    requstno: prefill.requstno,
    jobordno: withjo ? prefill.jobordno : '',
    lines,
  };
}

/** Lines still at no estimate (prefilled before the item master arrived) take its price. */
export function priceLines(
  lines: readonly RequestLine[],
  priceOf: (sparepart: string) => number | undefined,
): RequestLine[] {
  return lines.map((line) =>
    line.unitprice > 0 ? line : { ...line, unitprice: priceOf(line.sparepart) ?? line.unitprice },
  );
}

export function fromDocument(document: PurchaseRequestDocument): PurchaseRequestValues {
  return {
    ...storedHeader(document.master, ['jobordno', 'storecode', 'requstno', 'remarks']),
    lines: inSerialOrder(document.lines).map((line) =>
      pickFields(line, ['sparepart', 'sparenam', 'spareuom', 'qty', 'unitprice', 'remarks']),
    ),
  };
}

/** The save call's body (`insertPurchaseRequest`, or `...withjo` with the job order). */
export function toSaveRequest(values: PurchaseRequestValues, withjo: boolean): PurchaseRequestBody {
  return {
    ...savedHeader(values, ['storecode', 'requstno', 'remarks']),
    ...(withjo ? { jobordno: values.jobordno } : {}),
    lines: values.lines.map((line) => ({ sparepart: line.sparepart, qty: line.qty, remarks: line.remarks })),
  };
}

/** Field errors as i18n keys: the job order (with a job order), then the shared schema's rules. */
export function requestProblems(values: PurchaseRequestValues, withjo: boolean): FieldErrors {
  return {
    ...(withjo && !values.jobordno.trim() ? { jobordno: 'errors:storeJobOrderRequired' } : {}),
    ...schemaErrorKeys(purchaseRequestBody, toSaveRequest(values, withjo)),
  };
}
