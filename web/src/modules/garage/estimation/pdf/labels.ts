/** The estimation PDF's printed labels, English and Arabic (one document for both UI languages). */
import type { Bilingual } from '../../../../kit/pdf/text.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const estimationLabels = {
  title: l('Estimation', 'التقدير'),
  estimationNo: l('Estimation No', 'رقم التقدير'),
  date: l('Date', 'التاريخ'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  vehicleNo: l('Plate no', 'رقم اللوحة'),
  make: l('Vehicle make', 'نوع المركبة'),
  garage: l('Garage', 'الكراج'),
  state: l('Approval state', 'حالة الاعتماد'),
  remarks: l('Remarks', 'ملاحظات'),
  serial: l('S.No', 'م'),
  type: l('Type', 'النوع'),
  description: l('Description', 'الوصف'),
  qty: l('Qty', 'الكمية'),
  unitPrice: l('Unit price', 'سعر الوحدة'),
  value: l('Value', 'القيمة'),
  decision: l('Decision', 'القرار'),
  subrepairTotal: l('Sub repairs', 'الإصلاحات الفرعية'),
  partsTotal: l('Spare parts', 'قطع الغيار'),
  labourTotal: l('Labour', 'العمالة'),
  total: l('Total', 'الإجمالي'),
  approvedTotal: l('Approved total', 'الإجمالي المعتمد'),
  approvals: l('Approvals', 'الاعتمادات'),
  level: l('Level', 'المستوى'),
  by: l('By', 'بواسطة'),
  at: l('Date', 'التاريخ'),
  amount: l('Amount', 'المبلغ'),
  noDecision: l('Not decided yet', 'لم يتخذ القرار بعد'),
  requestedBy: l('Requested By', 'مقدم الطلب'),
  name: l('Name', 'الاسم'),
  signature: l('Signature', 'التوقيع'),
} as const;

export const lineTypeLabels: Record<'SUBREPAIR' | 'PART' | 'LABOUR', Bilingual> = {
  SUBREPAIR: l('Sub repair', 'إصلاح فرعي'),
  PART: l('Spare part', 'قطعة غيار'),
  LABOUR: l('Labour', 'عمالة'),
};

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

export const levelLabels: Record<string, Bilingual> = {
  GARAGE: l('Garage', 'الكراج'),
  MOI: l('MOI', 'الداخلية'),
  KPTC: l('KPTC', 'كي بي تي سي'),
  THIRD: l('Third level', 'المستوى الثالث'),
  KD: l('KD250', 'اعتماد 250 د.ك'),
};
