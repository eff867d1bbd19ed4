/**
 * "Pending for my approval": the purchase requests waiting at the levels the user decides
 * (`getPurchaseRequestPendingList?level&withjo`, one call per level held), oldest first, each with the
 * link that opens it at its level. A level the server refuses to list is left out.
 */
import { useTranslation } from 'react-i18next';
import { pendingColumns, WorkList, type Approver } from '../../../../kit/index.ts';
import { purchaseRequestApi, type PurchaseLevel } from '../api.ts';
import { levelsHeld } from '../approvalLevels.ts';
import { requestApprovalUrl, type PurchaseRequestKind } from '../kinds.ts';

export function ApprovalWorkList({ kind, approver }: { kind: PurchaseRequestKind; approver: Approver }) {
  const { t } = useTranslation();
  const levels = levelsHeld(kind.docType, approver);
  if (levels.length === 0) return null;
  return (
    <WorkList
      testId={`purchase-request-pending-${kind.key}`}
      wrapLines
      query={`purchaseRequest:pending:${kind.key}:${levels.join(',')}`}
      fetch={async (signal) => {
        const answers = await Promise.allSettled(
          levels.map((level) => purchaseRequestApi.pending(level, kind.withjo, signal)),
        );
        return answers
          .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
          .sort((a, b) => a.since.localeCompare(b.since));
      }}
      texts="purchaseRequest:workList"
      trackBy={(row) => `${row.docnumbr}#${row.level}`}
      columns={pendingColumns(t, 'purchaseRequest', {
        docnumbr: 'purreqno',
        link: (row) => requestApprovalUrl(kind, row.docnumbr, row.level as PurchaseLevel),
        levels: true,
        job: kind.withjo,
      })}
    />
  );
}
