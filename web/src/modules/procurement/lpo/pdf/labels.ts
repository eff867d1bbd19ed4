/**
 * The purchase order PDF's own printed labels, English and Arabic (one document for both UI
 * languages); the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import type { Bilingual } from '../../../../kit/pdf/text.ts';

const l = (en: string, ar: string): Bilingual => ({ en, ar });

export const lpoLabels = {
  title: l('Local Purchase Order', 'أمر الشراء المحلي'),
  lpoNo: l('LPO No', 'رقم أمر الشراء'),
  quotationNo: l('Quotation No', 'رقم عرض السعر'),
  store: l('Deliver to store', 'التسليم إلى المخزن'),
  deliveryDate: l('Delivery date', 'تاريخ التسليم'),
} as const;
