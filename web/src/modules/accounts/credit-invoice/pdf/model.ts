/**
 * What the credit invoice PDF prints, as text (pure): the particulars (credit, supplier invoice, LPO,
 * supplier, the supplier's credit note, reason, state), the lines with what each invoiced and what it
 * credits, the returned quantity and the KWD total (a sum in fils), KPTC's decision of the current
 * round and the signature blocks.
 */
import type { CreditInvoiceDocument } from '@fleet/shared/accounts/credit-invoice';
import { formatAmount } from '../../../../i18n/format.ts';
import {
  levelDocumentText,
  type LevelDocumentText,
  type PartLineText,
} from '../../../../kit/pdf/levelDocument.ts';
import { dayText, printable, qtyText, type Bilingual, pdfFileName } from '../../../../kit/pdf/text.ts';
import { creditLabels, reasonLabels } from './labels.ts';

export interface CreditLineText extends PartLineText {
  invoicedQty: string;
  unitPrice: string;
  invoicedValue: string;
  qty: string;
  value: string;
}

export interface CreditText extends LevelDocumentText<CreditLineText> {
  pivno: string;
  suppinvno: string;
  lpono: string;
  creditNote: string;
  reason: Bilingual;
}

export const creditPdfFileName = (docnumbr: string) => pdfFileName('CreditInvoice', docnumbr);

export const creditText = levelDocumentText<CreditInvoiceDocument, CreditText>({
  level: 'KPTC',
  totals: [creditLabels.returnedQty, creditLabels.totalCredit],
  line: (line) => ({
    invoicedQty: qtyText(line.invqty),
    unitPrice: formatAmount(line.unitprice),
    invoicedValue: formatAmount(line.invvalue),
    qty: qtyText(line.qty),
    value: formatAmount(line.value),
  }),
  master: (master) => ({
    pivno: printable(master.pivno),
    suppinvno: printable(master.suppinvno),
    lpono: printable(master.lpono),
    creditNote: `${printable(master.crednoteno)} · ${dayText(master.crednotedate)}`,
    reason: reasonLabels[master.reason],
  }),
});
