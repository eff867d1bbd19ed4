/**
 * Sticker service (issue 14 item 5; spec 000 section 2 "Sticker" screens SGRS001-SGRS004, the sticker
 * screens of "Other routes", master SGRM004 /stickerMakeList with /createSticker; spec 001 section 7
 * `StickerWorkflow/GetGarageWiseSparepart_oilitems_totals_Summary`).
 *
 * A job card or job order whose service type is `sticker` (shared/src/platform/lookups.ts serviceTypes) takes
 * its own short workflow instead of the garage's inspection and estimation:
 *   supervisor assigns a team lead (1208) -> the team lead assigns a technician and the tasks (1209) ->
 *   the technician's first task update (1236 In Progress) -> tasks done, items (oil, filters) and images
 *   recorded -> service completed with the sticker placed (1237 ServiceCompleted).
 * The spec names the screens and the summary call only; the other calls are named here after it
 * (`StickerWorkflow/*`, `StickerMake/*`).
 */
import { z } from 'zod';
import { fieldsOf } from '../engines/fields.ts';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import { required, text, wholeNumber } from '../engines/document-schemas.ts';
import type { JobOrderParticulars } from '../reception/job-orders.ts';

/** Statuses a sticker job is waiting for its team lead at: the MOI job card and the KPTC reception. */
export const stickerEntryStatuses = [
  1195, 1196, 1197, 1198, 1199, 1200, 1201, 1202, 1203, 1204, 1205, 1207,
] as const;

/** The stages of a sticker job, in order, with the job order status each one is. */
export const stickerStages = ['unassigned', 'teamlead', 'technician', 'inprogress', 'completed'] as const;
export type StickerStage = (typeof stickerStages)[number];

export const stickerStageStatus: Record<Exclude<StickerStage, 'unassigned'>, number> = {
  teamlead: 1208,
  technician: 1209,
  inprogress: 1236,
  completed: 1237,
};

export const stickerServiceType = 'sticker';

/** Whether a job order header (any stored shape) is a sticker job. */
export const isStickerJob = (header: object): boolean =>
  (header as { servicetype?: unknown }).servicetype === stickerServiceType;

/** Limits of one sticker job (its document stays one item). */
export const stickerLimits = { tasks: 20, items: 30, images: 12, qty: 999 } as const;

/** Item types of the garage-wise summary: spare parts and oil items. */
export const stickerItemTypes = ['sparepart', 'oil'] as const;
export type StickerItemType = (typeof stickerItemTypes)[number];

const jobordno = required(messages.inspectionJobOrderRequired, 40);
const version = z.number().int().min(1);
/** A client-generated id per update: a resent update is answered, not applied again. */
const updateId = z
  .string({ error: messages.stickerUpdateIdRequired })
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, messages.stickerUpdateIdRequired);

export const stickerJobQuery = z.object({ jobordno });

export const stickerListQuery = z.object({
  stage: z.enum(stickerStages).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});

export const assignTeamLeadBody = z.object({
  jobordno,
  teamlead: required(messages.stickerTeamLeadRequired, inputLimits.code),
  remarks: text(500).default(''),
  /** The sticker job's version when the team lead is changed. */
  version: version.optional(),
});
export type AssignTeamLeadBody = z.infer<typeof assignTeamLeadBody>;

export const stickerTaskInput = z.object({
  taskname: z.string().trim().min(1, messages.stickerTaskRequired).max(100),
  tasknamear: text(100).default(''),
});

export const assignTechnicianBody = z.object({
  jobordno,
  technician: required(messages.garageTechnicianTechnicianRequired, inputLimits.code),
  tasks: z
    .array(stickerTaskInput, { error: messages.stickerTasksRequired })
    .min(1, messages.stickerTasksRequired)
    .max(stickerLimits.tasks, messages.stickerTooManyTasks),
  remarks: text(500).default(''),
  version,
});
export type AssignTechnicianBody = z.infer<typeof assignTechnicianBody>;

export const taskUpdateBody = z.object({
  jobordno,
  updateId,
  taskid: z.string().trim().min(1).max(20),
  done: z.boolean(),
  version,
});
export type TaskUpdateBody = z.infer<typeof taskUpdateBody>;

export const stickerItemBody = z
  .object({
    jobordno,
    updateId,
    itemtype: z.enum(stickerItemTypes, { error: messages.stickerItemTypeRequired }),
    /** Item code of the item master when issued from a store; free for an item brought in. */
    sparepart: required(messages.scrapItemRequired, 40),
    sparenam: text(200).default(''),
    qty: wholeNumber(messages.stickerQtyInvalid, stickerLimits.qty),
    /** The store the item is issued from (through the stock ledger); empty when not from a store. */
    storecode: text(20).default(''),
    version,
  })
  .refine((body) => body.storecode !== '' || body.sparenam !== '', {
    message: messages.stickerItemNameRequired,
    path: ['sparenam'],
  });
export type StickerItemBody = z.infer<typeof stickerItemBody>;

export const stickerImageBody = z.object({
  jobordno,
  updateId,
  fileId: required(messages.stickerImageRequired, 64),
  version,
});
export type StickerImageBody = z.infer<typeof stickerImageBody>;

export const completeServiceBody = z.object({
  jobordno,
  updateId,
  stickermake: required(messages.stickerMakeRequired, inputLimits.code),
  nextservicekm: wholeNumber(messages.stickerNextKmInvalid, 9_999_999),
  nextservicedate: z
    .string({ error: messages.stickerNextDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.stickerNextDateInvalid),
  remarks: text(500).default(''),
  version,
});
export type CompleteServiceBody = z.infer<typeof completeServiceBody>;

export const summaryQuery = z
  .object({
    fromdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.stickerDateInvalid),
    todate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.stickerDateInvalid),
  })
  .refine((query) => query.fromdate <= query.todate, {
    message: messages.stickerDateRange,
    path: ['todate'],
  });

// ---- Sticker make master (SGRM004) ----------------------------------------------------------------

export const stickerMakeBody = z.object({
  stickercode: z
    .string({ error: messages.stickerMakeCodeRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,20}$/, messages.stickerMakeCodeRequired),
  stickername: required(messages.stickerMakeNameRequired, 100),
  stickernamear: text(100).default(''),
  /** The service interval the sticker announces. */
  intervalkm: wholeNumber(messages.stickerIntervalInvalid, 100_000),
  intervalmonths: wholeNumber(messages.stickerIntervalInvalid, 60),
  active: z.enum(['Y', 'N']).default('Y'),
  version: version.optional(),
});
export type StickerMakeBody = z.infer<typeof stickerMakeBody>;

export const stickerMakeKeyQuery = z.object({ stickercode: z.string().trim().min(1).max(20) });

export interface StickerMake {
  stickercode: string;
  stickername: string;
  stickernamear: string;
  intervalkm: number;
  intervalmonths: number;
  active: 'Y' | 'N';
  /** Sticker jobs completed with this make (a make in use cannot be deleted). */
  usecount: number;
  version: number;
}

// ---- Stored shapes ---------------------------------------------------------------------------------

export interface StickerTask {
  taskid: string;
  taskname: string;
  tasknamear: string;
  done: boolean;
  donedt: string;
  doneby: string;
}

export interface StickerItem {
  itemid: string;
  itemtype: StickerItemType;
  sparepart: string;
  sparenam: string;
  qty: number;
  storecode: string;
  storenam: string;
  /** Stock value issued (KWD), 0 when not from a store. */
  value: number;
  adddt: string;
  addby: string;
}

export interface StickerImage {
  fileId: string;
  fileName: string;
  uploaddt: string;
  uploadby: string;
}

export interface StickerJob extends JobOrderParticulars {
  kind: string;
  stage: StickerStage;
  teamlead: string;
  teamleadname: string;
  technician: string;
  technicianname: string;
  remarks: string;
  assigndt: string;
  techassigndt: string;
  tasks: StickerTask[];
  items: StickerItem[];
  images: StickerImage[];
  stickermake: string;
  stickername: string;
  nextservicekm: number;
  nextservicedate: string;
  completedt: string;
  version: number;
  statuscde?: number;
}

/** A row of a stage list, a team lead's or a technician's list. */
export interface StickerJobRow extends JobOrderParticulars {
  stage: StickerStage;
  teamlead: string;
  teamleadname: string;
  technician: string;
  technicianname: string;
  tasksdone: number;
  taskstotal: number;
  at: string;
}

/** Live counts of sticker jobs per stage. */
export type StickerCounts = Record<StickerStage, number>;

/** A row of `GetGarageWiseSparepart_oilitems_totals_Summary`. */
export interface StickerSummaryRow {
  garage: string;
  garagnam: string;
  jobs: number;
  sparepartqty: number;
  sparepartvalue: number;
  oilqty: number;
  oilvalue: number;
  totalqty: number;
  totalvalue: number;
}

/** What a sticker write answers (after the message). */
export interface StickerWritten {
  jobordno: string;
  version: number;
  stage: StickerStage;
  statuscde: number;
  /** True when the update id was applied before: nothing was written again. */
  duplicate?: boolean;
}

// ---- Rules (both sides) ----------------------------------------------------------------------------

/** Whether the service may be completed: a technician, every task done. */
export const canComplete = (job: Pick<StickerJob, 'tasks' | 'stage'>) =>
  (job.stage === 'technician' || job.stage === 'inprogress') &&
  job.tasks.length > 0 &&
  job.tasks.every((task) => task.done);

/** The stage a task update leaves a job at (the first update starts the work). */
export const stageAfterTaskUpdate = (stage: StickerStage): StickerStage =>
  stage === 'technician' ? 'inprogress' : stage;

/** Whether a technician may still change the job (tasks, items, images). */
export const technicianMayUpdate = (stage: StickerStage) => stage === 'technician' || stage === 'inprogress';

/** The next service date a sticker make suggests from a day (YYYY-MM-DD). */
export function nextServiceDate(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Sums item rows into the garage-wise summary, in fils so the totals do not drift. */
export function summarize(
  rows: readonly {
    garage: string;
    garagnam: string;
    jobordno: string;
    itemtype: StickerItemType;
    qty: number;
    value: number;
  }[],
): StickerSummaryRow[] {
  const byGarage = new Map<
    string,
    { row: StickerSummaryRow; jobs: Set<string>; fils: Record<StickerItemType, number> }
  >();
  for (const item of rows) {
    let entry = byGarage.get(item.garage);
    if (!entry) {
      entry = {
        row: {
          ...fieldsOf(item, 'garage garagnam'),
          jobs: 0,
          sparepartqty: 0,
          sparepartvalue: 0,
          oilqty: 0,
          oilvalue: 0,
          totalqty: 0,
          totalvalue: 0,
        },
        jobs: new Set(),
        fils: { sparepart: 0, oil: 0 },
      };
      byGarage.set(item.garage, entry);
    }
    entry.jobs.add(item.jobordno);
    entry.fils[item.itemtype] += Math.round(item.value * 1000);
    if (item.itemtype === 'oil') entry.row.oilqty += item.qty;
    else entry.row.sparepartqty += item.qty;
  }
  return [...byGarage.values()]
    .map(({ row, jobs, fils }) => ({
      ...row,
      jobs: jobs.size,
      sparepartvalue: fils.sparepart / 1000,
      oilvalue: fils.oil / 1000,
      totalqty: row.sparepartqty + row.oilqty,
      totalvalue: (fils.sparepart + fils.oil) / 1000,
    }))
    .sort((a, b) => a.garage.localeCompare(b.garage));
}
