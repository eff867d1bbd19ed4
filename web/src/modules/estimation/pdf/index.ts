/**
 * The estimation PDF as the kit's PDF source (preview dialog and download). The React-PDF renderer is
 * imported inside `render`, on first use.
 */
import type { TFunction } from 'i18next';
import type { EstimationDocument } from '@fleet/shared/estimation';
import { getSession } from '../../../auth/session.ts';
import type { PdfSource } from '../../../kit/pdf/source.ts';
import { estimationPdfFileName, hasEstimationLines } from './model.ts';

/** The estimation `docnumbr`, read by `load` (the page's `getByQuotId` call). */
export function estimationPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<EstimationDocument>,
): PdfSource<EstimationDocument> {
  return {
    fileName: estimationPdfFileName(docnumbr),
    title: t('estimation:pdf.title', { docnumbr }),
    load,
    hasData: hasEstimationLines,
    render: async (document) => {
      const { renderEstimationPdf } = await import('./estimationPdf.tsx');
      return renderEstimationPdf(document, { project: getSession()?.project });
    },
  };
}
