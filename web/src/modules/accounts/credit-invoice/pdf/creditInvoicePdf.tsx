/**
 * The credit invoice as the kit's document PDF: its particulars, the credited lines (what each
 * invoiced, the returned quantity and the credit), the totals, KPTC's decision, the prepared-by and
 * KPTC signature blocks and the verification QR code when made from the app. Loaded on demand.
 */
import { documentRenderer } from '../../../../kit/pdf/DocumentPdf.tsx';
import { both } from '../../../../kit/pdf/document.ts';
import { documentLabels as labels } from '../../../../kit/pdf/labels.ts';
import { levelDocumentPdf } from '../../../../kit/pdf/levelDocument.ts';
import { creditLabels } from './labels.ts';
import { creditText, type CreditText } from './model.ts';

export const creditInvoicePdf = levelDocumentPdf<CreditText>({
  title: creditLabels.title,
  numberLabel: creditLabels.creditNo,
  level: 'KPTC',
  particulars: (credit) => [
    [
      { label: creditLabels.supplierInvoice, text: credit.pivno },
      { label: creditLabels.supplierInvoiceNo, text: credit.suppinvno },
      { label: creditLabels.lpoNo, text: credit.lpono },
      { label: labels.jobOrderNo, text: credit.jobordno },
    ],
    [
      { label: creditLabels.creditNote, text: credit.creditNote },
      { label: creditLabels.reason, text: both(credit.reason) },
    ],
  ],
  widths: { item: 66, uom: 34 },
  columns: [
    { label: creditLabels.invoicedQty, width: 46, align: 'right', text: (line) => line.invoicedQty },
    { label: labels.unitPrice, width: 54, align: 'right', text: (line) => line.unitPrice },
    { label: creditLabels.invoicedValue, width: 60, align: 'right', text: (line) => line.invoicedValue },
    { label: creditLabels.returnedQty, width: 46, align: 'right', text: (line) => line.qty },
    { label: creditLabels.credit, width: 60, align: 'right', text: (line) => line.value },
  ],
});

export const renderCreditInvoicePdf = documentRenderer(creditText, creditInvoicePdf);
