/**
 * The levels of an approval chain (shared/src/engines/approvals.ts) a user decides, pure (the user is
 * `useApprover`). Work lists and "Approve" row actions offer only these levels; the server checks the
 * role, or a delegation it alone knows of, when the decision arrives.
 */
import { approvalChains, type ApprovalLevel } from '@fleet/shared/engines/approvals';

export interface Approver {
  roles: readonly string[];
  superuser: boolean;
}

/** The levels of a chain the user's roles decide (every level for a superuser), in the chain's order. */
export function levelsHeld(docType: keyof typeof approvalChains, approver: Approver): ApprovalLevel[] {
  const levels: readonly { level: ApprovalLevel; role: string }[] = approvalChains[docType].levels;
  return levels
    .filter((level) => approver.superuser || approver.roles.includes(level.role))
    .map((level) => level.level);
}

/** The level a row waits at that the user may decide, if any (what a list's "Approve" opens). */
export function waitingLevelHeld(
  row: { state: string; waiting: readonly string[] },
  docType: keyof typeof approvalChains,
  approver: Approver,
): ApprovalLevel | undefined {
  if (row.state !== 'pending') return undefined;
  return levelsHeld(docType, approver).find((level) => row.waiting.includes(level));
}
