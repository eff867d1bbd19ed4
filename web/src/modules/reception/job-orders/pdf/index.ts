/**
 * The job order print as the kit's document PDF source (preview dialog and download): the print data,
 * its verification mark (`t=JO`), the names of the users of its history and the garages' names.
 */
import type { TFunction } from 'i18next';
import type { JobOrderPrint } from '@fleet/shared/reception/kptc-job-orders';
import { documentPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { readVerification, type PdfVerification } from '../../../../kit/pdf/verification.ts';
import { jobOrderPdfFileName } from './model.ts';

/** The job order's document type on the verification engine. */
export const jobOrderDoctype = 'JO';

export function jobOrderPdfSource(
  t: TFunction,
  jobordno: string,
  load: () => Promise<JobOrderPrint>,
  verify: (jobordno: string) => Promise<PdfVerification> = (number) =>
    readVerification(jobOrderDoctype, number),
) {
  return documentPdfSource({
    fileName: jobOrderPdfFileName(jobordno),
    title: t('jobOrders:pdf.title', { jobordno }),
    load,
    verify: () => verify(jobordno),
    people: (print) => print.history.map((entry) => entry.user),
    names: ['garages'],
    hasData: (print) => Boolean(print.header.jobordno),
    render: async (print, options) => (await import('./jobOrderPdf.tsx')).renderJobOrderPdf(print, options),
  });
}
