/**
 * The PDF preview dialog (spec 000 sections 2, 8 and 9): renders the document with pdf.js, zoom 50%
 * to 300% in 25% steps, print, download and close, with the spec's messages when the document cannot
 * be read, has no lines, cannot be rendered, or is downloaded before it is ready.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { saveBlob } from '../download.ts';
import { useToasts } from '../toasts/ToastProvider.tsx';
import { printPdf } from './print.ts';
import { pdfjsRenderer, readBlob, type PdfDocumentView, type PdfRenderer } from './renderer.ts';
import { PdfError, producePdf, type PdfFailure, type PdfSource } from './source.ts';
import { defaultZoom, maxZoom, minZoom, zoomIn, zoomLabel, zoomOut } from './zoom.ts';
import './pdfPreview.css';

export interface PdfPreviewDialogProps<D> {
  /** What to show; null closes the dialog. */
  source: PdfSource<D> | null;
  onClose: () => void;
  /** The PDF engine (tests pass a stand-in). */
  renderer?: PdfRenderer;
  /** Prints the opened PDF (tests pass a spy). */
  print?: (document: PdfDocumentView) => Promise<void>;
  /** Saves a file (tests pass a spy). */
  save?: (blob: Blob, fileName: string) => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; blob: Blob; document: PdfDocumentView }
  | { kind: 'failed'; failure: PdfFailure };

export function PdfPreviewDialog<D>({
  source,
  onClose,
  renderer = pdfjsRenderer,
  print = printPdf,
  save = saveBlob,
}: PdfPreviewDialogProps<D>) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [zoom, setZoom] = useState(defaultZoom);
  const [renderFailed, setRenderFailed] = useState(false);
  const [printing, setPrinting] = useState(false);
  const pagesRef = useRef<HTMLDivElement>(null);

  // Produce and open the PDF each time a source is given.
  useEffect(() => {
    if (!source) {
      setPhase({ kind: 'idle' });
      return undefined;
    }
    let cancelled = false;
    let opened: PdfDocumentView | undefined;
    setPhase({ kind: 'loading' });
    setZoom(defaultZoom);
    setRenderFailed(false);
    void (async () => {
      try {
        const blob = await producePdf(source);
        if (cancelled) return;
        try {
          opened = await renderer(await readBlob(blob));
        } catch (cause) {
          throw new PdfError('previewFailed', { cause });
        }
        if (cancelled) return opened.destroy();
        setPhase({ kind: 'ready', blob, document: opened });
      } catch (failure) {
        if (cancelled) return;
        if (!(failure instanceof PdfError && failure.kind === 'noData')) console.error(failure);
        setPhase({ kind: 'failed', failure: failure instanceof PdfError ? failure.kind : 'previewFailed' });
      }
    })();
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [source, renderer]);

  // Draw every page at the current zoom.
  useEffect(() => {
    if (phase.kind !== 'ready' || !pagesRef.current) return undefined;
    let cancelled = false;
    const canvases = Array.from(pagesRef.current.querySelectorAll('canvas'));
    void Promise.all(
      canvases.map((canvas, index) => phase.document.renderPage(index + 1, canvas, zoom)),
    ).catch((failure: unknown) => {
      if (cancelled) return;
      console.error(failure);
      setRenderFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [phase, zoom]);

  const download = () => {
    if (phase.kind !== 'ready' || !source) {
      toasts.error(t('kit:pdf.notReady'));
      return;
    }
    try {
      save(phase.blob, source.fileName);
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.downloadFailed'));
    }
  };

  const ready = phase.kind === 'ready';
  const failure: PdfFailure | undefined =
    phase.kind === 'failed' ? phase.failure : renderFailed ? 'previewFailed' : undefined;

  return (
    <Modal
      visible={source !== null}
      size="max"
      header={source?.title ?? ''}
      closeAriaLabel={t('kit:close')}
      onDismiss={onClose}
      footer={
        <div className="fleet-pdf-toolbar">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button
              iconName="zoom-out"
              variant="icon"
              ariaLabel={t('kit:pdf.zoomOut')}
              disabled={!ready || zoom <= minZoom}
              onClick={() => setZoom(zoomOut)}
            />
            <span className="fleet-pdf-toolbar__zoom" aria-live="polite" data-testid="pdf-zoom">
              {zoomLabel(zoom)}
            </span>
            <Button
              iconName="zoom-in"
              variant="icon"
              ariaLabel={t('kit:pdf.zoomIn')}
              disabled={!ready || zoom >= maxZoom}
              onClick={() => setZoom(zoomIn)}
            />
          </SpaceBetween>
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              disabled={!ready}
              loading={printing}
              onClick={() => {
                if (phase.kind !== 'ready') return;
                setPrinting(true);
                print(phase.document)
                  .catch((failure: unknown) => {
                    console.error(failure);
                    toasts.error(t('kit:pdf.printFailed'));
                  })
                  .finally(() => setPrinting(false));
              }}
            >
              {t('kit:pdf.print')}
            </Button>
            <Button iconName="download" onClick={download}>
              {t('kit:pdf.download')}
            </Button>
            <Button variant="primary" onClick={onClose}>
              {t('kit:close')}
            </Button>
          </SpaceBetween>
        </div>
      }
    >
      {phase.kind === 'loading' && (
        <Box textAlign="center" padding="xl">
          <Spinner size="large" />
          <Box variant="p" color="text-status-inactive">
            {t('kit:pdf.generating')}
          </Box>
        </Box>
      )}
      {failure && <Alert type={failure === 'noData' ? 'info' : 'error'}>{t(`kit:pdf.${failure}`)}</Alert>}
      {ready && !renderFailed && (
        <div
          className="fleet-pdf-pages"
          ref={pagesRef}
          data-testid="pdf-pages"
          // It scrolls: keyboard users reach it with Tab and scroll it with the arrow keys.
          tabIndex={0}
          role="region"
          aria-label={t('kit:pdf.pages')}
        >
          {Array.from({ length: phase.document.pageCount }, (_, index) => (
            <canvas
              key={index}
              className="fleet-pdf-page"
              aria-label={t('kit:pdf.page', { page: index + 1 })}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
