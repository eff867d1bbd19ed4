/**
 * The printed labels. A PDF is one document for both UI languages (spec 000 section 2 "PDFs"), so
 * each label carries its English and its Arabic text, printed side by side or one beneath the other.
 * The invoice's labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import type { Bilingual } from '../../../../kit/pdf/text.ts';

export { productName, type Bilingual } from '../../../../kit/pdf/text.ts';

export const invoiceLabels = {
  title: { en: 'Maintenance Invoice', ar: 'فاتورة الصيانة' },
  invoiceNo: { en: 'Invoice No', ar: 'رقم الفاتورة' },
  voucherNo: { en: 'Voucher No', ar: 'رقم السند' },
  voucherDate: { en: 'Voucher Date', ar: 'تاريخ السند' },
  jobOrderNo: { en: 'Job Order No', ar: 'رقم أمر العمل' },
  vehicleNo: { en: 'Vehicle No', ar: 'رقم المركبة' },
  itemCode: { en: 'Item Code', ar: 'رمز الصنف' },
  qty: { en: 'Invoice Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit Price', ar: 'سعر الوحدة' },
  itemDiscount: { en: 'Discount', ar: 'الخصم' },
  lineNet: { en: 'Net', ar: 'الصافي' },
  discountValue: { en: 'Discount Value', ar: 'قيمة الخصم' },
  netValue: { en: 'Net Value', ar: 'صافي القيمة' },
  approvedBy: { en: 'Approved By', ar: 'المعتمد' },
} satisfies Record<string, Bilingual>;

export const invoiceListLabels = {
  title: { en: 'Maintenance Invoice Report', ar: 'تقرير فواتير الصيانة' },
  serial: documentLabels.serial,
  invoiceNo: invoiceLabels.invoiceNo,
  invoiceDate: { en: 'Invoice Date', ar: 'تاريخ الفاتورة' },
  voucherNo: invoiceLabels.voucherNo,
  supplier: documentLabels.supplier,
  garage: documentLabels.garage,
  totalKwd: { en: 'Total (KWD)', ar: 'الإجمالي (د.ك)' },
  printedOn: { en: 'Printed on', ar: 'تاريخ الطباعة' },
  invoices: { en: 'Invoices', ar: 'عدد الفواتير' },
} satisfies Record<string, Bilingual>;
