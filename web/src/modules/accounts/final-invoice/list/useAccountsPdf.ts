/**
 * The PDF of a final invoice or a 3-in-1 invoice, rendered in the browser; the PDF module is loaded on
 * first use.
 */
import { useTranslation } from 'react-i18next';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import type { PdfSource } from '../../../../kit/pdf/source.ts';
import { finalInvoiceApi, threeInOneApi } from '../api.ts';

export type AccountsDocument = 'final' | 'threeInOne';

export function useAccountsPdf() {
  const { t } = useTranslation();
  return useRowPdf(async (document: AccountsDocument, docnumbr: string) => {
    const { finalInvoicePdfSource, threeInOnePdfSource } = await import('../pdf/index.ts');
    // Each invoice reads its own document: the hook opens either source.
    const source: PdfSource<unknown> =
      document === 'final'
        ? finalInvoicePdfSource(t, docnumbr, () => finalInvoiceApi.print(docnumbr))
        : threeInOnePdfSource(t, docnumbr, () => threeInOneApi.get(docnumbr));
    return source;
  });
}
