/**
 * The purchase request PDF as the kit's document PDF source (preview dialog and download): the
 * request, its verification mark (`t=PRQ|PRJ`), the requester's name and the garages', stores' and
 * items' names.
 */
import type { TFunction } from 'i18next';
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { documentPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { readVerification, type PdfVerification } from '../../../../kit/pdf/verification.ts';
import { hasRequestLines, purchaseRequestPdfFileName } from './model.ts';

/** The request's document type on the verification engine: PRJ with a job order, PRQ plain. */
export const purchaseRequestDoctype = (docnumbr: string) =>
  docnumbr.toUpperCase().startsWith('PRJ') ? 'PRJ' : 'PRQ';

/** The request `docnumbr`, read by `load` (the list's `getPurchaseRequestById...` call). */
export function purchaseRequestPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<PurchaseRequestDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = (number) =>
    readVerification(purchaseRequestDoctype(number), number),
) {
  return documentPdfSource({
    fileName: purchaseRequestPdfFileName(docnumbr),
    title: t('purchaseRequest:pdf.title', { docnumbr }),
    load,
    verify: () => verify(docnumbr),
    people: (document) => [requesterOf(document.master)],
    names: ['garages', 'stores', 'items'],
    hasData: hasRequestLines,
    render: async (document, options) =>
      (await import('./purchaseRequestPdf.tsx')).renderPurchaseRequestPdf(document, options),
  });
}
