/**
 * Per-workshop state of a job order's garage inspection and repair job, read by the garage technician
 * assignment's workshop progress (`AssignTechg/getWorkshopProgress`, `getWorkshopDetails`).
 *
 * Temporary placeholder written by the garage technician module until the garage inspection module
 * (owner of this folder) provides the real reading: it reports no workshop, so every assigned workshop
 * shows as not started.
 */
export async function workshopRepairState(
  _project: string,
  _jobordno: string,
): Promise<
  Map<
    string /*wrkshpid*/,
    { status: 'inspecting' | 'waiting' | 'inrepair' | 'finished'; startedAt?: string; finishedAt?: string }
  >
> {
  return new Map();
}
