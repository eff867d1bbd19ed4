/**
 * The repair job of a job order (issue 24): the work the approved estimation priced, not only what the
 * garage inspection found. The estimation starts from the inspection's lines and may add sub repairs
 * and labour; every sub repair and labour line no approval level rejected is a repair line, recorded on
 * the repair job completion and charged, once finished, on the 3-in-1 at the approved value.
 *
 * The repair progress lives on the inspection's lines (`UpdteRepairJob` names them by `serlnumb`):
 * an estimation line takes the inspection line of the same work (its number and progress), else a new
 * line numbered after the inspection's; the first repair save stores the lines it added, each with the
 * estimation line it does (`estserl`), so later reads match them again. Inspection lines the approved
 * estimation left out are kept as the inspection found them, out of the repair job unless work was
 * already recorded on them. Without an approved estimation (or one without labour) the repair job is
 * the inspection's lines, as before.
 */
import { repairProgress, type InspectionLine } from '@fleet/shared/garage/garage-inspection';
import { lineDecisionOf, type EstimationLine } from '@fleet/shared/garage/estimation';
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import { estimations } from '../../engines/document-stores.ts';
import { fieldsOf } from '#lib/attributes';

/** What the repair job reads of the job order's estimation. */
export interface RepairEstimation {
  lines: readonly EstimationLine[];
  approval?: ApprovalState | undefined;
}

export interface RepairJob {
  /** The repair job's lines, by `serlnumb`. */
  lines: InspectionLine[];
  /** Every line the inspection keeps: the repair job's and the ones the estimation left out. */
  stored: InspectionLine[];
}

/** The approved estimation's work: its sub repair and labour lines no level rejected. */
export function approvedWork(estimation: RepairEstimation | undefined): EstimationLine[] {
  if (estimation?.approval?.state !== 'approved') return [];
  return estimation.lines.filter(
    (line) =>
      (line.linetype === 'SUBREPAIR' || line.linetype === 'LABOUR') &&
      lineDecisionOf(estimation.approval, line.serlnumb).aprstatus !== 'R',
  );
}

/** Whether an inspection line is the work of an estimation line (same sub repair; a labour line by its text). */
const sameWork = (line: InspectionLine, work: EstimationLine) =>
  work.linetype === 'SUBREPAIR'
    ? line.wrkshpid === work.wrkshpid && line.mainrepid === work.mainrepid && line.subrepid === work.subrepid
    : line.subrepid === '' && line.subrepnam === work.workdesc;

const notStarted = { remarks: '', ...repairProgress() };

/** An estimation line as the repair line `serlnumb`, keeping the progress of the line it matched. */
function repairLine(
  work: EstimationLine,
  serlnumb: number,
  kept: InspectionLine | undefined,
): InspectionLine {
  const labour = work.linetype === 'LABOUR';
  return {
    ...notStarted,
    ...kept,
    serlnumb,
    ...fieldsOf(work, 'wrkshpid mainrepid subrepid'),
    wrkshpnam: work.wrkshpnam || kept?.wrkshpnam || '',
    wrkshpnamar: work.wrkshpnamar || kept?.wrkshpnamar || '',
    mainrepnam: work.mainrepnam || kept?.mainrepnam || '',
    mainrepnamar: work.mainrepnamar || kept?.mainrepnamar || '',
    subrepnam: labour ? work.workdesc : work.subrepnam || kept?.subrepnam || '',
    // A labour line's text is typed in one language: the same text in both.
    subrepnamar: labour ? '' : work.subrepnamar || kept?.subrepnamar || '',
    laborhors: labour ? work.qty : work.laborhors,
    // The value the approvers approved is what the finished line charges.
    laborcost: work.value,
    remarks: kept?.remarks || work.remarks,
    estserl: work.serlnumb,
  };
}

/** The repair job of an inspection's lines and the job order's estimation (pure). */
export function repairJobLines(
  inspection: readonly InspectionLine[],
  estimation: RepairEstimation | undefined,
): RepairJob {
  const work = approvedWork(estimation);
  if (work.length === 0) return { lines: [...inspection], stored: [...inspection] };
  const matched = new Map<EstimationLine, InspectionLine>();
  const used = new Set<InspectionLine>();
  const match = (accept: (line: InspectionLine, item: EstimationLine) => boolean) => {
    for (const item of work) {
      if (matched.has(item)) continue;
      const line = inspection.find((candidate) => !used.has(candidate) && accept(candidate, item));
      if (!line) continue;
      matched.set(item, line);
      used.add(line);
    }
  };
  // The line stored for an estimation line first, then any line of the same work.
  match((line, item) => line.estserl === item.serlnumb && sameWork(line, item));
  match((line, item) => sameWork(line, item));
  let next = Math.max(0, ...inspection.map((line) => line.serlnumb));
  const repair = work.map((item) => {
    const kept = matched.get(item);
    return repairLine(item, kept?.serlnumb ?? ++next, kept);
  });
  const left = inspection.filter((line) => !used.has(line));
  const bySerial = (a: InspectionLine, b: InspectionLine) => a.serlnumb - b.serlnumb;
  return {
    // Work already recorded on a line stays in the repair job.
    lines: [...repair, ...left.filter((line) => line.repstatus !== '')].sort(bySerial),
    stored: [...repair, ...left].sort(bySerial),
  };
}

/** The job order's live estimation (approved or not: `repairJobLines` keeps to the approved one). */
export async function repairEstimationOf(
  project: string,
  jobordno: string,
): Promise<RepairEstimation | undefined> {
  const docnumbr = await estimations.lastOfJobOrder(project, jobordno);
  const stored = docnumbr ? await estimations.get(project, docnumbr) : undefined;
  return stored ? { lines: stored.lines, approval: stored.master.approval } : undefined;
}

/** The repair job of a stored inspection, from the job order's approved estimation. */
export async function readRepairJob(
  project: string,
  inspection: { master: { jobordno: string }; lines: readonly InspectionLine[] },
): Promise<RepairJob> {
  return repairJobLines(inspection.lines, await repairEstimationOf(project, inspection.master.jobordno));
}
