/**
 * The purchase order PDF's own printed labels, English and Arabic (one document for both UI
 * languages); the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import { bilingual as l } from '../../../../kit/pdf/text.ts';

export const lpoLabels = {
  title: l('Local Purchase Order', 'أمر الشراء المحلي'),
  lpoNo: l('LPO No', 'رقم أمر الشراء'),
  quotationNo: l('Quotation No', 'رقم عرض السعر'),
  store: l('Deliver to store', 'التسليم إلى المخزن'),
  deliveryDate: l('Delivery date', 'تاريخ التسليم'),
} as const;
