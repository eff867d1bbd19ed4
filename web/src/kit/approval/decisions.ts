/**
 * Line decisions on an approver's screen (every chain decided line by line: estimations, item
 * requests, and the procurement documents after them), pure: the starting decisions (the level's
 * saved draft), bulk actions, and the rejection remarks rule the server applies too.
 */
import {
  applyBulk,
  type ApprovalLevel,
  type ApprovalState,
  type BulkAction,
  type LineDecision,
} from '@fleet/shared/engines/approvals';

export type LineDecisions = Record<string, { aprstatus: LineDecision; remarks: string }>;

/** What a decision call answers: its message, and the document's approval after the decision. */
export type DecisionWritten = [
  string,
  { docnumbr: string; version: number; state: string; outcome: string; waiting: ApprovalLevel[] },
];

/** The approver's starting decisions: what the level saved as a draft, else not set. */
export function initialDecisions(
  approval: ApprovalState | undefined,
  serials: readonly number[],
  level: string,
): LineDecisions {
  const saved = approval?.lines?.[level as never] as LineDecisions | undefined;
  return Object.fromEntries(
    serials.map((serial) => [
      String(serial),
      saved?.[String(serial)] ?? { aprstatus: '' as LineDecision, remarks: '' },
    ]),
  );
}

/** A bulk action over every line (approve all, reject all with the remarks, clear all): the shared rule. */
export const bulkDecisions: (
  serials: readonly number[],
  action: BulkAction,
  remarks: string,
) => LineDecisions = applyBulk;

/** Whether a rejection (of the document or of a line) lacks its remarks ('Please add rejection remarks'). */
export function missingRejectionRemarks(
  decisions: LineDecisions,
  remarks: string,
  rejecting: boolean,
): boolean {
  if (rejecting && !remarks.trim()) return true;
  return Object.values(decisions).some(
    (line) => line.aprstatus === 'R' && !line.remarks.trim() && !remarks.trim(),
  );
}
