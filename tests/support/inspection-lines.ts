/** Garage inspection lines for the unit tests of what is made from an inspection (repair job, estimation). */
import { repairProgress, type InspectionLine } from '@fleet/shared/garage/garage-inspection';

/** The brake repairs (Mechanical workshop, 1 h each) the estimation form tests start from. */
export const brakeRepair = {
  wrkshpnam: 'Mechanical Workshop',
  mainrepid: 'MR0102',
  mainrepnam: 'Brakes',
  laborhors: 1,
};

/**
 * Inspection line `serlnumb` of sub repair `subrepid` ("Sub <id>") of the Mechanical workshop's engine,
 * 2 h at 10.000 KWD, no repair progress yet; `change` sets any field.
 */
export const testInspectionLine = (
  serlnumb: number,
  subrepid: string,
  change: Partial<InspectionLine> = {},
): InspectionLine => ({
  serlnumb,
  wrkshpid: 'WS01',
  wrkshpnam: 'Mechanical',
  mainrepid: 'MR0101',
  mainrepnam: 'Engine',
  subrepid,
  subrepnam: `Sub ${subrepid}`,
  laborhors: 2,
  laborcost: 10,
  remarks: '',
  ...repairProgress(),
  ...change,
});
