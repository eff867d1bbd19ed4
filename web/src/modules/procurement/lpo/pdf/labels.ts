/** The purchase order PDF's printed labels, English and Arabic (one document for both UI languages). */
import type { Bilingual } from '../../../../kit/pdf/text.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const lpoLabels = {
  title: l('Local Purchase Order', 'أمر الشراء المحلي'),
  lpoNo: l('LPO No', 'رقم أمر الشراء'),
  date: l('Date', 'التاريخ'),
  costSheetNo: l('Cost sheet No', 'رقم كشف التكلفة'),
  requestNo: l('Purchase request', 'طلب الشراء'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  vehicleNo: l('Plate no', 'رقم اللوحة'),
  supplier: l('Supplier', 'المورد'),
  quotationNo: l('Quotation No', 'رقم عرض السعر'),
  store: l('Deliver to store', 'التسليم إلى المخزن'),
  deliveryDate: l('Delivery date', 'تاريخ التسليم'),
  state: l('Approval state', 'حالة الاعتماد'),
  remarks: l('Remarks', 'ملاحظات'),
  serial: l('S.No', 'م'),
  item: l('Item code', 'رمز الصنف'),
  description: l('Description', 'الوصف'),
  uom: l('UOM', 'الوحدة'),
  qty: l('Qty', 'الكمية'),
  unitPrice: l('Unit price', 'سعر الوحدة'),
  value: l('Value', 'القيمة'),
  totalQty: l('Total quantity', 'إجمالي الكمية'),
  total: l('Total', 'الإجمالي'),
  approval: l('KPTC approval', 'اعتماد كي بي تي سي'),
  level: l('Level', 'المستوى'),
  decision: l('Decision', 'القرار'),
  by: l('By', 'بواسطة'),
  at: l('Date', 'التاريخ'),
  amount: l('Amount', 'المبلغ'),
  noDecision: l('Not decided yet', 'لم يتخذ القرار بعد'),
  preparedBy: l('Prepared By', 'أعده'),
} as const;
