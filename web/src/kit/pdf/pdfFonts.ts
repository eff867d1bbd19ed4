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

/** What the fix below reads of a loaded fontkit face. */
interface GlyphSource {
  getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null;
}
const keepingCharacters = new WeakSet<GlyphSource>();

/**
 * A face keeps each glyph's characters from one PDF to the next (fontkit issue 154, open; the fix,
 * foliojs/fontkit#387, is not released). fontkit makes a glyph once and keeps it, and embedding a
 * font asks for a composite glyph's parts without their characters: the next PDF then lays out
 * those letters (the medial ain, the heh, ...) as glyphs of no character and its text map loses
 * them, so the page shows them but search, copy and screen readers read '�'.
 */
function keepGlyphCharacters(face: GlyphSource): void {
  if (keepingCharacters.has(face)) return;
  const getGlyph = face.getGlyph.bind(face);
  face.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters.length > 0 && glyph.codePoints.length === 0) glyph.codePoints = characters;
    return glyph;
  };
  keepingCharacters.add(face);
}

/** Registers the faces once (again only when other files are given) and loads them for a render. */
export async function registerPdfFonts(files: PdfFontFiles): Promise<void> {
  if (registered?.regular !== files.regular || registered.bold !== files.bold) register(files);
  for (const fontWeight of [400, 700]) {
    const source = Font.getFont({ fontFamily: pdfFontFamily, fontWeight });
    await source.load();
    keepGlyphCharacters(source.data as unknown as GlyphSource);
  }
}

function register(files: PdfFontFiles): void {
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
