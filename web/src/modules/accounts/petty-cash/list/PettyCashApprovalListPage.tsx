/**
 * The approver's petty cash lists (`/pettycashAprList`, screen SGRT004; docs/accounts-petty-cash.md):
 * three tabs: the petty cash waiting (`getPettyCashPendingList`, oldest first) with Approve, which
 * opens the approval screen; the approved ones (`getPettyCashApprovedList`, newest approval first);
 * and the totals by vendor in a date window (`getPettyCashByVendor`, default the last 30 days) beside
 * what each vendor was approved and not paid yet (`getVendorPendingPaymentsSummary`, every date).
 */
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pettyCashScreens } from '@fleet/shared/accounts/petty-cash';
import { DocumentList, ListTabs, useDocumentListPage } from '../../../../kit/index.ts';
import { pettyCashApi, type ApprovedPettyCash, type PendingPettyCash } from '../api.ts';
import {
  approvalFilterFields,
  approvalViews,
  approvalUrl,
  approvedColumns,
  matchesApprovalFilters,
  pendingColumns,
  pettyCashListQuery,
  vendorColumns,
  vendorSummary,
  type ApprovalView,
  type VendorSummaryRow,
} from './lists.ts';

function PendingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useDocumentListPage<PendingPettyCash>({
    screen: pettyCashScreens.approval,
    fields: approvalFilterFields(t),
    window: 'none',
    fetch: (_query, _page, signal) => pettyCashApi.pending(signal),
    filter: matchesApprovalFilters,
    pageSizeKey: 'pageSize:pettycashAprList:pending',
    columns: pendingColumns,
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  const open = (row: PendingPettyCash) => navigate(approvalUrl(row.docnumbr));
  return (
    <DocumentList<PendingPettyCash>
      {...page.listProps}
      id="petty-cash-approval-pending"
      wrapLines
      title={t('pettyCash:approvalList.title')}
      description={t('pettyCash:approvalList.description.pending')}
      trackBy={(row) => row.docnumbr}
      exportTitle="PettyCashPendingApproval"
      emptyText={t('pettyCash:approvalList.empty.pending')}
      actions={{
        view: { onClick: open },
        extra: [
          {
            id: 'approve',
            text: t('pettyCash:approvalList.approve'),
            iconName: 'check',
            right: 'edits',
            onClick: open,
          },
        ],
      }}
    />
  );
}

function ApprovedList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useDocumentListPage<ApprovedPettyCash>({
    screen: pettyCashScreens.approval,
    fields: approvalFilterFields(t),
    window: 'none',
    fetch: (_query, _page, signal) => pettyCashApi.approved(signal),
    filter: matchesApprovalFilters,
    pageSizeKey: 'pageSize:pettycashAprList:approved',
    columns: approvedColumns,
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<ApprovedPettyCash>
      {...page.listProps}
      id="petty-cash-approval-approved"
      wrapLines
      title={t('pettyCash:approvalList.title')}
      description={t('pettyCash:approvalList.description.approved')}
      trackBy={(row) => row.docnumbr}
      exportTitle="PettyCashApproved"
      emptyText={t('pettyCash:approvalList.empty.approved')}
      actions={{ view: { onClick: (row) => navigate(approvalUrl(row.docnumbr)) } }}
    />
  );
}

function VendorList() {
  const { t } = useTranslation();
  const page = useDocumentListPage<VendorSummaryRow, { fromdate?: string; todate?: string }>({
    screen: pettyCashScreens.approval,
    fields: [{ kind: 'dateRange', id: 'docdate', label: t('pettyCash:list.dateRange') }],
    window: 'last30Days',
    query: pettyCashListQuery,
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
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<VendorSummaryRow>
      {...page.listProps}
      id="petty-cash-vendors"
      wrapLines
      title={t('pettyCash:vendors.title')}
      description={t('pettyCash:vendors.description')}
      trackBy={(row) => row.vendor}
      exportTitle="PettyCashByVendor"
      emptyText={t('pettyCash:vendors.empty')}
    />
  );
}

const tabContent: Record<ApprovalView, () => React.JSX.Element> = {
  pending: () => <PendingList key="pending" />,
  approved: () => <ApprovedList key="approved" />,
  vendors: () => <VendorList key="vendors" />,
};

export function PettyCashApprovalListPage() {
  const { t } = useTranslation();
  return (
    <ListTabs
      tabs={approvalViews}
      label={(tab) => t(`pettyCash:approvalList.tab.${tab}`)}
      content={(tab) => tabContent[tab]()}
    />
  );
}

export default PettyCashApprovalListPage;
