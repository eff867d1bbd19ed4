/**
 * The final invoice and 3-in-1 invoice PDFs as the kit's document PDF sources (preview dialog and
 * download): the invoice, its verification mark (`t=FIN|TIO`), the name of who prepared it and the
 * garages' names.
 */
import type { FinalInvoiceMaster } from '@fleet/shared/accounts/accounts';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { numberedPdfSource } from '../../../../kit/pdf/documentSource.ts';
import type { ThreeInOneDocument } from '../api.ts';
import { finalInvoicePdfFileName, threeInOnePdfFileName } from './model.ts';

/** The final invoice `docnumbr`, read by `load` (`getFinalInvoiceprintrep`). */
export const finalInvoicePdfSource = numberedPdfSource<FinalInvoiceMaster>({
  doctype: 'FIN',
  fileName: finalInvoicePdfFileName,
  title: (t, docnumbr) => t('finalInvoice:pdf.finalTitle', { docnumbr }),
  people: (master) => [master.cretuser],
  names: ['garages'],
  render: async (master, options) =>
    (await import('./accountsPdf.tsx')).renderFinalInvoicePdf(master, options),
});

/** The 3-in-1 invoice `docnumbr`, read by `load` (`getThreeInOneById`). */
export const threeInOnePdfSource = numberedPdfSource<ThreeInOneDocument>({
  doctype: 'TIO',
  fileName: threeInOnePdfFileName,
  title: (t, docnumbr) => t('finalInvoice:pdf.threeInOneTitle', { docnumbr }),
  people: (document) => [requesterOf(document.master)],
  names: ['garages'],
  hasData: (document) => document.master.lines.length > 0,
  render: async (document, options) =>
    (await import('./accountsPdf.tsx')).renderThreeInOnePdf(document, options),
});
