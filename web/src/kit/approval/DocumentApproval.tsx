/**
 * The approval part of a document decided as a whole at one level (supplier invoices, purchase orders,
 * cost sheets, 3-in-1 invoices, petty cash): on the approver's screen the panel (Approve and Reject in
 * the form's header, the level's approval deleted after the delete confirmation, the approvals so
 * far), read again from its new version after each; elsewhere the approvals so far.
 */
import type { ApprovalDecisionBody, ApprovalLevel, ApprovalRecord } from '@fleet/shared/engines/approvals';
import {
  ApprovalHistory,
  ApprovalPanel,
  type ApprovalPanelProps,
  type ApprovalWithdrawal,
} from './ApprovalPanel.tsx';

export interface DocumentApprovalProps {
  /** The stored document. */
  document: { master: ApprovalPanelProps<never>['master']; approvals: readonly ApprovalRecord[] };
  /** The approver's screen (default); false: the approvals so far only. */
  approving?: boolean;
  level: ApprovalLevel;
  notWaitingText: string;
  decide: (body: ApprovalDecisionBody) => Promise<unknown>;
  /** After a decision or its deletion (the document is read again). */
  onDecided: () => void;
  withdraw: ApprovalWithdrawal;
}

export function DocumentApproval({ document, approving = true, ...panel }: DocumentApprovalProps) {
  const { master, approvals } = document;
  return approving ? (
    // A new version (after a decision or its deletion) starts the panel again.
    <ApprovalPanel
      key={`${master.version}`}
      master={master}
      lines={[]}
      approvals={approvals}
      byLine={false}
      {...panel}
    />
  ) : (
    <ApprovalHistory approvals={approvals} />
  );
}
