/**
 * What the verification sources of approved documents share: the decisions of the current round in
 * their levels' order, as the page shows them and as the hash covers them beside the state and round,
 * and the source itself: the view with those decisions and the document's state, the content with the
 * number, date and the approval part. The hash of a printed copy must not change, so each kind of chain
 * keeps the decision fields it always covered.
 */
import {
  chainOf,
  type ApprovalLevel,
  type ApprovalState,
  type LevelDecision,
} from '@fleet/shared/engines/approvals';
import {
  verificationStatus,
  type VerificationApproval,
  type VerificationView,
} from '@fleet/shared/platform/verification';
import type { VerificationSource } from './sources.ts';
import { fieldsOf } from '#lib/attributes';

type Decided = LevelDecision & { level: ApprovalLevel };

export interface ApprovalParts {
  approvals: VerificationApproval[];
  status: VerificationView['status'];
  content: { state: string; round: number; approvals: object[] };
}

function approvalParts(
  levels: readonly ApprovalLevel[],
  approval: ApprovalState | undefined,
  covered: (decision: Decided, shown: VerificationApproval) => object,
): ApprovalParts {
  const decisions = levels.flatMap((level) => {
    const decision = approval?.decisions[level];
    return decision ? [{ level, ...decision }] : [];
  });
  const approvals = decisions.map((decision): VerificationApproval => ({
    ...fieldsOf(decision, 'level decision user'),
    ...(decision.onBehalfOf ? { onBehalfOf: decision.onBehalfOf } : {}),
    at: decision.at,
  }));
  const state = approval?.state ?? 'draft';
  return {
    approvals,
    status: verificationStatus[state],
    content: {
      state,
      round: approval?.round ?? 0,
      approvals: decisions.map((decision, index) => covered(decision, approvals[index]!)),
    },
  };
}

/** The approval of a document with a chain of levels (estimation, procurement): amounts and remarks covered. */
export function chainApproval(doctype: string, approval: ApprovalState | undefined): ApprovalParts {
  const levels = chainOf(doctype).levels.map((level) => level.level);
  return approvalParts(levels, approval, (decision) =>
    fieldsOf(decision, 'level decision user onBehalfOf at amount remarks'),
  );
}

/** The approval of a chain of one level (the 3-in-1's MOI, the credit invoice's KPTC): remarks covered. */
export function singleLevelApproval(
  level: ApprovalLevel,
  approval: ApprovalState | undefined,
): ApprovalParts {
  return approvalParts([level], approval, (decision, shown) => ({
    ...shown,
    remarks: decision.remarks ?? '',
  }));
}

/**
 * The source of an approvable document: `view` as the page shows it with the approval's decisions and
 * state; `content` with the document's type, number and date and the approval's part.
 */
export function approvedDocument(
  view: Omit<VerificationView, 'approvals' | 'status'>,
  approval: ApprovalParts,
  content: Record<string, unknown>,
  partyMaster?: VerificationSource['partyMaster'],
): VerificationSource {
  const { doctype, docnumbr, docdate } = view;
  return {
    view: { ...view, approvals: approval.approvals, status: approval.status },
    content: { doctype, docnumbr, docdate, ...content, ...approval.content },
    ...(partyMaster?.id ? { partyMaster } : {}),
  };
}
