/** The printed labels of the 3-in-1 and final invoice PDFs, English and Arabic (one PDF for both UI languages). */
import type { CostKind } from '@fleet/shared/accounts/accounts';
import type { Bilingual } from '../../../../kit/pdf/text.ts';
import type { PartsSource } from '../costing.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const accountsLabels = {
  finalTitle: l('Final Invoice', 'الفاتورة النهائية'),
  threeInOneTitle: l('3-in-1 Invoice', 'فاتورة 3 في 1'),
  invoiceNo: l('Invoice No', 'رقم الفاتورة'),
  threeInOneNo: l('3-in-1 No', 'رقم فاتورة 3 في 1'),
  date: l('Date', 'التاريخ'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  jobOrderDate: l('Job order date', 'تاريخ أمر العمل'),
  vehicleNo: l('Plate no', 'رقم اللوحة'),
  make: l('Make', 'الصنع'),
  customer: l('Customer', 'العميل'),
  garage: l('Garage', 'الكراج'),
  state: l('State', 'الحالة'),
  remarks: l('Remarks', 'ملاحظات'),
  costs: l('Costs of the job order (KWD)', 'تكاليف أمر العمل (د.ك)'),
  serial: l('S.No', 'م'),
  head: l('Head', 'البند'),
  ref: l('Reference', 'المرجع'),
  refDate: l('Date', 'التاريخ'),
  description: l('Description', 'الوصف'),
  value: l('Value', 'القيمة'),
  subtotal: l('Subtotal', 'المجموع الفرعي'),
  total: l('Total', 'الإجمالي'),
  approvals: l('Approvals', 'الاعتمادات'),
  level: l('Level', 'المستوى'),
  decision: l('Decision', 'القرار'),
  by: l('By', 'بواسطة'),
  at: l('Date', 'التاريخ'),
  amount: l('Amount', 'المبلغ'),
  noDecision: l('Not decided yet', 'لم يتخذ القرار بعد'),
  preparedBy: l('Prepared By', 'أعده'),
  approvedBy: l('Approved By', 'اعتمده'),
  moiApproval: l('MOI approval', 'اعتماد الداخلية'),
} as const;

export const headLabels: Record<CostKind, Bilingual> = {
  LABOUR: l('Labour', 'العمالة'),
  PARTS: l('Parts', 'قطع الغيار'),
  OUTSIDE: l('Outside work', 'أعمال خارجية'),
  PETTY: l('Petty cash', 'المصروفات النثرية'),
};

/** The voucher types of parts lines (the line's description holds the code). */
export const partsSourceLabels: Record<PartsSource, Bilingual> = {
  GIV: l('Garage issue voucher', 'سند صرف الكراج'),
  SIV: l('Store issue voucher', 'سند صرف مخزني'),
  CSV: l('Consignment store issue', 'صرف من مخزن الأمانات'),
  SRN: l('Store return voucher', 'سند إرجاع مخزني'),
};

export const threeInOneStateLabels: Record<'pending' | 'approved' | 'rejected', Bilingual> = {
  pending: l('Pending approval', 'بانتظار الاعتماد'),
  approved: l('Approved', 'معتمد'),
  rejected: l('Rejected', 'مرفوض'),
};

export const finalStateLabels: Record<'pending' | 'submitted', Bilingual> = {
  pending: l('Pending', 'معلقة'),
  submitted: l('Submitted for payment', 'مقدمة للدفع'),
};

export const decisionLabels: Record<'A' | 'R', Bilingual> = {
  A: l('Approved', 'معتمد'),
  R: l('Rejected', 'مرفوض'),
};

export const levelLabels: Record<string, Bilingual> = { MOI: l('MOI', 'الداخلية') };
