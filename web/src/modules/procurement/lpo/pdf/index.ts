/**
 * The purchase order PDF as the kit's document PDF source (preview dialog and download): the order,
 * its verification mark (`t=LPO`), the name of who prepared it and the stores' and items' names.
 */
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { numberedPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { lpoPdfFileName } from './model.ts';

/** The order `docnumbr`, read by `load` (`getLpoById`). */
export const lpoPdfSource = numberedPdfSource<LpoDocument>({
  doctype: 'LPO',
  fileName: lpoPdfFileName,
  title: (t, docnumbr) => t('lpo:pdf.title', { docnumbr }),
  people: (document) => [requesterOf(document.master)],
  names: ['stores', 'items'],
  render: async (document, options) => (await import('./lpoPdf.tsx')).renderLpoPdf(document, options),
});
