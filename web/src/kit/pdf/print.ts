/**
 * Prints the previewed PDF: each page is drawn at print resolution and printed from a hidden frame.
 * Printing the PDF file itself would need the browser's PDF viewer inside a frame, which some
 * browsers (and headless Chromium) do not offer.
 */
import type { PdfDocumentView } from './renderer.ts';

/** 2 x 96 dpi: sharp enough on paper, small enough to draw quickly. */
const printScale = 2;

function pageImage(document: PdfDocumentView, pageNumber: number): Promise<string> {
  const canvas = window.document.createElement('canvas');
  return document.renderPage(pageNumber, canvas, printScale).then(() => canvas.toDataURL('image/png'));
}

export async function printPdf(document: PdfDocumentView): Promise<void> {
  const images: string[] = [];
  for (let page = 1; page <= document.pageCount; page += 1) images.push(await pageImage(document, page));
  const frame = window.document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    insetInlineEnd: '0',
    insetBlockEnd: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  frame.srcdoc = `<!doctype html><html><head><style>
    @page { margin: 0; }
    html, body { margin: 0; padding: 0; }
    img { display: block; width: 100%; page-break-after: always; break-after: page; }
    img:last-child { page-break-after: auto; break-after: auto; }
  </style></head><body>${images.map((src) => `<img src="${src}" alt="">`).join('')}</body></html>`;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // The print dialog holds the frame while it is open; remove it well after.
    setTimeout(() => frame.remove(), 60_000);
  };
  window.document.body.appendChild(frame);
}
