/**
 * The cost sheet PDF of a list row (preview, or print as a download), rendered in the browser; the
 * PDF module is loaded on first use.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfActions, ToastApi } from '../../../../kit/index.ts';
import { costSheetApi } from '../api.ts';

export function useCostSheetPdf(pdf: PdfActions, toasts: ToastApi) {
  const { t } = useTranslation();
  return useCallback(
    async (costshtno: string, action: 'preview' | 'download') => {
      try {
        const { costSheetPdfSource } = await import('../pdf/index.ts');
        const source = costSheetPdfSource(t, costshtno, () => costSheetApi.get(costshtno));
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
