/** The cost sheet PDF's printed labels, English and Arabic (one document for both UI languages). */
import type { Bilingual } from '../../../../kit/pdf/text.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const costSheetLabels = {
  title: l('Cost Sheet', 'كشف التكلفة'),
  costSheetNo: l('Cost sheet No', 'رقم كشف التكلفة'),
  date: l('Date', 'التاريخ'),
  requestNo: l('Purchase request', 'طلب الشراء'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  vehicleNo: l('Plate no', 'رقم اللوحة'),
  garage: l('Garage', 'الكراج'),
  store: l('Store', 'المخزن'),
  state: l('Approval state', 'حالة الاعتماد'),
  remarks: l('Remarks', 'ملاحظات'),
  comparison: l('Comparison of quotations (KWD)', 'مقارنة عروض الأسعار (د.ك)'),
  serial: l('S.No', 'م'),
  item: l('Item', 'الصنف'),
  qty: l('Qty', 'الكمية'),
  chosen: l('Chosen supplier', 'المورد المختار'),
  reason: l('Reason (not lowest)', 'السبب (ليس الأقل)'),
  total: l('Total', 'الإجمالي'),
  noOffer: l('No offer', 'لا يوجد عرض'),
  chosenTotal: l('Total of the chosen offers', 'إجمالي العروض المختارة'),
  lowestTotal: l('Total of the lowest offers', 'إجمالي أقل العروض'),
  difference: l('Difference', 'الفرق'),
  lowestNote: l(
    'Shaded: lowest offer of the item; framed: chosen offer',
    'المظلل: أقل عرض للصنف؛ المؤطر: العرض المختار',
  ),
  approvals: l('Approvals', 'الاعتمادات'),
  level: l('Level', 'المستوى'),
  decision: l('Decision', 'القرار'),
  by: l('By', 'بواسطة'),
  at: l('Date', 'التاريخ'),
  amount: l('Amount', 'المبلغ'),
  noDecision: l('Not decided yet', 'لم يتخذ القرار بعد'),
  preparedBy: l('Prepared By', 'أعده'),
} as const;

export const stateLabels: Record<'pending' | 'approved' | 'rejected' | 'none', Bilingual> = {
  pending: l('Pending approval', 'بانتظار الاعتماد'),
  approved: l('Approved', 'معتمد'),
  rejected: l('Rejected', 'مرفوض'),
  none: l('Not submitted', 'غير مقدم'),
};

export const decisionLabels: Record<'A' | 'R', Bilingual> = {
  A: l('Approved', 'معتمد'),
  R: l('Rejected', 'مرفوض'),
};

export const levelLabels: Record<string, Bilingual> = {
  GARAGE: l('Garage', 'الكراج'),
  MOI: l('MOI', 'الداخلية'),
  KPTC: l('KPTC', 'كي بي تي سي'),
  THIRD: l('Third level', 'المستوى الثالث'),
  KD: l('KD250', 'اعتماد 250 د.ك'),
};

/** The signature block of a level: `MOI approval` / `اعتماد الداخلية`. */
export const approvalOf = (level: string): Bilingual => {
  const name = levelLabels[level] ?? l(level, level);
  return l(`${name.en} approval`, `اعتماد ${name.ar}`);
};
