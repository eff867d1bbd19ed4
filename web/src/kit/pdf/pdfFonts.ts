/**
 * The PDF font (ARCHITECTURE.md section 9): IBM Plex Sans Arabic, Latin and Arabic in one face, so
 * react-pdf shapes Arabic (fontkit's Arabic shaper) and never falls back mid-line. The files are the
 * unmodified TTFs IBM publishes on Google Fonts, as the npm package `@expo-google-fonts/
 * ibm-plex-sans-arabic` 0.4.2 ships them, copied with their licence (fonts/OFL.txt). Not the
 * `@fontsource` files: those are unicode-range subsets (Latin and Arabic in separate files), and WOFF
 * makes fontkit inflate a table on every read (a one-page invoice took 3 to 6 s instead of 0.3 s).
 */
import { Font } from '@react-pdf/renderer';

export const pdfFontFamily = 'IBM Plex Sans Arabic';

/** Where the faces are: URLs in the browser, file paths in Node. */
export interface PdfFontFiles {
  regular: string;
  bold: string;
}

let registered: PdfFontFiles | undefined;

/** Registers the faces once (again only when other files are given). */
export function registerPdfFonts(files: PdfFontFiles): void {
  if (registered?.regular === files.regular && registered.bold === files.bold) return;
  Font.register({
    family: pdfFontFamily,
    fonts: [
      { src: files.regular, fontWeight: 400 },
      { src: files.bold, fontWeight: 700 },
    ],
  });
  // Words are never hyphenated: ids such as MI-2026-00001 and Arabic words break only at spaces.
  Font.registerHyphenationCallback((word) => [word]);
  registered = files;
}
