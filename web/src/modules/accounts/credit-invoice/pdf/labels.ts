/**
 * The credit invoice PDF's own printed labels, English and Arabic (one document for both UI languages);
 * the labels every document shares are the kit's (kit/pdf/labels.ts).
 */
import type { CreditReason } from '@fleet/shared/accounts/credit-invoice';
import { bilingual as l, type Bilingual } from '../../../../kit/pdf/text.ts';

export const creditLabels = {
  title: l('Credit Invoice', 'الإشعار الدائن'),
  creditNo: l('Credit invoice No', 'رقم الإشعار الدائن'),
  supplierInvoice: l('Supplier invoice', 'فاتورة المورد'),
  supplierInvoiceNo: l("Supplier's invoice No", 'رقم فاتورة المورد لدى المورد'),
  lpoNo: l('LPO No', 'رقم أمر الشراء'),
  creditNote: l("Supplier's credit note", 'الإشعار الدائن من المورد'),
  reason: l('Reason', 'السبب'),
  invoicedQty: l('Invoiced qty', 'الكمية المفوترة'),
  invoicedValue: l('Invoiced value', 'القيمة المفوترة'),
  returnedQty: l('Returned qty', 'الكمية المرتجعة'),
  credit: l('Credit', 'المبلغ الدائن'),
  totalCredit: l('Total credit', 'إجمالي الإشعار الدائن'),
} as const;

export const reasonLabels: Record<CreditReason, Bilingual> = {
  return: l('Returned parts', 'قطع مرتجعة'),
  price: l('Price correction', 'تصحيح السعر'),
  rejected: l('Rejected items', 'أصناف مرفوضة'),
};
