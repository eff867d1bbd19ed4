/** What the preview needs from a PDF engine; pdf.js in the browser, a stand-in in unit tests. */
export interface PdfDocumentView {
  pageCount: number;
  /** Draws page `pageNumber` (1-based) on the canvas at `scale` CSS pixels per PDF point. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<void>;
  destroy(): void;
}

export type PdfRenderer = (data: ArrayBuffer) => Promise<PdfDocumentView>;

/** pdf.js, loaded on first use (it stays out of the list pages' own bundle). */
export const pdfjsRenderer: PdfRenderer = async (data) => {
  const { openWithPdfjs } = await import('./pdfjs.ts');
  return openWithPdfjs(data);
};

/** The bytes of a Blob (FileReader where `Blob.arrayBuffer` is missing, as in jsdom). */
export function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}
