/** The store voucher PDF's printed labels, English and Arabic (one document for both UI languages). */
import type { Bilingual } from '../../../../kit/pdf/text.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const voucherLabels = {
  voucherNo: l('Voucher No', 'رقم السند'),
  date: l('Date', 'التاريخ'),
  store: l('Store', 'المخزن'),
  toStore: l('To store', 'إلى مخزن'),
  supplier: l('Supplier', 'المورد'),
  department: l('Department', 'القسم'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  reference: l('Reference', 'المرجع'),
  transfer: l('Transfer', 'التحويل'),
  remarks: l('Remarks', 'ملاحظات'),
  serial: l('S.No', 'م'),
  item: l('Item code', 'رمز الصنف'),
  description: l('Description', 'الوصف'),
  uom: l('UOM', 'الوحدة'),
  qty: l('Qty', 'الكمية'),
  unitCost: l('Unit cost', 'تكلفة الوحدة'),
  value: l('Value', 'القيمة'),
  totalQty: l('Total quantity', 'إجمالي الكمية'),
  total: l('Total', 'الإجمالي'),
  preparedBy: l('Prepared By', 'أعدّه'),
  receivedBy: l('Received By', 'استلمه'),
} as const;

export const transferStateLabels: Record<string, Bilingual> = {
  INTRANSIT: l('In transit', 'قيد النقل'),
  POSTED: l('Posted', 'مرحّل'),
  OPEN: l('Open', 'مفتوح'),
  CLOSED: l('Closed', 'مغلق'),
};
