/**
 * The printed labels. A PDF is one document for both UI languages (spec 000 section 2 "PDFs"), so
 * each label carries its English and its Arabic text, printed side by side or one beneath the other.
 */
import { type Bilingual } from '../../../../kit/pdf/text.ts';

export { productName, type Bilingual } from '../../../../kit/pdf/text.ts';

export const invoiceLabels = {
  title: { en: 'Maintenance Invoice', ar: 'فاتورة الصيانة' },
  invoiceNo: { en: 'Invoice No', ar: 'رقم الفاتورة' },
  date: { en: 'Date', ar: 'التاريخ' },
  voucherNo: { en: 'Voucher No', ar: 'رقم السند' },
  voucherDate: { en: 'Voucher Date', ar: 'تاريخ السند' },
  jobOrderNo: { en: 'Job Order No', ar: 'رقم أمر العمل' },
  vehicleNo: { en: 'Vehicle No', ar: 'رقم المركبة' },
  garage: { en: 'Garage', ar: 'الكراج' },
  supplier: { en: 'Supplier', ar: 'المورد' },
  remarks: { en: 'Remarks', ar: 'ملاحظات' },
  serial: { en: 'S.No', ar: 'م' },
  itemCode: { en: 'Item Code', ar: 'رمز الصنف' },
  description: { en: 'Description', ar: 'الوصف' },
  uom: { en: 'UOM', ar: 'الوحدة' },
  qty: { en: 'Invoice Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit Price', ar: 'سعر الوحدة' },
  value: { en: 'Value', ar: 'القيمة' },
  itemDiscount: { en: 'Discount', ar: 'الخصم' },
  lineNet: { en: 'Net', ar: 'الصافي' },
  total: { en: 'Total', ar: 'الإجمالي' },
  discountValue: { en: 'Discount Value', ar: 'قيمة الخصم' },
  netValue: { en: 'Net Value', ar: 'صافي القيمة' },
  requestedBy: { en: 'Requested By', ar: 'مقدم الطلب' },
  approvedBy: { en: 'Approved By', ar: 'المعتمد' },
  name: { en: 'Name', ar: 'الاسم' },
  signature: { en: 'Signature', ar: 'التوقيع' },
} satisfies Record<string, Bilingual>;

export const invoiceListLabels = {
  title: { en: 'Maintenance Invoice Report', ar: 'تقرير فواتير الصيانة' },
  serial: { en: 'S.No', ar: 'م' },
  invoiceNo: { en: 'Invoice No', ar: 'رقم الفاتورة' },
  invoiceDate: { en: 'Invoice Date', ar: 'تاريخ الفاتورة' },
  voucherNo: { en: 'Voucher No', ar: 'رقم السند' },
  supplier: { en: 'Supplier', ar: 'المورد' },
  garage: { en: 'Garage', ar: 'الكراج' },
  totalKwd: { en: 'Total (KWD)', ar: 'الإجمالي (د.ك)' },
  printedOn: { en: 'Printed on', ar: 'تاريخ الطباعة' },
  invoices: { en: 'Invoices', ar: 'عدد الفواتير' },
} satisfies Record<string, Bilingual>;
