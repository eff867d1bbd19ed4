/**
 * Maintenance invoice list (`/maintenanceinvoicelist`, screen SGRT076; spec 000 section 2): invoices
 * filtered by garage, supplier, invoice no, voucher no and date range, paged and totalled by the
 * server; New, edit, delete, view, preview and print by rights; Excel and PDF report. An invoice whose
 * job order is past Assign Technician at Reception can be neither edited nor deleted.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { invoicePastStage, type InvoiceListRow } from '@fleet/shared/accounts/maintenance-invoice';
import { sumAmounts, useDocumentListPage } from '../../../../kit/index.ts';
import { invoiceApi } from '../api.ts';
import { useGarages, useVendorNames } from '../lookups.ts';
import { invoiceColumns } from './columns.ts';
import { invoiceFilterIds, invoiceFilterQuery, invoiceListRequest } from './filters.ts';
import { invoiceFormTarget } from './navigation.ts';
import { lookupFilter } from '../../../../kit/filters/lookupFilter.ts';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';

export function MaintenanceInvoiceListPage() {
  const { t, i18n } = useTranslation();
  const garages = useGarages();
  const vendors = useVendorNames();
  const rowPdf = useRowPdf(async (row: InvoiceListRow) => {
    const { invoicePdfSource } = await import('../pdf/index.ts');
    return invoicePdfSource(t, row.carinvno, () => invoiceApi.get(row.carinvno));
  });
  const { pdf } = rowPdf;
  // The filters are this list's only search: open at first, except where they would hide the rows.

  const page = useDocumentListPage({
    screen: screenCodes.maintenanceInvoice,
    fields: [
      lookupFilter(invoiceFilterIds.garage, t('invoice:list.garagnam'), garages),
      lookupFilter(invoiceFilterIds.vendor, t('invoice:list.vendname'), vendors),
      { kind: 'text', id: invoiceFilterIds.carinvno, label: t('invoice:list.carinvno') },
      { kind: 'text', id: invoiceFilterIds.voucherno, label: t('invoice:list.voucherno') },
      { kind: 'dateRange', id: invoiceFilterIds.date, label: t('invoice:list.dateRange') },
    ],
    query: invoiceFilterQuery,
    fetch: (query, page, signal) => invoiceApi.list(invoiceListRequest(query, page), signal),
    pageSizeKey: 'pageSize:maintenanceinvoicelist',
    columns: invoiceColumns,
    form: (status, row?: InvoiceListRow) => invoiceFormTarget(status, row?.carinvno),
    filtersExpanded: 'wide',
  });

  const listPdf = async (rows: InvoiceListRow[]) => {
    const { invoiceListPdfSource } = await import('../pdf/index.ts');
    pdf.preview(
      invoiceListPdfSource(
        t,
        rows,
        sumAmounts(rows, (row) => row.netval),
        i18n.language,
      ),
    );
  };

  return (
    <PageDocumentList<InvoiceListRow>
      page={page}
      id="maintenance-invoice-list"
      texts="invoice:list"
      trackBy="carinvno"
      adds
      exportTitle="MaintenanceInvoice"
      onExportPdf={listPdf}
      documents={{
        changeable: (row) => !invoicePastStage(row.statuscde),
        remove: (row) => invoiceApi.remove(row.carinvno),
        numberOf: (row) => row.carinvno,
      }}
      pdf={rowPdf}
    />
  );
}

export default MaintenanceInvoiceListPage;
