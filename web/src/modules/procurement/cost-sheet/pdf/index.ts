/**
 * The cost sheet PDF as the kit's document PDF source (preview dialog and download): the sheet, its
 * verification mark (`t=CST`), the name of who prepared it and the garages', stores' and items' names.
 */
import type { CostSheetDocument } from '@fleet/shared/procurement/procurement';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { numberedPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { costSheetPdfFileName } from './model.ts';

/** The cost sheet `costshtno`, read by `load` (`getCostSheetById`). */
export const costSheetPdfSource = numberedPdfSource<CostSheetDocument>({
  doctype: 'CST',
  fileName: costSheetPdfFileName,
  title: (t, docnumbr) => t('costSheet:pdf.title', { docnumbr }),
  people: (document) => [requesterOf(document.master)],
  names: ['garages', 'stores', 'items'],
  render: async (document, options) =>
    (await import('./costSheetPdf.tsx')).renderCostSheetPdf(document, options),
});
