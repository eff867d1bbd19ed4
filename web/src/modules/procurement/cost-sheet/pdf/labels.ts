/**
 * The cost sheet PDF's own printed labels, English and Arabic (one document for both UI languages);
 * the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import { bilingual as l } from '../../../../kit/pdf/text.ts';

export const costSheetLabels = {
  title: l('Cost Sheet', 'كشف التكلفة'),
  comparison: l('Comparison of quotations (KWD)', 'مقارنة عروض الأسعار (د.ك)'),
  chosen: l('Chosen supplier', 'المورد المختار'),
  reason: l('Reason (not lowest)', 'السبب (ليس الأقل)'),
  noOffer: l('No offer', 'لا يوجد عرض'),
  chosenTotal: l('Total of the chosen offers', 'إجمالي العروض المختارة'),
  lowestTotal: l('Total of the lowest offers', 'إجمالي أقل العروض'),
  difference: l('Difference', 'الفرق'),
  lowestNote: l(
    'Shaded: lowest offer of the item; framed: chosen offer',
    'المظلل: أقل عرض للصنف؛ المؤطر: العرض المختار',
  ),
} as const;
