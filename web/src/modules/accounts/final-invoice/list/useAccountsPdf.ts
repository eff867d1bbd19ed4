/**
 * The PDF of a final invoice or a 3-in-1 invoice, rendered in the browser; the PDF module is loaded on
 * first use.
 */
import { useTranslation } from 'react-i18next';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { finalInvoiceApi, threeInOneApi } from '../api.ts';

export type AccountsDocument = 'final' | 'threeInOne';

export function useAccountsPdf() {
  const { t } = useTranslation();
  return useRowPdf(async (document: AccountsDocument, docnumbr: string) => {
    const { finalInvoicePdfSource, threeInOnePdfSource } = await import('../pdf/index.ts');
    return document === 'final'
      ? finalInvoicePdfSource(t, docnumbr, () => finalInvoiceApi.print(docnumbr))
      : threeInOnePdfSource(t, docnumbr, () => threeInOneApi.get(docnumbr));
  });
}
