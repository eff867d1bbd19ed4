/**
 * Text helpers of every PDF (spec 000 section 2 "PDFs"): one document serves both UI languages, so
 * labels carry English and Arabic; values are printed in their own direction, without bidi marks.
 */

/** A printed label in both languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** A label in both languages; labels.ts files import it as `l` to keep their tables short. */
export const bilingual = (en: string, ar: string): Bilingual => ({ en, ar });

export const productName: Bilingual = { en: 'Fleet Workshop', ar: 'ورشة الأسطول' };

/**
 * Drops bidi control marks: the PDF font has no glyph for them (react-pdf would draw a gap and the
 * text layer would read U+FFFD). Values sit in their own left-to-right text nodes instead.
 */
export function printable(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
}

/** The direction of a value, from its first letter (as HTML's dir="auto"). */
export function textDirection(value: string): 'ltr' | 'rtl' {
  const letter = /\p{L}/u.exec(value)?.[0];
  return letter !== undefined && /\p{Script=Arabic}/u.test(letter) ? 'rtl' : 'ltr';
}

/** `2026-05-03` (or a timestamp starting so) -> `03/05/2026`, without a time zone shift. */
export function dayText(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A quantity: up to 3 decimals, none when whole. */
export function qtyText(value: number): string {
  return (Number.isFinite(value) ? value : 0).toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/**
 * A download's file name, `<prefix>_<number>.pdf`: any run of characters in the number other than
 * letters, digits, '_' and '-' made one '_', so every file system takes it as it is.
 */
export function pdfFileName(prefix: string, number: string): string {
  return `${prefix}_${number.replace(/[^\p{L}\p{N}_-]+/gu, '_')}.pdf`;
}
