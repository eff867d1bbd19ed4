/**
 * The credit invoice PDF as the kit's document PDF source (preview dialog and download): the credit,
 * its verification mark (`t=CRN`), the name of who prepared it and the items' names.
 */
import type { CreditInvoiceDocument } from '@fleet/shared/accounts/credit-invoice';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { numberedPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { creditPdfFileName } from './model.ts';

/** The credit invoice `docnumbr`, read by `load` (`getCreditInvoiceById`). */
export const creditInvoicePdfSource = numberedPdfSource<CreditInvoiceDocument>({
  doctype: 'CRN',
  fileName: creditPdfFileName,
  title: (t, docnumbr) => t('creditInvoice:pdf.title', { docnumbr }),
  people: (document) => [requesterOf(document.master)],
  names: ['items'],
  render: async (document, options) =>
    (await import('./creditInvoicePdf.tsx')).renderCreditInvoicePdf(document, options),
});
