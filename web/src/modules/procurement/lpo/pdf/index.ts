/**
 * The purchase order PDF as the kit's document PDF source (preview dialog and download): the order,
 * its verification mark (`t=LPO`), the name of who prepared it and the stores' and items' names.
 */
import type { TFunction } from 'i18next';
import type { LpoDocument } from '@fleet/shared/procurement/procurement';
import { requesterOf } from '../../../../kit/pdf/approvals.ts';
import { documentPdfSource } from '../../../../kit/pdf/documentSource.ts';
import { readVerification, type PdfVerification } from '../../../../kit/pdf/verification.ts';
import { hasLpoLines, lpoPdfFileName } from './model.ts';

/** The purchase order's document type on the verification engine. */
export const lpoDoctype = 'LPO';

/** The order `docnumbr`, read by `load` (`getLpoById`). */
export function lpoPdfSource(
  t: TFunction,
  docnumbr: string,
  load: () => Promise<LpoDocument>,
  verify: (docnumbr: string) => Promise<PdfVerification> = (number) => readVerification(lpoDoctype, number),
) {
  return documentPdfSource({
    fileName: lpoPdfFileName(docnumbr),
    title: t('lpo:pdf.title', { docnumbr }),
    load,
    verify: () => verify(docnumbr),
    people: (document) => [requesterOf(document.master)],
    names: ['stores', 'items'],
    hasData: hasLpoLines,
    render: async (document, options) => (await import('./lpoPdf.tsx')).renderLpoPdf(document, options),
  });
}
