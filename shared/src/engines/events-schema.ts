/** The zod schema of the bus's event detail (kept apart so the plain vocabulary carries no zod). */
import { z } from 'zod';

/** Detail of `JobOrderStatusChanged`. `notifyUsers` names people concerned beyond the status's roles (an assignee). */
export const jobOrderStatusChanged = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  jobordno: z.string().min(1),
  plateNo: z.string().optional(),
  /** Vehicle number: the notification's plateNo falls back to it (spec 000 section 3). */
  vehicleno: z.string().optional(),
  /** Vehicle make code: the projections count job orders per make. */
  vehmake: z.string().optional(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  statusName: z.string(),
  user: z.string(),
  garage: z.string().optional(),
  notifyUsers: z.array(z.string()).optional(),
  at: z.string(),
  // Issue 15 H1: projection dimensions (all optional, so events written before them still parse).
  /** Vehicle model id (header `vehmodid`). */
  vehmodel: z.string().optional(),
  /** When the job order was opened: its `joborddat` (yyyy-mm-dd, Kuwait) or an ISO instant. */
  openedAt: z.string().optional(),
  /** When the job order entered `fromStatus` (the header's `statusAt` before the move). */
  fromAt: z.string().optional(),
  /** Workshop ids of the job order's repair lines, when the header lists them (`workshops`). */
  workshops: z.array(z.string()).optional(),
  /** Suppliers the job order waits on, when the header lists them (`suppliers`). */
  suppliers: z.array(z.string()).optional(),
  /**
   * The dimensions the job order was counted under before this change, when the change moved it
   * (a garage transfer with a move): the current-status counters take it out of these.
   */
  was: z
    .object({
      garage: z.string().optional(),
      vehmake: z.string().optional(),
      vehmodel: z.string().optional(),
      openedAt: z.string().optional(),
    })
    .optional(),
});
export type JobOrderStatusChanged = z.infer<typeof jobOrderStatusChanged>;

/** Fields both approval events carry: the document, its job order (if any) and the level. */
const approvalEventBase = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  docType: z.string().min(1),
  docnumbr: z.string().min(1),
  jobordno: z.string().optional(),
  vehicleno: z.string().optional(),
  garage: z.string().optional(),
  level: z.string().min(1),
  /** The job order status after the change (the notification's statusCode), when it has one. */
  statusCode: z.number().int().optional(),
  round: z.number().int(),
  amount: z.number(),
  /** Who submitted the document (told of decisions). */
  requester: z.string(),
  /** Who made the change. */
  user: z.string(),
  /** SPA route that opens the document at this level. */
  link: z.string(),
  at: z.string(),
});

/** Detail of `ApprovalRequested`: the users of `role` are told that a document waits for them. */
export const approvalRequested = approvalEventBase.extend({ role: z.string().min(1) });
export type ApprovalRequested = z.infer<typeof approvalRequested>;

/** Detail of `ApprovalDecided`: the requester is told of the decision. */
export const approvalDecided = approvalEventBase.extend({
  decision: z.enum(['approved', 'rejected', 'withdrawn', 'saved']),
  /** Whether the document is now fully approved. */
  final: z.boolean(),
  remarks: z.string(),
  /** Set when `user` decided under a delegation, for this user ("approved by X for Y"). */
  onBehalfOf: z.string().optional(),
});
export type ApprovalDecided = z.infer<typeof approvalDecided>;

/** Detail of `StockLow`: an item of a store fell to the low stock threshold (spec 001 section 9: 5 or fewer). */
export const stockLow = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  storecode: z.string().min(1),
  storenam: z.string(),
  sparepart: z.string().min(1),
  sparenam: z.string(),
  spareuom: z.string(),
  qtyonhand: z.number().int(),
  threshold: z.number().int(),
  /** Who posted the movement that crossed it. */
  user: z.string(),
  at: z.string(),
});
export type StockLow = z.infer<typeof stockLow>;

// Issue 15 H1: the repair lines of a job order changed (the repair projection counts job orders per repair).
export const repairRef = z.object({
  wrkshpid: z.string().min(1),
  mainrepid: z.string().min(1),
  subrepid: z.string().min(1),
});
export type RepairRef = z.infer<typeof repairRef>;

/** Detail of `RepairLinesChanged`: a job order's repairs before and after a save (or a delete: after is empty). */
export const repairLinesChanged = z.object({
  eventId: z.string().min(1),
  project: z.string().min(1),
  jobordno: z.string().min(1),
  /** The job order's `joborddat` (its opening day buckets the count). */
  openedAt: z.string().optional(),
  garage: z.string().optional(),
  vehmake: z.string().optional(),
  vehmodel: z.string().optional(),
  before: z.array(repairRef),
  after: z.array(repairRef),
  user: z.string(),
  at: z.string(),
});
export type RepairLinesChanged = z.infer<typeof repairLinesChanged>;
