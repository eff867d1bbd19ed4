import type { PdfFontFiles } from './pdfFonts.ts';

/**
 * The shipped faces. Vite turns `new URL(<file>, import.meta.url)` into the hashed asset's URL; under
 * Node (tests) it stays a file URL, which react-pdf reads as a path.
 */
const fontFile = (url: URL) => (url.protocol === 'file:' ? decodeURIComponent(url.pathname) : url.href);

export const bundledPdfFonts: PdfFontFiles = {
  regular: fontFile(new URL('./fonts/IBMPlexSansArabic-Regular.ttf', import.meta.url)),
  bold: fontFile(new URL('./fonts/IBMPlexSansArabic-Bold.ttf', import.meta.url)),
};
