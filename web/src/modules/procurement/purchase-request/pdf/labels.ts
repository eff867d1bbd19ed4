/** The purchase request PDF's printed labels, English and Arabic (one document for both UI languages). */
import type { Bilingual } from '../../../../kit/pdf/text.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const purchaseRequestLabels = {
  title: l('Purchase Request', 'طلب الشراء'),
  titleWithJobOrder: l('Purchase Request (Job Order)', 'طلب الشراء (أمر العمل)'),
  requestNo: l('Request No', 'رقم الطلب'),
  date: l('Date', 'التاريخ'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  vehicleNo: l('Plate no', 'رقم اللوحة'),
  make: l('Vehicle make', 'نوع المركبة'),
  garage: l('Garage', 'الكراج'),
  store: l('Store', 'المخزن'),
  itemRequest: l('Item request', 'طلب القطع'),
  status: l('Status', 'الحالة'),
  state: l('Approval state', 'حالة الاعتماد'),
  remarks: l('Remarks', 'ملاحظات'),
  serial: l('S.No', 'م'),
  item: l('Item', 'الصنف'),
  uom: l('Unit', 'الوحدة'),
  qty: l('Qty', 'الكمية'),
  unitPrice: l('Est. price', 'السعر التقديري'),
  value: l('Value', 'القيمة'),
  decision: l('Decision', 'القرار'),
  totalQty: l('Total quantity', 'إجمالي الكمية'),
  approvedTotal: l('Approved lines', 'البنود المعتمدة'),
  total: l('Estimated total', 'الإجمالي التقديري'),
  approvals: l('Approvals', 'الاعتمادات'),
  level: l('Level', 'المستوى'),
  by: l('By', 'بواسطة'),
  onBehalfOf: l('for', 'نيابة عن'),
  at: l('Date', 'التاريخ'),
  amount: l('Amount', 'المبلغ'),
  noDecision: l('Not decided yet', 'لم يتخذ القرار بعد'),
  requestedBy: l('Requested By', 'مقدم الطلب'),
  signatures: l('Signatures', 'التوقيعات'),
} as const;

export const stateLabels: Record<'pending' | 'approved' | 'rejected' | 'none', Bilingual> = {
  pending: l('Pending approval', 'بانتظار الاعتماد'),
  approved: l('Approved', 'معتمد'),
  rejected: l('Rejected', 'مرفوض'),
  none: l('Not submitted', 'غير مقدم'),
};

export const decisionLabels: Record<'A' | 'R' | 'P' | '', Bilingual> = {
  A: l('Approved', 'معتمد'),
  R: l('Rejected', 'مرفوض'),
  P: l('Pending', 'معلق'),
  '': l('-', '-'),
};

/** A level's name, and its signature block's title. */
export const levelLabels: Record<string, { name: Bilingual; signature: Bilingual }> = {
  GARAGE: { name: l('Garage', 'الكراج'), signature: l('Garage approval', 'اعتماد الكراج') },
  MOI: { name: l('MOI', 'الداخلية'), signature: l('MOI approval', 'اعتماد الداخلية') },
  KPTC: { name: l('KPTC', 'كي بي تي سي'), signature: l('KPTC approval', 'اعتماد كي بي تي سي') },
  THIRD: {
    name: l('Third level', 'المستوى الثالث'),
    signature: l('Third level approval', 'اعتماد المستوى الثالث'),
  },
};
