/**
 * Procurement (issue 12; spec 001 section 7 "Purchase request", "Purchase quotation", "Local purchase
 * order (Lpo)", "Cost sheet"; section 4: purchase request approval by garage, MOI and KPTC, each with a
 * third-level variant, MOI before KPTC; statuses 1242-1248 of the documents and 1401-1411 of a job
 * order; screens of the Procurement group and /purchaseReqEntrylist).
 *
 * The chain, when the store lacks a part:
 * 1. Purchase request, plain (PRQ, for the store) or for a job order (PRJ): approved line by line by
 *    the garage, then MOI, then KPTC, then the third level when the amount is above KPTC's limit.
 * 2. Purchase quotations (PQT): one per MOI-approved supplier, with the supplier's document attached.
 * 3. Cost sheet (CST): the quotations compared per item, one supplier chosen per item (a reason when
 *    it is not the lowest price), approved by MOI then KPTC (third level above KPTC's limit).
 * 4. Local purchase order (LPO), one per chosen supplier, approved by KPTC.
 * 5. Item inspection (PIN) on delivery: the accepted quantities are received into the request's store
 *    (a receipt voucher on the stock ledger) in the same transaction, so the part can be issued at once.
 *
 * A document's own status follows 1242-1248 (raised, approved, quotation, cost sheet prepared and
 * approved, LPO generated and approved); a job order's follows 1401-1411.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import type { ApprovalProgress, ApprovalRecord, ApprovalState } from '../engines/approvals.ts';
import { messages } from '../platform/messages.ts';
import type { PricedPartLine, SerialPartLine, VendorDocumentMaster } from '../engines/document-lines.ts';
import { dateListQuery, isoDay, partLines, required, serialLines } from '../engines/document-schemas.ts';
import type { JobOrderNamedBy } from '../reception/job-orders.ts';

/** Lines per purchase request (and so per quotation, cost sheet and LPO). */
export const purchaseMaxLines = 30;

/** Document status codes (spec 000 section 4). */
export const purchaseStatus = {
  raised: 1242,
  approved: 1243,
  quotation: 1244,
  costSheetPrepared: 1245,
  costSheetApproved: 1246,
  lpoGenerated: 1247,
  lpoApproved: 1248,
} as const;

export type PurchaseDocType = 'PRQ' | 'PRJ';

const code = z.string().trim().max(40);
const price = z.coerce
  .number({ error: messages.quotationPriceRequired })
  .positive(messages.quotationPriceRequired)
  .max(999_999.999, messages.quotationPriceRequired);
const docnumbrQuery = z.object({ docnumbr: required(messages.storeVoucherRequired, inputLimits.code) });

export const purchaseListQuery = dateListQuery(
  { jobordno: code.optional(), state: z.enum(['pending', 'approved', 'rejected']).optional() },
  'todate',
);
export type PurchaseListQuery = z.infer<typeof purchaseListQuery>;

// ---- Purchase request ------------------------------------------------------------------------------

/** `insertPurchaseRequest` (plain: for the store) and `insertPurchaseRequestwithjo` (for a job order). */
export const purchaseRequestBody = z.object({
  docnumbr: code.optional(),
  version: z.coerce.number().int().min(1).optional(),
  /** Required by `insertPurchaseRequestwithjo`, absent on a plain request. */
  jobordno: code.optional(),
  /** The store the bought parts are received into. */
  storecode: z.string({ error: messages.storeRequired }).trim().min(1, messages.storeRequired).max(30),
  /** The item request whose missing parts are bought (optional). */
  requstno: code.default(''),
  remarks: z.string().trim().max(500).default(''),
  lines: partLines(purchaseMaxLines, messages.purchaseRequestTooManyLines),
});
export type PurchaseRequestBody = z.infer<typeof purchaseRequestBody>;

export const purchaseRequestByIdQuery = docnumbrQuery;
export const purchasePendingQuery = z.object({
  level: z.enum(['GARAGE', 'MOI', 'KPTC', 'THIRD']).default('GARAGE'),
});

export interface PurchaseRequestLine extends PricedPartLine {
  sparecat: string;
  /** The estimate: the item master's price (KWD); the quotations give the real one. */
  remarks: string;
}

export interface PurchaseRequestMaster extends JobOrderNamedBy {
  docnumbr: string;
  /** PRQ plain, PRJ with a job order. */
  doctype: PurchaseDocType;
  docdate: string;
  doctime: string;
  withjo: 'Y' | 'N';
  storecode: string;
  storenam: string;
  requstno: string;
  remarks: string;
  totalqty: number;
  totalval: number;
  /** The document's status (purchaseStatus). */
  status: number;
  approval?: ApprovalState;
  /** Quotations received (PQT numbers), the cost sheet and the purchase orders made from it. */
  quotations: string[];
  costshtno: string;
  lpos: string[];
  /** The job order's status before the request (where a deletion or a rejection takes it back). */
  prevstatus?: number;
  cretuser: string;
  version: number;
}

/** A line as read: with the approvers' decision. */
export interface PurchaseRequestLineView extends PurchaseRequestLine {
  aprstatus: 'A' | 'R' | 'P' | '';
  aprremarks: string;
}

export interface PurchaseRequestDocument {
  master: PurchaseRequestMaster;
  lines: PurchaseRequestLineView[];
  approvals: ApprovalRecord[];
}

/** A row of `getPurchaseRequestList` / `...withjo`, with the number of quotations received. */
export type PurchaseRequestRow = Pick<
  PurchaseRequestMaster,
  'docnumbr' | 'doctype' | 'docdate' | 'jobordno' | 'vehicleno' | 'garagnam' | 'storecode' | 'storenam'
> &
  Pick<
    PurchaseRequestMaster,
    'requstno' | 'totalqty' | 'totalval' | 'status' | 'costshtno' | 'cretuser' | 'version'
  > &
  ApprovalProgress & { quotations: number };

/**
 * An approved request without a cost sheet (`PurchaseQuotation/getPurchaseRequestNosForQuotation`): its
 * approved lines and the quotations already received (one per supplier); the quotation and the cost
 * sheet forms both pick from them.
 */
export interface RequestForQuotation {
  docnumbr: string;
  doctype: PurchaseDocType;
  jobordno: string;
  vehicleno: string;
  garagnam: string;
  storenam: string;
  quotations: { docnumbr: string; vendcode: string; vendname: string }[];
  lines: { serlnumb: number; sparepart: string; sparenam: string; spareuom: string; qty: number }[];
}

// ---- Purchase quotation ----------------------------------------------------------------------------

/**
 * `insertPurchaseQuotation`: a supplier's offer for the approved lines of a request. The spec's
 * multipart upload follows the product's upload rules: the document is uploaded first (presigned POST,
 * `Files/confirm`: PDF, DOC, DOCX or image, 10 MB) and named here by its `docfileid`.
 */
export const quotationBody = z
  .object({
    docnumbr: code.optional(),
    version: z.coerce.number().int().min(1).optional(),
    purreqno: z.string().trim().min(1, messages.storeVoucherRequired).max(40),
    vendcode: required(messages.storeSupplierRequired, 40),
    quotref: required(messages.quotationReferenceRequired, 60),
    quotdate: isoDay,
    validto: isoDay,
    deliverydays: z.coerce.number().int().min(0).max(365).default(0),
    remarks: z.string().trim().max(500).default(''),
    docfileid: required(messages.quotationDocumentRequired, 80),
    lines: serialLines(
      z.object({
        serlnumb: z.coerce.number().int().min(1),
        unitprice: price,
        remarks: z.string().trim().max(200).default(''),
      }),
      purchaseMaxLines,
      messages.purchaseRequestTooManyLines,
    ),
  })
  .refine((body) => body.quotdate <= body.validto, {
    message: messages.quotationValidity,
    path: ['validto'],
  });
export type QuotationBody = z.infer<typeof quotationBody>;

export const quotationByIdQuery = docnumbrQuery;
/** `getTenderprice?ItemNo&supplier`. */
export const tenderPriceQuery = z.object({
  ItemNo: z.string().trim().min(1, messages.storeItemRequired).max(40),
  supplier: z.string().trim().min(1, messages.storeSupplierRequired).max(40),
});

/** A line of the purchase request the quotation prices (its serial). */
export interface QuotationLine extends PricedPartLine {
  /** The supplier's tender price for the item, when one is valid on the quotation's date. */
  tenderpric?: number;
  remarks: string;
}

export interface QuotationMaster {
  docnumbr: string;
  docdate: string;
  doctime: string;
  purreqno: string;
  jobordno: string;
  vendcode: string;
  vendname: string;
  quotref: string;
  quotdate: string;
  validto: string;
  deliverydays: number;
  remarks: string;
  docfileid: string;
  docfilename: string;
  totalval: number;
  cretuser: string;
  version: number;
}

/** A row of `getPurchaseQuotationList`: the master without its time, remarks and file id. */
export type QuotationRow = Omit<QuotationMaster, 'doctime' | 'remarks' | 'docfileid'>;

export interface QuotationDocument {
  master: QuotationMaster;
  lines: QuotationLine[];
}

// ---- Cost sheet ------------------------------------------------------------------------------------

/** `insertCostSheet`: the supplier chosen for each approved line of the request. */
export const costSheetBody = z.object({
  docnumbr: code.optional(),
  version: z.coerce.number().int().min(1).optional(),
  purreqno: z.string().trim().min(1, messages.storeVoucherRequired).max(40),
  remarks: z.string().trim().max(500).default(''),
  lines: z
    .array(
      z.object({
        serlnumb: z.coerce.number().int().min(1),
        vendcode: required(messages.storeSupplierRequired, 40),
        reason: z.string().trim().max(300).default(''),
      }),
    )
    .min(1, messages.invoiceNoLines)
    .max(purchaseMaxLines, messages.purchaseRequestTooManyLines),
});
export type CostSheetBody = z.infer<typeof costSheetBody>;

export const costSheetByIdQuery = z.object({
  costshtno: z.string().trim().min(1, messages.storeVoucherRequired).max(40),
});
export const costSheetByRequestQuery = z.object({
  purreqno: z.string().trim().min(1, messages.storeVoucherRequired).max(40),
});

/** One supplier's offer for a line, as the cost sheet compares them. */
export interface CostSheetOffer {
  vendcode: string;
  vendname: string;
  quotno: string;
  unitprice: number;
  value: number;
  deliverydays: number;
}

export interface CostSheetLine extends SerialPartLine {
  qty: number;
  offers: CostSheetOffer[];
  /** The chosen supplier's offer. */
  vendcode: string;
  vendname: string;
  quotno: string;
  unitprice: number;
  value: number;
  /** Whether the chosen offer is the lowest price (ties count as lowest). */
  lowest: boolean;
  reason: string;
}

export interface CostSheetMaster {
  docnumbr: string;
  docdate: string;
  doctime: string;
  purreqno: string;
  prdoctype: PurchaseDocType;
  jobordno: string;
  vehicleno: string;
  garage: string;
  garagnam: string;
  storecode: string;
  storenam: string;
  remarks: string;
  totalval: number;
  /** What the lowest offers would have cost (the saving given up by the reasons). */
  lowestval: number;
  suppliers: string[];
  status: number;
  approval?: ApprovalState;
  lpos: string[];
  cretuser: string;
  version: number;
}

export interface CostSheetDocument {
  master: CostSheetMaster;
  lines: CostSheetLine[];
  approvals: ApprovalRecord[];
}

/** A row of `getCostSheetList`. */
export type CostSheetRow = Pick<
  CostSheetMaster,
  'docnumbr' | 'docdate' | 'purreqno' | 'jobordno' | 'vehicleno' | 'garagnam' | 'totalval' | 'lowestval'
> &
  Pick<CostSheetMaster, 'suppliers' | 'status' | 'lpos' | 'version'> &
  ApprovalProgress;

/**
 * The lowest offer of a line (the first supplier in code order on a tie), and whether `vendcode`
 * matches it. Pure: the form shows it while choosing and the server stores it.
 */
export function lowestOffer(offers: readonly CostSheetOffer[]): CostSheetOffer | undefined {
  return [...offers].sort(
    (a, b) =>
      Math.round(a.unitprice * 1000) - Math.round(b.unitprice * 1000) || a.vendcode.localeCompare(b.vendcode),
  )[0];
}

export function isLowest(offers: readonly CostSheetOffer[], vendcode: string): boolean {
  const lowest = lowestOffer(offers);
  const chosen = offers.find((offer) => offer.vendcode === vendcode);
  return !!lowest && !!chosen && Math.round(chosen.unitprice * 1000) <= Math.round(lowest.unitprice * 1000);
}

// ---- Local purchase order and item inspection ------------------------------------------------------

/** `insertLpo`: the order to one supplier chosen on an approved cost sheet. */
export const lpoBody = z.object({
  docnumbr: code.optional(),
  version: z.coerce.number().int().min(1).optional(),
  costshtno: z.string().trim().min(1, messages.storeVoucherRequired).max(40),
  vendcode: required(messages.storeSupplierRequired, 40),
  deliverydate: isoDay,
  remarks: z.string().trim().max(500).default(''),
});
export type LpoBody = z.infer<typeof lpoBody>;

export const lpoByIdQuery = docnumbrQuery;

/** A line of the purchase request (its serial) the order buys. */
export interface LpoLine extends PricedPartLine {
  sparecat: string;
}

export interface LpoMaster extends VendorDocumentMaster {
  costshtno: string;
  purreqno: string;
  quotno: string;
  storecode: string;
  storenam: string;
  deliverydate: string;
  remarks: string;
  totalval: number;
  status: number;
  /** Received (accepted) quantity by line (serlnumb) over every inspection and store receipt. */
  received: Record<string, number>;
  inspections: string[];
  /** Store receipts (SRV) against the order, made on the store's screen (issue 28). */
  receipts?: string[];
}

/** Whether anything was received on the order, by an item inspection or a store receipt. */
export const orderReceived = (master: Pick<LpoMaster, 'inspections' | 'receipts'>) =>
  master.inspections.length > 0 || (master.receipts?.length ?? 0) > 0;

export interface LpoDocument {
  master: LpoMaster;
  lines: (LpoLine & { receivedqty: number; openqty: number })[];
  approvals: ApprovalRecord[];
}

/** A row of `getLpoList`, with the quantities ordered and received. */
export type LpoRow = Pick<
  LpoMaster,
  'docnumbr' | 'docdate' | 'costshtno' | 'purreqno' | 'jobordno' | 'vehicleno' | 'vendcode' | 'vendname'
> &
  Pick<LpoMaster, 'storecode' | 'storenam' | 'deliverydate' | 'totalval' | 'status' | 'version'> &
  ApprovalProgress & { receivedqty: number; orderedqty: number };

/** An approved cost sheet with chosen suppliers that have no LPO yet (`getLpoQuotationNos`). */
export interface LpoChoice extends Pick<CostSheetMaster, 'purreqno' | 'jobordno' | 'vehicleno'> {
  costshtno: string;
  suppliers: { vendcode: string; vendname: string; totalval: number; lines: number }[];
}

/** An approved LPO with quantities still to receive (`getLpoInspectionNos`). */
export type InspectionChoice = Pick<
  LpoMaster,
  'docnumbr' | 'vendcode' | 'vendname' | 'storecode' | 'storenam' | 'jobordno'
> & { openqty: number };

/** `insertPurInspection`: what arrived of an approved LPO, accepted into the store or rejected. */
export const inspectionBody = z.object({
  lpono: z.string().trim().min(1, messages.storeVoucherRequired).max(40),
  remarks: z.string().trim().max(500).default(''),
  lines: z
    .array(
      z
        .object({
          serlnumb: z.coerce.number().int().min(1),
          receivedqty: z.coerce.number().int().min(0).max(99_999),
          acceptedqty: z.coerce.number().int().min(0).max(99_999),
          rejectedqty: z.coerce.number().int().min(0).max(99_999).default(0),
          remarks: z.string().trim().max(200).default(''),
        })
        .refine((line) => line.acceptedqty + line.rejectedqty === line.receivedqty, {
          message: messages.inspectionAccepted,
          path: ['acceptedqty'],
        }),
    )
    .min(1, messages.inspectionNothing)
    .max(purchaseMaxLines, messages.purchaseRequestTooManyLines)
    .refine((lines) => lines.some((line) => line.receivedqty > 0), messages.inspectionNothing),
});
export type InspectionBody = z.infer<typeof inspectionBody>;

export const inspectionByIdQuery = docnumbrQuery;

export interface InspectionLine extends SerialPartLine {
  orderedqty: number;
  receivedqty: number;
  acceptedqty: number;
  rejectedqty: number;
  unitprice: number;
  value: number;
  remarks: string;
}

export interface InspectionMaster {
  docnumbr: string;
  docdate: string;
  doctime: string;
  lpono: string;
  costshtno: string;
  purreqno: string;
  jobordno: string;
  vendcode: string;
  vendname: string;
  storecode: string;
  storenam: string;
  /** The receipt voucher (SRV) that took the accepted quantities into the store. */
  srvno: string;
  remarks: string;
  totalval: number;
  cretuser: string;
  version: number;
}

export interface InspectionDocument {
  master: InspectionMaster;
  lines: InspectionLine[];
}

/** A row of `getPurInspectionList`. */
export type InspectionRow = Pick<
  InspectionMaster,
  'docnumbr' | 'docdate' | 'lpono' | 'purreqno' | 'jobordno' | 'vendname' | 'storenam' | 'srvno' | 'totalval'
>;
