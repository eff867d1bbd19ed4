/**
 * Direct purchase (`/directPurchase`, SGRR007): the spare parts bought on direct receipt vouchers in the
 * window, line by line, with the KWD total row over every matching voucher (`Reports/getDirectPurchase`),
 * and the cash purchases of the window (petty cash paid in cash, `Reports/getPurchaseInvoiceCash`).
 */
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { DirectPurchaseRow, PurchaseInvoiceCashRow } from '@fleet/shared/reports/reports';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi } from './api.ts';
import { col, generalReport, textField, windowField, wordedField } from './shared.tsx';

export default function DirectPurchaseReport() {
  const { t } = useTranslation();
  const config = generalReport<DirectPurchaseRow>({
    name: 'directPurchase',
    screen: screenCodes.directPurchaseReport,
    fileStem: 'DirectPurchase',
    fields: [windowField(t), textField(t, 'storecode'), textField(t, 'vendcode'), textField(t, 'sparepart')],
    read: reportsApi.directPurchase,
    columns: (columnT) => [
      col<DirectPurchaseRow>(columnT, 'docnumbr', { minWidth: 150 }),
      col<DirectPurchaseRow>(columnT, 'docdate'),
      col<DirectPurchaseRow>(columnT, 'storenam'),
      col<DirectPurchaseRow>(columnT, 'vendname', { minWidth: 160 }),
      col<DirectPurchaseRow>(columnT, 'sparepart'),
      col<DirectPurchaseRow>(columnT, 'sparenam', { minWidth: 160 }),
      col<DirectPurchaseRow>(columnT, 'spareuom'),
      col<DirectPurchaseRow>(columnT, 'qty', { total: true }),
      col<DirectPurchaseRow>(columnT, 'unitcost', { amount: true }),
      col<DirectPurchaseRow>(columnT, 'value', { amount: true, total: true }),
    ],
    trackBy: (row) => `${row.docnumbr}#${row.serlnumb}`,
  });
  const cash = generalReport<PurchaseInvoiceCashRow>({
    name: 'purchaseInvoiceCash',
    screen: screenCodes.directPurchaseReport,
    fileStem: 'CashPurchases',
    fields: [
      windowField(t),
      wordedField(t, 'paymode', ['cash', 'card', 'transfer', 'all'], 'paymodes'),
      textField(t, 'jobordno'),
    ],
    read: reportsApi.purchaseInvoiceCash,
    columns: (columnT) => [
      col<PurchaseInvoiceCashRow>(columnT, 'docnumbr', { minWidth: 150 }),
      col<PurchaseInvoiceCashRow>(columnT, 'docdate'),
      col<PurchaseInvoiceCashRow>(columnT, 'vendname', { minWidth: 160 }),
      col<PurchaseInvoiceCashRow>(columnT, 'jobordno', { minWidth: 150 }),
      col<PurchaseInvoiceCashRow>(columnT, 'vehicleno'),
      col<PurchaseInvoiceCashRow>(columnT, 'garagnam', { minWidth: 140 }),
      col(columnT, 'paymode', { value: (row) => columnT(`reports:paymodes.${row.paymode}`) }),
      col<PurchaseInvoiceCashRow>(columnT, 'netval', { amount: true, total: true }),
    ],
    trackBy: (row) => row.docnumbr,
    id: 'report-CashPurchases',
  });
  return (
    <SpaceBetween size="xxl">
      <ReportPage config={config} />
      <ReportPage config={cash} />
    </SpaceBetween>
  );
}
