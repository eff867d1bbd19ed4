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
import type { EmpTransStatus, EmployeeTransfer, GarageTransfer } from '@fleet/shared/garage/transfers';
import { getItem, transactPut, type TransactItem, transactUpdate, transactDelete } from '#lib/db';
import { recordStore } from '#lib/documents';
import { key } from '#lib/table';
import { getMaster } from '../../engines/masters/data.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';

/** Garage transfers, in their job order's partition (`GARAGETRANS#<docnumbr>`), listed by trfdate. */
export const garageTransfers = recordStore<GarageTransfer>({
  type: 'GARAGETRANS',
  entity: 'garageTransfer',
  prefix: 'GT',
  date: (transfer) => transfer.trfdate,
  jobOrder: { entity: 'garageTransferRef' },
});

/** Employee transfers, each its own partition, listed by docdate and by stage (gsi2). */
export const empTransfers = recordStore<EmployeeTransfer>({
  type: 'EMPTRANS',
  entity: 'employeeTransfer',
  prefix: 'ET',
  date: (transfer) => transfer.docdate,
  gsi2: (project, transfer) => ({
    gsi2pk: empTransByStatus(project, transfer.trfstatus),
    gsi2sk: `${transfer.docdate}#${transfer.docnumbr}`,
  }),
});

/** gsi2 partition: a project's employee transfers at one stage. */
export const empTransByStatus = (project: string, trfstatus: EmpTransStatus) =>
  key.project(project, 'EMPTRANS', trfstatus);

/** An employee's open transfer lock: one open transfer per employee. */
const lockKey = (project: string, emplcode: string) => ({
  pk: key.project(project, 'EMPTRANS', 'EMP', emplcode),
  sk: 'LOCK',
});

// ---- Master data ----------------------------------------------------------------------------------

export interface GarageRecord {
  garageid: string;
  garagnam: string;
  garagnamar: string;
  status?: string;
}

export async function getGarage(project: string, garageid: string): Promise<GarageRecord | undefined> {
  const garage = await getMaster<GarageRecord>(project, masterTypes.garage, garageid);
  return garage && garage.status !== 'inactive' ? garage : undefined;
}

export const getVendor = (project: string, vendcode: string) =>
  getMaster<Vendor>(project, masterTypes.vendor, vendcode);

export async function getEmployee(project: string, emplcode: string): Promise<Employee | undefined> {
  const employee = await getMaster<Employee & { deldate?: string }>(project, masterTypes.employee, emplcode);
  return employee && !employee.deldate ? employee : undefined;
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
  return transactUpdate(masterKeys.record(project, masterTypes.employee, emplcode), {
    update: 'SET #garage = :to, #version = if_not_exists(#version, :zero) + :one',
    condition: 'attribute_exists(pk) AND #garage = :from',
    names: { '#garage': 'garageid', '#version': 'version' },
    values: { ':to': to, ':from': from, ':zero': 0, ':one': 1 },
  });
}

// ---- Employee transfer ----------------------------------------------------------------------------

export async function openTransferOf(project: string, emplcode: string): Promise<string | undefined> {
  const { pk, sk } = lockKey(project, emplcode);
  return (await getItem<{ docnumbr: string }>(pk, sk))?.docnumbr;
}

/** Takes the employee's open transfer lock (refused when another transfer holds it). */
export function lockPut(project: string, emplcode: string, docnumbr: string): TransactItem {
  return transactPut(
    { ...lockKey(project, emplcode), entity: 'employeeTransferLock', emplcode, docnumbr },
    'attribute_not_exists(pk) OR docnumbr = :docnumbr',
    { ':docnumbr': docnumbr },
  );
}

/** Releases the lock, conditional on it naming this transfer. */
export function lockDelete(project: string, emplcode: string, docnumbr: string): TransactItem {
  return transactDelete(lockKey(project, emplcode), 'docnumbr = :docnumbr', { ':docnumbr': docnumbr });
}
