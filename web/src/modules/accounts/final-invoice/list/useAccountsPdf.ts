/**
 * The PDF of a final invoice or a 3-in-1 invoice (preview, or print as a download), rendered in the
 * browser; the PDF module is loaded on first use.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfActions, ToastApi } from '../../../../kit/index.ts';
import { finalInvoiceApi, threeInOneApi } from '../api.ts';

export type AccountsDocument = 'final' | 'threeInOne';

export function useAccountsPdf(pdf: PdfActions, toasts: ToastApi) {
  const { t } = useTranslation();
  return useCallback(
    async (document: AccountsDocument, docnumbr: string, action: 'preview' | 'download') => {
      try {
        const { finalInvoicePdfSource, threeInOnePdfSource } = await import('../pdf/index.ts');
        const source =
          document === 'final'
            ? finalInvoicePdfSource(t, docnumbr, () => finalInvoiceApi.print(docnumbr))
            : threeInOnePdfSource(t, docnumbr, () => threeInOneApi.get(docnumbr));
        if (action === 'preview') pdf.preview(source);
        else await pdf.download(source);
      } catch (failure) {
        console.error(failure);
        toasts.error(t('kit:pdf.previewFailed'));
      }
    },
    [pdf, t, toasts],
  );
}
