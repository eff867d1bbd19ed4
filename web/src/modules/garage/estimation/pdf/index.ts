/**
 * The estimation PDF as the kit's document PDF source (preview dialog and download): the estimation,
 * its verification mark, the requester's name and the garages' names.
 */
import type { TFunction } from 'i18next';
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { documentPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { readVerification, type PdfVerification } from '../../../../kit/pdf/verification.ts';
import { estimationPdfFileName, hasEstimationLines } from './model.ts';

/** The estimation's document type on the verification engine (functions/platform/verify/sources/estimation.ts). */
export const estimationDoctype = 'QUOT';

/** The estimation `docnumbr`, read by `load` (the page's `getByQuotId` call). */
export function estimationPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<EstimationDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = (number) =>
    readVerification(estimationDoctype, number),
) {
  return documentPdfSource({
    fileName: estimationPdfFileName(docnumbr),
    title: t('estimation:pdf.title', { docnumbr }),
    load,
    verify: () => verify(docnumbr),
    people: (document) => [requesterOf(document.master)],
    names: ['garages'],
    hasData: hasEstimationLines,
    render: async (document, options) =>
      (await import('./estimationPdf.tsx')).renderEstimationPdf(document, options),
  });
}
