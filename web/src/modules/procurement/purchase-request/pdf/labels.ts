/**
 * The purchase request PDF's own printed labels, English and Arabic (one document for both UI
 * languages); the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import { bilingual as l } from '../../../../kit/pdf/text.ts';

export const purchaseRequestLabels = {
  title: l('Purchase Request', 'طلب الشراء'),
  titleWithJobOrder: l('Purchase Request (Job Order)', 'طلب الشراء (أمر العمل)'),
  requestNo: l('Request No', 'رقم الطلب'),
  itemRequest: l('Item request', 'طلب القطع'),
  uom: l('Unit', 'الوحدة'),
  unitPrice: l('Est. price', 'السعر التقديري'),
  approvedTotal: l('Approved lines', 'البنود المعتمدة'),
  total: l('Estimated total', 'الإجمالي التقديري'),
} as const;
