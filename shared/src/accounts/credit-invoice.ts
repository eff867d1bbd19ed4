/**
 * Credit invoice (issue 28 item 2; spec 000 section 2 names only the routes `/creditinvoicelist` and
 * `/creditinvoice`; the choices are in docs/architecture-notes.md "Credit invoice (issue 28)").
 *
 * A supplier's credit note against an approved supplier invoice (PIV): parts returned, a price
 * corrected, items rejected. Its lines are the invoice's lines; each credits an amount in KWD (and,
 * for returned or rejected parts, a quantity) never above what the line invoiced less what the
 * invoice's other live credit invoices credit. The KPTC approver who approves supplier invoices
 * approves it (chain CRN, on the credit invoice's own screen); approved, it takes its total off the
 * supplier's balance and off the purchases of the cost reports.
 *
 * Numbers are `CRN-<year>-<nnnnn>`.
 */
import { z } from 'zod';
import { kwdFils, roundKwd, sumKwd } from '../engines/amounts.ts';
import { editableApproval, type ApprovalRecord, type ApprovalState } from '../engines/approvals.ts';
import type { Names } from '../engines/fields.ts';
import { pairBySerial, type SerialPartLine, type VendorDocumentMaster } from '../engines/document-lines.ts';
import { dateListQuery, isoDay, required, serialLines, text } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';

/** Document type: the number prefix, the storage type and the approval chain. */
export const creditInvoiceDocType = 'CRN';

/** Screen `/creditinvoicelist` (Accounts): prepared, listed and approved on it. */
export const creditInvoiceScreen = 'SGRT007';

/** Why the supplier credits. */
export const creditReasons = ['return', 'price', 'rejected'] as const;
export type CreditReason = (typeof creditReasons)[number];

/** Lines per credit invoice: a supplier invoice has at most 30. */
export const creditInvoiceMaxLines = 30;

const money = (message: typeof messages.creditInvoiceAmountRequired) =>
  z.coerce
    .number({ error: message })
    .positive(message)
    .max(999_999_999.999, message)
    .refine((value) => roundKwd(value) === value, message);

/** `getCreditInvoiceList?fromdate&todate` (default: the last 30 days). */
export const creditInvoiceListQuery = dateListQuery({}, 'todate');
export type CreditInvoiceListQuery = z.infer<typeof creditInvoiceListQuery>;

export const creditInvoiceByIdQuery = z.object({
  docnumbr: required(messages.invalidParameters, inputLimits.code),
});

/** `getSupplierBalance?vendcode`. */
export const supplierBalanceQuery = z.object({
  vendcode: required(messages.storeSupplierRequired, inputLimits.code),
});

/** `getCreditableInvoices?docnumbr` (a credit invoice being edited: its own credits count as open). */
export const creditableInvoicesQuery = z.object({ docnumbr: text(inputLimits.code).optional() });

export const creditInvoiceLineInput = z.object({
  /** The supplier invoice's line. */
  serlnumb: z.coerce.number().int().min(1).max(999),
  /** Parts returned or rejected (0: a price correction). */
  qty: z.coerce
    .number({ error: messages.creditInvoiceQtyInvalid })
    .int(messages.creditInvoiceQtyInvalid)
    .min(0, messages.creditInvoiceQtyInvalid)
    .max(99_999, messages.creditInvoiceQtyInvalid)
    .default(0),
  /** The amount credited (KWD). */
  value: money(messages.creditInvoiceAmountRequired),
});
export type CreditInvoiceLineInput = z.infer<typeof creditInvoiceLineInput>;

/** `insertCreditInvoice`: adds (no `docnumbr`) or edits, and submits to KPTC. */
export const creditInvoiceBody = z.object({
  docnumbr: text(inputLimits.code).optional(),
  version: z.coerce.number().int().min(1).optional(),
  /** The supplier invoice credited (PIV-...). */
  pivno: required(messages.creditInvoiceInvoiceRequired, inputLimits.code),
  /** The supplier's own credit note number and date. */
  crednoteno: required(messages.creditInvoiceNumberRequired, 60),
  crednotedate: z
    .string({ error: messages.creditInvoiceDateRequired })
    .min(1, messages.creditInvoiceDateRequired)
    .pipe(isoDay),
  reason: z.enum(creditReasons, { error: messages.creditInvoiceReasonRequired }),
  remarks: text(500).default(''),
  lines: serialLines(creditInvoiceLineInput, creditInvoiceMaxLines, messages.creditInvoiceLineUnknown),
});
export type CreditInvoiceBody = z.infer<typeof creditInvoiceBody>;

export interface CreditInvoiceLine extends SerialPartLine {
  /** The supplier invoice's line: quantity, unit price, value. */
  invqty: number;
  unitprice: number;
  invvalue: number;
  /** Credited by the invoice's other live credit invoices when this one was saved. */
  creditedqty: number;
  creditedval: number;
  qty: number;
  value: number;
}

export interface CreditInvoiceMaster extends VendorDocumentMaster {
  pivno: string;
  suppinvno: string;
  suppinvdate: string;
  lpono: string;
  crednoteno: string;
  crednotedate: string;
  reason: CreditReason;
  remarks: string;
  totalqty: number;
  totalval: number;
}

export interface CreditInvoiceDocument {
  master: CreditInvoiceMaster;
  lines: CreditInvoiceLine[];
  approvals: ApprovalRecord[];
}

/** The master's fields a row of the lists carries, with its approval state. */
export const creditInvoiceRowFields =
  'docnumbr docdate pivno suppinvno lpono jobordno vendcode vendname crednoteno crednotedate reason totalqty totalval cretuser version';
export type CreditInvoiceRow = Pick<CreditInvoiceMaster, Names<typeof creditInvoiceRowFields>> &
  Pick<ApprovalState, 'state'>;

/** A supplier invoice line as a credit invoice reads it: invoiced, and credited by other credit invoices. */
export interface CreditableLine extends SerialPartLine {
  invqty: number;
  unitprice: number;
  invvalue: number;
  creditedqty: number;
  creditedval: number;
}

/** An approved supplier invoice open to credit (`getCreditableInvoices`). */
export type CreditableInvoice = Pick<
  CreditInvoiceMaster,
  'pivno' | 'suppinvno' | 'suppinvdate' | 'lpono' | 'jobordno' | 'vendcode' | 'vendname' | 'totalval'
> & {
  /** What its other live credit invoices credit. */
  creditedval: number;
  lines: CreditableLine[];
};

/** One supplier's balance (`getSupplierBalance`): approved invoices less approved credit invoices. */
export interface SupplierBalance {
  vendcode: string;
  vendname: string;
  invoiced: number;
  credited: number;
  balance: number;
  invoices: {
    pivno: string;
    suppinvno: string;
    docdate: string;
    status: number;
    totalval: number;
    credited: number;
    balance: number;
  }[];
}

// ---- Rules (pure: the form shows them while typing, the server refuses with them) ----------------

/** What is still open to credit on a line: invoiced less credited by others. */
export const openToCredit = (
  line: Pick<CreditableLine, 'invqty' | 'invvalue' | 'creditedqty' | 'creditedval'>,
) => ({
  qty: Math.max(0, line.invqty - line.creditedqty),
  value: Math.max(0, roundKwd(line.invvalue - line.creditedval)),
});

export type CreditCheck =
  | { ok: true; lines: CreditInvoiceLine[] }
  | { ok: false; reason: 'unknownLine' }
  | { ok: false; reason: 'overValue' | 'overQty'; item: string; open: number };

/**
 * Checks the credit's lines against the invoice's: a line not on the invoice, a quantity or an amount
 * above what is still open (compared in fils) is refused; otherwise the stored lines.
 */
export function checkCredit(
  invoice: readonly CreditableLine[],
  input: readonly CreditInvoiceLineInput[],
): CreditCheck {
  const pairs = pairBySerial(invoice, input);
  if (!pairs) return { ok: false, reason: 'unknownLine' };
  const lines: CreditInvoiceLine[] = [];
  for (const [entry, invoiced] of pairs) {
    const open = openToCredit(invoiced);
    if (kwdFils(entry.value) > kwdFils(open.value))
      return { ok: false, reason: 'overValue', item: invoiced.sparepart, open: open.value };
    if (entry.qty > open.qty)
      return { ok: false, reason: 'overQty', item: invoiced.sparepart, open: open.qty };
    lines.push({ ...invoiced, qty: entry.qty, value: roundKwd(entry.value) });
  }
  return { ok: true, lines };
}

/** The credit's totals: quantity and KWD value. */
export const creditTotals = (lines: readonly Pick<CreditInvoiceLine, 'qty' | 'value'>[]) => ({
  totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
  totalval: sumKwd(lines.map((line) => line.value)),
});

/** The credit invoice may be changed or deleted: not yet decided, or rejected. */
export const creditEditable = (master: Pick<CreditInvoiceMaster, 'approval'>) =>
  editableApproval(master.approval);

/** The supplier invoice states that may be credited: approved (pending for payment or paid). */
export const creditableInvoice = (master: { approval?: { state: string } | undefined }) =>
  master.approval?.state === 'approved';

/** A line's suggested credit while typing: a returned quantity at the invoice's price. */
export const suggestedValue = (qty: number, unitprice: number) => roundKwd(qty * unitprice);
