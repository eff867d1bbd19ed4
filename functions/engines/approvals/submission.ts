/**
 * A document with lines saved for approval, as the purchase and invoice documents save it: the next
 * approval state planned for the caller from the document type's approval limits, and the document as
 * it is stored with that state. The save writes `saved` with `plan.items` and sends `plan.busEvents`.
 */
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import type { Caller } from '#lib/registry';
import { approvableWithLines, planSubmission, type SubmissionPlan } from './engine.ts';
import { approvalLimitsOf } from './limits.ts';

export async function submissionWithLines<
  M extends Parameters<typeof approvableWithLines>[1]['master'],
  L extends { serlnumb: number },
>(
  caller: Caller,
  docType: string,
  document: { master: M; lines: L[] },
  now: Date,
): Promise<{ plan: SubmissionPlan; saved: { master: M & { approval: ApprovalState }; lines: L[] } }> {
  const limits = await approvalLimitsOf(caller.project, docType);
  const plan = planSubmission(caller, approvableWithLines(docType, document), now, limits);
  return { plan, saved: { master: { ...document.master, approval: plan.approval }, lines: document.lines } };
}
