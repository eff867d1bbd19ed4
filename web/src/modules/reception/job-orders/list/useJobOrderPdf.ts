/**
 * The job order print of a list row (preview, or print as a download), rendered in the browser; the
 * PDF module is loaded on first use.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfActions, ToastApi } from '../../../../kit/index.ts';
import { jobOrderApi } from '../api.ts';

export function useJobOrderPdf(pdf: PdfActions, toasts: ToastApi) {
  const { t } = useTranslation();
  return useCallback(
    async (jobordno: string, action: 'preview' | 'download') => {
      try {
        const { jobOrderPdfSource } = await import('../pdf/index.ts');
        const source = jobOrderPdfSource(t, jobordno, () => jobOrderApi.print(jobordno));
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
