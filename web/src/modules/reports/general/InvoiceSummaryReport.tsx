/**
 * Invoice totals (`/invoiceTotals`, SGRR005): the maintenance invoices of the window with the KWD total
 * row over every matching invoice (`Reports/getInvoiceSummary`, optional plate, garage, invoice and
 * job order numbers). A job order number opens its timeline.
 */
import { screenCodes } from '@fleet/shared';
import type { InvoiceSummaryRow } from '@fleet/shared/reports/reports';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi } from './api.ts';
import { col, generalReport, selectField, textField, useReportPage, windowField } from './shared.tsx';

export default function InvoiceSummaryReport() {
  const { t, choices, timeline } = useReportPage();
  const config = generalReport<InvoiceSummaryRow>({
    name: 'invoiceSummary',
    screen: screenCodes.invoiceTotals,
    fileStem: 'InvoiceSummary',
    fields: [
      windowField(t),
      selectField(t, 'garageId', choices.garages),
      textField(t, 'plateNo'),
      textField(t, 'invoiceNo'),
      textField(t, 'jobOrderNo'),
    ],
    read: reportsApi.invoiceSummary,
    columns: (columnT, arabic) => [
      col<InvoiceSummaryRow>(columnT, 'carinvno', { minWidth: 150 }),
      col<InvoiceSummaryRow>(columnT, 'carinvdt'),
      col<InvoiceSummaryRow>(columnT, 'voucherno'),
      col(columnT, 'vendname', { value: (row) => (arabic && row.vendnamear) || row.vendname, minWidth: 160 }),
      col(columnT, 'garagnam', { value: (row) => (arabic && row.garagnamar) || row.garagnam, minWidth: 140 }),
      col<InvoiceSummaryRow>(columnT, 'jobordno', { minWidth: 150 }),
      col<InvoiceSummaryRow>(columnT, 'vehicleno'),
      col<InvoiceSummaryRow>(columnT, 'netval', { amount: true, total: true }),
    ],
    trackBy: (row) => row.carinvno,
    actions: {
      view: {
        ...timeline,
        disabledReason: (row) => (row.jobordno ? undefined : t('reports:noJobOrder')),
      },
    },
  });
  return <ReportPage config={config} />;
}
