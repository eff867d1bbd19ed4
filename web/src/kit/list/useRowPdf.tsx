/**
 * The PDF of a document list's row (preview, or print as a download), rendered in the browser from the
 * source the page builds, its PDF module loaded on first use; a source that cannot be built is the
 * spec's toast. `actions` are the row's Preview and Print; render `pdf.dialog`.
 */
import { useTranslation } from 'react-i18next';
import { usePdf, type PdfActions } from '../pdf/usePdf.tsx';
import type { PdfSource } from '../pdf/source.ts';
import { useToasts } from '../toasts/ToastProvider.tsx';
import type { DocumentListActions } from './DocumentList.tsx';

export interface RowPdf<A extends unknown[]> {
  /** Shows (`preview`) or saves (`download`) the PDF of a row. */
  open: (action: 'preview' | 'download', ...row: A) => Promise<void>;
  pdf: PdfActions;
}

export function useRowPdf<A extends unknown[], D>(sourceOf: (...row: A) => Promise<PdfSource<D>>): RowPdf<A> {
  const { t } = useTranslation();
  const pdf = usePdf();
  const toasts = useToasts();
  const open = async (action: 'preview' | 'download', ...row: A) => {
    try {
      const source = await sourceOf(...row);
      if (action === 'preview') pdf.preview(source);
      else await pdf.download(source);
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.previewFailed'));
    }
  };
  return { open, pdf };
}

/** A list's Preview and Print of its rows' PDF. */
export const pdfActions = <T,>(
  rowPdf: RowPdf<[T]>,
): Required<Pick<DocumentListActions<T>, 'preview' | 'print'>> => ({
  preview: { onClick: (row) => void rowPdf.open('preview', row) },
  print: { onClick: (row) => void rowPdf.open('download', row) },
});
