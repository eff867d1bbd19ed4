/**
 * The reports of spec 001 section 7 "Reports" (GET, mostly fromdate and todate) and their screens of
 * spec 000 section 2 Reports: the query schemas (zod, with the spec's field names), the rows they
 * answer, and the rules both sides share. Section 9: report dates print YYYY/MM/DD; the average job
 * card time pages from page 1, 10 rows; the repair summary from page 1, 50 rows. Section 8: a bad
 * filter is 'Bad Request: {message}. Please check your filters and try again.', an unusable paging
 * parameter 'Invalid request parameters'.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { formatMessage, messages } from '../platform/messages.ts';
import { statusGroups, type StatusGroup } from '../engines/status-groups.ts';
import type { InvoiceParties } from '../accounts/maintenance-invoice.ts';
import type { CostedPartLine, JobOrderDocumentRow, PricedPartLine } from '../engines/document-lines.ts';
import { reportDate } from '../parts/store-reports.ts';

export { reportDate };

/** Rows a report page holds at most (the kit's page sizes are 10, 25, 50, 100). */
export const maxReportLimit = 100;
/** Spec 001 section 9: average job card time, page 1 size 10. */
export const averageJobCardTimeLimit = 10;
/** Spec 001 section 9: repair summary, page 1 size 50. */
export const repairSummaryLimit = 50;
/** Longest window a report reads: a year and a day. */
export const maxReportWindowDays = 366;
/** Days a report window covers when no fromdate is given (ending today). */
export const defaultReportWindowDays = 30;
/** Work orders beyond schedule: open job orders opened more than this many days ago, by default. */
export const defaultScheduleDays = 7;

/** 'Bad Request: {message}. Please check your filters and try again.' with the filter's problem. */
export const reportBadRequest = (problem: string) =>
  formatMessage(messages.reportBadRequest, { message: problem });

const dayPattern = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/** A real calendar day given as YYYY-MM-DD or YYYY/MM/DD, as YYYY-MM-DD (undefined when not one). */
export function parseReportDay(text: string): string | undefined {
  const match = dayPattern.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** A report date parameter: YYYY-MM-DD or YYYY/MM/DD, normalised to YYYY-MM-DD. */
const reportDay = (name: string) =>
  z
    .string()
    .trim()
    .max(inputLimits.code)
    .transform((text, ctx) => {
      const day = parseReportDay(text);
      if (!day) {
        ctx.addIssue({
          code: 'custom',
          message: reportBadRequest(`${name} must be a date as YYYY-MM-DD or YYYY/MM/DD`),
        });
        return z.NEVER;
      }
      return day;
    });

const optionalText = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => (value ? value : undefined));

/** The garage, make and model filters. */
const vehicleFilters = { garage: optionalText, vehmake: optionalText, vehmodel: optionalText };

/** The window parameters: fromdate and todate (both optional), from not after to. */
export const reportWindowFields = {
  fromdate: reportDay('fromdate').optional(),
  todate: reportDay('todate').optional(),
};

/** Server paging: `limit` rows (1..100) after `cursor`. */
const pagingFields = (defaultLimit: number) => ({
  limit: z.coerce
    .number({ message: messages.invalidParameters })
    .int(messages.invalidParameters)
    .min(1, messages.invalidParameters)
    .max(maxReportLimit, messages.invalidParameters)
    .default(defaultLimit),
  cursor: z.string().max(2000).optional(),
});

function windowChecked<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).superRefine((query, ctx) => {
    const { fromdate, todate } = query as { fromdate?: string; todate?: string };
    if (fromdate && todate && fromdate > todate)
      ctx.addIssue({
        code: 'custom',
        path: ['todate'],
        message: reportBadRequest('fromdate is after todate'),
      });
  });
}

/** Invoice summary (`/invoiceTotals`): maintenance invoices of the window with their KWD total. */
export const invoiceSummaryQuery = windowChecked({
  ...reportWindowFields,
  plateNo: optionalText,
  garageId: optionalText,
  invoiceNo: optionalText,
  jobOrderNo: optionalText,
  ...pagingFields(25),
});
export type InvoiceSummaryQuery = z.output<typeof invoiceSummaryQuery>;

export interface InvoiceSummaryRow extends InvoiceParties {
  carinvno: string;
  /** YYYY/MM/DD. */
  carinvdt: string;
  voucherno: string;
  jobordno: string;
  vehicleno: string;
  /** Net value, KWD. */
  netval: number;
}

/** Job order progress (`/jobCardReport`): job orders opened in the window at their current status. */
export const jobOrderProgressQuery = windowChecked({
  ...reportWindowFields,
  garage: optionalText,
  vehmake: optionalText,
  statuscde: z.coerce.number({ message: messages.invalidParameters }).int().optional(),
  /** A status group (shared/src/engines/status-groups.ts): the job orders whose status is now in it. */
  group: z.enum(statusGroups, { message: reportBadRequest('group is not a status group') }).optional(),
  /** `MOI` job cards or `KPTC` job orders; both when absent. */
  kind: z.enum(['MOI', 'KPTC']).optional(),
  vehicleno: optionalText,
  ...pagingFields(25),
});
export type JobOrderProgressQuery = z.output<typeof jobOrderProgressQuery>;

/** A job order at its status, with the status's names (the progress report, the dashboards' recent activity). */
export interface JobOrderAtStatus {
  jobordno: string;
  vehicleno: string;
  vehmaknam: string;
  garage: string;
  garagnam: string;
  statuscde: number;
  statusName: string;
  statusNameAr: string;
}

export interface JobOrderProgressRow extends JobOrderAtStatus {
  /** YYYY/MM/DD. */
  joborddat: string;
  kind: string;
  state: string;
  /** Days since the job order was opened (to its close for closed ones: to its last move). */
  ageDays: number;
}

/** Work orders beyond schedule (`/dashboardWorkOrderExceeding`): open job orders older than `days`. */
export const workOrdersBeyondScheduleQuery = windowChecked({
  ...reportWindowFields,
  days: z.coerce
    .number({ message: messages.invalidParameters })
    .int(messages.invalidParameters)
    .min(1, messages.invalidParameters)
    .max(365, messages.invalidParameters)
    .default(defaultScheduleDays),
  garage: optionalText,
  vehmake: optionalText,
  ...pagingFields(25),
});
export type WorkOrdersBeyondScheduleQuery = z.output<typeof workOrdersBeyondScheduleQuery>;

/** A row of a work order beyond schedule: the progress row and the days past the schedule. */
export interface WorkOrderBeyondScheduleRow extends JobOrderProgressRow {
  /** Days beyond the schedule (age minus `days`). */
  overdueDays: number;
}

/** Average times (`/dashboardaveragtimeforexceed`): from the stage durations of the projections. */
export const averageTimeQuery = windowChecked({
  ...reportWindowFields,
  ...vehicleFilters,
});
export type AverageTimeQuery = z.output<typeof averageTimeQuery>;

export const averageJobCardTimeQuery = windowChecked({
  ...reportWindowFields,
  ...vehicleFilters,
  groupBy: z.enum(['garage', 'make', 'month']).default('garage'),
  ...pagingFields(averageJobCardTimeLimit),
});
export type AverageJobCardTimeQuery = z.output<typeof averageJobCardTimeQuery>;

/** One status of the average time to complete: stays ended in the window and their average length. */
export interface AverageStageRow {
  status: number;
  statusName: string;
  statusNameAr: string;
  /** Stays that ended in the window. */
  stays: number;
  /** Average length of a stay, hours (2 decimals). */
  averageHours: number;
  /** Sum of the stays, days (2 decimals). */
  totalDays: number;
}

/** One group of the average job card time: a job card's average time from opening to its last status. */
export interface AverageJobCardTimeRow {
  group: string;
  /** Stays that ended in the window (all statuses). */
  stays: number;
  /** Average hours per job card: the group's total time over its job cards (2 decimals). */
  averageHours: number;
  totalDays: number;
  /** Job cards counted (stays at the reception status). */
  jobCards: number;
}

/** Movement (`/movementreport`): moves into each status in the window, per day or month. */
export const movementQuery = windowChecked({
  ...reportWindowFields,
  ...vehicleFilters,
  by: z.enum(['day', 'month', 'total']).default('total'),
});
export type MovementQuery = z.output<typeof movementQuery>;

export interface MovementRow {
  /** `all`, a day YYYY/MM/DD or a month YYYY/MM. */
  bucket: string;
  status: number;
  statusName: string;
  statusNameAr: string;
  count: number;
}

/** Hours with 2 decimals from milliseconds. */
export const hoursOf = (ms: number) => Math.round(ms / 36_000) / 100;
/** Days with 2 decimals from milliseconds. */
export const daysOf = (ms: number) => Math.round(ms / 864_000) / 100;

/** Whole days between two ISO days or times (0 when the second is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = Date.parse(from.length === 10 ? `${from}T00:00:00Z` : from);
  const end = Date.parse(to.length === 10 ? `${to}T00:00:00Z` : to);
  return Math.max(0, Math.floor((end - start) / 86_400_000));
}

/** A report bucket as printed: days YYYY/MM/DD, months YYYY/MM, `all` as it is. */
export const bucketText = (bucket: string) => bucket.replaceAll('-', '/');

/** A report page: the rows, the cursor of the next page, the totals by column id. */
export interface ReportPageAnswer<Row> {
  items: Row[];
  cursor?: string;
  totalCount?: number;
  totals?: Record<string, number>;
  /** The window read, YYYY/MM/DD. */
  window: { from: string; to: string };
}

/**
 * Detailed repair history (`/historyofrepairjobs`): the job orders of a vehicle (or of the window,
 * newest first) within the garages of `usercode` (the caller by default), and the spare parts issued
 * to the job orders of the page (garage issues and store issue vouchers).
 */
export const detailedRepairHistoryQuery = windowChecked({
  ...reportWindowFields,
  usercode: optionalText,
  vehicleno: optionalText,
  garageid: optionalText,
  ...pagingFields(25),
});
export type DetailedRepairHistoryQuery = z.output<typeof detailedRepairHistoryQuery>;

export interface RepairSparePartRow {
  jobordno: string;
  doctype: string;
  docnumbr: string;
  /** YYYY/MM/DD. */
  docdate: string;
  sparepart: string;
  sparenam: string;
  qty: number;
  unitcost: number;
  /** KWD. */
  value: number;
}

export interface DetailedRepairHistory {
  jobOrders: JobOrderProgressRow[];
  spareParts: RepairSparePartRow[];
  cursor?: string;
  totals: { value: number };
  window: { from: string; to: string };
}

/**
 * Operations statement (`/dashboardOperationsStatement`): per garage, the job orders opened in the
 * window by the status group they are in now (the projections' current-status counts), the deliveries
 * of the window, and the money posted in the window by category (the money projection), KWD.
 */
export const operationStatementQuery = windowChecked({
  ...reportWindowFields,
  ...vehicleFilters,
});
export type OperationStatementQuery = z.output<typeof operationStatementQuery>;

/** The count columns of the operations statement: one per status group (shared/src/engines/status-groups.ts). */
export const operationStatementGroups = statusGroups;

/**
 * A garage's row. Per status group: those of the opened job orders whose status is now in the group,
 * except `delivered`: the garage's deliveries (moves to 1227) dated in the window, as on every dashboard.
 */
export type OperationStatementRow = {
  garage: string;
  /** Job orders opened in the window. */
  opened: number;
  /** Money of the window by category (KWD). */
  maintenance: number;
  threeInOne: number;
  labour: number;
  storeItems: number;
  pettyCash: number;
  purchase: number;
  total: number;
} & Record<StatusGroup, number>;

/**
 * Spare parts requests (`/purchaseRequestEntrywithjoreport`): purchase requests of the window (with a
 * job order by default: withjo Y), their estimated KWD value and, per request, its lines.
 */
export const sparePartsRequestQuery = windowChecked({
  ...reportWindowFields,
  withjo: z.enum(['Y', 'N']).default('Y'),
  garage: optionalText,
  jobordno: optionalText,
  vehicleno: optionalText,
  ...pagingFields(25),
});
export type SparePartsRequestQuery = z.output<typeof sparePartsRequestQuery>;

export interface SparePartsRequestRow extends JobOrderDocumentRow {
  vehmaknam: string;
  storenam: string;
  status: number;
  totalqty: number;
  /** Estimated value, KWD. */
  totalval: number;
}

export const sparePartsRequestDetailsQuery = z.object({
  docnumbr: z.string().trim().min(1, messages.invalidParameters).max(40, messages.invalidParameters),
});

export interface SparePartsRequestDetailRow extends PricedPartLine {
  docnumbr: string;
}

/** Direct purchase (`/directPurchase`): the lines of the direct receipt vouchers (DRV) of the window. */
export const directPurchaseQuery = windowChecked({
  ...reportWindowFields,
  storecode: optionalText,
  vendcode: optionalText,
  sparepart: optionalText,
  /** Vouchers per page (their lines are the rows). */
  ...pagingFields(10),
});
export type DirectPurchaseQuery = z.output<typeof directPurchaseQuery>;

export interface DirectPurchaseRow extends CostedPartLine {
  docnumbr: string;
  /** YYYY/MM/DD. */
  docdate: string;
  storecode: string;
  storenam: string;
  vendcode: string;
  vendname: string;
}

/** Sub repair summary and graph: job orders per repair opened in the window (the projections). */
export const subRepairSummaryQuery = windowChecked({
  ...reportWindowFields,
  ...vehicleFilters,
  wrkshpid: optionalText,
  /** Spec 001 section 9: repair summary page 1, size 50. */
  ...pagingFields(repairSummaryLimit),
});
export type SubRepairSummaryQuery = z.output<typeof subRepairSummaryQuery>;

export interface SubRepairSummaryRow {
  wrkshpid: string;
  mainrepid: string;
  subrepid: string;
  subrepnam: string;
  subrepnamar: string;
  /** Job orders with the repair, opened in the window. */
  count: number;
}

/**
 * Purchase invoice cash: the cash purchases of the window, i.e. the petty cash documents (small
 * purchases paid to a vendor) paid by `paymode` (cash by default; `all` for every mode), with the KWD
 * total of every matching document.
 */
export const purchaseInvoiceCashQuery = windowChecked({
  ...reportWindowFields,
  paymode: z.enum(['cash', 'card', 'transfer', 'all']).default('cash'),
  garage: optionalText,
  vendor: optionalText,
  jobordno: optionalText,
  ...pagingFields(25),
});
export type PurchaseInvoiceCashQuery = z.output<typeof purchaseInvoiceCashQuery>;

export interface PurchaseInvoiceCashRow extends JobOrderDocumentRow {
  vendor: string;
  vendname: string;
  paymode: string;
  status: number;
  /** KWD. */
  netval: number;
}
