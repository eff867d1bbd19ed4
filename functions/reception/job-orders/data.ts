/**
 * Data access of the job-orders module: one named function per access pattern. Job order headers,
 * history and status index rows are the engine's (functions/engines/status/); this module reads them and
 * keeps its reception inspections in the job order's partition:
 * - pk `<project>#JO#<jobordno>`, sk `INSPECTION#<docnumbr>`;
 * - gsi1 `<project>#INSPECTION` / `<inspdate>#<docnumbr>`: the inspection list by date;
 * - gsi2 `<project>#INSPECTION#<docnumbr>` / `INSPECTION`: one inspection by number.
 * A deleted inspection keeps its item, with `deldate` set and its index keys removed.
 */
import type { Inspection } from '@fleet/shared/reception/kptc-job-orders';
import {
  queryAll,
  queryPage,
  softDeleteItem,
  versionedPut,
  transactWrite,
  withoutKeys,
  type StoredItem,
  type TransactItem,
} from '#lib/db';
import type { Row } from '#lib/db';
import { key } from '#lib/table';
import { engineKeys } from '../../engines/status/engine.ts';
import { jobOrderKeys, jobOrderPk } from '../../engines/status/headers.ts';
import { getMaster, getVehicleDetails } from '../../engines/masters/data.ts';
import { masterTypes } from '../../engines/masters/keys.ts';

const strip = (item: Row) => withoutKeys(item) as Row;

export const inspectionPrefix = 'INSPECTION#';
export const imageUploadPrefix = 'IMGUPLOAD#';

export const inspectionKeys = {
  item: (project: string, jobordno: string, docnumbr: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `${inspectionPrefix}${docnumbr}`,
  }),
  byDate: (project: string) => key.project(project, 'INSPECTION'),
  byNumber: (project: string, docnumbr: string) => key.project(project, 'INSPECTION', docnumbr),
};

/** A project's job order headers by date (gsi1 `<project>#JO`). */
export const jobOrdersByDate = (project: string) => jobOrderKeys.byDate(project);

// ---- Job order reads ------------------------------------------------------------------------------

/** A vehicle's job orders, newest first (gsi2 `<project>#VEH#<vehicleno>`, sk `JO#<date>#<no>`). */
export async function jobOrdersOfVehicle(project: string, vehicleno: string): Promise<Row[]> {
  const items = await queryAll<Row>({
    pk: engineKeys.byVehicle(project, vehicleno),
    index: 'gsi2',
    beginsWith: 'JO#',
    ascending: false,
  });
  return items.map(strip);
}

/** Whether a live maintenance invoice is linked to the job order (gsi2 `CARINV#` under its number). */
export async function hasLinkedInvoice(project: string, jobordno: string): Promise<boolean> {
  const page = await queryPage<Row>({
    pk: jobOrderPk(project, jobordno),
    index: 'gsi2',
    beginsWith: 'CARINV#',
    limit: 1,
  });
  return page.items.length > 0;
}

/** Document numbers of the job order's image uploads (sk `IMGUPLOAD#<docnumbr>` in its partition). */
export async function imageUploadDocnumbers(project: string, jobordno: string): Promise<string[]> {
  const items = await queryAll<Row>({ pk: jobOrderPk(project, jobordno), beginsWith: imageUploadPrefix });
  return items
    .filter((item) => !item['deldate'])
    .map((item) => String(item['docnumbr'] ?? String(item['sk']).slice(imageUploadPrefix.length)));
}

// ---- Master data a create resolves ----------------------------------------------------------------

export const findVehicle = getVehicleDetails;

export async function findGarage(project: string, garage: string) {
  return getMaster<{ garageid: string; garagnam: string; garagnamar?: string }>(
    project,
    masterTypes.garage,
    garage,
  );
}

export async function findCompanyName(project: string, compcode: string): Promise<string> {
  if (!compcode) return '';
  const company = await getMaster<{ companynm?: string }>(project, masterTypes.company, compcode);
  return company?.companynm ?? '';
}

// ---- Inspections ----------------------------------------------------------------------------------

/** Storage form of an inspection. */
export function inspectionItem(project: string, inspection: Inspection): StoredItem {
  return {
    ...inspectionKeys.item(project, inspection.jobordno, inspection.docnumbr),
    gsi1pk: inspectionKeys.byDate(project),
    gsi1sk: `${inspection.inspdate}#${inspection.docnumbr}`,
    gsi2pk: inspectionKeys.byNumber(project, inspection.docnumbr),
    gsi2sk: 'INSPECTION',
    entity: 'inspection',
    ...inspection,
  };
}

/** Put of a new inspection (fails if the number exists). */
export const newInspectionPut = (project: string, inspection: Inspection): TransactItem =>
  versionedPut(inspectionItem(project, inspection), undefined);

/** Put replacing a live inspection at `expectedVersion` (else 409). */
export const replaceInspectionPut = (
  project: string,
  inspection: Inspection,
  expectedVersion: number,
): TransactItem =>
  versionedPut(inspectionItem(project, inspection), expectedVersion, {
    replace: 'attribute_not_exists(deldate)',
  });

/** One live inspection by number (gsi2), or undefined. */
export async function findInspection(project: string, docnumbr: string): Promise<Inspection | undefined> {
  const items = await queryAll<Row>({ pk: inspectionKeys.byNumber(project, docnumbr), index: 'gsi2' });
  const item = items.find((candidate) => !candidate['deldate']);
  return item ? (strip(item) as unknown as Inspection) : undefined;
}

/** The live inspections of a job order, oldest first. */
export async function inspectionsOf(project: string, jobordno: string): Promise<Inspection[]> {
  const items = await queryAll<Row>({ pk: jobOrderPk(project, jobordno), beginsWith: inspectionPrefix });
  return items.filter((item) => !item['deldate']).map((item) => strip(item) as unknown as Inspection);
}

/** Soft delete: who and when, out of the list and the by-number index (409 if changed meanwhile). */
export async function markInspectionDeleted(
  project: string,
  inspection: Inspection,
  deletion: { deluser: string; deldate: string },
): Promise<void> {
  await transactWrite([
    softDeleteItem(
      inspectionKeys.item(project, inspection.jobordno, inspection.docnumbr),
      inspection.version,
      deletion,
    ),
  ]);
}
