/**
 * Maintenance invoice list (`/maintenanceinvoicelist`, screen SGRT076; spec 000 section 2): invoices
 * filtered by garage, supplier, invoice no, voucher no and date range, paged and totalled by the
 * server; New, edit, delete, view, preview and print by rights; Excel and PDF report. An invoice whose
 * job order is past Assign Technician at Reception can be neither edited nor deleted.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { invoicePastStage, type InvoiceListRow } from '@fleet/shared/maintenance-invoice';
import {
  DocumentList,
  FilterPanel,
  sumAmounts,
  useFilters,
  useListData,
  usePdf,
  useScreenRights,
  useToasts,
  type FilterField,
  type FormStatus,
} from '../../../kit/index.ts';
import { useMediaQuery, wideQuery } from '../../../app/useMediaQuery.ts';
import { invoiceApi } from '../api.ts';
import { useGarages, useVendorNames } from '../lookups.ts';
import { invoiceColumns } from './columns.ts';
import { invoiceFilterIds, invoiceFilterQuery, invoiceListOpens, invoiceListRequest } from './filters.ts';
import { invoiceFormTarget } from './navigation.ts';

export function MaintenanceInvoiceListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const rights = useScreenRights(screenCodes.maintenanceInvoice);
  const garages = useGarages();
  const vendors = useVendorNames();
  const pdf = usePdf();
  // The filters are this list's only search: open at first, except where they would hide the rows.
  const wide = useMediaQuery(wideQuery);

  const fields: FilterField[] = [
    {
      kind: 'select',
      id: invoiceFilterIds.garage,
      label: t('invoice:list.garagnam'),
      options: garages.options,
      loading: garages.loading,
    },
    {
      kind: 'select',
      id: invoiceFilterIds.vendor,
      label: t('invoice:list.vendname'),
      options: vendors.options,
      loading: vendors.loading,
    },
    { kind: 'text', id: invoiceFilterIds.carinvno, label: t('invoice:list.carinvno') },
    { kind: 'text', id: invoiceFilterIds.voucherno, label: t('invoice:list.voucherno') },
    { kind: 'dateRange', id: invoiceFilterIds.date, label: t('invoice:list.dateRange') },
  ];
  const filters = useFilters(fields, 'last7Days');
  const list = useListData<InvoiceListRow>({
    fetch: (page, signal) => invoiceApi.list(invoiceListRequest(filters.values, page), signal),
    queryKey: JSON.stringify(invoiceFilterQuery(filters.values)),
    pageSizeKey: 'pageSize:maintenanceinvoicelist',
  });

  const arabic = i18n.language === 'ar';
  const columns = useMemo(() => invoiceColumns(t, arabic), [t, arabic]);

  if (!invoiceListOpens(rights)) return <Navigate to="/404" replace />;

  const open = (status: FormStatus, carinvno?: string) => {
    const target = invoiceFormTarget(status, carinvno);
    navigate(target.url, { state: target.state });
  };

  const invoicePdf = async (row: InvoiceListRow, action: 'preview' | 'download') => {
    try {
      const { invoicePdfSource } = await import('../pdf/index.ts');
      const source = invoicePdfSource(t, row.carinvno, () => invoiceApi.get(row.carinvno));
      if (action === 'preview') pdf.preview(source);
      else await pdf.download(source);
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.previewFailed'));
    }
  };

  const listPdf = async (rows: InvoiceListRow[]) => {
    const { invoiceListPdfSource } = await import('../pdf/index.ts');
    pdf.preview(
      invoiceListPdfSource(
        t,
        rows,
        sumAmounts(rows, (row) => row.netval),
      ),
    );
  };

  const pastStage = (row: InvoiceListRow, text: string) =>
    invoicePastStage(row.statuscde) ? text : undefined;

  return (
    <>
      <DocumentList<InvoiceListRow>
        id="maintenance-invoice-list"
        wrapLines
        title={t('invoice:list.title')}
        description={t('invoice:list.description')}
        rights={rights}
        list={list}
        columns={columns}
        trackBy={(row) => row.carinvno}
        onNew={() => open('ADD')}
        exportTitle="MaintenanceInvoice"
        onExportPdf={listPdf}
        actions={{
          edit: {
            onClick: (row) => open('EDIT', row.carinvno),
            disabledReason: (row) => pastStage(row, t('kit:list.unableToEdit')),
          },
          delete: {
            onDelete: (row) => invoiceApi.remove(row.carinvno),
            describe: (row) => row.carinvno,
            disabledReason: (row) => pastStage(row, t('kit:list.unableToDelete')),
          },
          view: { onClick: (row) => open('VIEW', row.carinvno) },
          preview: { onClick: (row) => void invoicePdf(row, 'preview') },
          print: { onClick: (row) => void invoicePdf(row, 'download') },
        }}
        filter={
          <FilterPanel
            fields={fields}
            values={filters.values}
            initialValues={filters.initialValues}
            onChange={filters.setValues}
            onRefresh={list.reload}
            refreshing={list.loading}
            search={false}
            defaultExpanded={wide}
          />
        }
      />
      {pdf.dialog}
    </>
  );
}

export default MaintenanceInvoiceListPage;
