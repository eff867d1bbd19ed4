/**
 * Garage inspections for the tests that need a job order inspected before what they check: the seed's
 * sub repairs, and an inspection completed through the API as the inspector completes it.
 */
import { ok, type ApiClient } from './api.ts';
import { testJobOrderNumber, testJobOrderThrough } from './job-orders.ts';

/** Sub repairs of the seed: the engine's 8 h at 60.000 KWD, the brakes' 1 h at 7.500 KWD. */
export const seedRepairs = {
  engine: { wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010102' },
  brakes: { wrkshpid: 'WS01', mainrepid: 'MR0102', subrepid: 'SR010201' },
};

export interface SavedInspection {
  docnumbr: string;
  version: number;
  statuscde: number;
}

/**
 * A job order of `garage` (G01 unless told; `testJobOrderThrough`, numbered `JO-<tag>-…`) at 1209, its
 * technicians assigned, and its garage inspection of `lines` completed by `inspector`: 1213, or waiting
 * for the approval in a garage that asks for one.
 */
export async function inspectedTestJobOrder(
  inspector: ApiClient,
  tag: string,
  lines: object[],
  options: { garage?: string; creator?: string; remarks?: string } = {},
): Promise<{ jobordno: string; inspection: SavedInspection }> {
  const { jobordno } = await testJobOrderThrough(testJobOrderNumber(tag), options.garage ?? 'G01', [1209], {
    creator: options.creator,
  });
  const saved = await inspector.post<[string, SavedInspection]>('/api/GarageInspection/insertgarinspection', {
    jobordno,
    inspstatus: 'completed',
    remarks: options.remarks,
    lines,
  });
  return { jobordno, inspection: ok(saved)[1] };
}
