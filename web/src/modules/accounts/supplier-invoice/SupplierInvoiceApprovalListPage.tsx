/**
 * The KPTC approver's supplier invoice lists (`/supplierinvoicelistApr`, screen SGRT002;
 * docs/accounts-supplier-invoice.md): the invoices waiting (`getPurchaseInvoicePendingList`, oldest
 * first) with Approve, and those approved (`getPurchaseInvoiceApprovedList`, newest first, with their
 * payment status); both show whether the invoice matches its order and open the approval screen.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { supplierInvoiceScreens } from '@fleet/shared/accounts/supplier-invoice';
import { ListTabs, useDocumentListPage } from '../../../kit/index.ts';
import { supplierInvoiceApi, type InvoiceApprovalRow } from './api.ts';
import { approvalColumns, approvalUrl, invoiceFilterFields, matchesApprovalFilters } from './lists.ts';
import { approveAction } from '../../../kit/list/documentActions.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';

type View = 'pending' | 'approved';

function ApprovalList({ view }: { view: View }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useDocumentListPage<InvoiceApprovalRow>({
    screen: supplierInvoiceScreens.approval,
    fields: invoiceFilterFields(t).filter((field) => field.id !== 'state'),
    window: 'none',
    fetch: (_query, _page, signal) =>
      view === 'pending' ? supplierInvoiceApi.pending(signal) : supplierInvoiceApi.approved(signal),
    filter: matchesApprovalFilters,
    pageSizeKey: `pageSize:supplierinvoicelistApr:${view}`,
    columns: (tr) => approvalColumns(tr, view),
  });
  const open = (row: InvoiceApprovalRow) => navigate(approvalUrl(row.docnumbr));
  return (
    <PageDocumentList<InvoiceApprovalRow>
      page={page}
      id={`supplier-invoice-approval-${view}`}
      title={t('supplierInvoice:approvalList.title')}
      description={t(`supplierInvoice:approvalList.description.${view}`)}
      exportTitle={view === 'pending' ? 'SupplierInvoicePendingApproval' : 'SupplierInvoiceApproved'}
      emptyText={t(`supplierInvoice:approvalList.empty.${view}`)}
      views={open}
      actions={{
        extra: view === 'pending' ? [approveAction(t('supplierInvoice:approvalList.approve'), open)] : [],
      }}
    />
  );
}

export function SupplierInvoiceApprovalListPage() {
  return (
    <ListTabs<View>
      tabs={['pending', 'approved']}
      label="supplierInvoice:approvalList.tab"
      content={(tab) => <ApprovalList view={tab} />}
    />
  );
}

export default SupplierInvoiceApprovalListPage;
