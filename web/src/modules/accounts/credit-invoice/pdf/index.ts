/**
 * The credit invoice PDF as the kit's document PDF source (preview dialog and download): the credit,
 * its verification mark (`t=CRN`), the name of who prepared it and the items' names.
 */
import type { TFunction } from 'i18next';
import type { CreditInvoiceDocument } from '@fleet/shared/accounts/credit-invoice';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { documentPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { readVerification, type PdfVerification } from '../../../../kit/pdf/verification.ts';
import { creditPdfFileName, hasCreditLines } from './model.ts';

/** The credit invoice's document type on the verification engine. */
export const creditInvoiceDoctype = 'CRN';

/** The credit invoice `docnumbr`, read by `load` (`getCreditInvoiceById`). */
export function creditInvoicePdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<CreditInvoiceDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = (number) =>
    readVerification(creditInvoiceDoctype, number),
) {
  return documentPdfSource({
    fileName: creditPdfFileName(docnumbr),
    title: t('creditInvoice:pdf.title', { docnumbr }),
    load,
    verify: () => verify(docnumbr),
    people: (document) => [requesterOf(document.master)],
    names: ['items'],
    hasData: hasCreditLines,
    render: async (document, options) =>
      (await import('./creditInvoicePdf.tsx')).renderCreditInvoicePdf(document, options),
  });
}
