/**
 * Estimation (quotation) of a job order's repair (spec 001 section 7 "Estimation (quotation)", section 4
 * "Estimation ... has approval steps ... a KD250 tier", section 9 "Estimation approval tier 250 KWD";
 * spec 000 section 2 `/estimationlist` and the `estimation` form, section 4 codes 1215, 1216, 1235, 1256).
 *
 * An estimation (`QT-<year>-<nnnnn>`) prices the repair the garage inspection found: sub repair lines
 * (labour hours and cost from the master data), spare part lines (quantity x unit price) and extra
 * labour lines (hours x rate). Saving it submits it for approval on the approval engine (chain `QUOT`
 * in approvals.ts): MOI approves every estimation; one over 250.000 KWD also needs the KD250 approval.
 * The spec lists the calls without a prefix; they are served under `/api/Quotation/`.
 */
import { z } from 'zod';
import { isoDay } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { lineValue, roundKwd, sumKwd } from '../engines/amounts.ts';
import type { ApprovalRecord, ApprovalState, LineDecision } from '../engines/approvals.ts';
import { messages } from '../platform/messages.ts';
import type { JobOrderParticulars } from '../reception/job-orders.ts';
import { fieldsOf } from '../engines/fields.ts';

/** At most this many lines (the save is one transaction with the job order's status change). */
export const estimationMaxLines = 80;

export const estimationLineTypes = ['SUBREPAIR', 'PART', 'LABOUR'] as const;
export type EstimationLineType = (typeof estimationLineTypes)[number];

const amount = (max: number) => z.coerce.number().finite().min(0).max(max);

/** One line as the form sends it. The server prices sub repair lines from the master data. */
export const estimationLineInput = z
  .object({
    serlnumb: z.coerce.number().int().min(0).default(0),
    linetype: z.enum(estimationLineTypes),
    /** Sub repair lines: workshop, main repair and sub repair of the master data. */
    wrkshpid: z.string().trim().max(20).default(''),
    mainrepid: z.string().trim().max(20).default(''),
    subrepid: z.string().trim().max(20).default(''),
    /** Spare part lines: item code, name and unit. */
    sparepart: z.string().trim().max(40).default(''),
    sparenam: z.string().trim().max(200).default(''),
    spareuom: z.string().trim().max(20).default(''),
    /** Labour lines: what the work is. */
    workdesc: z.string().trim().max(300).default(''),
    /** Quantity (parts), hours (labour); 1 for a sub repair. */
    qty: amount(100_000).default(1),
    /** KWD per unit (parts) or per hour (labour); the labour cost for a sub repair (from the master). */
    unitprice: amount(1_000_000).default(0),
    remarks: z.string().trim().max(500).default(''),
  })
  .superRefine((line, ctx) => {
    const need = (field: string, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (line.linetype === 'SUBREPAIR')
      need('subrepid', line.subrepid !== '', messages.estimationSubRepairRequired);
    if (line.linetype === 'PART') {
      need('sparepart', line.sparepart !== '', messages.invoiceSparePartRequired);
      need('qty', line.qty > 0, messages.invoiceQtyRequired);
      need('unitprice', line.unitprice > 0, messages.invoiceUnitPriceRequired);
    }
    if (line.linetype === 'LABOUR') {
      need('workdesc', line.workdesc !== '', messages.estimationWorkRequired);
      need('qty', line.qty > 0, messages.estimationHoursRequired);
    }
  });
export type EstimationLineParsed = z.output<typeof estimationLineInput>;

/** A line's typed fields: what the form sends of a line and what the verification page prints of it. */
export const estimationLineFields = (line: Omit<EstimationLineParsed, 'serlnumb' | 'remarks'>) =>
  fieldsOf(line, 'linetype wrkshpid mainrepid subrepid sparepart sparenam spareuom workdesc qty unitprice');

/** An image uploaded before the save (a confirmed upload, Files/presign + Files/confirm) and its name. */
export const estimationSaveImage = z.object({
  fileId: z.string().trim().min(1).max(64),
  fileName: z.string().trim().max(200).default(''),
});

/** `POST Quotation/insertupdatequotation`: a new estimation (no docnumbr) or a revision of one. */
export const estimationSaveRequest = z
  .object({
    docnumbr: z.string().trim().max(30).optional(),
    /** The version read; required with docnumbr (a stale one is a 409). */
    version: z.coerce.number().int().min(1).optional(),
    jobordno: z.string().trim().min(1, messages.estimationJobOrderRequired).max(30),
    remarks: z.string().trim().max(1000).default(''),
    lines: z
      .array(estimationLineInput)
      .min(1, messages.invoiceNoLines)
      .max(estimationMaxLines, messages.estimationTooManyLines),
    /** Images added before the first save (issue 25 item 5), attached in the save's own transaction. */
    images: z.array(estimationSaveImage).max(20, messages.estimationImagesOverLimit).default([]),
  })
  // The save is one transaction: its lines and images share the room the line limit leaves.
  .refine((body) => body.lines.length + body.images.length <= estimationMaxLines, {
    message: messages.estimationImagesOverLimit,
    path: ['images'],
  });
export type EstimationSaveRequest = z.input<typeof estimationSaveRequest>;
export type EstimationSaveParsed = z.output<typeof estimationSaveRequest>;

export const estimationByIdQuery = z.object({ docnumbr: z.string().trim().min(1).max(inputLimits.code) });
/** The spec's `getQuotationByJobordno?docnumbr` takes the job order number in `docnumbr`. */
export const estimationByJobOrderQuery = z.object({
  docnumbr: z.string().trim().min(1).max(inputLimits.code),
});
export const estimationItemsQuery = z.object({ jobordno: z.string().trim().min(1).max(inputLimits.code) });
export const estimationListQuery = z.object({
  fromdate: isoDay.optional(),
  todate: isoDay.optional(),
  /** pending (waiting for approval), approved, rejected; all when absent. */
  state: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export const rejectedItemsQuery = z.object({ username: z.string().trim().min(1).max(inputLimits.code) });

export const estimationImagesBody = z.object({
  estimationId: z.string().trim().min(1).max(inputLimits.code),
  /** Confirmed uploads (Files/presign + Files/confirm), one per image. */
  files: z.array(z.string().trim().min(1).max(inputLimits.key)).min(1).max(20),
  /** The names to show, one per file (the file's own name when absent). */
  fileNames: z.array(z.string().trim().max(200)).max(20).default([]),
});
export const estimationImagesQuery = z.object({
  estimationId: z.string().trim().min(1).max(inputLimits.code),
});
export const estimationImageQuery = z.object({ imageId: z.string().trim().min(1).max(inputLimits.key) });

/** A stored line: the input with its number and computed value. */
export interface EstimationLine extends EstimationLineParsed {
  serlnumb: number;
  subrepnam: string;
  mainrepnam: string;
  wrkshpnam: string;
  /**
   * Arabic names from the master data (sub repair, main repair, workshop, item); the SPA shows them when
   * the UI is Arabic. Absent on lines saved before they were kept: the English name is shown then.
   */
  subrepnamar?: string;
  mainrepnamar?: string;
  wrkshpnamar?: string;
  sparenamar?: string;
  /** Labour hours of a sub repair (master data). */
  laborhors: number;
  /** qty x unit price, KWD. */
  value: number;
}

/** The stored master (spec names where it has them). */
export interface EstimationMaster extends JobOrderParticulars {
  docnumbr: string;
  /** YYYY-MM-DD (Kuwait). */
  docdate: string;
  doctime: string;
  remarks: string;
  subrepairtotal: number;
  partstotal: number;
  labourtotal: number;
  /** Sum of the line values: the amount the approval tier is read from. */
  totalval: number;
  /** Total of the lines not rejected by any level (what the job order is charged). */
  approvedval: number;
  cretuser: string;
  credate: string;
  moduser: string;
  moddate: string;
  version: number;
  approval?: ApprovalState;
}

export interface EstimationDocument {
  master: EstimationMaster;
  lines: (EstimationLine & { aprstatus: LineDecision; aprremarks: string })[];
  approvals: ApprovalRecord[];
}

/** The value of a line (qty x unit price, KWD 3 decimals). */
export const estimationLineValue = (line: { qty: number; unitprice: number }) =>
  lineValue(line.qty, line.unitprice);

/** Totals by line type and overall, in whole fils. */
export function estimationTotals(lines: readonly { linetype: EstimationLineType; value: number }[]) {
  const of = (type: EstimationLineType) =>
    sumKwd(lines.filter((line) => line.linetype === type).map((line) => line.value));
  const subrepairtotal = of('SUBREPAIR');
  const partstotal = of('PART');
  const labourtotal = of('LABOUR');
  return {
    subrepairtotal,
    partstotal,
    labourtotal,
    totalval: roundKwd(sumKwd([subrepairtotal, partstotal, labourtotal])),
  };
}

/** Line decision of a line over all levels (the approval engine's rule, shared by every chain decided by line). */
export { lineDecisionOf } from '../engines/approvals.ts';

/** An image of an estimation (`getEstimationImages`); `imageId` is the upload's fileId. */
export interface EstimationImage {
  imageId: string;
  estimationId: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}
