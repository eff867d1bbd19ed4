/**
 * The approval part of a document decided as a whole at one level (supplier invoices, purchase orders,
 * cost sheets, 3-in-1 invoices, petty cash): on the approver's screen the panel (Approve and Reject in
 * the form's header, the level's approval deleted after the delete confirmation, the approvals so
 * far), read again from its new version after each; elsewhere the approvals so far.
 */
import { useTranslation } from 'react-i18next';
import type { ApprovalDecisionBody, ApprovalLevel, ApprovalRecord } from '@fleet/shared/engines/approvals';
import { ApprovalHistory, ApprovalPanel, type ApprovalPanelProps } from './ApprovalPanel.tsx';

export interface DocumentApprovalProps {
  /** The stored document; nothing is shown before it is saved. */
  document: { master: ApprovalPanelProps<never>['master']; approvals: readonly ApprovalRecord[] } | undefined;
  /** The approver's screen (default); false: the approvals so far only. */
  approving?: boolean;
  level: ApprovalLevel;
  /**
   * The document's approval texts (`lpo:approval`): `notWaiting`, the `deleteApproval` button and the
   * `deleteSubject` of its confirmation (with `{{docnumbr}}` and the level's name as `{{level}}`).
   */
  texts: string;
  decide: (body: ApprovalDecisionBody) => Promise<unknown>;
  /** Deletes the level's approval of the document; its answer's message becomes the toast. */
  withdraw: (docnumbr: string) => Promise<unknown>;
  /** A failed deletion closes the confirmation too (default: it stays open to try again). */
  closeOnError?: boolean;
  /** After a decision or its deletion (the document is read again). */
  onDecided: () => void;
}

export function DocumentApproval({
  document,
  approving = true,
  level,
  texts,
  withdraw,
  closeOnError,
  ...panel
}: DocumentApprovalProps) {
  const { t } = useTranslation();
  if (!document) return null;
  const { master, approvals } = document;
  return approving ? (
    // A new version (after a decision or its deletion) starts the panel again.
    <ApprovalPanel
      key={`${master.version}`}
      master={master}
      lines={[]}
      approvals={approvals}
      byLine={false}
      level={level}
      notWaitingText={t(`${texts}.notWaiting`)}
      withdraw={{
        label: t(`${texts}.deleteApproval`),
        subject: t(`${texts}.deleteSubject`, {
          docnumbr: master.docnumbr,
          level: t(`kit:approval.levels.${level}`),
        }),
        run: () => withdraw(master.docnumbr),
        ...(closeOnError ? { closeOnError } : {}),
      }}
      {...panel}
    />
  ) : (
    <ApprovalHistory approvals={approvals} />
  );
}
