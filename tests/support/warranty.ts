/**
 * What a warranty claim looks back at, written straight to the local runtime's table: a delivered
 * earlier job order of a fresh MOI plate with its completed garage inspection (the repair lines, each
 * finished on its day) and the Mechanical workshop's technician E1007 (Garage Mechanic).
 */
import type { InspectionLine, InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import { putItem, transactWrite } from '@fleet/functions/lib/db';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { garageInspections, garageTechnicianKeys } from '@fleet/functions/engines/document-stores';
import { deliverTestJobOrder, writeTestJobOrder } from './job-orders.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The Kuwait day `days` days ago. */
export const daysAgo = (days: number) => kuwaitClock(new Date(Date.now() - days * dayMs)).date;

/** The moment `days` days ago. */
export const momentDaysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();

/**
 * The earlier job order `jobordno` (KPTC, opened `openedDaysAgo` days ago with `set` on its header) of
 * a fresh plate, inspected the day after as `docnumbr` with `lines`, its technician E1007, delivered.
 */
export async function deliveredRepairs(
  ids: { jobordno: string; docnumbr: string },
  openedDaysAgo: number,
  lines: InspectionLine[],
  set?: Record<string, unknown>,
) {
  const { jobordno } = ids;
  const { vehicle } = await writeTestJobOrder(jobordno, 'KPTC', [1201], {
    user: 'admin',
    header: { joborddat: daysAgo(openedDaysAgo) },
    set,
  });
  const master: InspectionMaster = {
    docnumbr: ids.docnumbr,
    inspdate: daysAgo(openedDaysAgo - 1),
    insptime: '08:00:00',
    jobordno,
    joborddat: daysAgo(openedDaysAgo),
    vehicleno: vehicle.vehicleno,
    vehmaknam: 'Chevrolet',
    garage: 'G01',
    garagnam: 'Shuwaikh Main Garage',
    moijobord: '',
    inspby: 'gar',
    inspstatus: 'completed',
    remarks: '',
    totalhours: lines.reduce((sum, line) => sum + line.laborhors, 0),
    totalcost: lines.reduce((sum, line) => sum + line.laborcost, 0),
    prevstatus: 1209,
    cretuser: 'admin',
    moduser: 'admin',
    version: 1,
  };
  await transactWrite(garageInspections.saveItems('MOI', { master, lines }, undefined));
  await putItem({
    ...garageTechnicianKeys.document('MOI', jobordno),
    entity: 'garageTechnicianAssignment',
    docnumbr: jobordno,
    jobordno,
    details: [
      {
        serlnumb: 1,
        wrkshpid: 'WS01',
        wrkshpnam: 'Mechanical',
        empcdetech: 'E1007',
        emplname: 'Garage Mechanic',
      },
    ],
    version: 1,
  });
  await deliverTestJobOrder(jobordno);
  return { jobordno, vehicle };
}
