/**
 * Data access of the repair master data, employees, labour charge history and sync runs. Records are
 * the lookups' master records (functions/engines/masters/keys.ts): main repairs `<project>#M#MAINREPAIR` /
 * `<wrkshpid>#<mainrepid>`, sub repairs `<project>#M#SUBREPAIR` / `<wrkshpid>#<mainrepid>#<subrepid>`,
 * employees `<project>#M#EMPLOYEE` / `<emplcode>`, items `<project>#M#SPAREPART` / `<sparepart>`.
 * Master data is deleted, not kept (as the accessories and tender prices). Seeded records may carry
 * no version: they read as version 1, and a write at version 1 accepts a record without one.
 */
import type { Employee, MainRepair, SparePart, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import type {
  LabourChargePage,
  LabourChargeRow,
  StoredEmployee,
  StoredMainRepair,
  StoredSubRepair,
  SyncResult,
  SyncSource,
} from '@fleet/shared/masters/master-repair';
import {
  getItem,
  getItems,
  queryAll,
  queryPage,
  transactPut,
  transactWrite,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import type { Row } from '#lib/db';
import { key } from '#lib/table';
import { getMaster, listMaster } from '../../engines/masters/data.ts';
import { childSk, masterKeys, masterPk, masterTypes } from '../../engines/masters/keys.ts';
import { masterRecordPut, versionedRecord } from '../../engines/masters/records.ts';
import { fieldsOf } from '#lib/attributes';

// ---- Workshops and main repairs ------------------------------------------------------------------

export const listWorkshops = (project: string) => listMaster<Workshop>(project, masterTypes.workshop);

export const readWorkshop = (project: string, wrkshpid: string) =>
  getMaster<Workshop>(project, masterTypes.workshop, wrkshpid);

/** Main repairs of a workshop (a `begins_with` Query) or of every workshop. */
export async function listMainRepairRecords(project: string, wrkshpid?: string): Promise<StoredMainRepair[]> {
  const rows = await listMaster<Row>(project, masterTypes.mainRepair, ...(wrkshpid ? [wrkshpid] : []));
  return rows.map((row) => versionedRecord<MainRepair>(row));
}

// ---- Sub repairs -----------------------------------------------------------------------------------

/**
 * Sub repairs under a workshop (and main repair): one Query on the sub repair partition, narrowed by
 * the key prefix as far as the filter allows.
 */
export async function listSubRepairRecords(
  project: string,
  filter: { wrkshpid?: string | undefined; mainrepid?: string | undefined },
): Promise<StoredSubRepair[]> {
  const parents = filter.wrkshpid ? [filter.wrkshpid, ...(filter.mainrepid ? [filter.mainrepid] : [])] : [];
  const rows = await listMaster<Row>(project, masterTypes.subRepair, ...parents);
  return rows.map((row) => versionedRecord<SubRepair>(row));
}

/** How many sub repairs a main repair has (a `begins_with` Query of keys only, stops at `limit`). */
export async function countSubRepairs(project: string, wrkshpid: string, mainrepid: string): Promise<number> {
  const items = await queryAll<Row>({
    pk: masterPk(project, masterTypes.subRepair),
    beginsWith: `${childSk(wrkshpid, mainrepid)}#`,
  });
  return items.length;
}

// ---- Labour charge history -------------------------------------------------------------------------

const labourRow = (item: Row) =>
  withoutKeys(item) as unknown as Omit<LabourChargeRow, 'wrkshpnam' | 'mainrepnam'>;

/** One page of labour charge updates, newest first, in the date range (gsi1 Query). */
export async function listLabourCharges(
  project: string,
  query: {
    fromdate?: string | undefined;
    todate?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ items: Omit<LabourChargeRow, 'wrkshpnam' | 'mainrepnam'>[]; cursor?: string }> {
  const page = await queryPage<Row>({
    index: 'gsi1',
    pk: masterKeys.labourChargeByDate(project),
    between: [query.fromdate ?? '0000-00-00', `${query.todate ?? '9999-12-31'}~`],
    ascending: false,
    ...fieldsOf(query, 'limit cursor'),
  });
  return { items: page.items.map(labourRow), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

export async function readLabourCharge(project: string, docnumbr: string) {
  const { pk, sk } = masterKeys.labourCharge(project, docnumbr);
  const item = await getItem<Row>(pk, sk);
  return item ? labourRow(item) : undefined;
}

export type { LabourChargePage };

// ---- Employees -------------------------------------------------------------------------------------

export async function listEmployeeRecords(project: string): Promise<StoredEmployee[]> {
  return (await listMaster<Row>(project, masterTypes.employee)).map((row) => versionedRecord<Employee>(row));
}

export const employeePut = (project: string, record: StoredEmployee, expected?: number) =>
  masterRecordPut(
    masterKeys.record(project, masterTypes.employee, record.emplcode),
    'employee',
    record,
    expected,
  );

// ---- Items (item sync) -----------------------------------------------------------------------------

export async function listItemRecords(project: string): Promise<(SparePart & { version: number })[]> {
  return (await listMaster<Row>(project, masterTypes.sparePart)).map((row) =>
    versionedRecord<SparePart>(row),
  );
}

export const itemPut = (project: string, record: SparePart & Row, expected?: number) =>
  masterRecordPut(
    masterKeys.record(project, masterTypes.sparePart, record.sparepart),
    'sparePart',
    record,
    expected,
  );

// ---- Sync runs ----------------------------------------------------------------------------------------

const syncKeys = (project: string, source: SyncSource) => ({ pk: key.project(project, 'SYNC'), sk: source });

export async function readLastSync(project: string, source: SyncSource): Promise<SyncResult | undefined> {
  const { pk, sk } = syncKeys(project, source);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as SyncResult) : undefined;
}

export const syncResultPut = (project: string, result: SyncResult): TransactItem =>
  transactPut({ ...syncKeys(project, result.source), entity: 'syncRun', ...result });

/** Writes in transactions of up to 100 items (each item conditional on its own version). */
export async function writeInChunks(items: TransactItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += 100)
    await transactWrite(items.slice(start, start + 100));
}

/** Names of workshops and main repairs for list rows, in one batch read per kind. */
export async function readRepairNames(project: string, rows: { wrkshpid: string; mainrepid: string }[]) {
  const workshopIds = [...new Set(rows.map((row) => row.wrkshpid))];
  const mainIds = [...new Set(rows.map((row) => childSk(row.wrkshpid, row.mainrepid)))];
  const keys = [
    ...workshopIds.map((id) => masterKeys.record(project, masterTypes.workshop, id)),
    ...mainIds.map((sk) => ({ pk: masterPk(project, masterTypes.mainRepair), sk })),
  ];
  const found = keys.length ? await getItems<Row>(keys) : [];
  const workshops = new Map<string, Row>();
  const mains = new Map<string, Row>();
  for (const item of found) {
    if (item['pk'] === masterPk(project, masterTypes.workshop)) workshops.set(String(item['sk']), item);
    else mains.set(String(item['sk']), item);
  }
  return { workshops, mains };
}
