/**
 * The cost sheet PDF as the kit's document PDF source (preview dialog and download): the sheet, its
 * verification mark (`t=CST`), the name of who prepared it and the garages', stores' and items' names.
 */
import type { TFunction } from 'i18next';
import type { CostSheetDocument } from '@fleet/shared/procurement/procurement';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { documentPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { readVerification, type PdfVerification } from '../../../../kit/pdf/verification.ts';
import { costSheetPdfFileName, hasCostSheetLines } from './model.ts';

/** The cost sheet's document type on the verification engine. */
export const costSheetDoctype = 'CST';

/** The cost sheet `costshtno`, read by `load` (`getCostSheetById`). */
export function costSheetPdfSource(
  t: TFunction,
  costshtno: string,
  load: () => Promise<CostSheetDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = (number) =>
    readVerification(costSheetDoctype, number),
) {
  return documentPdfSource({
    fileName: costSheetPdfFileName(costshtno),
    title: t('costSheet:pdf.title', { docnumbr: costshtno }),
    load,
    verify: () => verify(costshtno),
    people: (document) => [requesterOf(document.master)],
    names: ['garages', 'stores', 'items'],
    hasData: hasCostSheetLines,
    render: async (document, options) =>
      (await import('./costSheetPdf.tsx')).renderCostSheetPdf(document, options),
  });
}
