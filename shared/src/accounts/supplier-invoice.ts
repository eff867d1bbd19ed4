/**
 * Supplier (purchase) invoice (issue 13 item 1; spec 001 section 7 "Purchase invoice", 000 section 2:
 * screens SGRT001 `/supplierinvoicelist` and SGRT002 `/supplierinvoicelistApr`, forms `supplierinvoice`
 * and `supplierinvoiceApr`; statuses 1250 PendingforPayment, 1251 PaymentCompleted).
 *
 * The invoice a supplier sends for what an approved LPO delivered: each line is matched to the LPO line
 * (its unit price) and to the receipt (the quantity accepted at the item inspection, less what other
 * invoices of the LPO already bill). Invoicing more than received and not yet invoiced is refused; a
 * price other than the LPO's, or a quantity short of what is open, is a mismatch: saved, flagged per
 * line, and approvable by the KPTC approver (chain PIV) only with remarks. Approved, the invoice is
 * pending for payment (1250).
 *
 * Numbers are `PIV-<year>-<nnnnn>` (PIN is the item inspection's numbering).
 */
import { z } from 'zod';
import { kwdFils, lineValue, roundKwd, sumKwd } from '../engines/amounts.ts';
import { editableApproval, type ApprovalRecord, type ApprovalState } from '../engines/approvals.ts';
import { messages } from '../platform/messages.ts';
import {
  pairBySerial,
  type PricedPartLine,
  type SerialPartLine,
  type VendorDocumentMaster,
} from '../engines/document-lines.ts';
import { dateListQuery, partQty, required, serialLines } from '../engines/document-schemas.ts';
import { fieldsOf, type Names } from '../engines/fields.ts';

/** Document type: the number prefix, the storage type and the approval chain. */
export const supplierInvoiceDocType = 'PIV';

/** Screens (spec 000 section 2, Accounts group). */
export const supplierInvoiceScreens = {
  /** `/supplierinvoicelist`: prepare, edit, delete. */
  list: 'SGRT001',
  /** `/supplierinvoicelistApr`: the KPTC approver's screen. */
  approval: 'SGRT002',
} as const;

/** Status codes of an invoice (spec 000 section 4); 0 while it waits for approval. */
export const supplierInvoiceStatus = {
  submitted: 0,
  pendingForPayment: 1250,
  paymentCompleted: 1251,
} as const;

/** Lines per invoice: an LPO has at most 30 (the purchase request's cap). */
export const supplierInvoiceMaxLines = 30;

const docnumbr = z
  .string({ error: messages.storeVoucherRequired })
  .trim()
  .min(1, messages.storeVoucherRequired);

/** `getPurchaseInvoiceList?fromdate&todate` (default: the last 30 days). */
export const supplierInvoiceListQuery = dateListQuery({}, 'todate');
export type SupplierInvoiceListQuery = z.infer<typeof supplierInvoiceListQuery>;

export const supplierInvoiceByIdQuery = z.object({ docnumbr: docnumbr.max(40) });

export const supplierInvoiceLineInput = z.object({
  /** The LPO line (the purchase request's line number). */
  serlnumb: z.coerce.number().int().min(1),
  qty: partQty,
  unitprice: z.coerce
    .number({ error: messages.supplierInvoicePriceRequired })
    .positive(messages.supplierInvoicePriceRequired)
    .max(999_999.999, messages.supplierInvoicePriceRequired),
});
export type SupplierInvoiceLineInput = z.infer<typeof supplierInvoiceLineInput>;

/**
 * `insertPurchaseInvoice`. The spec's multipart upload follows the product's upload rules: the
 * supplier's document is uploaded first (presigned POST, `Files/confirm`) and named by `docfileid`.
 */
export const supplierInvoiceBody = z.object({
  docnumbr: z.string().trim().max(40).optional(),
  version: z.coerce.number().int().min(1).optional(),
  lpono: required(messages.supplierInvoiceLpoRequired, 40),
  vendcode: required(messages.storeSupplierRequired, 40),
  /** The supplier's own invoice number: unique per supplier. */
  suppinvno: required(messages.supplierInvoiceNumberRequired, 60),
  suppinvdate: z
    .string({ error: messages.supplierInvoiceDateRequired })
    .min(1, messages.supplierInvoiceDateRequired)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.useIsoDay),
  remarks: z.string().trim().max(500).default(''),
  docfileid: required(messages.supplierInvoiceDocumentRequired, 80),
  lines: serialLines(supplierInvoiceLineInput, supplierInvoiceMaxLines, messages.inspectionLineUnknown),
});
export type SupplierInvoiceBody = z.infer<typeof supplierInvoiceBody>;

/** How a line differs from its order: the price, or a quantity short of what is open to invoice. */
export type InvoiceMismatch = 'price' | 'qty';

export interface SupplierInvoiceLine extends PricedPartLine {
  /** The LPO's unit price and ordered quantity. */
  lpoprice: number;
  orderedqty: number;
  /** Accepted at the item inspections, and what was open to this invoice (received - other invoices). */
  receivedqty: number;
  openqty: number;
  mismatch?: InvoiceMismatch;
}

export interface SupplierInvoiceMaster extends VendorDocumentMaster {
  lpono: string;
  costshtno: string;
  purreqno: string;
  suppinvno: string;
  suppinvdate: string;
  remarks: string;
  docfileid: string;
  docfilename: string;
  totalqty: number;
  totalval: number;
  /** What the invoiced quantities cost at the LPO's prices. */
  lpoval: number;
  /** Lines that do not match the order. */
  mismatches: number;
  /** 0 waiting for approval, 1250 pending for payment, 1251 paid. */
  status: number;
}

export interface SupplierInvoiceDocument {
  master: SupplierInvoiceMaster;
  lines: SupplierInvoiceLine[];
  approvals: ApprovalRecord[];
  /** A 5 minute link to the supplier's document ('' when it cannot be read). */
  docurl: string;
}

/** The master's fields a row of the lists carries, with its approval state. */
export const supplierInvoiceRowFields =
  'docnumbr docdate lpono jobordno vendcode vendname suppinvno suppinvdate totalqty totalval lpoval mismatches status docfilename cretuser version';
export type SupplierInvoiceRow = Pick<SupplierInvoiceMaster, Names<typeof supplierInvoiceRowFields>> &
  Pick<ApprovalState, 'state'>;

/** A line of an order open to invoicing (`getOrderApproveNos`). */
export interface OrderLineForInvoice extends SerialPartLine {
  orderedqty: number;
  /** Accepted at the item inspections. */
  receivedqty: number;
  /** Billed by other live invoices. */
  invoicedqty: number;
  unitprice: number;
}

export interface OrderForInvoice {
  lpono: string;
  vendcode: string;
  vendname: string;
  jobordno: string;
  lines: OrderLineForInvoice[];
}

// ---- Rules (pure: the form shows them while typing, the server stores them) -------------------------

/** What is open to invoice on a line: received (accepted) less what other invoices bill. */
export const openToInvoice = (line: Pick<OrderLineForInvoice, 'receivedqty' | 'invoicedqty'>) =>
  Math.max(0, line.receivedqty - line.invoicedqty);

/** A line's mismatch: a price other than the LPO's first, then a quantity short of what is open. */
export function lineMismatch(
  input: { qty: number; unitprice: number },
  order: { unitprice: number; openqty: number },
): InvoiceMismatch | undefined {
  if (kwdFils(input.unitprice) !== kwdFils(order.unitprice)) return 'price';
  if (input.qty < order.openqty) return 'qty';
  return undefined;
}

export type InvoiceMatch =
  | { ok: true; lines: SupplierInvoiceLine[] }
  | { ok: false; reason: 'unknownLine' }
  | { ok: false; reason: 'overReceived'; item: string; open: number };

/**
 * Matches the invoice's lines to the order's: refuses a line not on the order or a quantity above
 * what is open (received - invoiced by others); flags price and short-quantity mismatches.
 */
export function matchInvoice(
  order: readonly OrderLineForInvoice[],
  input: readonly SupplierInvoiceLineInput[],
): InvoiceMatch {
  const pairs = pairBySerial(order, input);
  if (!pairs) return { ok: false, reason: 'unknownLine' };
  const lines: SupplierInvoiceLine[] = [];
  for (const [entry, ordered] of pairs) {
    const openqty = openToInvoice(ordered);
    if (entry.qty > openqty)
      return { ok: false, reason: 'overReceived', item: ordered.sparepart, open: openqty };
    const mismatch = lineMismatch(entry, { unitprice: ordered.unitprice, openqty });
    lines.push({
      ...fieldsOf(ordered, 'serlnumb sparepart sparenam spareuom orderedqty receivedqty'),
      qty: entry.qty,
      unitprice: roundKwd(entry.unitprice),
      value: lineValue(entry.qty, entry.unitprice),
      lpoprice: ordered.unitprice,
      openqty,
      ...(mismatch ? { mismatch } : {}),
    });
  }
  return { ok: true, lines };
}

/** The invoice's totals: quantity, value, the value at the LPO's prices, mismatched lines. */
export function invoiceTotals(
  lines: readonly Pick<SupplierInvoiceLine, 'qty' | 'value' | 'lpoprice' | 'mismatch'>[],
) {
  return {
    totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
    totalval: sumKwd(lines.map((line) => line.value)),
    lpoval: sumKwd(lines.map((line) => lineValue(line.qty, line.lpoprice))),
    mismatches: lines.filter((line) => line.mismatch).length,
  };
}

/** Whether approving needs remarks (a mismatched invoice). */
export const approvalNeedsRemarks = (master: Pick<SupplierInvoiceMaster, 'mismatches'>) =>
  master.mismatches > 0;

/** The invoice may be changed or deleted: not yet decided, or rejected. */
export const invoiceEditable = (master: Pick<SupplierInvoiceMaster, 'approval' | 'status'>) =>
  master.status === supplierInvoiceStatus.submitted && editableApproval(master.approval);
