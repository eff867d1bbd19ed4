/**
 * The vehicle checklist of the reception (the vehicle check master): its items, and its groups as the
 * job card and the KPTC job order forms pick them.
 */
import type { VehicleCheck } from '@fleet/shared/platform/lookups';
import type { CheckListHeader } from '@fleet/shared/reception/kptc-job-orders';
import { fieldsOf } from '#lib/attributes';
import { listMaster } from '../engines/masters/data.ts';
import { masterTypes } from '../engines/masters/keys.ts';

/** Every vehicle checklist item of the project (getVehicleCheckall). */
export const listCheckItems = (project: string) =>
  listMaster<VehicleCheck>(project, masterTypes.vehicleCheck);

/** The checklist groups in master order, each once: [{checkheader, checkheadernam, checkheadernamar}]. */
export async function checkListHeaders(project: string): Promise<CheckListHeader[]> {
  const headers = new Map<string, CheckListHeader>();
  for (const check of await listCheckItems(project))
    if (!headers.has(check.checkheader))
      headers.set(check.checkheader, fieldsOf(check, 'checkheader checkheadernam checkheadernamar'));
  return [...headers.values()];
}
