/**
 * Approval data a fixture writes or a PDF is drawn from, as the approvals engine keeps it
 * (shared/src/engines/approvals.ts): the first round, an approval without remarks unless told.
 */
import type { ApprovalRecord, ApprovalState, LevelDecision } from '@fleet/shared/engines/approvals';

/** A level's decision record (the approval history): round 1, approved, no remarks unless told. */
export const approvalRecord = (
  record: Pick<ApprovalRecord, 'docType' | 'docnumbr' | 'level' | 'user' | 'at' | 'amount'> &
    Partial<ApprovalRecord>,
): ApprovalRecord => ({ round: 1, decision: 'A', remarks: '', ...record });

/** A level's approval by `user` on `amount` at `at` as the document's state keeps it, no remarks. */
export const levelApproval = (
  user: string,
  at: string,
  amount: number,
  onBehalfOf?: string,
): LevelDecision => ({
  decision: 'A',
  user,
  at,
  amount,
  remarks: '',
  ...(onBehalfOf ? { onBehalfOf } : {}),
});

/** A document's approval state of round 1: no level decided nor waiting, no line decisions, unless told. */
export const approvalState = (
  state: Pick<ApprovalState, 'state' | 'amount' | 'requester' | 'submittedAt'> & Partial<ApprovalState>,
): ApprovalState => ({ round: 1, decisions: {}, waitingSince: {}, lines: {}, ...state });
