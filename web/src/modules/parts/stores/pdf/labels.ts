/**
 * The store voucher PDF's own printed labels, English and Arabic (one document for both UI languages);
 * the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import { bilingual as l, type Bilingual } from '../../../../kit/pdf/text.ts';

export const voucherLabels = {
  voucherNo: l('Voucher No', 'رقم السند'),
  toStore: l('To store', 'إلى مخزن'),
  department: l('Department', 'القسم'),
  reference: l('Reference', 'المرجع'),
  transfer: l('Transfer', 'التحويل'),
  unitCost: l('Unit cost', 'تكلفة الوحدة'),
  preparedBy: l('Prepared By', 'أعدّه'),
  receivedBy: l('Received By', 'استلمه'),
} as const;

export const transferStateLabels: Record<string, Bilingual> = {
  INTRANSIT: l('In transit', 'قيد النقل'),
  POSTED: l('Posted', 'مرحّل'),
  OPEN: l('Open', 'مفتوح'),
  CLOSED: l('Closed', 'مغلق'),
};
