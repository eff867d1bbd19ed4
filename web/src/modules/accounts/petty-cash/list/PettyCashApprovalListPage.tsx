/**
 * The approver's petty cash lists (`/pettycashAprList`, screen SGRT004; docs/accounts-petty-cash.md):
 * three tabs: the petty cash waiting (`getPettyCashPendingList`, oldest first) with Approve, which
 * opens the approval screen; the approved ones (`getPettyCashApprovedList`, newest approval first);
 * and the totals by vendor in a date window (`getPettyCashByVendor`, default the last 30 days) beside
 * what each vendor was approved and not paid yet (`getVendorPendingPaymentsSummary`, every date).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pettyCashScreens } from '@fleet/shared/accounts/petty-cash';
import type { TFunction } from 'i18next';
import { ListTabs, useDocumentListPage, type DocumentColumn } from '../../../../kit/index.ts';
import { pettyCashApi, type PendingPettyCash } from '../api.ts';
import {
  approvalFilterFields,
  approvalViews,
  approvalUrl,
  approvedColumns,
  matchesApprovalFilters,
  pendingColumns,
  vendorColumns,
  vendorSummary,
  type ApprovalView,
  type VendorSummaryRow,
} from './lists.ts';
import { approveAction } from '../../../../kit/list/documentActions.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { dateWindow, type DateWindow } from '../../../../kit/list/documentFilters.ts';
import { withPeople, type WithPeople } from '../../../../kit/personNames.ts';

type ApprovalRow = Pick<PendingPettyCash, 'docnumbr' | 'vendname' | 'jobordno'>;

const exportTitles = { pending: 'PettyCashPendingApproval', approved: 'PettyCashApproved' };

/**
 * A tab of the approver's petty cash (waiting, approved): the whole list, filtered here, its people by
 * name; a row opens the approval screen.
 */
function ApprovalList<T extends ApprovalRow>({
  view,
  fetch,
  people,
  columns,
}: {
  view: 'pending' | 'approved';
  fetch: (signal?: AbortSignal) => Promise<T[]>;
  /** The user codes a row shows (who asked, who approved). */
  people: (row: T) => (string | undefined)[];
  columns: (t: TFunction, arabic: boolean) => DocumentColumn<WithPeople<T>>[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useDocumentListPage<WithPeople<T>>({
    screen: pettyCashScreens.approval,
    fields: approvalFilterFields(t),
    window: 'none',
    fetch: async (_query, _page, signal) => withPeople(await fetch(signal), people, signal),
    filter: matchesApprovalFilters,
    pageSizeKey: `pageSize:pettycashAprList:${view}`,
    columns,
  });
  const open = (row: T) => navigate(approvalUrl(row.docnumbr));
  return (
    <PageDocumentList<WithPeople<T>>
      page={page}
      id={`petty-cash-approval-${view}`}
      title={t('pettyCash:approvalList.title')}
      description={t(`pettyCash:approvalList.description.${view}`)}
      exportTitle={exportTitles[view]}
      emptyText={t(`pettyCash:approvalList.empty.${view}`)}
      views={open}
      actions={{
        // The work list approves too.
        extra: view === 'pending' ? [approveAction(t('pettyCash:approvalList.approve'), open)] : [],
      }}
    />
  );
}

function VendorList() {
  const { t } = useTranslation();
  const page = useDocumentListPage<VendorSummaryRow, DateWindow>({
    screen: pettyCashScreens.approval,
    fields: [{ kind: 'dateRange', id: 'docdate', label: t('pettyCash:list.dateRange') }],
    window: 'last30Days',
    query: dateWindow,
    fetch: async (query, _page, signal) => {
      const [totals, unpaid] = await Promise.all([
        pettyCashApi.byVendor(query, signal),
        pettyCashApi.pendingPayments(signal),
      ]);
      return vendorSummary(totals, unpaid);
    },
    pageSizeKey: 'pageSize:pettycashAprList:vendors',
    columns: vendorColumns,
    filtersExpanded: true,
  });
  return (
    <PageDocumentList<VendorSummaryRow>
      page={page}
      id="petty-cash-vendors"
      texts="pettyCash:vendors"
      trackBy="vendor"
      exportTitle="PettyCashByVendor"
    />
  );
}

const tabContent: Record<ApprovalView, () => React.JSX.Element> = {
  pending: () => (
    <ApprovalList
      key="pending"
      view="pending"
      fetch={pettyCashApi.pending}
      people={(row) => [row.requester]}
      columns={pendingColumns}
    />
  ),
  approved: () => (
    <ApprovalList
      key="approved"
      view="approved"
      fetch={pettyCashApi.approved}
      people={(row) => [row.approvedBy]}
      columns={approvedColumns}
    />
  ),
  vendors: () => <VendorList key="vendors" />,
};

export function PettyCashApprovalListPage() {
  return (
    <ListTabs tabs={approvalViews} label="pettyCash:approvalList.tab" content={(tab) => tabContent[tab]()} />
  );
}

export default PettyCashApprovalListPage;
