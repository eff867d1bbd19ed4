/**
 * What the item request and the garage request share: each moves its job order on to its own status when
 * saved, so deleting either moves the job order back to the status before it (`prevstatus`), but only
 * while the job order still stands at the request's status; a job order gone further stays where it is.
 */
import { deletionBy } from '#lib/documents';
import type { TransactItem } from '#lib/db';
import type { Caller } from '#lib/registry';
import { readJobOrderCore, writeJobOrder } from '../engines/status/engine.ts';

export interface JobOrderRequest {
  docnumbr: string;
  jobordno: string;
  prevstatus?: number;
}

/**
 * Deletes a request in one write with its job order's move back. `deleteItems` gets the soft delete's
 * stamp; `label` names the request in the history's remarks.
 */
export async function deleteJobOrderRequest(
  caller: Caller,
  request: JobOrderRequest,
  at: { label: string; status: number; fallback: number },
  deleteItems: (stamp: { deluser: string; deldate: string }) => TransactItem[],
  now: Date,
) {
  const { docnumbr, jobordno } = request;
  const header = await readJobOrderCore(caller.project, jobordno);
  await writeJobOrder({
    project: caller.project,
    user: caller.usercode,
    jobordno,
    from: [],
    moves:
      header?.statuscde === at.status
        ? [
            {
              to: request.prevstatus ?? at.fallback,
              action: 'delete',
              remarks: `${at.label} ${docnumbr} deleted`,
            },
          ]
        : [],
    items: deleteItems(deletionBy(caller, now)),
  });
  return { docnumbr, jobordno };
}
