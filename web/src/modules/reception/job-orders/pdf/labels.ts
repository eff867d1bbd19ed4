/**
 * The job order print's own labels, English and Arabic (one document for both UI languages); the
 * labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import { bilingual as l } from '../../../../kit/pdf/text.ts';

export const jobOrderPrintLabels = {
  title: l('Job Order', 'أمر العمل'),
  kind: l('Received as', 'نوع الاستلام'),
  moiJobOrder: l('MOI job order', 'أمر عمل الداخلية'),
  company: l('Company', 'الشركة'),
  mobile: l('Mobile', 'الجوال'),
  kilometer: l('Kilometer', 'العداد'),
  history: l('Status history', 'سجل الحالات'),
  at: l('Date and time', 'التاريخ والوقت'),
  from: l('From', 'من'),
  to: l('To', 'إلى'),
  inspections: l('Reception inspections', 'فحوصات الاستلام'),
  inspectionNo: l('Inspection No', 'رقم الفحص'),
  finding: l('Finding', 'الملاحظة'),
  result: l('Result', 'النتيجة'),
  noInspection: l('No reception inspection', 'لا يوجد فحص استلام'),
  receivedBy: l('Received by', 'استلم بواسطة'),
  approvedBy: l('Approved by', 'اعتمد بواسطة'),
  kinds: { MOI: l('MOI job card', 'بطاقة عمل الداخلية'), KPTC: l('KPTC job order', 'أمر عمل الشركة') },
  results: { ok: l('OK', 'سليم'), repair: l('Repair', 'إصلاح'), replace: l('Replace', 'استبدال') },
};
