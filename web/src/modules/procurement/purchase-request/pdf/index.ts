/**
 * The purchase request PDF as the kit's document PDF source (preview dialog and download): the
 * request, its verification mark (`t=PRQ|PRJ`), the requester's name and the garages', stores' and
 * items' names.
 */
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { numberedPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { purchaseRequestPdfFileName } from './model.ts';

/** The request's document type on the verification engine: PRJ with a job order, PRQ plain. */
export const purchaseRequestDoctype = (docnumbr: string) =>
  docnumbr.toUpperCase().startsWith('PRJ') ? 'PRJ' : 'PRQ';

/** The request `docnumbr`, read by `load` (the list's `getPurchaseRequestById...` call). */
export const purchaseRequestPdfSource = numberedPdfSource<PurchaseRequestDocument>({
  doctype: purchaseRequestDoctype,
  fileName: purchaseRequestPdfFileName,
  title: (t, docnumbr) => t('purchaseRequest:pdf.title', { docnumbr }),
  people: (document) => [requesterOf(document.master)],
  names: ['garages', 'stores', 'items'],
  render: async (document, options) =>
    (await import('./purchaseRequestPdf.tsx')).renderPurchaseRequestPdf(document, options),
});
