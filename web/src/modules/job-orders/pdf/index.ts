/**
 * The job order print as the kit's PDF source (preview dialog and download). The React-PDF renderer
 * is imported inside `render`, on first use. Loading reads the print data and its verification (the
 * QR code's link and hash, `Verify/getPrintVerification?t=JO`) together, so the printed hash is that
 * of the job order printed.
 */
import type { TFunction } from 'i18next';
import type { JobOrderPrint } from '@fleet/shared/kptc-job-orders';
import { getSession } from '../../../auth/session.ts';
import type { PdfSource } from '../../../kit/pdf/source.ts';
import type { PdfVerification } from '../../../kit/pdf/verification.ts';
import { jobOrderPdfFileName } from './model.ts';

/** The job order's document type on the verification engine. */
export const jobOrderDoctype = 'JO';

export interface JobOrderPrintData {
  print: JobOrderPrint;
  verification: PdfVerification;
}

const readVerification = async (jobordno: string): Promise<PdfVerification> => {
  const { printVerification } = await import('../../../kit/pdf/verificationApi.ts');
  return printVerification(jobOrderDoctype, jobordno);
};

export function jobOrderPdfSource(
  t: TFunction,
  jobordno: string,
  load: () => Promise<JobOrderPrint>,
  verify: (jobordno: string) => Promise<PdfVerification> = readVerification,
): PdfSource<JobOrderPrintData> {
  return {
    fileName: jobOrderPdfFileName(jobordno),
    title: t('jobOrders:pdf.title', { jobordno }),
    load: async () => {
      const [print, verification] = await Promise.all([load(), verify(jobordno)]);
      return { print, verification };
    },
    hasData: ({ print }) => Boolean(print.header.jobordno),
    render: async ({ print, verification }) => {
      const { renderJobOrderPdf } = await import('./jobOrderPdf.tsx');
      return renderJobOrderPdf(print, { project: getSession()?.project, verification });
    },
  };
}
