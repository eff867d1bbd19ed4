/**
 * The estimation PDF as the kit's document PDF source (preview dialog and download): the estimation,
 * its verification mark (`t=QUOT`, functions/platform/verify/sources/estimation.ts), the requester's
 * name and the garages' names.
 */
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { numberedPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { estimationPdfFileName } from './model.ts';

/** The estimation `docnumbr`, read by `load` (the page's `getByQuotId` call). */
export const estimationPdfSource = numberedPdfSource<EstimationDocument>({
  doctype: 'QUOT',
  fileName: estimationPdfFileName,
  title: (t, docnumbr) => t('estimation:pdf.title', { docnumbr }),
  people: (document) => [requesterOf(document.master)],
  names: ['garages'],
  render: async (document, options) =>
    (await import('./estimationPdf.tsx')).renderEstimationPdf(document, options),
});
