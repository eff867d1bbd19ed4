/**
 * Data access of garage transfers and employee transfers. Keys (ARCHITECTURE.md section 4):
 * - garage transfer: pk `<project>#JO#<jobordno>`, sk `GARAGETRANS#<docnumbr>` (in its job order's
 *   partition, written with the job order's move), gsi1 `<project>#GARAGETRANS` / `<trfdate>#<docnumbr>`
 *   (the list by date), a reference `<project>#GARAGETRANS#<docnumbr>` / `REF` (job order of a number);
 * - employee transfer: pk `<project>#EMPTRANS#<docnumbr>`, sk `MASTER`, gsi1 `<project>#EMPTRANS` /
 *   `<docdate>#<docnumbr>` (getAllEmpTrans), gsi2 `<project>#EMPTRANS#<trfstatus>` /
 *   `<docdate>#<docnumbr>` (getAllEmpTransByStatus); an employee's open transfer lock
 *   `<project>#EMPTRANS#EMP#<emplcode>` / `LOCK` (one open transfer per employee).
 * Deletes are soft (`deluser`, `deldate`, list keys removed).
 */
import type { Employee, Vendor } from '@fleet/shared/platform/lookups';
import {
  empTransNumber,
  garageTransNumber,
  type EmpTransStatus,
  type EmployeeTransfer,
  type GarageTransfer,
} from '@fleet/shared/garage/transfers';
import {
  getItem,
  queryPage,
  softDeleteItem,
  tableName,
  versionedPut,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import type { Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';

type Row = Record<string, unknown>;

export const garageTransKeys = {
  document: (project: string, jobordno: string, docnumbr: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `GARAGETRANS#${docnumbr}`,
  }),
  reference: (project: string, docnumbr: string) => ({
    pk: key.project(project, 'GARAGETRANS', docnumbr),
    sk: 'REF',
  }),
  byDate: (project: string) => key.project(project, 'GARAGETRANS'),
};

export const empTransKeys = {
  document: (project: string, docnumbr: string) => ({
    pk: key.project(project, 'EMPTRANS', docnumbr),
    sk: 'MASTER',
  }),
  byDate: (project: string) => key.project(project, 'EMPTRANS'),
  byStatus: (project: string, trfstatus: EmpTransStatus) => key.project(project, 'EMPTRANS', trfstatus),
  lock: (project: string, emplcode: string) => ({
    pk: key.project(project, 'EMPTRANS', 'EMP', emplcode),
    sk: 'LOCK',
  }),
};

const live = 'attribute_not_exists(deldate)';

// ---- Master data ----------------------------------------------------------------------------------

export interface GarageRecord {
  garageid: string;
  garagnam: string;
  garagnamar: string;
  status?: string;
}

export async function getGarage(project: string, garageid: string): Promise<GarageRecord | undefined> {
  const { pk, sk } = masterKeys.record(project, masterTypes.garage, garageid);
  const item = await getItem<Row>(pk, sk);
  return item && item['status'] !== 'inactive' ? (withoutKeys(item) as unknown as GarageRecord) : undefined;
}

export async function getVendor(project: string, vendcode: string): Promise<Vendor | undefined> {
  const { pk, sk } = masterKeys.record(project, masterTypes.vendor, vendcode);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as Vendor) : undefined;
}

export async function getEmployee(project: string, emplcode: string): Promise<Employee | undefined> {
  const { pk, sk } = masterKeys.record(project, masterTypes.employee, emplcode);
  const item = await getItem<Row>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as Employee) : undefined;
}

/**
 * The employee's garage changed from `from` to `to` (closing a transfer, or undoing the close),
 * conditional on the employee still being in `from`; the record's version (if it keeps one) moves on.
 */
export function employeeGarageUpdate(
  project: string,
  emplcode: string,
  from: string,
  to: string,
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: masterKeys.record(project, masterTypes.employee, emplcode),
      UpdateExpression: 'SET #garage = :to, #version = if_not_exists(#version, :zero) + :one',
      ConditionExpression: 'attribute_exists(pk) AND #garage = :from',
      ExpressionAttributeNames: { '#garage': 'garageid', '#version': 'version' },
      ExpressionAttributeValues: { ':to': to, ':from': from, ':zero': 0, ':one': 1 },
    },
  };
}

// ---- Garage transfer ------------------------------------------------------------------------------

/** The year's garage transfer numbers, claimed in the save's own transaction (#lib/numbers). */
export const garageTransNumbering = (year: string): Numbering => ({
  counter: `GARAGETRANS#${year}`,
  name: (sequence) => garageTransNumber(year, sequence),
});

export async function getGarageTransfer(
  project: string,
  docnumbr: string,
): Promise<GarageTransfer | undefined> {
  const ref = garageTransKeys.reference(project, docnumbr);
  const owner = await getItem<{ jobordno: string }>(ref.pk, ref.sk);
  if (!owner) return undefined;
  const { pk, sk } = garageTransKeys.document(project, owner.jobordno, docnumbr);
  const item = await getItem<Row>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as GarageTransfer) : undefined;
}

/** The puts of a garage transfer (new: with its reference; changed: at its version). */
export function garageTransferPuts(
  project: string,
  transfer: GarageTransfer,
  expectedVersion?: number,
): TransactItem[] {
  const item = {
    ...garageTransKeys.document(project, transfer.jobordno, transfer.docnumbr),
    gsi1pk: garageTransKeys.byDate(project),
    gsi1sk: `${transfer.trfdate}#${transfer.docnumbr}`,
    entity: 'garageTransfer',
    ...transfer,
  };
  if (expectedVersion === undefined)
    return [
      versionedPut(item, undefined),
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...garageTransKeys.reference(project, transfer.docnumbr),
            entity: 'garageTransferRef',
            jobordno: transfer.jobordno,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
  return [versionedPut(item, expectedVersion, { replace: live })];
}

export function garageTransferDelete(
  project: string,
  transfer: GarageTransfer,
  deluser: string,
  deldate: string,
): TransactItem {
  return softDeleteItem(
    garageTransKeys.document(project, transfer.jobordno, transfer.docnumbr),
    transfer.version,
    { deluser, deldate },
  );
}

/** One page of garage transfers, newest first, within a date window. */
export async function pageGarageTransfers(
  project: string,
  range: { fromdate?: string | undefined; todate?: string | undefined },
  page: { limit: number; cursor?: string | undefined },
) {
  const result = await queryPage<Row>({
    pk: garageTransKeys.byDate(project),
    index: 'gsi1',
    between: [range.fromdate ?? '0000', `${range.todate ?? '9999'}#~`],
    ascending: false,
    limit: page.limit,
    cursor: page.cursor,
  });
  return {
    items: result.items.map((item) => withoutKeys(item) as unknown as GarageTransfer),
    cursor: result.cursor,
  };
}

// ---- Employee transfer ----------------------------------------------------------------------------

/** The year's employee transfer numbers, claimed in the save's own transaction (#lib/numbers). */
export const empTransNumbering = (year: string): Numbering => ({
  counter: `EMPTRANS#${year}`,
  name: (sequence) => empTransNumber(year, sequence),
});

export async function getEmpTransfer(
  project: string,
  docnumbr: string,
): Promise<EmployeeTransfer | undefined> {
  const { pk, sk } = empTransKeys.document(project, docnumbr);
  const item = await getItem<Row>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as EmployeeTransfer) : undefined;
}

export async function openTransferOf(project: string, emplcode: string): Promise<string | undefined> {
  const { pk, sk } = empTransKeys.lock(project, emplcode);
  return (await getItem<{ docnumbr: string }>(pk, sk))?.docnumbr;
}

/** The master put of an employee transfer (both list keys from its date and status). */
export function empTransferPut(
  project: string,
  transfer: EmployeeTransfer,
  expectedVersion?: number,
): TransactItem {
  const item = {
    ...empTransKeys.document(project, transfer.docnumbr),
    gsi1pk: empTransKeys.byDate(project),
    gsi1sk: `${transfer.docdate}#${transfer.docnumbr}`,
    gsi2pk: empTransKeys.byStatus(project, transfer.trfstatus),
    gsi2sk: `${transfer.docdate}#${transfer.docnumbr}`,
    entity: 'employeeTransfer',
    ...transfer,
  };
  return versionedPut(item, expectedVersion, { replace: live });
}

export function empTransferDelete(
  project: string,
  transfer: EmployeeTransfer,
  deluser: string,
  deldate: string,
): TransactItem {
  return softDeleteItem(empTransKeys.document(project, transfer.docnumbr), transfer.version, {
    deluser,
    deldate,
  });
}

/** Takes the employee's open transfer lock (refused when another transfer holds it). */
export function lockPut(project: string, emplcode: string, docnumbr: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...empTransKeys.lock(project, emplcode), entity: 'employeeTransferLock', emplcode, docnumbr },
      ConditionExpression: 'attribute_not_exists(pk) OR docnumbr = :docnumbr',
      ExpressionAttributeValues: { ':docnumbr': docnumbr },
    },
  };
}

/** Releases the lock, conditional on it naming this transfer. */
export function lockDelete(project: string, emplcode: string, docnumbr: string): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: empTransKeys.lock(project, emplcode),
      ConditionExpression: 'docnumbr = :docnumbr',
      ExpressionAttributeValues: { ':docnumbr': docnumbr },
    },
  };
}

export async function pageEmpTransfers(
  project: string,
  query: {
    fromdate?: string | undefined;
    todate?: string | undefined;
    trfstatus?: EmpTransStatus | undefined;
  },
  page: { limit: number; cursor?: string | undefined },
) {
  const result = await queryPage<Row>({
    pk: query.trfstatus ? empTransKeys.byStatus(project, query.trfstatus) : empTransKeys.byDate(project),
    index: query.trfstatus ? 'gsi2' : 'gsi1',
    between: [query.fromdate ?? '0000', `${query.todate ?? '9999'}#~`],
    ascending: false,
    limit: page.limit,
    cursor: page.cursor,
  });
  return {
    items: result.items.map((item) => withoutKeys(item) as unknown as EmployeeTransfer),
    cursor: result.cursor,
  };
}
