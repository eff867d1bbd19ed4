/**
 * Item request (spec 001 section 7 "Item request"; statuses 1217 ItemRequested, 1218
 * ItemRequestApproved, 1219 ItemIssuedVoucher, 1240 Returned): the garage asks the store for the parts
 * of a job order (usually the approved estimation's parts), the garage approver decides line by line
 * on the approval engine (chain `IRQ`), the store issues the approved lines (garage issue voucher) and
 * unused parts come back (`insertReturnVoucherDtl`).
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import {
  lineDecisionOf,
  type ApprovalRecord,
  type ApprovalState,
  type LineDecision,
} from '../engines/approvals.ts';
import { messages } from '../platform/messages.ts';
import type { PricedPartLine } from '../engines/document-lines.ts';
import { dateListQuery, partLines, partQty, required } from '../engines/document-schemas.ts';
import type { JobOrderNamedBy } from '../reception/job-orders.ts';

/** Lines per request: an issue against it writes master, movements, balances and the job order in one transaction. */
export const itemRequestMaxLines = 30;

const code = z.string().trim().max(40);
/** A store document's number (the request, a voucher). */
const voucherNumber = required(messages.storeVoucherRequired, inputLimits.code);

/** `insertItemRequest`: a new request (no docnumbr) or a revision of one not yet decided. */
export const itemRequestBody = z.object({
  docnumbr: code.optional(),
  version: z.coerce.number().int().min(1).optional(),
  jobordno: required(messages.storeJobOrderRequired, inputLimits.code),
  /** The store the parts are asked from. */
  storecode: z.string({ error: messages.storeRequired }).trim().min(1, messages.storeRequired).max(30),
  remarks: z.string().trim().max(500).default(''),
  lines: partLines(itemRequestMaxLines, messages.itemRequestTooManyLines),
});
export type ItemRequestBody = z.infer<typeof itemRequestBody>;

export const itemRequestByIdQuery = z.object({ docnumbr: voucherNumber });

export const itemRequestListQuery = dateListQuery(
  { jobordno: code.optional(), state: z.enum(['pending', 'approved', 'rejected']).optional() },
  'todate',
);
export type ItemRequestListQuery = z.infer<typeof itemRequestListQuery>;

/** `insertReturnVoucherDtl`: issued parts of a request that come back to its store. */
export const itemReturnBody = z.object({
  requstno: voucherNumber,
  remarks: z.string().trim().max(500).default(''),
  lines: z
    .array(z.object({ serlnumb: z.coerce.number().int().min(1), qty: partQty }))
    .min(1, messages.invoiceNoLines)
    .max(itemRequestMaxLines, messages.itemRequestTooManyLines),
});
export type ItemReturnBody = z.infer<typeof itemReturnBody>;

/** `updateReqNoAgainstItemRequest?docnumbr&requstno`: the purchase request raised for a request's missing parts. */
export const linkPurchaseQuery = z.object({
  docnumbr: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
  requstno: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
});

/** `updateIVNoAgainstJoborder?jobordno&requstno`: the request's issue vouchers recorded on its job order. */
export const linkIssuesQuery = z.object({
  jobordno: z.string().trim().min(1, messages.storeJobOrderRequired).max(inputLimits.code),
  requstno: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
});

/** The head of a store document on a job order (the item request, the scrap spares receipt). */
export interface StoreDocumentHead extends JobOrderNamedBy {
  docnumbr: string;
  docdate: string;
  doctime: string;
  storecode: string;
  storenam: string;
  remarks: string;
  totalqty: number;
}

export interface ItemRequestMaster extends StoreDocumentHead {
  /** Approval amount: the lines at the item master's price (KWD). */
  totalval: number;
  approval?: ApprovalState;
  /** Issued and returned quantities by line (serlnumb), kept on the master so an issue is one item here. */
  issued: Record<string, number>;
  /** Value issued by line (KWD at ledger cost): a return comes back at the line's issue cost. */
  issuedvalue: Record<string, number>;
  returned: Record<string, number>;
  /** Quantity of the lines the approver did not reject (set when approved). */
  approvedqty: number;
  /** Issue vouchers made against it. */
  issues: string[];
  /** Purchase request raised for its missing parts. */
  purreqno: string;
  prevstatus?: number;
  cretuser: string;
  version: number;
}

export interface ItemRequestLine extends PricedPartLine {
  sparecat: string;
  remarks: string;
}

/** A line as the calls show it: its decision and what was issued and returned. */
export interface ItemRequestLineView extends ItemRequestLine {
  aprstatus: LineDecision;
  aprremarks: string;
  issuedqty: number;
  returnedqty: number;
  /** Approved and not yet issued. */
  openqty: number;
}

export interface ItemRequestDocument {
  master: ItemRequestMaster;
  lines: ItemRequestLineView[];
  approvals: ApprovalRecord[];
}

/** What a line of a stored request amounts to. */
export function lineView(master: ItemRequestMaster, line: ItemRequestLine): ItemRequestLineView {
  const decision = lineDecisionOf(master.approval, line.serlnumb);
  const issuedqty = master.issued[String(line.serlnumb)] ?? 0;
  const returnedqty = master.returned[String(line.serlnumb)] ?? 0;
  const approved = master.approval?.state === 'approved' && decision.aprstatus !== 'R';
  return {
    ...line,
    ...decision,
    issuedqty,
    returnedqty,
    openqty: approved ? Math.max(0, line.qty - issuedqty) : 0,
  };
}

/** A row of `getItemRequestList`: what was approved, issued and is still open, and its approval. */
export type ItemRequestRow = Pick<
  ItemRequestMaster,
  'docnumbr' | 'docdate' | 'jobordno' | 'vehicleno' | 'garagnam' | 'storecode' | 'storenam' | 'totalqty'
> &
  Pick<ItemRequestMaster, 'totalval' | 'approvedqty' | 'purreqno' | 'cretuser' | 'version'> & {
    issuedqty: number;
    openqty: number;
    state: ApprovalState['state'];
    waiting: string[];
  };

/** An approved line still to issue, with the stock of the request's store (`getItemRequestById_Pro`). */
export interface OpenRequestLine extends ItemRequestLineView {
  storecode: string;
  qtyonhand: number;
  issuable: number;
  shortqty: number;
}

/** An approved request its store cannot cover (`getApprovedList_Pro`): its short lines. */
export interface ShortRequest extends Partial<
  Pick<ItemRequestMaster, 'jobordno' | 'vehicleno' | 'garagnam'>
> {
  docnumbr: string;
  storecode: string;
  purreqno: string;
  lines: Pick<
    OpenRequestLine,
    'serlnumb' | 'sparepart' | 'sparenam' | 'spareuom' | 'shortqty' | 'qtyonhand'
  >[];
}
