/**
 * "Pending for my approval": the purchase requests waiting at the levels the user decides
 * (`getPurchaseRequestPendingList?level&withjo`, one call per level held), oldest first, each with the
 * link that opens it at its level. A level the server refuses to list is left out.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { formatKwd } from '../../../../i18n/format.ts';
import { DocumentLines, useQuery } from '../../../../kit/index.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { purchaseRequestApi, type PurchaseLevel } from '../api.ts';
import { levelsHeld, type Approver } from '../approvalLevels.ts';
import { requestApprovalUrl, type PurchaseRequestKind } from '../kinds.ts';
import { cellColumn } from '../../../../kit/form/cellColumn.ts';

export function ApprovalWorkList({ kind, approver }: { kind: PurchaseRequestKind; approver: Approver }) {
  const { t } = useTranslation();
  const levels = levelsHeld(kind.docType, approver);
  const pending = useQuery(
    levels.length > 0 ? `purchaseRequest:pending:${kind.key}:${levels.join(',')}` : null,
    async (signal) => {
      const answers = await Promise.allSettled(
        levels.map((level) => purchaseRequestApi.pending(level, kind.withjo, signal)),
      );
      return answers
        .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
        .sort((a, b) => a.since.localeCompare(b.since));
    },
  );
  if (levels.length === 0) return null;
  const rows: PendingApproval[] = pending.data ?? [];
  return (
    <DocumentLines<PendingApproval>
      testId={`purchase-request-pending-${kind.key}`}
      wrapLines
      loading={pending.loading}
      loadingText={t('purchaseRequest:workList.loading')}
      title={t('purchaseRequest:workList.title')}
      description={t('purchaseRequest:workList.description')}
      lines={rows}
      trackBy={(row) => `${row.docnumbr}#${row.level}`}
      emptyText={t('purchaseRequest:workList.empty')}
      columns={[
        {
          id: 'docnumbr',
          header: t('purchaseRequest:fields.purreqno'),
          cell: (row) => (
            <RouterLink
              to={requestApprovalUrl(kind, row.docnumbr, row.level as PurchaseLevel)}
              data-testid={`approve-link-${row.docnumbr}`}
            >
              {row.docnumbr}
            </RouterLink>
          ),
        },
        cellColumn('level', t('kit:approval.level'), (row) => t(`kit:approval.levels.${row.level}`)),
        ...(kind.withjo
          ? [
              cellColumn(
                'jobordno',
                t('purchaseRequest:fields.jobordno'),
                (row: PendingApproval) => row.jobordno ?? '',
              ),
              cellColumn(
                'vehicleno',
                t('purchaseRequest:fields.vehicleno'),
                (row: PendingApproval) => row.vehicleno ?? '',
              ),
            ]
          : []),
        cellColumn('amount', t('purchaseRequest:fields.totalval'), (row) => formatKwd(row.amount)),
        cellColumn('since', t('purchaseRequest:workList.since'), (row) => listDay(row.since.slice(0, 10))),
        { id: 'requester', header: t('purchaseRequest:workList.requester'), cell: (row) => row.requester },
      ]}
    />
  );
}
