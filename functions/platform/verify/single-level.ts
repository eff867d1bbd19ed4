/**
 * The approval part of a verification source whose chain has one level (the 3-in-1's MOI, the credit
 * invoice's KPTC): the decision of the current round as the page shows it, and as the hash covers it
 * (with its remarks), beside the state and round.
 */
import type { ApprovalLevel, ApprovalState } from '@fleet/shared/engines/approvals';
import { verificationStatus, type VerificationApproval } from '@fleet/shared/platform/verification';

export function singleLevelApproval(level: ApprovalLevel, approval: ApprovalState | undefined) {
  const decision = approval?.decisions[level];
  const approvals: VerificationApproval[] = decision
    ? [
        {
          level,
          decision: decision.decision,
          user: decision.user,
          ...(decision.onBehalfOf ? { onBehalfOf: decision.onBehalfOf } : {}),
          at: decision.at,
        },
      ]
    : [];
  return {
    approvals,
    status: verificationStatus[approval?.state ?? 'draft'],
    content: {
      state: approval?.state ?? 'draft',
      round: approval?.round ?? 0,
      approvals: approvals.map((entry) => ({ ...entry, remarks: decision?.remarks ?? '' })),
    },
  };
}
