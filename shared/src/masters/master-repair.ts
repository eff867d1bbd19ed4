/**
 * Master data of the repair side (spec 000 section 2 Master: `/mainrepairlist` SGRM007, `/labourScreen`
 * SGRM008, `/labourChargeList` SGRM012, `/employeesync` SGRM018, `/itemsync` SGRM019, `/employee`
 * SGRM020; spec 001 section 7 "Master data" and "Scrap spares, garage transfer, employee transfer").
 *
 * - Main repairs belong to a workshop, sub repairs to a workshop and main repair (the keys of
 *   functions/engines/masters/keys.ts). A sub repair carries its labour hours, labour cost and standard amount
 *   (KWD, 3 decimals); the labour screen is the sub repair master on the filtered, paged call.
 * - The labour charge update changes one sub repair's labour cost (putLabourcost) and keeps a history
 *   row per change (old and new cost, date, user) that the labour charge list shows.
 * - Employees are the employee master of the lookups; employee and item syncs read a JSON source.
 *
 * Field names are the spec's (`wrkshpid`, `mainrepid`, `subrepid`, `laborhors`, `laborcost`,
 * `stdamount`, `newlaborcost`), the filtered call's query names too (`searchTerm`, `workshopId`, ...).
 */
import { z } from 'zod';
import { isoDay, required } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { roundKwd } from '../engines/amounts.ts';
import {
  activeStatus,
  type Employee,
  type MainRepair,
  type SparePart,
  type SubRepair,
} from '../platform/lookups.ts';
import { messages } from '../platform/messages.ts';
import { blankOptional, blankToUndefined, upperCode } from './fields.ts';

/** The repair a line does, by the keys and English names of its workshop, main and sub repair. */
export interface RepairLineNames {
  wrkshpid: string;
  wrkshpnam: string;
  mainrepid: string;
  mainrepnam: string;
  subrepid: string;
  subrepnam: string;
}

// ---- Rules (pure, the forms and the server share them) ---------------------------------------------

/** Sub repair filtered list defaults (spec 001 section 9: page size 50, page 1). */
export const subRepairPageSize = 50;
export const subRepairPageNumber = 1;
export const subRepairPageSizeMax = 100;

/** Highest amount of a sub repair (KWD). */
export const repairAmountMax = 999_999.999;
/** Highest labour hours of a sub repair. */
export const repairHoursMax = 999.99;

/** Whether an amount is one the master keeps: 0 to 999999.999 KWD, at most 3 decimals. */
export function repairAmountAllowed(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= repairAmountMax &&
    Math.abs(roundKwd(value) - value) < 1e-9
  );
}

/** Whether labour hours are 0 to 999.99 with at most 2 decimals. */
export function repairHoursAllowed(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= repairHoursMax &&
    Math.abs(Math.round(value * 100) / 100 - value) < 1e-9
  );
}

/**
 * Labour charge save is blocked, with no message, while a save is in progress, without a sub repair,
 * or when New Cost is not greater than 0 (spec 000 section 5).
 */
export function labourChargeSaveBlocked(state: {
  saving: boolean;
  subrepid: string | undefined;
  newlaborcost: number | undefined;
}): boolean {
  return (
    state.saving ||
    !state.subrepid ||
    state.newlaborcost === undefined ||
    !Number.isFinite(state.newlaborcost) ||
    state.newlaborcost <= 0
  );
}

/** The choice preselected when a list holds exactly one (spec 000: one workshop, one main repair). */
export function singleChoice<T>(options: readonly T[]): T | undefined {
  return options.length === 1 ? options[0] : undefined;
}

/** Whether a sub repair matches the search text: its code or either name contains it (any case). */
export function subRepairMatches(
  sub: Pick<SubRepair, 'subrepid' | 'subrepnam' | 'subrepnamar'>,
  term?: string,
) {
  const wanted = term?.trim().toLowerCase();
  if (!wanted) return true;
  return [sub.subrepid, sub.subrepnam, sub.subrepnamar].some((text) => text.toLowerCase().includes(wanted));
}

export interface SubRepairFilter {
  searchTerm?: string | undefined;
  workshopId?: string | undefined;
  mainRepairId?: string | undefined;
  subRepairId?: string | undefined;
  minStdAmount?: number | undefined;
  maxStdAmount?: number | undefined;
}

/** The sub repairs a filter keeps (the part not done by the key condition is done here). */
export function filterSubRepairs<T extends SubRepair>(rows: readonly T[], filter: SubRepairFilter): T[] {
  return rows.filter(
    (row) =>
      (!filter.workshopId || row.wrkshpid === filter.workshopId) &&
      (!filter.mainRepairId || row.mainrepid === filter.mainRepairId) &&
      (!filter.subRepairId || row.subrepid === filter.subRepairId) &&
      (filter.minStdAmount === undefined || row.stdamount >= filter.minStdAmount) &&
      (filter.maxStdAmount === undefined || row.stdamount <= filter.maxStdAmount) &&
      subRepairMatches(row, filter.searchTerm),
  );
}

/** One page of rows (pageNumber from 1). */
export function pageOf<T>(rows: readonly T[], pageNumber: number, pageSize: number): T[] {
  const start = (pageNumber - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** What a sync does with one source record against the stored one. */
export type SyncOutcome = 'created' | 'updated' | 'unchanged';

/** Whether the synced fields of a stored record differ from the source (the version is not compared). */
export function syncOutcome<T extends object>(
  source: T,
  stored: Partial<T> | undefined,
  fields: readonly (keyof T)[],
): SyncOutcome {
  if (!stored) return 'created';
  return fields.some((field) => source[field] !== stored[field]) ? 'updated' : 'unchanged';
}

// ---- Field shapes ----------------------------------------------------------------------------------

const codePattern = /^[A-Za-z0-9_-]+$/;
const repairCode = (required: string) => upperCode(required, 20, messages.repairCodeInvalid, codePattern);

const name = required(messages.masterNameRequired, 100);
const nameAr = z.string().trim().max(100).default('');
const kwdAmount = z.coerce
  .number({ error: messages.repairAmountInvalid })
  .refine(repairAmountAllowed, messages.repairAmountInvalid);
const hours = z.coerce
  .number({ error: messages.repairHoursInvalid })
  .refine(repairHoursAllowed, messages.repairHoursInvalid);
const version = z.coerce.number({ error: messages.invalidParameters }).int().min(1);
const optionalVersion = blankOptional(version);

const workshopId = repairCode(messages.repairWorkshopRequired);
const mainRepairId = repairCode(messages.repairMainRequired);
const subRepairId = repairCode(messages.repairCodeInvalid);

// ---- Main repair -----------------------------------------------------------------------------------

export const createMainRepairBody = z.object({
  wrkshpid: workshopId,
  mainrepid: repairCode(messages.repairCodeInvalid),
  mainrepnam: name,
  mainrepnamar: nameAr,
});
export type CreateMainRepairBody = z.infer<typeof createMainRepairBody>;

export const updateMainRepairBody = createMainRepairBody.extend({ version });
export type UpdateMainRepairBody = z.infer<typeof updateMainRepairBody>;

export const mainRepairKeyQuery = z.object({ wrkshpid: workshopId, mainrepid: mainRepairId });
export type MainRepairKey = z.infer<typeof mainRepairKeyQuery>;
export const deleteMainRepairQuery = mainRepairKeyQuery.extend({ version: optionalVersion });

export const mainRepairListQuery = z.object({
  wrkshpid: blankOptional(z.string().trim().toUpperCase().max(inputLimits.code)),
  searchTerm: blankOptional(z.string().trim().max(inputLimits.key)),
});
export type MainRepairListQuery = z.infer<typeof mainRepairListQuery>;

/** A main repair as the master keeps it (seeded ones carry no version: version 1). */
export type StoredMainRepair = MainRepair & {
  version: number;
  cretuser?: string;
  cretdate?: string;
  moduser?: string;
  moddate?: string;
};

/** A main repair list row: with its workshop's names and how many sub repairs it has. */
export type MainRepairRow = StoredMainRepair & {
  wrkshpnam: string;
  wrkshpnamar: string;
  subRepairCount: number;
};

// ---- Sub repair ------------------------------------------------------------------------------------

export const createSubRepairBody = z.object({
  wrkshpid: workshopId,
  mainrepid: mainRepairId,
  subrepid: subRepairId,
  subrepnam: name,
  subrepnamar: nameAr,
  /** Standard labour hours of the job. */
  laborhors: hours,
  /** Labour cost (KWD); changed later through the labour charge update. */
  laborcost: kwdAmount,
  /** Standard amount (KWD): labour and usual parts. */
  stdamount: kwdAmount,
});
export type CreateSubRepairBody = z.infer<typeof createSubRepairBody>;

export const updateSubRepairBody = createSubRepairBody.extend({ version });
export type UpdateSubRepairBody = z.infer<typeof updateSubRepairBody>;

export const subRepairKeyQuery = z.object({
  wrkshpid: workshopId,
  mainrepid: mainRepairId,
  subrepid: subRepairId,
});
export type SubRepairKey = z.infer<typeof subRepairKeyQuery>;
export const deleteSubRepairQuery = subRepairKeyQuery.extend({ version: optionalVersion });

export const subRepairListQuery = z.object({
  wrkshpid: blankOptional(z.string().trim().toUpperCase().max(inputLimits.code)),
  mainrepid: blankOptional(z.string().trim().toUpperCase().max(inputLimits.code)),
});

const optionalUpper = blankOptional(z.string().trim().toUpperCase().max(inputLimits.code));
const optionalAmount = blankOptional(
  z.coerce.number({ error: messages.repairAmountInvalid }).min(0, messages.repairAmountInvalid),
);

const pageParam = z.coerce
  .number({ error: messages.invalidParameters })
  .int(messages.invalidParameters)
  .min(1, messages.invalidParameters);

/** `SubRepair/getSubRepairFiltered` (spec 001 section 7): every filter optional, page 1 of 50 by default. */
export const subRepairFilteredQuery = z
  .object({
    searchTerm: blankOptional(z.string().trim().max(100)),
    workshopId: optionalUpper,
    mainRepairId: optionalUpper,
    subRepairId: optionalUpper,
    minStdAmount: optionalAmount,
    maxStdAmount: optionalAmount,
    pageSize: z.preprocess(
      blankToUndefined,
      pageParam.max(subRepairPageSizeMax, messages.invalidParameters).default(subRepairPageSize),
    ),
    pageNumber: z.preprocess(blankToUndefined, pageParam.default(subRepairPageNumber)),
  })
  .refine(
    (query) =>
      query.minStdAmount === undefined ||
      query.maxStdAmount === undefined ||
      query.minStdAmount <= query.maxStdAmount,
    { message: messages.repairAmountRange, path: ['maxStdAmount'] },
  );
export type SubRepairFilteredQuery = z.infer<typeof subRepairFilteredQuery>;

export type StoredSubRepair = SubRepair & {
  cretuser?: string;
  cretdate?: string;
  moduser?: string;
  moddate?: string;
};

/** A sub repair row: with its workshop's and main repair's names. */
export type SubRepairRow = StoredSubRepair & {
  wrkshpnam: string;
  wrkshpnamar: string;
  mainrepnam: string;
  mainrepnamar: string;
};

export interface SubRepairPage {
  items: SubRepairRow[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

// ---- Labour charge update --------------------------------------------------------------------------

/** A labour charge update as the list shows it (the history putLabourcost writes). */
export interface LabourChargeRow extends RepairLineNames {
  docnumbr: string;
  laborhors: number;
  /** The labour cost before the change. */
  laborcost: number;
  newlaborcost: number;
  cretuser: string;
  username: string;
  /** When the change was made (ISO). */
  changedAt: string;
}

export const labourChargeListQuery = z.object({
  fromdate: blankOptional(isoDay),
  todate: blankOptional(isoDay),
  wrkshpid: optionalUpper,
  subrepid: optionalUpper,
  cursor: blankOptional(z.string().max(2048)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: messages.invalidParameters }).int().min(1).max(100).default(50),
  ),
});
export type LabourChargeListQuery = z.infer<typeof labourChargeListQuery>;

export interface LabourChargePage {
  items: LabourChargeRow[];
  cursor?: string;
}

export const labourChargeByIdQuery = z.object({
  docnumbr: required(messages.invalidParameters, inputLimits.code),
});

// ---- Employees ---------------------------------------------------------------------------------------

const employeeFields = {
  emplcode: upperCode(messages.employeeCodeInvalid, 20, messages.employeeCodeInvalid, codePattern),
  emplname: required(messages.employeeNameRequired, 100),
  emplnamar: z.string().trim().max(100).default(''),
  jobtitle: z.string().trim().max(60).default(''),
  jobtitlear: z.string().trim().max(60).default(''),
  garageid: z.string().trim().max(20).default(''),
  mobile: z
    .string({ error: messages.employeeMobileInvalid })
    .trim()
    .regex(/^\d{8}$/, messages.employeeMobileInvalid),
  status: activeStatus.default('active'),
};

export const createEmployeeBody = z.object(employeeFields);
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;
export const updateEmployeeBody = createEmployeeBody.extend({ version });
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;
export const employeeKeyQuery = z.object({ emplcode: employeeFields.emplcode });
export const deleteEmployeeQuery = employeeKeyQuery.extend({ version: optionalVersion });

export type StoredEmployee = Employee & {
  version: number;
  cretuser?: string;
  cretdate?: string;
  moduser?: string;
  moddate?: string;
  syncedAt?: string;
};

/** The employee fields a sync compares and writes. */
export const employeeSyncFields = [
  'emplname',
  'emplnamar',
  'jobtitle',
  'jobtitlear',
  'garageid',
  'mobile',
  'status',
] as const satisfies readonly (keyof Employee)[];

/** One record of the employee sync source (the same fields as the form). */
export const employeeSyncRecord = createEmployeeBody;

/** The item fields a sync compares and writes. */
export const itemSyncFields = [
  'sparenam',
  'sparenamar',
  'sparepric',
  'spareuom',
  'sparecat',
  'vehmakid',
] as const satisfies readonly (keyof SparePart)[];

/** One record of the item sync source. */
export const itemSyncRecord = z.object({
  sparepart: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_./-]+$/)
    .transform((value) => value.toUpperCase()),
  sparenam: z.string().trim().min(1).max(200),
  sparenamar: z.string().trim().max(200).default(''),
  sparepric: z.coerce.number().refine(repairAmountAllowed),
  spareuom: z.string().trim().min(1).max(20),
  sparecat: z.string().trim().max(40).default(''),
  vehmakid: z.string().trim().max(20).default('INMS'),
});

export const syncSources = ['employees', 'items'] as const;
export type SyncSource = (typeof syncSources)[number];

/** The result of a sync run, kept as the last run of its source. */
export interface SyncResult {
  source: SyncSource;
  /** Where the records came from (the S3 object key). */
  location: string;
  created: number;
  updated: number;
  unchanged: number;
  total: number;
  startedAt: string;
  finishedAt: string;
  runBy: string;
}

export const syncStatusQuery = z.object({ source: z.enum(syncSources) });
