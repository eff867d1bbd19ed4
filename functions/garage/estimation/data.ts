/**
 * Data access of estimations beyond their store (functions/engines/document-stores.ts: `<project>#QUOT#<docnumbr>`
 * with `MASTER` and `LINE#<nnn>`, gsi1 by docdate, gsi2 the job order's documents; deletes are soft):
 * what an approval decision writes on the master.
 */
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import type { EstimationLine } from '@fleet/shared/garage/estimation';
import { lineDecisionOf } from '@fleet/shared/garage/estimation';
import { sumKwd } from '@fleet/shared/engines/amounts';
import { estimations, type StoredEstimation } from '../../engines/document-stores.ts';
import type { MasterWriter } from '../../engines/approvals/engine.ts';
import { fieldsOf } from '#lib/attributes';

/** The total of the lines no level rejected. */
export function approvedValue(lines: readonly EstimationLine[], approval: ApprovalState | undefined): number {
  return sumKwd(
    lines
      .filter((line) => lineDecisionOf(approval, line.serlnumb).aprstatus !== 'R')
      .map((line) => line.value),
  );
}

/**
 * The master with a new approval state and version (what the approval engine writes), changed by
 * `moduser` at `now`: a decision and its withdrawal write the same.
 */
export const estimationMasterWriter =
  (project: string, stored: StoredEstimation, moduser: string, now: Date): MasterWriter =>
  (next) => {
    const master = {
      ...stored.master,
      ...fieldsOf(next, 'approval version'),
      approvedval: approvedValue(stored.lines, next.approval),
      moduser,
      moddate: now.toISOString(),
    };
    return [estimations.masterPut(project, master, stored.master.version)];
  };
