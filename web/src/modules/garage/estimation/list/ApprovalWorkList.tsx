/**
 * The approvers' work list above the estimation list: every estimation waiting at MOI or at the KD250
 * level, whatever its date (the pending lists `getQuotationAprPendList` and `...kd`), oldest first, with
 * the link that opens it at its level. Shown to users who may approve (edits on the screen); the server
 * still checks the level's role when they decide.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { useQuery } from '../../../../kit/index.ts';
import { formatKwd } from '../../../../i18n/format.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import { estimationApi } from '../api.ts';

export function ApprovalWorkList() {
  const { t } = useTranslation();
  const pending = useQuery('estimation:pending', async (signal) => {
    const [moi, kd] = await Promise.all([
      estimationApi.pending('MOI', signal),
      estimationApi.pending('KD', signal),
    ]);
    return [...moi, ...kd].sort((a, b) => a.since.localeCompare(b.since));
  });
  const rows: PendingApproval[] = pending.data ?? [];
  return (
    <Table
      data-testid="approval-work-list"
      variant="container"
      loading={pending.loading}
      loadingText={t('estimation:workList.loading')}
      header={
        <Header variant="h2" counter={`(${rows.length})`} description={t('estimation:workList.description')}>
          {t('estimation:workList.title')}
        </Header>
      }
      items={rows}
      trackBy={(row) => `${row.docnumbr}#${row.level}`}
      empty={<Box textAlign="center">{t('estimation:workList.empty')}</Box>}
      columnDefinitions={[
        {
          id: 'docnumbr',
          header: t('estimation:fields.docnumbr'),
          cell: (row) => (
            <RouterLink to={row.link} data-testid={`approve-link-${row.docnumbr}`}>
              {row.docnumbr}
            </RouterLink>
          ),
        },
        {
          id: 'level',
          header: t('estimation:approval.level'),
          cell: (row) => t(`estimation:level.${row.level}`),
        },
        { id: 'jobordno', header: t('estimation:fields.jobordno'), cell: (row) => row.jobordno },
        { id: 'vehicleno', header: t('estimation:fields.vehicleno'), cell: (row) => row.vehicleno },
        { id: 'amount', header: t('estimation:fields.totalval'), cell: (row) => formatKwd(row.amount) },
        {
          id: 'since',
          header: t('estimation:workList.since'),
          cell: (row) => listDay(row.since.slice(0, 10)),
        },
        { id: 'requester', header: t('estimation:workList.requester'), cell: (row) => row.requester },
      ]}
    />
  );
}
