/**
 * Maintenance invoice (spec 000: section 2 "Maintenance invoice form" and "list", section 3 master,
 * line and list row fields, section 4 status rules, section 5 "Invoice save" and "Amount rules",
 * section 6 SGRT076, section 7 "Maintenance invoice"). One schema per thing, spec field names,
 * used by the API parser and by the form. The server recomputes every amount (see `priceInvoice`).
 */
import { z } from 'zod';
import { fieldsOf } from '../engines/fields.ts';
import { isoDay, required, reversedWindow, text, windowInOrder } from '../engines/document-schemas.ts';
import {
  documentTotals,
  headerDiscountAllowed,
  lineAmounts,
  type DocumentTotals,
} from '../engines/amounts.ts';
import { messages } from '../platform/messages.ts';
import { statusCodes } from '../engines/status.ts';
import { accountsPhase } from '../engines/workflow.ts';

/**
 * Lines per invoice: a save rewrites master and lines in one transaction (at most 100 items: the
 * master plus one put or delete per line position).
 */
export const maxInvoiceLines = 99;

/** `invstatus` of every maintenance invoice, and the stage it targets (section 4). */
export const invoiceStatus = 'INV';
export const invoiceTargetStatus = statusCodes.maintenanceInvoice;

/**
 * Section 4: an invoice whose linked job order status is later than Assign Technician at Reception
 * (1202, numeric comparison) can be neither edited nor deleted. No linked job order: never locked.
 * Issue 13: the accounts phase of a delivered job order (1227, 1422-1424, `accountsPhase`) is open
 * for invoicing, since saving an invoice there moves the job order to 1422 itself: the numeric rule
 * alone would lock the invoice just saved and every other invoice of the job order. From the 3-in-1
 * invoice on (1420, 1421, 1425, 1426) the costs are taken and the invoices lock again.
 */
export function invoicePastStage(statuscde: number | string | null | undefined): boolean {
  const code = Number(statuscde);
  if (statuscde === null || statuscde === undefined || statuscde === '' || !Number.isFinite(code))
    return false;
  return code > statusCodes.assignTechnicianReception && !(accountsPhase as readonly number[]).includes(code);
}

// ---- Field shapes ---------------------------------------------------------------------------------

const optionalText = (max: number) => text(max).optional().default('');
/** A quantity or price: finite, at most 3 decimals are kept (rounded by the amount rules). */
const measure = (message: string) =>
  z.number({ error: message }).finite(message).positive(message).max(9_999_999, message);

export const carinvno = text(30).min(1, messages.invoiceNumberRequired);

// ---- Lines ----------------------------------------------------------------------------------------

/** A line as the form sends it. Computed amounts a client sends are dropped (the server computes them). */
export const invoiceLineInput = z
  .object({
    /** Row number; 0 (or absent) means "number it by position". */
    serlnumb: z.number().int().nonnegative().optional().default(0),
    worknumb: optionalText(30),
    workdesc: optionalText(200),
    reource: optionalText(30),
    sparepart: required(messages.invoiceSparePartRequired, 40),
    sparenam: optionalText(200),
    spareuom: optionalText(20),
    qty: measure(messages.invoiceQtyRequired),
    unitprice: measure(messages.invoiceUnitPriceRequired),
    /** Item discount %. */
    workdisc: z
      .number({ error: messages.invoiceDiscountPercentRange })
      .min(0, messages.invoiceDiscountPercentRange)
      .lt(100, messages.invoiceDiscountPercentRange)
      .optional()
      .default(0),
    /** Total return qty. */
    retqty: z.number().nonnegative().optional().default(0),
  })
  .refine((line) => line.retqty <= line.qty, {
    message: messages.invoiceReturnQtyTooHigh,
    path: ['retqty'],
  });
export type InvoiceLineParsed = z.output<typeof invoiceLineInput>;

/** A stored line (`cmDetails` item): the input plus the amounts the server computed. */
export interface InvoiceLine extends InvoiceLineParsed {
  Carinvno: string;
  serlnumb: number;
  /** Value: qty x unit price. */
  workvalue: number;
  /** Same as workvalue (the spec's line total before discount). */
  worktotal: number;
  /** Item discount value. */
  workdiscval: number;
  /** Line net value. */
  worknet: number;
  /** Line net value (the spec's `price`). */
  price: number;
}

// ---- Master ---------------------------------------------------------------------------------------

/** `POST CarMaintenance/insertcarmaintenance`: master fields plus `details`. */
export const invoiceSaveRequest = z
  .object({
    /** ADD creates (number from the counter); MOD updates the invoice `carinvno`. */
    status: z.enum(['ADD', 'MOD']),
    carinvno: text(30).optional(),
    /** The version read; MOD only (409 when someone saved in between). */
    version: z.number().int().positive().optional(),
    voucherno: optionalText(30),
    voucherdate: z
      .union([isoDay, z.literal('')])
      .optional()
      .default(''),
    garage: required(messages.invoiceGarageRequired, 20),
    vendor: required(messages.invoiceSupplierRequired, 20),
    remarks: optionalText(500),
    /** Linked job order, optional; vehicle, make, company and owner are then taken from it. */
    jobordno: optionalText(30),
    /** Header discount %. */
    totdiscperc: z
      .number({ error: messages.invoiceDiscountPercentRange })
      .min(0, messages.invoiceDiscountPercentRange)
      .lt(100, messages.invoiceDiscountPercentRange)
      .optional()
      .default(0),
    terminalid: optionalText(60),
    details: z
      .array(invoiceLineInput, { error: messages.invoiceNoLines })
      .min(1, messages.invoiceNoLines)
      .max(maxInvoiceLines, messages.invoiceTooManyLines),
  })
  .superRefine((request, context) => {
    if (request.status === 'MOD' && !request.carinvno)
      context.addIssue({ code: 'custom', message: messages.invoiceNumberRequired, path: ['carinvno'] });
    if (request.status === 'MOD' && request.version === undefined)
      context.addIssue({ code: 'custom', message: messages.invoiceVersionRequired, path: ['version'] });
  });
export type InvoiceSaveRequest = z.input<typeof invoiceSaveRequest>;
export type InvoiceSaveParsed = z.output<typeof invoiceSaveRequest>;

/** A stored invoice master (`cmMaster` item). Audit fields the spec sends blank are kept as strings. */
/**
 * The supplier and garage an invoice names, with their Arabic names (master data) for the Arabic UI and
 * the PDF.
 */
export interface InvoiceParties {
  vendor: string;
  vendname: string;
  vendnamear?: string;
  garage: string;
  garagnam: string;
  garagnamar?: string;
}

export interface InvoiceMaster extends InvoiceParties {
  carinvno: string;
  /** Invoice date YYYY-MM-DD and time HH:mm:ss (Kuwait), set when created. */
  carinvdt: string;
  carinvtm: string;
  vehiclmak: string;
  vehicleno: string;
  jobordno: string;
  compcode: string;
  ownernam: string;
  remarks: string;
  invstatus: typeof invoiceStatus;
  tostatus: number;
  voucherno: string;
  voucherdate: string;
  totdiscperc: number;
  /** Sum of line nets. */
  totalval: number;
  totdiscval: number;
  netval: number;
  /** Sums over the lines: value, item discount value, net. */
  worktotal: number;
  workdisc: number;
  worknet: number;
  version: number;
  terminalid: string;
  brnchcde: string;
  timstamp: string;
  cretuser: string;
  moduser: string;
  moddate: string;
  deluser: string;
  deldate: string;
  /** Current status code of the linked job order (read, not stored), absent when none is linked. */
  statuscde?: number;
}

/** `GET CarMaintenance/getcarmaintenanceById?docnumbr=`. */
export const invoiceByIdQuery = z.object({ docnumbr: carinvno });
export interface InvoiceDocument {
  cmMaster: InvoiceMaster[];
  cmDetails: InvoiceLine[];
}

/** `POST CarMaintenance/deletecarmaintenace?docnumbr=` (the spec's spelling). */
export const invoiceDeleteQuery = z.object({ docnumbr: carinvno });

// ---- List -----------------------------------------------------------------------------------------

/** `GET CarMaintenance/getCarMaintenanceList`: filters garage, supplier, invoice no, voucher no, date range. */
export const invoiceListQuery = z
  .object({
    garage: text(20).optional(),
    vendor: text(20).optional(),
    /** Part of the invoice number (case-insensitive). */
    carinvno: text(30).optional(),
    /** Part of the voucher number (case-insensitive). */
    voucherno: text(30).optional(),
    fromdate: isoDay.optional(),
    todate: isoDay.optional(),
    limit: z.coerce
      .number()
      .int()
      .refine((value) => [10, 25, 50, 100].includes(value), 'Use a page size of 10, 25, 50 or 100')
      .optional()
      .default(50),
    cursor: z.string().max(2000).optional(),
  })
  .refine(windowInOrder, reversedWindow('fromdate'));
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

/** A list row (section 3 "Invoice list row"), plus the codes the filters and actions use. */
export type InvoiceListRow = Pick<
  InvoiceMaster,
  | 'carinvno'
  | 'carinvdt'
  | 'voucherno'
  | 'vendor'
  | 'vendname'
  | 'vendnamear'
  | 'garage'
  | 'garagnam'
  | 'garagnamar'
  | 'netval'
  | 'jobordno'
  | 'version'
  | 'statuscde'
>;

export interface InvoiceListPage {
  items: InvoiceListRow[];
  cursor?: string;
  /** Rows matching the filters. */
  totalCount: number;
  /** Footer: sum of net values of every matching row, KWD. */
  totals: { netval: number };
}

// ---- Amounts --------------------------------------------------------------------------------------

/** A line's computed amounts, from what the form holds. */
export function priceLine(line: Pick<InvoiceLineParsed, 'qty' | 'unitprice' | 'workdisc'>) {
  const { value, discountValue, net } = lineAmounts({
    ...fieldsOf(line, 'qty unitprice'),
    discountPercent: line.workdisc,
  });
  return { workvalue: value, worktotal: value, workdiscval: discountValue, worknet: net, price: net };
}

/** Section 5: a line can be added once it has a spare part, a value and a net price. */
export function lineAddable(
  line: Pick<InvoiceLineParsed, 'sparepart' | 'qty' | 'unitprice' | 'workdisc'>,
): boolean {
  const { workvalue, worknet } = priceLine(line);
  return line.sparepart.trim() !== '' && workvalue > 0 && worknet > 0;
}

export interface PricedInvoice {
  lines: (InvoiceLineParsed & ReturnType<typeof priceLine> & { serlnumb: number })[];
  totals: DocumentTotals;
  /** Master amount fields as stored. */
  amounts: Pick<InvoiceMaster, 'totalval' | 'totdiscval' | 'netval' | 'worktotal' | 'workdisc' | 'worknet'>;
  /** Section 5: header discount value below the sum of line nets. */
  discountAllowed: boolean;
}

/** Every amount of an invoice from its lines and header discount % (the form and the server both call this). */
export function priceInvoice(
  details: readonly Pick<InvoiceLineParsed, 'qty' | 'unitprice' | 'workdisc' | 'serlnumb'>[],
  totdiscperc: number,
): PricedInvoice {
  const lines = details.map((line, index) => ({
    ...(line as InvoiceLineParsed),
    ...priceLine(line),
    serlnumb: index + 1,
  }));
  const totals = documentTotals(
    lines.map((line) => ({ value: line.workvalue, discountValue: line.workdiscval, net: line.worknet })),
    totdiscperc,
  );
  return {
    lines,
    totals,
    amounts: {
      totalval: totals.total,
      totdiscval: totals.discountValue,
      netval: totals.net,
      worktotal: totals.linesValue,
      workdisc: totals.linesDiscount,
      worknet: totals.total,
    },
    discountAllowed: headerDiscountAllowed(totals),
  };
}
