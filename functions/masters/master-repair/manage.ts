/**
 * The calls of the repair master data and employees, each as read -> rules -> one conditional write.
 * A create needs its parent (workshop, main repair) and a new key; an update and a delete act on the
 * version read (409 when stale, nothing written). A delete is refused while documents use the record
 * (usage.ts): a main repair with sub repairs, a sub repair on inspection / estimation lines or labour
 * charge updates, an employee assigned as technician.
 */
import { formatMessage, messages } from '@fleet/shared';
import {
  filterSubRepairs,
  pageOf,
  type CreateEmployeeBody,
  type CreateMainRepairBody,
  type CreateSubRepairBody,
  type LabourChargeListQuery,
  type LabourChargePage,
  type LabourChargeRow,
  type MainRepairListQuery,
  type MainRepairRow,
  type StoredEmployee,
  type StoredMainRepair,
  type StoredSubRepair,
  type SubRepairFilteredQuery,
  type SubRepairKey,
  type SubRepairPage,
  type SubRepairRow,
} from '@fleet/shared/masters/master-repair';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { childSk, masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { readRecord, recordCalls, type RecordWrite } from '../../engines/masters/records.ts';
import {
  countSubRepairs,
  listEmployeeRecords,
  listLabourCharges,
  listMainRepairRecords,
  listSubRepairRecords,
  listWorkshops,
  readLabourCharge,
  readRepairNames,
  readWorkshop,
} from './data.ts';
import { findEmployeeUse, findSubRepairUse } from '../../engines/masters/repair-usage.ts';
import { stringOf, fieldsOf } from '#lib/attributes';

/**
 * A repair master record as stored: the body (after its rules, `shaped`) over the stored record, with the
 * audit fields of a create or an update.
 */
const audited =
  <Body extends object>(shaped?: (body: Body) => Partial<Body>) =>
  (body: Body, version: number, { caller, now, stored }: RecordWrite<object>) => ({
    ...stored,
    ...body,
    ...shaped?.(body),
    version,
    ...(stored
      ? { moduser: caller.usercode, moddate: now.toISOString() }
      : { cretuser: caller.usercode, cretdate: now.toISOString() }),
  });

// ---- Main repair -----------------------------------------------------------------------------------

async function requireWorkshop(project: string, wrkshpid: string) {
  const workshop = await readWorkshop(project, wrkshpid);
  if (!workshop) throw new BadRequestError(formatMessage(messages.workshopUnknown, { wrkshpid }));
  return workshop;
}

type MainRepairKey = { wrkshpid: string; mainrepid: string };
const mainRepairs = recordCalls<CreateMainRepairBody, MainRepairKey, StoredMainRepair>({
  entity: 'mainRepair',
  record: audited(),
  taken: ConflictError,
  keys: (project, key) => masterKeys.mainRepair(project, key.wrkshpid, key.mainrepid),
  keyOf: ({ wrkshpid, mainrepid }) => ({ wrkshpid, mainrepid }),
  exists: (body) => formatMessage(messages.mainRepairExists, body),
  check: (project, body) => requireWorkshop(project, body.wrkshpid),
  inUse: async (project, { wrkshpid, mainrepid }) => {
    const count = await countSubRepairs(project, wrkshpid, mainrepid);
    return count > 0 ? formatMessage(messages.mainRepairHasSubRepairs, { mainrepid, count }) : undefined;
  },
});
export const { create: createMainRepair, update: updateMainRepair, remove: deleteMainRepair } = mainRepairs;

/** Main repairs with their workshop's names and sub repair counts (two Queries and a batch read). */
export async function listMainRepairs(caller: Caller, query: MainRepairListQuery): Promise<MainRepairRow[]> {
  const [mains, subs, workshops] = await Promise.all([
    listMainRepairRecords(caller.project, query.wrkshpid),
    listSubRepairRecords(caller.project, { wrkshpid: query.wrkshpid }),
    listWorkshops(caller.project),
  ]);
  const counts = new Map<string, number>();
  for (const sub of subs) {
    const id = childSk(sub.wrkshpid, sub.mainrepid);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const byId = new Map(workshops.map((workshop) => [workshop.wrkshpid, workshop]));
  const term = query.searchTerm?.toLowerCase();
  return mains
    .filter(
      (main) =>
        !term ||
        [main.mainrepid, main.mainrepnam, main.mainrepnamar].some((v) => v.toLowerCase().includes(term)),
    )
    .map((main) => ({
      ...main,
      wrkshpnam: byId.get(main.wrkshpid)?.wrkshpnam ?? '',
      wrkshpnamar: byId.get(main.wrkshpid)?.wrkshpnamar ?? '',
      subRepairCount: counts.get(childSk(main.wrkshpid, main.mainrepid)) ?? 0,
    }));
}

export async function readMainRepairRow(caller: Caller, key: { wrkshpid: string; mainrepid: string }) {
  const [stored, workshop, count] = await Promise.all([
    mainRepairs.byId(caller, key),
    readWorkshop(caller.project, key.wrkshpid),
    countSubRepairs(caller.project, key.wrkshpid, key.mainrepid),
  ]);
  return {
    ...stored,
    wrkshpnam: workshop?.wrkshpnam ?? '',
    wrkshpnamar: workshop?.wrkshpnamar ?? '',
    subRepairCount: count,
  } satisfies MainRepairRow;
}

// ---- Sub repair ------------------------------------------------------------------------------------

const amounts = (body: CreateSubRepairBody) => ({
  laborhors: Math.round(body.laborhors * 100) / 100,
  laborcost: roundKwd(body.laborcost),
  stdamount: roundKwd(body.stdamount),
});

const subRepairs = recordCalls<CreateSubRepairBody, SubRepairKey, StoredSubRepair>({
  entity: 'subRepair',
  record: audited(amounts),
  taken: ConflictError,
  keys: (project, key) => masterKeys.subRepair(project, key.wrkshpid, key.mainrepid, key.subrepid),
  keyOf: ({ wrkshpid, mainrepid, subrepid }) => ({ wrkshpid, mainrepid, subrepid }),
  exists: (body) => formatMessage(messages.subRepairExists, body),
  check: async (project, { wrkshpid, mainrepid }) => {
    if (!(await readRecord(masterKeys.mainRepair(project, wrkshpid, mainrepid))))
      throw new BadRequestError(formatMessage(messages.mainRepairUnknown, { wrkshpid, mainrepid }));
  },
  inUse: async (project, key) => {
    const use = await findSubRepairUse(project, key);
    return use
      ? formatMessage(messages.subRepairInUse, {
          subrepid: key.subrepid,
          document: `${use.doctype} ${use.docnumbr}`.trim(),
        })
      : undefined;
  },
});
export const { create: createSubRepair, update: updateSubRepair, remove: deleteSubRepair } = subRepairs;

async function withRepairNames(project: string, rows: StoredSubRepair[]): Promise<SubRepairRow[]> {
  const { workshops, mains } = await readRepairNames(project, rows);
  return rows.map((row) => {
    const workshop = workshops.get(row.wrkshpid);
    const main = mains.get(childSk(row.wrkshpid, row.mainrepid));
    return {
      ...row,
      wrkshpnam: stringOf(workshop?.['wrkshpnam']),
      wrkshpnamar: stringOf(workshop?.['wrkshpnamar']),
      mainrepnam: stringOf(main?.['mainrepnam']),
      mainrepnamar: stringOf(main?.['mainrepnamar']),
    };
  });
}

export async function listSubRepairs(caller: Caller, query: { wrkshpid?: string; mainrepid?: string }) {
  return withRepairNames(caller.project, await listSubRepairRecords(caller.project, query));
}

export async function readSubRepairRow(caller: Caller, key: SubRepairKey): Promise<SubRepairRow> {
  const [row] = await withRepairNames(caller.project, [await subRepairs.byId(caller, key)]);
  return row!;
}

/**
 * `getSubRepairFiltered`: one Query on the sub repair partition narrowed by workshop and main repair
 * (key prefix), the other filters applied to that bounded master list, then the page. Ordered by
 * workshop, main repair and sub repair (the key order).
 */
export async function filterSubRepairPage(
  caller: Caller,
  query: SubRepairFilteredQuery,
): Promise<SubRepairPage> {
  const records = await listSubRepairRecords(caller.project, {
    wrkshpid: query.workshopId,
    mainrepid: query.workshopId ? query.mainRepairId : undefined,
  });
  const matching = filterSubRepairs(records, query);
  return {
    items: await withRepairNames(caller.project, pageOf(matching, query.pageNumber, query.pageSize)),
    totalCount: matching.length,
    ...fieldsOf(query, 'pageNumber pageSize'),
  };
}

// ---- Labour charge list ----------------------------------------------------------------------------

async function labourRows(
  project: string,
  rows: Omit<LabourChargeRow, 'wrkshpnam' | 'mainrepnam'>[],
): Promise<LabourChargeRow[]> {
  const { workshops, mains } = await readRepairNames(project, rows);
  return rows.map((row) => ({
    ...row,
    wrkshpnam: stringOf(workshops.get(row.wrkshpid)?.['wrkshpnam']),
    mainrepnam: stringOf(mains.get(childSk(row.wrkshpid, row.mainrepid))?.['mainrepnam']),
  }));
}

/**
 * Labour charge updates newest first, a page at a time (gsi1 by date); workshop and sub repair filters
 * drop rows, so the page is filled up to `limit` from the following pages.
 */
export async function labourChargeList(
  caller: Caller,
  query: LabourChargeListQuery,
): Promise<LabourChargePage> {
  const kept: Omit<LabourChargeRow, 'wrkshpnam' | 'mainrepnam'>[] = [];
  let cursor = query.cursor;
  do {
    const page = await listLabourCharges(caller.project, { ...query, cursor, limit: query.limit });
    for (const row of page.items)
      if (
        (!query.wrkshpid || row.wrkshpid === query.wrkshpid) &&
        (!query.subrepid || row.subrepid === query.subrepid)
      )
        kept.push(row);
    cursor = page.cursor;
  } while (cursor && kept.length < query.limit);
  return { items: await labourRows(caller.project, kept), ...(cursor ? { cursor } : {}) };
}

export async function labourChargeById(caller: Caller, docnumbr: string): Promise<LabourChargeRow> {
  const row = found(await readLabourCharge(caller.project, docnumbr));
  const [withNames] = await labourRows(caller.project, [row]);
  return withNames!;
}

// ---- Employees -------------------------------------------------------------------------------------

const employees = recordCalls<CreateEmployeeBody, { emplcode: string }, StoredEmployee>({
  entity: 'employee',
  record: audited(),
  taken: ConflictError,
  keys: (project, key) => masterKeys.record(project, masterTypes.employee, key.emplcode),
  keyOf: ({ emplcode }) => ({ emplcode }),
  exists: (body) => formatMessage(messages.employeeExists, body),
  inUse: async (project, { emplcode }) => {
    const jobordno = await findEmployeeUse(project, emplcode);
    return jobordno === undefined ? undefined : formatMessage(messages.employeeInUse, { emplcode, jobordno });
  },
});
export const { create: createEmployee, update: updateEmployee, remove: deleteEmployee } = employees;

export const listEmployees = (caller: Caller) => listEmployeeRecords(caller.project);
export const employeeById = (caller: Caller, emplcode: string) => employees.byId(caller, { emplcode });
