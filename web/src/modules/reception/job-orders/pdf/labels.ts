/** The job order print's labels, English and Arabic (one document for both UI languages). */
import type { Bilingual } from '../../../../kit/pdf/text.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const jobOrderPrintLabels = {
  title: l('Job Order', 'أمر العمل'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  date: l('Date', 'التاريخ'),
  kind: l('Received as', 'نوع الاستلام'),
  moiJobOrder: l('MOI job order', 'أمر عمل الداخلية'),
  vehicleNo: l('Plate no', 'رقم اللوحة'),
  make: l('Make', 'الصنع'),
  company: l('Company', 'الشركة'),
  customer: l('Customer', 'العميل'),
  mobile: l('Mobile', 'الجوال'),
  garage: l('Garage', 'الكراج'),
  status: l('Status', 'الحالة'),
  kilometer: l('Kilometer', 'العداد'),
  remarks: l('Remarks', 'ملاحظات'),
  history: l('Status history', 'سجل الحالات'),
  serial: l('S.No', 'م'),
  at: l('Date and time', 'التاريخ والوقت'),
  from: l('From', 'من'),
  to: l('To', 'إلى'),
  by: l('By', 'بواسطة'),
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
