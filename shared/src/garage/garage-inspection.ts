/**
 * Garage inspection, repair job and final QC (spec 001 section 7 "Garage inspection and repair job";
 * spec 000 section 2 `/inspectionlistIns`, `/repairjobcompletionlist`, `/finalqcgaragelist`,
 * `/finalqcmoilist`; section 3 labour charge fields; codes 1210-1214, 1222, 1223, 1230, 1236).
 *
 * An inspection (`GI-<year>-<nnnnn>`) lists, per workshop, the main and sub repairs the vehicle needs,
 * with labour hours and cost from the master data. Its status field moves the job order: initiated
 * 1210, waiting 1211, in progress 1212, completed 1213. `inspby` tells the spec's two variants apart:
 * the garage's own inspection (`gar`) and the MOI inspector's (`moi`). The repair job records per line
 * when the work started and finished (first start 1216 -> 1236, every line finished -> 1230). The final
 * QC by the garage (1230 -> 1222) and by MOI (1222 -> 1223) pass, or fail back to repair (1236).
 */
import { z } from 'zod';
import { isoDay, required } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { sumKwd } from '../engines/amounts.ts';
import { messages } from '../platform/messages.ts';
import type { ApprovalState } from '../engines/approvals.ts';
import type { JobOrderChoice, JobOrderParticulars } from '../reception/job-orders.ts';
import type { RepairLineNames } from '../masters/master-repair.ts';
import { fieldsOf } from '../engines/fields.ts';

export const inspectionStatuses = ['initiated', 'waiting', 'inprogress', 'completed'] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];
/** The job order status each inspection status sets. */
export const inspectionStatusCode: Record<InspectionStatus, number> = {
  initiated: 1210,
  waiting: 1211,
  inprogress: 1212,
  completed: 1213,
};
export const inspectionStageCodes = Object.values(inspectionStatusCode);

export const inspectors = ['gar', 'moi'] as const;
export type Inspector = (typeof inspectors)[number];

export const repairStatuses = ['', 'started', 'finished'] as const;
export type RepairStatus = (typeof repairStatuses)[number];

/** At most this many lines (one transaction with the job order's move). */
export const inspectionMaxLines = 80;

const text = (max: number) => z.string().trim().max(max).default('');
const jobordno = required(messages.garageInspectionJobOrderRequired, 40);
const docnumbr = z.string().trim().min(1).max(40);

export const inspectionLineInput = z.object({
  wrkshpid: required(messages.garageInspectionLineRequired, inputLimits.code),
  mainrepid: required(messages.garageInspectionLineRequired, inputLimits.code),
  subrepid: required(messages.garageInspectionLineRequired, inputLimits.code),
  remarks: text(500),
});

const inspectionFields = {
  inspby: z.enum(inspectors).default('gar'),
  inspstatus: z.enum(inspectionStatuses).default('initiated'),
  remarks: text(1000),
  lines: z
    .array(inspectionLineInput)
    .min(1, messages.invoiceNoLines)
    .max(inspectionMaxLines, messages.garageInspectionTooManyLines),
};

/** `insertgarinspection`: a new inspection of a job order at 1209. */
export const insertInspectionRequest = z.object({ jobordno, ...inspectionFields });
export type InsertInspectionRequest = z.input<typeof insertInspectionRequest>;

/** `UpdteGarInspection`: a change of the inspection at its version. */
export const updateInspectionRequest = z.object({
  docnumbr,
  version: z.coerce.number().int().min(1),
  ...inspectionFields,
});
export type UpdateInspectionRequest = z.input<typeof updateInspectionRequest>;

/** `UpdteRepairJob`: the work on some lines started or finished. */
export const updateRepairRequest = z.object({
  docnumbr,
  version: z.coerce.number().int().min(1),
  lines: z
    .array(
      z.object({
        serlnumb: z.coerce.number().int().min(1),
        repstatus: z.enum(repairStatuses),
        /** Hours actually worked (finished lines). */
        acthours: z.coerce.number().min(0).max(1000).default(0),
        repremarks: text(500),
      }),
    )
    .min(1, messages.invoiceNoLines)
    .max(inspectionMaxLines, messages.garageInspectionTooManyLines),
});
export type UpdateRepairRequest = z.input<typeof updateRepairRequest>;

/** `finalQCGarage`, `finalQCMOI`: the final check; a failure sends the job order back to repair. */
export const finalQcRequest = z
  .object({
    jobordno,
    result: z.enum(['pass', 'fail'], { error: messages.finalQcResultRequired }),
    remarks: text(1000),
    version: z.coerce.number().int().min(1).optional(),
  })
  .refine((body) => body.result === 'pass' || body.remarks !== '', {
    path: ['remarks'],
    message: messages.finalQcFailRemarksRequired,
  });
export type FinalQcRequest = z.input<typeof finalQcRequest>;

/** Who recorded the garage's final QC of a job order (the header's `qcgarby`, `qcgardt`). */
export interface GarageFinalQc {
  qcgarby?: string;
  qcgardt?: string;
}

/** A row of the final QC lists; the MOI list adds who checked at the garage. */
export type FinalQcQueueRow = JobOrderChoice & GarageFinalQc;

/**
 * The MOI final QC must be done by a different user than the garage's (issue 24: the same inspector
 * signed both): whether `usercode` may not do it.
 */
export const checkedAtGarageBy = (jobOrder: GarageFinalQc, usercode: string) =>
  Boolean(jobOrder.qcgarby) && jobOrder.qcgarby === usercode;

export const inspectionByIdQuery = z.object({ docnumbr });
/** The spec passes the job order number as `docnumbr` in the `...ByJobordno` reads. */
export const inspectionByJobOrderQuery = z.object({
  docnumbr,
  filterStartedWorkshops: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const deleteRepairQuery = z.object({ docnumbr, jobordno });
export const inspectionListQuery = z.object({
  fromdate: isoDay.optional(),
  todate: isoDay.optional(),
});
export const repairSummaryQuery = z.object({
  jobordno,
  wrkshpid: z.string().trim().max(inputLimits.code).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** A stored line. */
export interface InspectionLine extends RepairLineNames {
  serlnumb: number;
  laborhors: number;
  laborcost: number;
  remarks: string;
  repstatus: RepairStatus;
  startedat: string;
  finishedat: string;
  repuser: string;
  acthours: number;
  repremarks: string;
  /** Arabic names from the master data (absent on lines saved before they were kept: shown in English). */
  wrkshpnamar?: string;
  mainrepnamar?: string;
  subrepnamar?: string;
  /**
   * The approved estimation's line this repair line does (functions/garage/garage-inspection/repair-job.ts):
   * set once the repair job takes the estimation's lines, including those the estimation added.
   */
  estserl?: number;
}

/** The Arabic names a line may keep of its repair. */
type RepairNamesAr = 'wrkshpnamar' | 'mainrepnamar' | 'subrepnamar';

/**
 * The seven fields a line names its repair by (workshop, main and sub repair, each code and name, and the
 * labour hours), with the Arabic names: what an estimation line and an inspection line copy of each other.
 */
export type RepairPart = Pick<
  InspectionLine,
  'wrkshpid' | 'wrkshpnam' | 'mainrepid' | 'mainrepnam' | 'subrepid' | 'subrepnam' | 'laborhors'
> &
  Record<RepairNamesAr, string>;

/** The repair `line` names; an Arabic name it never kept is copied empty (shown in English). */
export function repairPart(
  line: Omit<RepairPart, RepairNamesAr> & Partial<Record<RepairNamesAr, string | undefined>>,
): RepairPart {
  return {
    ...fieldsOf(line, 'wrkshpid wrkshpnam mainrepid mainrepnam subrepid subrepnam laborhors'),
    wrkshpnamar: line.wrkshpnamar ?? '',
    mainrepnamar: line.mainrepnamar ?? '',
    subrepnamar: line.subrepnamar ?? '',
  };
}

type RepairProgress = Pick<
  InspectionLine,
  'repstatus' | 'startedat' | 'finishedat' | 'repuser' | 'acthours' | 'repremarks'
>;

/** The progress of the repair line `line`, or of a line no technician has started (none, or a reset). */
export function repairProgress(line?: RepairProgress): RepairProgress {
  return {
    repstatus: line?.repstatus ?? '',
    startedat: line?.startedat ?? '',
    finishedat: line?.finishedat ?? '',
    repuser: line?.repuser ?? '',
    acthours: line?.acthours ?? 0,
    repremarks: line?.repremarks ?? '',
  };
}

export interface InspectionMaster extends JobOrderParticulars {
  docnumbr: string;
  inspdate: string;
  insptime: string;
  moijobord: string;
  inspby: Inspector;
  inspstatus: InspectionStatus;
  remarks: string;
  totalhours: number;
  totalcost: number;
  /** The job order status before the inspection (a delete goes back to it). */
  prevstatus: number;
  cretuser: string;
  moduser: string;
  version: number;
  /** Y: the garage asked for the workshop manager's approval when the inspection was completed (issue 28). */
  inspmgrapr?: 'Y';
  /** The approval engine's state of the manager's approval (chain GIN). */
  approval?: ApprovalState;
  /** Every reopening, oldest first: who, when, why, and the job order status it was reopened from. */
  reopens?: InspectionReopen[];
}

/** One reopening of a completed inspection (kept on the inspection, shown with it). */
export interface InspectionReopen {
  user: string;
  /** ISO time. */
  at: string;
  reason: string;
  fromstatus: number;
}

/** The workshops of an inspection's lines, sorted without repeats (the workshops its stays are charged to). */
export const workshopsOf = (lines: readonly { wrkshpid: string }[]) =>
  [...new Set(lines.map((line) => line.wrkshpid).filter(Boolean))].sort();

/** Totals of the lines: labour hours and cost (KWD). */
export function inspectionTotals(lines: readonly Pick<InspectionLine, 'laborhors' | 'laborcost'>[]) {
  return {
    totalhours: Math.round(lines.reduce((sum, line) => sum + line.laborhors, 0) * 100) / 100,
    totalcost: sumKwd(lines.map((line) => line.laborcost)),
  };
}

/** The repair job's move: first start -> 1236, every line finished -> 1230, else none. */
export function repairMove(
  lines: readonly Pick<InspectionLine, 'repstatus'>[],
  current: number,
): number | undefined {
  if (lines.length > 0 && lines.every((line) => line.repstatus === 'finished')) return 1230;
  // Work started: from the approval or once parts are issued or returned. Where parts wait to be issued
  // (approved 1218, bought 1411, received or transferred for a garage request 1239, 1241) the work is
  // recorded but the status stays, so the store keeper can still issue them.
  if (lines.some((line) => line.repstatus !== '') && [1216, 1219, 1221, 1240].includes(current)) return 1236;
  return undefined;
}

/** A workshop's state from its lines (what the technician assignment's progress shows). */
export function workshopState(
  lines: readonly Pick<InspectionLine, 'repstatus' | 'startedat' | 'finishedat'>[],
  inspstatus: InspectionStatus,
): { status: 'inspecting' | 'waiting' | 'inrepair' | 'finished'; startedAt?: string; finishedAt?: string } {
  const started = lines
    .map((line) => line.startedat)
    .filter(Boolean)
    .sort();
  const finished = lines
    .map((line) => line.finishedat)
    .filter(Boolean)
    .sort();
  if (lines.length > 0 && lines.every((line) => line.repstatus === 'finished'))
    return {
      status: 'finished',
      ...(started[0] ? { startedAt: started[0] } : {}),
      finishedAt: finished.at(-1)!,
    };
  if (lines.some((line) => line.repstatus !== ''))
    return { status: 'inrepair', ...(started[0] ? { startedAt: started[0] } : {}) };
  return { status: inspstatus === 'waiting' ? 'waiting' : 'inspecting' };
}

// ---- The workshop manager's approval and reopening (issue 28) ----------------------------------------

/** `reopenGarInspection`: a completed inspection reopened with a reason, at the version read. */
export const inspectionReopenRequest = z.object({
  docnumbr,
  version: z.coerce.number().int().min(1),
  reason: required(messages.garageInspectionReopenReasonRequired, 500),
});
export type InspectionReopenRequest = z.input<typeof inspectionReopenRequest>;

/** Job order statuses a completed inspection may be reopened at: completed, or the garage checklist, before any estimation. */
export const reopenableStatuses: readonly number[] = [1213, 1214];

/** Where a garage's setting asks for it: whether a garage record (`inspmgrapr` Y) wants the manager's approval. */
export const garageWantsManagerApproval = (garage: { inspmgrapr?: unknown } | undefined) =>
  garage?.inspmgrapr === 'Y';

/** The manager's approval of an inspection as its pages show it. */
export type ManagerApprovalState = 'none' | 'waiting' | 'approved' | 'returned';

export function managerApprovalState(
  master: Pick<InspectionMaster, 'inspmgrapr' | 'approval' | 'inspstatus'>,
): ManagerApprovalState {
  if (master.inspmgrapr !== 'Y' || !master.approval) return 'none';
  if (master.approval.state === 'rejected') return 'returned';
  if (master.inspstatus !== 'completed') return 'none';
  return master.approval.state === 'approved' ? 'approved' : 'waiting';
}

/** The estimation waits while the garage asked for the manager's approval and it is not given. */
export const awaitsManagerApproval = (master: Pick<InspectionMaster, 'inspmgrapr' | 'approval'>) =>
  master.inspmgrapr === 'Y' && master.approval?.state !== 'approved';

/** Submitted to the manager (waiting or approved): changed only after a reopening. */
export const lockedForManager = (
  master: Pick<InspectionMaster, 'inspmgrapr' | 'approval' | 'inspstatus'>,
) => {
  const state = managerApprovalState(master);
  return state === 'waiting' || state === 'approved';
};

/** A row of the manager approval and reopen lists: the inspection and its manager approval state. */
export type InspectionApprovalRow = Omit<InspectionMaster, 'approval' | 'reopens'> & {
  statuscde?: number;
  mgrstate: ManagerApprovalState;
  /** Since when it waits for the manager (ISO), for waiting rows. */
  since?: string;
  reopencount: number;
};
