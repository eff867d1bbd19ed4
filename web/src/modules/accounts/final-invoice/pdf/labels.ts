/**
 * The 3-in-1 and final invoice PDFs' own printed labels, English and Arabic (one PDF for both UI
 * languages); the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import type { CostKind } from '@fleet/shared/accounts/accounts';
import { bilingual as l, type Bilingual } from '../../../../kit/pdf/text.ts';
import type { PartsSource } from '../costing.ts';

export const accountsLabels = {
  finalTitle: l('Final Invoice', 'الفاتورة النهائية'),
  threeInOneTitle: l('3-in-1 Invoice', 'فاتورة 3 في 1'),
  invoiceNo: l('Invoice No', 'رقم الفاتورة'),
  threeInOneNo: l('3-in-1 No', 'رقم فاتورة 3 في 1'),
  jobOrderDate: l('Job order date', 'تاريخ أمر العمل'),
  state: l('State', 'الحالة'),
  costs: l('Costs of the job order (KWD)', 'تكاليف أمر العمل (د.ك)'),
  ref: l('Reference', 'المرجع'),
  refDate: l('Date', 'التاريخ'),
  subtotal: l('Subtotal', 'المجموع الفرعي'),
  approvedBy: l('Approved By', 'اعتمده'),
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

export const finalStateLabels: Record<'pending' | 'submitted', Bilingual> = {
  pending: l('Pending', 'معلقة'),
  submitted: l('Submitted for payment', 'مقدمة للدفع'),
};
