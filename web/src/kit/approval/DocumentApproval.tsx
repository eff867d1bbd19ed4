/**
 * The approval part of a document decided as a whole at one level (supplier invoices, purchase orders,
 * cost sheets, 3-in-1 invoices, petty cash): on the approver's screen the panel (Approve and Reject in
 * the form's header, the level's approval deleted after the delete confirmation, the approvals so
 * far), read again from its new version after each; elsewhere the approvals so far.
 */
import { useTranslation } from 'react-i18next';
import type { ApprovalDecisionBody, ApprovalLevel, ApprovalRecord } from '@fleet/shared/engines/approvals';
import { ApprovalHistory, ApprovalPanel, type ApprovalPanelProps } from './ApprovalPanel.tsx';

type ApprovedDocument = { master: ApprovalPanelProps<never>['master']; approvals: readonly ApprovalRecord[] };

export interface DocumentApprovalProps {
  /**
   * The form page (`useDocumentFormPage`): its stored document (nothing is shown before it is saved),
   * read again after a decision or its deletion.
   */
  page: { stored: ApprovedDocument | undefined; document: { reload: () => void } };
  /** The approver's screen (default); false: the approvals so far only. */
  approving?: boolean;
  level: ApprovalLevel;
  /**
   * The document's approval texts (`lpo:approval`): `notWaiting`, the `deleteApproval` button and the
   * `deleteSubject` of its confirmation (with `{{docnumbr}}` and the level's name as `{{level}}`).
   */
  texts: string;
  /** The document's calls: the decision, and the deletion of the level's approval (its message the toast). */
  api: {
    decide: (body: ApprovalDecisionBody) => Promise<unknown>;
    withdraw: (docnumbr: string) => Promise<unknown>;
  };
  /** A failed deletion closes the confirmation too (default: it stays open to try again). */
  closeOnError?: boolean;
}

export function DocumentApproval({
  page,
  approving = true,
  level,
  texts,
  api,
  closeOnError,
}: DocumentApprovalProps) {
  const { t } = useTranslation();
  if (!page.stored) return null;
  const { master, approvals } = page.stored;
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
        run: () => api.withdraw(master.docnumbr),
        ...(closeOnError ? { closeOnError } : {}),
      }}
      decide={api.decide}
      onDecided={page.document.reload}
    />
  ) : (
    <ApprovalHistory approvals={approvals} />
  );
}
