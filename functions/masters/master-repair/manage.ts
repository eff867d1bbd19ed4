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
  type DeleteEmployeeQuery,
  type DeleteMainRepairQuery,
  type DeleteSubRepairQuery,
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
  type UpdateEmployeeBody,
  type UpdateMainRepairBody,
  type UpdateSubRepairBody,
} from '@fleet/shared/masters/master-repair';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { childSk } from '../../engines/masters/keys.ts';
import {
  countSubRepairs,
  deleteEmployeeRecord,
  deleteMainRepairRecord,
  deleteSubRepairRecord,
  listEmployeeRecords,
  listLabourCharges,
  listMainRepairRecords,
  listSubRepairRecords,
  listWorkshops,
  putEmployee,
  putMainRepair,
  putSubRepair,
  readEmployee,
  readLabourCharge,
  readMainRepair,
  readRepairNames,
  readSubRepair,
  readWorkshop,
} from './data.ts';
import { findEmployeeUse, findSubRepairUse } from '../../engines/masters/repair-usage.ts';
import { stringOf } from '#lib/attributes';

/** Audit fields of a create or an update. */
const created = (caller: Caller, now: Date) => ({ cretuser: caller.usercode, cretdate: now.toISOString() });
const modified = (caller: Caller, now: Date) => ({ moduser: caller.usercode, moddate: now.toISOString() });

// ---- Main repair -----------------------------------------------------------------------------------

async function requireWorkshop(project: string, wrkshpid: string) {
  const workshop = await readWorkshop(project, wrkshpid);
  if (!workshop) throw new BadRequestError(formatMessage(messages.workshopUnknown, { wrkshpid }));
  return workshop;
}

async function requireMainRepair(project: string, wrkshpid: string, mainrepid: string) {
  const stored = found(await readMainRepair(project, wrkshpid, mainrepid));
  return stored;
}

const mainSaved = (record: StoredMainRepair) => ({
  wrkshpid: record.wrkshpid,
  mainrepid: record.mainrepid,
  version: record.version,
});

export async function createMainRepair(caller: Caller, body: CreateMainRepairBody, now: Date) {
  await requireWorkshop(caller.project, body.wrkshpid);
  const exists = formatMessage(messages.mainRepairExists, {
    wrkshpid: body.wrkshpid,
    mainrepid: body.mainrepid,
  });
  if (await readMainRepair(caller.project, body.wrkshpid, body.mainrepid)) throw new ConflictError(exists);
  const record: StoredMainRepair = { ...body, version: 1, ...created(caller, now) };
  try {
    await putMainRepair(caller.project, record);
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(exists);
    throw error;
  }
  return mainSaved(record);
}

export async function updateMainRepair(caller: Caller, body: UpdateMainRepairBody, now: Date) {
  const stored = await requireMainRepair(caller.project, body.wrkshpid, body.mainrepid);
  if (stored.version !== body.version) throw new ConflictError();
  const record: StoredMainRepair = {
    ...stored,
    ...body,
    version: body.version + 1,
    ...modified(caller, now),
  };
  await putMainRepair(caller.project, record, body.version);
  return mainSaved(record);
}

export async function deleteMainRepair(caller: Caller, query: DeleteMainRepairQuery) {
  const stored = await requireMainRepair(caller.project, query.wrkshpid, query.mainrepid);
  if (query.version !== undefined && stored.version !== query.version) throw new ConflictError();
  const count = await countSubRepairs(caller.project, query.wrkshpid, query.mainrepid);
  if (count > 0)
    throw new BadRequestError(
      formatMessage(messages.mainRepairHasSubRepairs, { mainrepid: query.mainrepid, count }),
    );
  await deleteMainRepairRecord(caller.project, query.wrkshpid, query.mainrepid, stored.version);
  return { wrkshpid: stored.wrkshpid, mainrepid: stored.mainrepid };
}

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
    requireMainRepair(caller.project, key.wrkshpid, key.mainrepid),
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

const subSaved = (record: StoredSubRepair) => ({
  wrkshpid: record.wrkshpid,
  mainrepid: record.mainrepid,
  subrepid: record.subrepid,
  version: record.version,
});

async function requireSubRepair(project: string, key: SubRepairKey) {
  const stored = found(await readSubRepair(project, key.wrkshpid, key.mainrepid, key.subrepid));
  return stored;
}

const amounts = (body: CreateSubRepairBody) => ({
  laborhors: Math.round(body.laborhors * 100) / 100,
  laborcost: roundKwd(body.laborcost),
  stdamount: roundKwd(body.stdamount),
});

export async function createSubRepair(caller: Caller, body: CreateSubRepairBody, now: Date) {
  if (!(await readMainRepair(caller.project, body.wrkshpid, body.mainrepid)))
    throw new BadRequestError(
      formatMessage(messages.mainRepairUnknown, { wrkshpid: body.wrkshpid, mainrepid: body.mainrepid }),
    );
  const exists = formatMessage(messages.subRepairExists, {
    subrepid: body.subrepid,
    mainrepid: body.mainrepid,
  });
  if (await readSubRepair(caller.project, body.wrkshpid, body.mainrepid, body.subrepid))
    throw new ConflictError(exists);
  const record: StoredSubRepair = { ...body, ...amounts(body), version: 1, ...created(caller, now) };
  try {
    await putSubRepair(caller.project, record);
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(exists);
    throw error;
  }
  return subSaved(record);
}

export async function updateSubRepair(caller: Caller, body: UpdateSubRepairBody, now: Date) {
  const stored = await requireSubRepair(caller.project, body);
  if (stored.version !== body.version) throw new ConflictError();
  const record: StoredSubRepair = {
    ...stored,
    ...body,
    ...amounts(body),
    version: body.version + 1,
    ...modified(caller, now),
  };
  await putSubRepair(caller.project, record, body.version);
  return subSaved(record);
}

export async function deleteSubRepair(caller: Caller, query: DeleteSubRepairQuery) {
  const stored = await requireSubRepair(caller.project, query);
  if (query.version !== undefined && stored.version !== query.version) throw new ConflictError();
  const use = await findSubRepairUse(caller.project, query);
  if (use)
    throw new BadRequestError(
      formatMessage(messages.subRepairInUse, {
        subrepid: query.subrepid,
        document: `${use.doctype} ${use.docnumbr}`.trim(),
      }),
    );
  await deleteSubRepairRecord(caller.project, query, stored.version);
  return { wrkshpid: stored.wrkshpid, mainrepid: stored.mainrepid, subrepid: stored.subrepid };
}

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
  const [row] = await withRepairNames(caller.project, [await requireSubRepair(caller.project, key)]);
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
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
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

async function requireEmployee(project: string, emplcode: string) {
  const stored = found(await readEmployee(project, emplcode));
  return stored;
}

const employeeSaved = (record: StoredEmployee) => ({ emplcode: record.emplcode, version: record.version });

export async function createEmployee(caller: Caller, body: CreateEmployeeBody, now: Date) {
  const exists = formatMessage(messages.employeeExists, { emplcode: body.emplcode });
  if (await readEmployee(caller.project, body.emplcode)) throw new ConflictError(exists);
  const record: StoredEmployee = { ...body, version: 1, ...created(caller, now) };
  try {
    await putEmployee(caller.project, record);
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(exists);
    throw error;
  }
  return employeeSaved(record);
}

export async function updateEmployee(caller: Caller, body: UpdateEmployeeBody, now: Date) {
  const stored = await requireEmployee(caller.project, body.emplcode);
  if (stored.version !== body.version) throw new ConflictError();
  const record: StoredEmployee = { ...stored, ...body, version: body.version + 1, ...modified(caller, now) };
  await putEmployee(caller.project, record, body.version);
  return employeeSaved(record);
}

export async function deleteEmployee(caller: Caller, query: DeleteEmployeeQuery) {
  const stored = await requireEmployee(caller.project, query.emplcode);
  if (query.version !== undefined && stored.version !== query.version) throw new ConflictError();
  const jobordno = await findEmployeeUse(caller.project, query.emplcode);
  if (jobordno !== undefined)
    throw new BadRequestError(formatMessage(messages.employeeInUse, { emplcode: query.emplcode, jobordno }));
  await deleteEmployeeRecord(caller.project, query.emplcode, stored.version);
  return { emplcode: stored.emplcode };
}

export const listEmployees = (caller: Caller) => listEmployeeRecords(caller.project);
export const employeeById = (caller: Caller, emplcode: string) => requireEmployee(caller.project, emplcode);
