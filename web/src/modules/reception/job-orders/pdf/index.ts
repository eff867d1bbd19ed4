/**
 * The job order print as the kit's PDF source (preview dialog and download). The React-PDF renderer
 * is imported inside `render`, on first use. Loading reads the print data and its verification (the
 * QR code's link and hash, `Verify/getPrintVerification?t=JO`) together, so the printed hash is that
 * of the job order printed.
 */
import type { TFunction } from 'i18next';
import type { JobOrderPrint } from '@fleet/shared/reception/kptc-job-orders';
import type { PersonName } from '@fleet/shared/platform/people';
import { getSession } from '../../../../auth/session.ts';
import { loadMasterNames } from '../../../../kit/masterNames.ts';
import type { MasterNames } from '../../../../kit/names.ts';
import { peopleNames } from '../../../../kit/people.ts';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import type { PdfVerification } from '../../../../kit/pdf/verification.ts';
import { jobOrderPdfFileName } from './model.ts';

/** The job order's document type on the verification engine. */
export const jobOrderDoctype = 'JO';

export interface JobOrderPrintData {
  print: JobOrderPrint;
  verification: PdfVerification;
  /** The names of the users of its history. */
  people: Record<string, PersonName>;
  /** The garages' names, the Arabic one printed beneath. */
  names: MasterNames;
}

const readVerification = async (jobordno: string): Promise<PdfVerification> => {
  const { printVerification } = await import('../../../../kit/pdf/verificationApi.ts');
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
      const [print, verification, names] = await Promise.all([
        load(),
        verify(jobordno),
        loadMasterNames(['garages']),
      ]);
      const people = await peopleNames(print.history.map((entry) => entry.user));
      return { print, verification, people, names };
    },
    hasData: ({ print }) => Boolean(print.header.jobordno),
    render: async ({ print, verification, people, names }) => {
      const { renderJobOrderPdf } = await import('./jobOrderPdf.tsx');
      return renderJobOrderPdf(print, { project: getSession()?.project, verification, people, names });
    },
  };
}
