/**
 * The supplier invoice form's logic, pure (docs/accounts-supplier-invoice.md): the values, the lines
 * prefilled from the chosen order (what was received and not yet invoiced, at the LPO price), each
 * line's check against the order (the shared matching rule: over the open quantity is refused, a price
 * other than the LPO's or a short quantity is a mismatch), the totals in KWD, the stored invoice as
 * values, the save request and its checks (the shared schema's messages).
 */
import { lineValue, sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder, serialPartOf } from '@fleet/shared/engines/document-lines';
import { fieldsOf } from '@fleet/shared/engines/fields';
import {
  lineMismatch,
  openToInvoice,
  supplierInvoiceBody,
  type InvoiceMismatch,
  type OrderForInvoice,
  type SupplierInvoiceBody,
  type SupplierInvoiceDocument,
  type SupplierInvoiceLine,
} from '@fleet/shared/accounts/supplier-invoice';
import { isoDay } from '../../../kit/filters/dates.ts';
import { schemaErrorKeys, type FieldErrors } from '../../../kit/form/formState.ts';
import { mergeSourceLines } from '../../../kit/form/lines.ts';
import type { FileRef } from '../../../kit/upload/FileThumbnail.tsx';
import { storedFile } from '../../../kit/upload/storedFile.ts';
import { typedNumber } from '../../../kit/document/typedNumber.ts';
import { savedLines, savedHeader, storedHeader, storedLines } from '../../../kit/document/formDocument.ts';

/**
 * The order's line (openqty: received and not invoiced by other invoices, the most this invoice may
 * bill) with the quantity and price as typed; an empty or 0 quantity leaves the line out.
 */
export type InvoiceLineValues = Omit<SupplierInvoiceLine, 'qty' | 'unitprice' | 'value' | 'mismatch'> & {
  qty: string;
  unitprice: string;
};

/** The body's header with the supplier's invoice document: one confirmed upload. */
export type SupplierInvoiceValues = Omit<SupplierInvoiceBody, 'docfileid' | 'lines'> & {
  document: FileRef[];
  lines: InvoiceLineValues[];
};

export const emptyInvoice = (today: Date = new Date()): SupplierInvoiceValues => ({
  lpono: '',
  vendcode: '',
  suppinvno: '',
  suppinvdate: isoDay(today),
  remarks: '',
  document: [],
  lines: [],
});

/** One line per open line of the order: the open quantity at the LPO's price. */
export function linesFromOrder(order: Pick<OrderForInvoice, 'lines'>): InvoiceLineValues[] {
  return inSerialOrder(order.lines).map((line) => {
    const openqty = openToInvoice(line);
    return {
      ...serialPartOf(line),
      orderedqty: line.orderedqty,
      receivedqty: line.receivedqty,
      openqty,
      lpoprice: line.unitprice,
      qty: String(openqty),
      unitprice: line.unitprice.toFixed(3),
    };
  });
}

/** Whether a line is billed (a quantity above 0 typed). */
export const billed = (line: Pick<InvoiceLineValues, 'qty'>) => {
  const qty = typedNumber(line.qty);
  return Number.isFinite(qty) && qty > 0;
};

export type LineCheck =
  | { kind: 'none' }
  | { kind: 'over' }
  | { kind: 'invalid' }
  | { kind: 'ok'; value: number; mismatch?: InvoiceMismatch };

/** A line against its order: left out, over the open quantity, not a valid entry, or its value and mismatch. */
export function checkLine(line: InvoiceLineValues): LineCheck {
  if (!billed(line)) return { kind: 'none' };
  const qty = typedNumber(line.qty);
  const price = typedNumber(line.unitprice);
  if (!Number.isInteger(qty) || !Number.isFinite(price) || price <= 0) return { kind: 'invalid' };
  if (qty > line.openqty) return { kind: 'over' };
  const mismatch = lineMismatch(
    { qty, unitprice: price },
    { unitprice: line.lpoprice, openqty: line.openqty },
  );
  return { kind: 'ok', value: lineValue(qty, price), ...(mismatch ? { mismatch } : {}) };
}

/** The invoice's totals: its value, the same quantities at the LPO prices, and the mismatched lines. */
export function invoiceFormTotals(lines: readonly InvoiceLineValues[]) {
  const checked = lines.map((line) => ({ line, check: checkLine(line) }));
  const ok = checked.filter(
    (entry): entry is { line: InvoiceLineValues; check: Extract<LineCheck, { kind: 'ok' }> } =>
      entry.check.kind === 'ok',
  );
  return {
    checks: checked.map((entry) => entry.check),
    totalval: sumKwd(ok.map((entry) => entry.check.value)),
    lpoval: sumKwd(ok.map((entry) => lineValue(typedNumber(entry.line.qty), entry.line.lpoprice))),
    mismatches: ok.filter((entry) => entry.check.mismatch).length,
  };
}

export function fromDocument(document: SupplierInvoiceDocument): SupplierInvoiceValues {
  const { master } = document;
  return {
    ...storedHeader(master, ['lpono', 'vendcode', 'suppinvno', 'suppinvdate', 'remarks']),
    document: storedFile(master.docfileid, master.docfilename),
    lines: storedLines(document.lines, (line) => ({
      ...fieldsOf(line, 'orderedqty receivedqty openqty lpoprice'),
      qty: String(line.qty),
      unitprice: line.unitprice.toFixed(3),
    })),
  };
}

/**
 * An edited invoice's lines with the order's other open lines added (not billed), and the open
 * quantities as the server reads them now (`getOrderApproveNos?docnumbr`).
 */
export function mergeOrderLines(
  lines: readonly InvoiceLineValues[],
  order: Pick<OrderForInvoice, 'lines'> | undefined,
): InvoiceLineValues[] {
  return mergeSourceLines(
    lines,
    order && linesFromOrder(order),
    (line, now) => ({ ...line, openqty: now.openqty, receivedqty: now.receivedqty }),
    (line) => ({ ...line, qty: '' }),
  );
}

/** The save call's body (`insertPurchaseInvoice`): billed lines only. */
export function toSaveRequest(values: SupplierInvoiceValues): SupplierInvoiceBody {
  return {
    ...savedHeader(values, ['lpono', 'vendcode', 'suppinvno', 'suppinvdate', 'remarks']),
    docfileid: values.document[0]?.fileId ?? '',
    lines: savedLines(values.lines, billed, (line) => ({
      qty: typedNumber(line.qty),
      unitprice: typedNumber(line.unitprice),
    })),
  };
}

/** Field errors as i18n keys, by form field (the document's under `document`, line problems under `lines`). */
export function invoiceProblems(values: SupplierInvoiceValues, today: string): FieldErrors {
  const { docfileid, lines, ...errors } = schemaErrorKeys(supplierInvoiceBody, toSaveRequest(values));
  const checks = values.lines.map(checkLine);
  const lineProblem = checks.some((check) => check.kind === 'over' || check.kind === 'invalid')
    ? 'supplierInvoice:form.linesInvalid'
    : lines;
  return {
    ...errors,
    ...(values.suppinvdate && values.suppinvdate > today
      ? { suppinvdate: 'errors:supplierInvoiceDateFuture' }
      : {}),
    ...(docfileid ? { document: docfileid } : {}),
    ...(lineProblem ? { lines: lineProblem } : {}),
  };
}
