/**
 * Store vouchers (spec 001 section 7 "Store service"; 000 section 2 Stores group and the garage's
 * consignment store): receipt, direct receipt, issue, return, transfer (out now, posted in at the
 * other store later), direct transfer (both at once), request (a store's demand on another, no stock
 * moves) and the consignment store issue. One schema for all, the type's own rules in
 * `voucherRefusal`; field names follow the spec's identifiers (sIVNo, sSRVNO, sRVNo, sTVNO).
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { messages, type ServerMessage } from '../platform/messages.ts';
import type { CostedPartLine, SerialPartLine } from '../engines/document-lines.ts';
import { dateListQuery, isoDay, partLineInput, partQty, text } from '../engines/document-schemas.ts';
import type { MovementKind } from './stock.ts';

export const storeVoucherTypes = ['SRV', 'DRV', 'SIV', 'SRN', 'STV', 'DTV', 'SRQ', 'CSV'] as const;
export type StoreVoucherType = (typeof storeVoucherTypes)[number];

export interface StoreVoucherDefinition {
  type: StoreVoucherType;
  /** Name of the call family: `get<name>List`, `get<name>Header`, `get<name>Items`, `get<name>Print`, `insert<name>`. */
  name: string;
  /** The query parameter carrying the voucher number (the spec's identifier). */
  idParam: string;
  /** Screen whose rights the calls need. */
  screen: string;
  /** Document number prefix. */
  prefix: string;
  /** What a line moves (a transfer: out of the store; its posting: into the other). */
  kind: MovementKind | null;
  /** The voucher's title, both languages (PDF, lists). */
  title: { en: string; ar: string };
}

export const storeVouchers: Record<StoreVoucherType, StoreVoucherDefinition> = {
  SRV: {
    type: 'SRV',
    name: 'ReceiptVoucher',
    idParam: 'sSRVNO',
    screen: 'SGRX007',
    prefix: 'SRV',
    kind: 'RECEIPT',
    title: { en: 'Store Receipt Voucher', ar: 'سند استلام مخزني' },
  },
  DRV: {
    type: 'DRV',
    name: 'DirectReceipt',
    idParam: 'sSRVNO',
    screen: 'SGRX001',
    prefix: 'DRV',
    kind: 'RECEIPT',
    title: { en: 'Direct Store Receipt', ar: 'استلام مخزني مباشر' },
  },
  SIV: {
    type: 'SIV',
    name: 'IssueVoucher',
    idParam: 'sIVNo',
    screen: 'SGRX002',
    prefix: 'SIV',
    kind: 'ISSUE',
    title: { en: 'Store Issue Voucher', ar: 'سند صرف مخزني' },
  },
  SRN: {
    type: 'SRN',
    name: 'ReturnVoucher',
    idParam: 'sRVNo',
    screen: 'SGRX003',
    prefix: 'SRN',
    kind: 'RETURN',
    title: { en: 'Store Return Voucher', ar: 'سند إرجاع مخزني' },
  },
  STV: {
    type: 'STV',
    name: 'TransferVoucher',
    idParam: 'sTVNO',
    screen: 'SGRX004',
    prefix: 'STV',
    kind: 'TRANSFER_OUT',
    title: { en: 'Store Transfer Voucher', ar: 'سند تحويل مخزني' },
  },
  DTV: {
    type: 'DTV',
    name: 'TransferVoucherDirect',
    idParam: 'sTVNO',
    screen: 'SGRX005',
    prefix: 'DTV',
    kind: 'TRANSFER_OUT',
    title: { en: 'Direct Transfer Voucher', ar: 'سند تحويل مباشر' },
  },
  SRQ: {
    type: 'SRQ',
    name: 'RequestVoucher',
    idParam: 'sRQNO',
    screen: 'SGRX008',
    prefix: 'SRQ',
    kind: null,
    title: { en: 'Store Request Voucher', ar: 'سند طلب مخزني' },
  },
  CSV: {
    type: 'CSV',
    name: 'ConsignmentIssue',
    idParam: 'docnumbr',
    screen: 'SGRG005',
    prefix: 'CSV',
    kind: 'ISSUE',
    title: { en: 'Consignment Store Issue', ar: 'صرف من مخزن الأمانات' },
  },
};

/** Lines per voucher: master, movements and balances in one transaction (a transfer line is two movements). */
export const maxVoucherLines = 40;
export const maxTransferLines = 20;

const code = z.string().trim().max(30);

export const voucherLineInput = z.object({
  sparepart: partLineInput.shape.sparepart,
  qty: partQty,
  /** Direct receipts: the unit cost (KWD); a receipt against an order takes the order's price. */
  unitcost: z.coerce.number().finite().min(0).max(999_999).optional(),
  remarks: text(200).default(''),
});

/** The insert body of every voucher type (which fields a type needs: `voucherRefusal`). */
export const storeVoucherBody = z.object({
  docdate: isoDay.optional(),
  /** The store the voucher moves stock in or out of (a request: the store asked). */
  storecode: z.string({ error: messages.storeRequired }).trim().min(1, messages.storeRequired).max(30),
  /** Transfers: the receiving store; requests: the demanding store. */
  tostorecode: code.default(''),
  /** Issues and returns: the department (cmbDeptNo), or a job order. */
  deptcode: code.default(''),
  jobordno: code.default(''),
  /** Receipts: the supplier. */
  vendcode: code.default(''),
  /** Receipts: the purchase order (LPO); returns: the issue voucher; transfers: the request. */
  refdocno: code.default(''),
  /** A receipt for a garage request: its job order moves to spare parts received (1239). */
  garreqno: code.default(''),
  remarks: text(500).default(''),
  // The type's own cap (40, transfers 20) is voucherRefusal's, with its message.
  lines: z.array(voucherLineInput).min(1, messages.invoiceNoLines).max(inputLimits.list),
});
export type StoreVoucherBody = z.infer<typeof storeVoucherBody>;

/** What a type requires beyond the schema; the first refusal, or undefined. */
export function voucherRefusal(type: StoreVoucherType, body: StoreVoucherBody): ServerMessage | undefined {
  const transfer = type === 'STV' || type === 'DTV';
  const max = transfer ? maxTransferLines : maxVoucherLines;
  if (body.lines.length > max)
    return transfer ? messages.storeTooManyTransferLines : messages.storeTooManyLines;
  if ((type === 'SRV' || type === 'DRV') && !body.vendcode) return messages.storeSupplierRequired;
  if (type === 'SRV' && !body.refdocno) return messages.storeReceiptReferenceRequired;
  if (type === 'DRV' && body.lines.some((line) => !line.unitcost || line.unitcost <= 0))
    return messages.storeUnitCostRequired;
  if ((type === 'SIV' || type === 'SRN') && !body.deptcode && !body.jobordno)
    return messages.storeDepartmentOrJobOrderRequired;
  if (type === 'CSV' && !body.jobordno) return messages.storeJobOrderRequired;
  if ((transfer || type === 'SRQ') && !body.tostorecode) return messages.storeToStoreRequired;
  if ((transfer || type === 'SRQ') && body.tostorecode === body.storecode) return messages.storeSameStore;
  const items = body.lines.map((line) => line.sparepart.toUpperCase());
  if (new Set(items).size !== items.length) return messages.storeDuplicateItem;
  return undefined;
}

/** List query of every voucher type. */
export const storeVoucherListQuery = dateListQuery(
  {
    storecode: code.optional(),
    jobordno: code.optional(),
    /** Transfers: `INTRANSIT` (not posted at the other store yet) or `POSTED`. */
    trfstatus: z.enum(['INTRANSIT', 'POSTED']).optional(),
  },
  'todate',
);
export type StoreVoucherListQuery = z.infer<typeof storeVoucherListQuery>;

/** A stored voucher master. */
export interface StoreVoucherMaster {
  doctype: StoreVoucherType;
  docnumbr: string;
  docdate: string;
  doctime: string;
  storecode: string;
  storenam: string;
  tostorecode: string;
  tostorenam: string;
  deptcode: string;
  deptnam: string;
  jobordno: string;
  vehicleno: string;
  vendcode: string;
  vendname: string;
  refdocno: string;
  garreqno: string;
  remarks: string;
  /** Transfers: in transit until posted at the receiving store. Requests: open until transferred. */
  trfstatus: '' | 'INTRANSIT' | 'POSTED' | 'OPEN' | 'CLOSED';
  postedby?: string;
  posteddate?: string;
  totalqty: number;
  totalval: number;
  cretuser: string;
  version: number;
}

/** The fields a voucher that moves no stock between stores, departments or vendors leaves blank. */
export const blankVoucherFields = {
  tostorecode: '',
  tostorenam: '',
  deptcode: '',
  deptnam: '',
  vendcode: '',
  vendname: '',
  garreqno: '',
  trfstatus: '',
} as const;

/** A voucher line as the items call lists it (the movement, or the request line). */
export interface StoreVoucherLine extends CostedPartLine {
  sparecat: string;
  remarks: string;
  kind?: MovementKind;
  storecode?: string;
}

/** `postTransferVoucher`: posts a transfer in at its receiving store. */
export const postTransferBody = z.object({
  sTVNO: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
  version: z.coerce.number().int().min(1),
});

/** The ledger check: a store's balances (or one item's) against the sum of their movements. */
export const ledgerCheckQuery = z.object({
  storecode: z.string().trim().min(1, messages.storeRequired).max(inputLimits.code),
  sparepart: z.string().trim().max(inputLimits.code).optional(),
});

/** `getReceiptVoucherOrders`: an approved purchase order with quantities still to receive. */
export interface ReceiptOrder {
  lpono: string;
  docdate: string;
  vendcode: string;
  vendname: string;
  storecode: string;
  storenam: string;
  jobordno: string;
  openqty: number;
}

/** `getReceiptVoucherOrder`: a purchase order line with what is still to receive and its price. */
export interface ReceiptOrderLine extends SerialPartLine {
  orderedqty: number;
  receivedqty: number;
  openqty: number;
  unitprice: number;
}

export const receiptOrderQuery = z.object({
  lpono: z.string().trim().min(1, messages.storeReceiptReferenceRequired).max(inputLimits.code),
});
