/**
 * PDF actions of a page: `preview(source)` opens the preview dialog, `download(source)` produces and
 * saves the file directly (the list's print action), failures as the spec's toasts. Render `dialog`.
 */
import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../download.ts';
import { useToasts } from '../toasts/ToastProvider.tsx';
import { PdfPreviewDialog } from './PdfPreviewDialog.tsx';
import { PdfError, producePdf, type PdfSource } from './source.ts';

export interface PdfActions {
  preview<D>(source: PdfSource<D>): void;
  download<D>(source: PdfSource<D>): Promise<void>;
  /** Whether a download is being produced. */
  downloading: boolean;
  dialog: ReactElement;
}

export function usePdf(): PdfActions {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [source, setSource] = useState<PdfSource<unknown> | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(
    async <D,>(next: PdfSource<D>) => {
      setDownloading(true);
      try {
        const blob = await producePdf(next);
        try {
          saveBlob(blob, next.fileName);
        } catch (cause) {
          throw new PdfError('downloadFailed', { cause });
        }
      } catch (failure) {
        console.error(failure);
        toasts.error(t(`kit:pdf.${failure instanceof PdfError ? failure.kind : 'downloadFailed'}`));
      } finally {
        setDownloading(false);
      }
    },
    [t, toasts],
  );

  return {
    preview: (next) => setSource(next as PdfSource<unknown>),
    download,
    downloading,
    dialog: <PdfPreviewDialog source={source} onClose={() => setSource(null)} />,
  };
}
