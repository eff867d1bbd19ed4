/** pdf.js with its worker bundled by Vite. */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfDocumentView } from './renderer.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** PDF points are 1/72 inch, CSS pixels 1/96: 100% zoom shows the page at its printed size. */
const cssPixelsPerPoint = 96 / 72;

export async function openWithPdfjs(data: ArrayBuffer): Promise<PdfDocumentView> {
  const document = await getDocument({ data: new Uint8Array(data) }).promise;
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, canvas, scale) {
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale: scale * cssPixelsPerPoint });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas 2D context unavailable');
      await page.render({
        canvasContext: context,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      }).promise;
    },
    destroy() {
      void document.destroy();
    },
  };
}
