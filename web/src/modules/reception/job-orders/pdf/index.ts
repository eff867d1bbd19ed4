/**
 * The job order print as the kit's document PDF source (preview dialog and download): the print data,
 * its verification mark (`t=JO`), the names of the users of its history and the garages' names.
 */
import type { JobOrderPrint } from '@fleet/shared/reception/kptc-job-orders';
import { numberedPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { jobOrderPdfFileName } from './model.ts';

/** The job order `jobordno`, read by `load` (`getJobOrderPrintByjoborderno`). */
export const jobOrderPdfSource = numberedPdfSource<JobOrderPrint>({
  doctype: 'JO',
  fileName: jobOrderPdfFileName,
  title: (t, jobordno) => t('jobOrders:pdf.title', { jobordno }),
  people: (print) => print.history.map((entry) => entry.user),
  names: ['garages'],
  hasData: (print) => Boolean(print.header.jobordno),
  render: async (print, options) => (await import('./jobOrderPdf.tsx')).renderJobOrderPdf(print, options),
});
