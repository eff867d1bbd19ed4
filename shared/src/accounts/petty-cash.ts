/**
 * Petty cash (issue 13; spec 001 section 7 "Petty cash", 000 section 2: list /pettycashList on screen
 * SGRT003, approval /pettycashAprList on SGRT004, forms `pettycash` and `pettycashApr`; statuses 1249
 * PettyCashDone, 1250 PendingforPayment, 1251 PaymentCompleted of the document and 1423
 * Petty_Cash_Done, 1424 Petty_Cash_Approved of a job order).
 *
 * Petty cash is a small cash purchase paid to a vendor: a supplier of the master data (`vendor`, its
 * code) or, when the shop is not a registered supplier, a free-text `vendname`. It may be for a job
 * order (the job order goes to 1423 on save, 1424 when approved) and is approved by the third-level
 * approver (chain `PCH`, shared/src/engines/approvals.ts). Its total is capped by `pettyCashMax`.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { roundKwd, lineValue, sumKwd } from '../engines/amounts.ts';
import type { ApprovalRecord, ApprovalState } from '../engines/approvals.ts';
import { messages } from '../platform/messages.ts';
import {
  dateListQuery,
  isoDay,
  required,
  reversedWindow,
  windowInOrder,
} from '../engines/document-schemas.ts';
import type { JobOrderDocumentHeader } from '../engines/document-lines.ts';
import type { Names } from '../engines/fields.ts';

/** Screens of the petty cash (spec 000 section 2, Accounts group). */
export const pettyCashScreens = { list: 'SGRT003', approval: 'SGRT004' } as const;

/**
 * The largest petty cash total (KWD). A business default, not a figure of the spec: petty cash is for
 * small purchases; anything above goes through a purchase request or a supplier invoice.
 */
export const pettyCashMax = 500;

/** Lines per petty cash (master + lines + approval items stay far under 100 transaction items). */
export const pettyCashMaxLines = 30;

/** Document status codes (spec 000 section 4). */
export const pettyCashStatus = {
  /** Saved and waiting for approval (PettyCashDone). */
  done: 1249,
  /** Approved, the vendor not paid yet (PendingforPayment). */
  pendingPayment: 1250,
  /** Paid (PaymentCompleted): set by the payment of a later issue, never by this module. */
  paid: 1251,
} as const;

/** Job order statuses petty cash moves a job order to (spec 000 section 4, "later codes"). */
export const pettyCashJobStatus = { done: 1423, approved: 1424 } as const;

export const paymodes = ['cash', 'card', 'transfer'] as const;
export type Paymode = (typeof paymodes)[number];

const code = z.string().trim().max(40);
const qty = z.coerce
  .number({ error: messages.invoiceQtyRequired })
  .positive(messages.invoiceQtyRequired)
  .max(99_999, messages.invoiceQtyRequired);
const price = z.coerce
  .number({ error: messages.invoiceUnitPriceRequired })
  .positive(messages.invoiceUnitPriceRequired)
  .max(999_999.999, messages.invoiceUnitPriceRequired);

export const pettyCashLineInput = z.object({
  description: required(messages.pettyCashDescriptionRequired, 200),
  /** A spare part of the item master, when the purchase is one (optional). */
  sparepart: code.default(''),
  qty,
  unitprice: price,
  /** The shop's bill (receipt) number and date, when it gave one. */
  billno: code.default(''),
  billdate: isoDay.or(z.literal('')).default(''),
});

/** `insertPettyCash`: a new petty cash (no docnumbr) or a change of one not decided yet. */
export const pettyCashBody = z
  .object({
    docnumbr: code.optional(),
    version: z.coerce.number().int().min(1).optional(),
    docdate: isoDay,
    /** The job order the purchase is for (optional; cannot change once saved). */
    jobordno: code.default(''),
    /** A supplier code of the master data; or empty with `vendname` for a shop that is not one. */
    vendor: code.default(''),
    /** Free-text vendor name (ignored when `vendor` is given: the supplier's name is stored). */
    vendname: z.string().trim().max(120).default(''),
    paymode: z.enum(paymodes).default('cash'),
    remarks: z.string().trim().max(500).default(''),
    /** A confirmed upload of the receipt (Files/confirm), optional. */
    docfileid: z.string().trim().max(100).default(''),
    lines: z
      .array(pettyCashLineInput)
      .min(1, messages.invoiceNoLines)
      .max(pettyCashMaxLines, messages.pettyCashTooManyLines),
  })
  .refine((body) => body.vendor !== '' || body.vendname !== '', {
    message: messages.pettyCashVendorRequired,
    path: ['vendor'],
  })
  .refine((body) => !body.docnumbr || body.version !== undefined, {
    message: messages.invoiceVersionRequired,
    path: ['version'],
  });
export type PettyCashBody = z.infer<typeof pettyCashBody>;

export const pettyCashByIdQuery = z.object({
  docnumbr: required(messages.pettyCashNumberRequired, inputLimits.code),
});

/** `getPettyCashList`: a date window (default the last 30 days), optionally one vendor, job order, state. */
export const pettyCashListQuery = dateListQuery(
  {
    vendor: z.string().trim().max(120).optional(),
    jobordno: code.optional(),
    state: z.enum(['pending', 'approved', 'rejected']).optional(),
  },
  'todate',
);
export type PettyCashListQuery = z.infer<typeof pettyCashListQuery>;

/** `getInvoicesByVendor`: one vendor's petty cash (its code, or the free-text name) in a window. */
export const pettyCashVendorQuery = z
  .object({
    vendor: required(messages.storeSupplierRequired, 120),
    fromdate: isoDay.optional(),
    todate: isoDay.optional(),
  })
  .refine(windowInOrder, reversedWindow('todate'));

/** `getPettyCashByVendor`: a date window (default the last 30 days). */
export const pettyCashWindowQuery = dateListQuery({}, 'todate');

export interface PettyCashLine {
  serlnumb: number;
  description: string;
  sparepart: string;
  sparenam: string;
  qty: number;
  unitprice: number;
  /** qty x unit price (KWD). */
  value: number;
  billno: string;
  billdate: string;
}

export interface PettyCashMaster extends JobOrderDocumentHeader {
  /** Supplier code; empty for a free-text vendor. */
  vendor: string;
  vendname: string;
  paymode: Paymode;
  remarks: string;
  docfileid: string;
  docfilename: string;
  /** Sum of line values (KWD): what is paid. */
  netval: number;
  /** 1249 saved, 1250 approved (pending payment), 1251 paid. */
  status: number;
  /** The job order's status before the petty cash moved it (a delete puts it back). */
  jobstatus?: number;
  cretuser: string;
  version: number;
  approval?: ApprovalState;
}

export interface PettyCashDocument {
  master: PettyCashMaster;
  lines: PettyCashLine[];
  approvals: ApprovalRecord[];
  /** A 5 minute link to the receipt, when one is attached. */
  docurl: string;
}

/** A row of `getPettyCashList`, `getPettyCashApprovedList` and `getInvoicesByVendor`. */
export const pettyCashRowFields =
  'docnumbr docdate jobordno vehicleno vendor vendname paymode netval status docfilename cretuser version';
export type PettyCashRow = Pick<PettyCashMaster, Names<typeof pettyCashRowFields>> &
  Pick<ApprovalState, 'state'> & { lines: number };

/** A row of `getPettyCashByVendor`. */
export interface PettyCashVendorTotal {
  /** The supplier code, or the free-text name for a vendor that is not a supplier. */
  vendor: string;
  vendname: string;
  registered: boolean;
  count: number;
  netval: number;
  approvedval: number;
  pendingval: number;
}

/** A row of `getVendorPendingPaymentsSummary`: approved petty cash not paid yet. */
export interface PettyCashPendingPayment {
  vendor: string;
  vendname: string;
  registered: boolean;
  count: number;
  amount: number;
  oldest: string;
}

// ---- Rules (the form shows them while typing, the server stores them) ------------------------------

/** Line values and the total (KWD, summed in whole fils). */
export function pricePettyCash(lines: readonly { qty: number; unitprice: number }[]) {
  const values = lines.map((line) => lineValue(line.qty, line.unitprice));
  return { values, netval: sumKwd(values) };
}

/** Whether a total is above the petty cash maximum (compared in fils; exactly the maximum is allowed). */
export function pettyCashOverLimit(netval: number, max: number = pettyCashMax): boolean {
  return Math.round(roundKwd(netval) * 1000) > Math.round(max * 1000);
}

/** The key a vendor is grouped by: the supplier code, else its free-text name (case and spaces ignored). */
export function vendorKey(master: Pick<PettyCashMaster, 'vendor' | 'vendname'>): string {
  return master.vendor || master.vendname.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Whether a petty cash is of `vendor` (a supplier code or a free-text name). */
export function ofVendor(master: Pick<PettyCashMaster, 'vendor' | 'vendname'>, vendor: string): boolean {
  return vendorKey(master) === vendorKey({ vendor: '', vendname: vendor }) || master.vendor === vendor;
}

export const pettyCashState = (master: Pick<PettyCashMaster, 'approval'>) =>
  master.approval?.state ?? 'pending';

/** The vendor columns every per-vendor row starts with. */
type VendorRow = Pick<PettyCashVendorTotal, 'vendor' | 'vendname' | 'registered' | 'count'>;

/**
 * Masters grouped by vendorKey, in the order vendors first appear: each group counts its masters and
 * keeps their values (summed in fils by the caller); `more` starts a group's own fields, `add` folds a
 * master into them.
 */
function byVendor<M extends Pick<PettyCashMaster, 'vendor' | 'vendname' | 'netval'>, G>(
  masters: readonly M[],
  more: (master: M) => G,
  add: (group: G, master: M) => void = () => undefined,
): (VendorRow & G & { values: number[] })[] {
  const groups = new Map<string, VendorRow & G & { values: number[] }>();
  for (const master of masters) {
    const keyOf = vendorKey(master);
    const group = groups.get(keyOf) ?? {
      vendor: master.vendor || master.vendname,
      vendname: master.vendname,
      registered: master.vendor !== '',
      count: 0,
      ...more(master),
      values: [],
    };
    group.count += 1;
    group.values.push(master.netval);
    add(group, master);
    groups.set(keyOf, group);
  }
  return [...groups.values()];
}

/** Totals per vendor, largest first. */
export function totalsByVendor(
  masters: readonly Pick<PettyCashMaster, 'vendor' | 'vendname' | 'netval' | 'approval'>[],
): PettyCashVendorTotal[] {
  return byVendor(
    masters,
    () => ({ netval: 0, approvedval: 0, pendingval: 0, approved: [] as number[], open: [] as number[] }),
    (group, master) => {
      const state = pettyCashState(master);
      if (state === 'approved') group.approved.push(master.netval);
      if (state === 'pending') group.open.push(master.netval);
    },
  )
    .map(({ values, approved, open, ...group }) => ({
      ...group,
      netval: sumKwd(values),
      approvedval: sumKwd(approved),
      pendingval: sumKwd(open),
    }))
    .sort((a, b) => b.netval - a.netval || a.vendname.localeCompare(b.vendname));
}

/** Approved petty cash not paid yet, per vendor, largest amount first. */
export function pendingPayments(
  masters: readonly Pick<
    PettyCashMaster,
    'vendor' | 'vendname' | 'netval' | 'approval' | 'status' | 'docdate'
  >[],
): PettyCashPendingPayment[] {
  const unpaid = masters.filter(
    (master) => pettyCashState(master) === 'approved' && master.status !== pettyCashStatus.paid,
  );
  return byVendor(
    unpaid,
    (master) => ({ amount: 0, oldest: master.docdate }),
    (group, master) => {
      if (master.docdate < group.oldest) group.oldest = master.docdate;
    },
  )
    .map(({ values, ...group }) => ({ ...group, amount: sumKwd(values) }))
    .sort((a, b) => b.amount - a.amount || a.vendname.localeCompare(b.vendname));
}

/** Whether a petty cash counts in its job order's costs (the final invoice): once approved. */
export const countsInCosts = (master: { approval?: { state?: string } | undefined }) =>
  master.approval?.state === 'approved';
