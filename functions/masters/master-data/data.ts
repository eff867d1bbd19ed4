/**
 * Data access of the vehicle-side master data: the lookups' own records (functions/engines/masters/keys.ts), so
 * every reader (lookups, vehicles, job cards, procurement) sees an edit at once. Seeded records carry no
 * version: they read as version 1, and a write at version 1 accepts a record without one.
 */
import { queryAll, queryPage, type Row } from '#lib/db';
import { masterPk, type MasterType } from '../../engines/masters/keys.ts';
import { versionedRecord } from '../../engines/masters/records.ts';
import { usageKeys } from '../../engines/masters/master-data-usage.ts';

/** Every record of a master type (one bounded partition), or those under a parent id. */
export async function listRecords<T>(project: string, type: MasterType, parent?: string) {
  const items = await queryAll<Row>({
    pk: masterPk(project, type),
    ...(parent ? { beginsWith: `${parent}#` } : {}),
  });
  return items.map((item) => versionedRecord<T>(item));
}

/** The first vehicle of a make (or of one model of it), or undefined: one Query of gsi1. */
export async function firstVehicleOfMake(project: string, vehmakid: string, vehmodid?: string) {
  const page = await queryPage<Row>({
    index: 'gsi1',
    pk: usageKeys.make(project, vehmakid),
    ...(vehmodid ? { beginsWith: `${vehmodid}#` } : {}),
    limit: 1,
  });
  return page.items[0] ? String(page.items[0]['vehicleno']) : undefined;
}

/** The first vehicle of a colour, or undefined: one Query of gsi2. */
export async function firstVehicleOfColor(project: string, colorcode: string) {
  const page = await queryPage<Row>({ index: 'gsi2', pk: usageKeys.color(project, colorcode), limit: 1 });
  return page.items[0] ? String(page.items[0]['vehicleno']) : undefined;
}
