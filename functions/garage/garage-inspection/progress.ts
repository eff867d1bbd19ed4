/**
 * Per-workshop state of a job order's garage inspection and repair job, read by the garage technician
 * assignment's workshop progress (`AssignTechg/getWorkshopProgress`, `getWorkshopDetails`).
 */
import { workshopState } from '@fleet/shared/garage/garage-inspection';
import { garageInspections } from '../../engines/document-stores.ts';

export async function workshopRepairState(
  project: string,
  jobordno: string,
): Promise<
  Map<
    string /*wrkshpid*/,
    { status: 'inspecting' | 'waiting' | 'inrepair' | 'finished'; startedAt?: string; finishedAt?: string }
  >
> {
  const docnumbr = await garageInspections.lastOfJobOrder(project, jobordno);
  const inspection = docnumbr ? await garageInspections.get(project, docnumbr) : undefined;
  const states = new Map<string, ReturnType<typeof workshopState>>();
  if (!inspection) return states;
  const workshops = [...new Set(inspection.lines.map((line) => line.wrkshpid))];
  for (const wrkshpid of workshops)
    states.set(
      wrkshpid,
      workshopState(
        inspection.lines.filter((line) => line.wrkshpid === wrkshpid),
        inspection.master.inspstatus,
      ),
    );
  return states;
}
