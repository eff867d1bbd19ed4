/**
 * The estimation PDF's own printed labels, English and Arabic (one document for both UI languages);
 * the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import { bilingual as l, type Bilingual } from '../../../../kit/pdf/text.ts';

export const estimationLabels = {
  title: l('Estimation', 'التقدير'),
  estimationNo: l('Estimation No', 'رقم التقدير'),
  type: l('Type', 'النوع'),
  subrepairTotal: l('Sub repairs', 'الإصلاحات الفرعية'),
  partsTotal: l('Spare parts', 'قطع الغيار'),
  labourTotal: l('Labour', 'العمالة'),
  approvedTotal: l('Approved total', 'الإجمالي المعتمد'),
} as const;

export const lineTypeLabels: Record<'SUBREPAIR' | 'PART' | 'LABOUR', Bilingual> = {
  SUBREPAIR: l('Sub repair', 'إصلاح فرعي'),
  PART: l('Spare part', 'قطعة غيار'),
  LABOUR: l('Labour', 'عمالة'),
};
