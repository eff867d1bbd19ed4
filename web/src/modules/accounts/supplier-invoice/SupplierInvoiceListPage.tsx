/**
 * Supplier invoice list (`/supplierinvoicelist`, screen SGRT001; docs/accounts-supplier-invoice.md): the
 * suppliers' invoices by date (default the last 30 days) with their LPO, the supplier's number and date,
 * whether they match the order (mismatched lines), the approval state (1250 pending for payment once
 * approved) and the KWD totals (the invoice and the same quantities at the LPO prices) in the footer.
 * New, view, edit and delete (before KPTC decided, or after a rejection).
 */
import { useTranslation } from 'react-i18next';
import { supplierInvoiceScreens } from '@fleet/shared/accounts/supplier-invoice';
import { useDocumentListPage } from '../../../kit/index.ts';
import { supplierInvoiceApi, type SupplierInvoiceRow } from './api.ts';
import {
  invoiceColumns,
  invoiceFilterFields,
  invoiceUrl,
  matchesInvoiceFilters,
  rowEditable,
} from './lists.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { dateWindow } from '../../../kit/list/documentFilters.ts';

export function SupplierInvoiceListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: supplierInvoiceScreens.list,
    fields: invoiceFilterFields(t),
    window: 'last30Days',
    query: dateWindow,
    fetch: (query, _page, signal) => supplierInvoiceApi.list(query, signal),
    filter: matchesInvoiceFilters,
    pageSizeKey: 'pageSize:supplierinvoicelist',
    columns: invoiceColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: invoiceUrl(status, row?.docnumbr) }),
  });
  return (
    <PageDocumentList<SupplierInvoiceRow>
      page={page}
      id="supplier-invoice-list"
      texts="supplierInvoice:list"
      adds
      exportTitle="SupplierInvoice"
      documents={{
        changeable: rowEditable,
        remove: (row) => supplierInvoiceApi.remove(row.docnumbr),
      }}
    />
  );
}

export default SupplierInvoiceListPage;
