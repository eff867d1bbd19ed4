/**
 * What the item request, the garage request and the purchase request with a job order share: each moves
 * its job order on to its own status when saved, so deleting one moves the job order back to the status
 * before it (`prevstatus`), but only while the job order still stands at the request's status; a job
 * order gone further stays where it is. A request of no job order (a purchase for a store) just goes.
 */
import { deletionBy } from '#lib/documents';
import type { TransactItem } from '#lib/db';
import type { Caller } from '#lib/registry';
import { readJobOrderCore, writeJobOrder, type StatusMove } from './engine.ts';

export interface JobOrderRequest {
  docnumbr: string;
  /** '' for a request of no job order. */
  jobordno: string;
  prevstatus?: number;
}

/** The one write of a deletion: through the job order's engine unless the module commits its own way. */
export type RequestDeletionCommit = (change: {
  jobordno: string;
  moves: StatusMove[];
  items: TransactItem[];
}) => Promise<unknown>;

/**
 * Deletes a request in one write with its job order's move back. `deleteItems` gets the soft delete's
 * stamp; `label` names the request in the history's remarks; without a `fallback` a request that kept no
 * `prevstatus` leaves the job order where it is.
 */
export async function deleteJobOrderRequest(
  caller: Caller,
  request: JobOrderRequest,
  at: { label: string; status: number; fallback?: number },
  deleteItems: (stamp: { deluser: string; deldate: string }) => TransactItem[],
  now: Date,
  commit: RequestDeletionCommit = (change) =>
    writeJobOrder({ project: caller.project, user: caller.usercode, from: [], ...change }),
) {
  const { docnumbr, jobordno } = request;
  const header = jobordno ? await readJobOrderCore(caller.project, jobordno) : undefined;
  const back = request.prevstatus ?? at.fallback;
  await commit({
    jobordno,
    moves:
      header?.statuscde === at.status && back !== undefined
        ? [{ to: back, action: 'delete', remarks: `${at.label} ${docnumbr} deleted` }]
        : [],
    items: deleteItems(deletionBy(caller, now)),
  });
  return { docnumbr, jobordno };
}
