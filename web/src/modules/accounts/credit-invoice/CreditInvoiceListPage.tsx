/**
 * Credit invoice list (`/creditinvoicelist`, screen SGRT007; docs/architecture-notes.md "Credit invoice
 * (issue 28)"): the suppliers' credit notes by date (default the last 30 days) with the supplier invoice
 * they credit, the reason, the approval state and the KWD total in the footer; New, view, edit and
 * delete (before KPTC decided, or after a rejection) and the bilingual PDF. A second tab is KPTC's work
 * list (oldest first) with Approve (the server checks the approver's role).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { creditInvoiceScreen } from '@fleet/shared/accounts/credit-invoice';
import { ListTabs, useDocumentListPage } from '../../../kit/index.ts';
import { creditInvoiceApi, type CreditInvoiceRow } from './api.ts';
import {
  creditApprovalUrl,
  creditColumns,
  creditFilterFields,
  creditUrl,
  matchesCreditFilters,
  matchesPendingFilters,
  rowEditable,
} from './lists.ts';
import { approveAction } from '../../../kit/list/documentActions.ts';
import { useRowPdf } from '../../../kit/list/useRowPdf.tsx';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { dateWindow, type DateWindow } from '../../../kit/list/documentFilters.ts';

type View = 'all' | 'pending';

function CreditList({ view }: { view: View }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rowPdf = useRowPdf(async (row: CreditInvoiceRow) => {
    const { creditInvoicePdfSource } = await import('./pdf/index.ts');
    return creditInvoicePdfSource(t, row.docnumbr, () => creditInvoiceApi.get(row.docnumbr));
  });
  const page = useDocumentListPage<CreditInvoiceRow, DateWindow>({
    screen: creditInvoiceScreen,
    fields: creditFilterFields(t),
    window: view === 'all' ? 'last30Days' : 'none',
    query: dateWindow,
    fetch: (query, _page, signal) =>
      view === 'all' ? creditInvoiceApi.list(query, signal) : creditInvoiceApi.pending(signal),
    filter: view === 'all' ? matchesCreditFilters : matchesPendingFilters,
    pageSizeKey: `pageSize:creditinvoicelist:${view}`,
    columns: creditColumns,
    filtersExpanded: view === 'all',
    form: (status, row) => ({ url: creditUrl(status, row?.docnumbr) }),
  });
  return (
    <PageDocumentList<CreditInvoiceRow>
      page={page}
      id={`credit-invoice-list-${view}`}
      title={t(`creditInvoice:list.title.${view}`)}
      description={t(`creditInvoice:list.description.${view}`)}
      adds={view === 'all'}
      exportTitle={view === 'all' ? 'CreditInvoice' : 'CreditInvoicePendingApproval'}
      emptyText={t(`creditInvoice:list.empty.${view}`)}
      documents={
        view === 'all'
          ? { changeable: rowEditable, remove: (row) => creditInvoiceApi.remove(row.docnumbr) }
          : undefined
      }
      views
      pdf={rowPdf}
      actions={{
        extra:
          view === 'pending'
            ? [
                approveAction(t('creditInvoice:list.approve'), (row) =>
                  navigate(creditApprovalUrl(row.docnumbr)),
                ),
              ]
            : [],
      }}
    />
  );
}

export function CreditInvoiceListPage() {
  return (
    <ListTabs<View>
      tabs={['all', 'pending']}
      label="creditInvoice:list.tab"
      content={(tab) => <CreditList view={tab} />}
    />
  );
}

export default CreditInvoiceListPage;
