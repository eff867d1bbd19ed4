/**
 * The declaration a document type gives the kit's document PDF (DocumentPdf.tsx): its bilingual title,
 * its particulars (label and text pairs), its tables (the lines: columns with a bilingual header, a
 * width, an alignment and the text of a line), its totals, its approvals, its signature blocks and the
 * verification mark. Plain data: the kit lays it out, left to right or for an Arabic reader right to left.
 */
import type { AmountText, ApprovalRowText, SignatureText } from './approvals.ts';
import { documentLabels } from './labels.ts';
import type { Bilingual } from './text.ts';
import type { PdfVerification } from './verification.ts';

/** A cell's alignment, as read left to right (mirrored on a page laid out right to left). */
export type PdfAlign = 'left' | 'center' | 'right';

/**
 * What a cell or a particular prints: one text, or several lines, the first in the cell's style and
 * the others small beneath it (an Arabic name, a code), each line in its own direction; empty lines
 * after the first are left out.
 */
export type PdfText =
  | string
  | {
      lines: readonly string[];
      /** The first line bold. */
      bold?: boolean;
      /** Every line small (a note in a cell). */
      small?: boolean;
      /** A shaded or framed cell (the cost sheet's lowest and chosen offers). */
      shaded?: boolean;
      framed?: boolean;
    };

/** A printed word in both languages, the Arabic beneath. */
export const both = (text: Bilingual): PdfText => ({ lines: [text.en, text.ar] });

/** A name with its Arabic name beneath, when it has one. */
export const named = (name: string, nameAr: string): PdfText => ({ lines: [name, nameAr] });

export const bold = (text: string): PdfText => ({ lines: [text], bold: true });

export interface Particular {
  label: Bilingual;
  /** An empty text prints as '-'. */
  text: PdfText;
}

export interface PdfColumnHead {
  label: Bilingual;
  /** Fixed width in points; without it the column takes the remaining width. */
  width?: number;
  align?: PdfAlign;
}

/** A column of a document's lines: its header, width, alignment and what it prints for a line. */
export interface DocumentColumn<L> extends PdfColumnHead {
  text: (line: L) => PdfText | null;
}

/** The S.No column of a document's lines. */
export const serialColumn = <L extends { serial: string }>(width = 28): DocumentColumn<L> => ({
  label: documentLabels.serial,
  width,
  align: 'center',
  text: (line) => line.serial,
});

/** A table as printed: the columns and, per row, what each cell prints (null: nothing). */
export interface DocumentTable {
  /** A section title above the table. */
  title?: Bilingual;
  columns: PdfColumnHead[];
  rows: { key: string; cells: (PdfText | null)[] }[];
  /** Printed instead of the table when it has no rows. */
  empty?: Bilingual;
  /** A note beneath the table (what its marks mean). */
  note?: Bilingual;
}

/** A table of `lines` from the document's columns. */
export function lineTable<L>(
  columns: readonly DocumentColumn<L>[],
  lines: readonly L[],
  key: (line: L, index: number) => string,
  extra: Pick<DocumentTable, 'title' | 'empty' | 'note'> = {},
): DocumentTable {
  return {
    ...extra,
    columns: columns.map(({ label, width, align }) => ({ label, width, align })),
    rows: lines.map((line, index) => ({
      key: key(line, index),
      cells: columns.map((column) => column.text(line)),
    })),
  };
}

/**
 * The particulars of a numbered document: its number (bold, under `label`) and date leading the first
 * column, then the document's own particulars in its columns; the remarks, when given, across the
 * page beneath.
 */
export function numberedParticulars(
  label: Bilingual,
  document: { docnumbr: string; date: string },
  [first, ...others]: [Particular[], ...Particular[][]],
  remarks?: string,
): DocumentPdfDeclaration['particulars'] {
  const leading: Particular[] = [
    { label, text: bold(document.docnumbr) },
    { label: documentLabels.date, text: document.date },
  ];
  return {
    columns: [[...leading, ...first], ...others],
    ...(remarks === undefined ? {} : { across: [{ label: documentLabels.remarks, text: remarks }] }),
  };
}

export interface DocumentPdfDeclaration {
  title: Bilingual;
  /** The document number: the PDF's title and the page footer read `<title> <number>`. */
  number: string;
  /** The footer's caption where it is not `<title> <number>`. */
  caption?: string;
  landscape?: boolean;
  /** The particulars, in columns side by side, and the rows across the page beneath them (remarks). */
  particulars: { columns: Particular[][]; across?: Particular[] };
  /** The lines, and any other table the document prints, in page order. */
  tables: DocumentTable[];
  /** The totals box; the last row is the grand total. */
  totals?: AmountText[];
  /** The decisions of the current round; none: the document prints no approvals. */
  approvals?: { title?: Bilingual; rows: ApprovalRowText[] };
  signatures: {
    /** A section title above the blocks. */
    title?: Bilingual;
    blocks: SignatureText[];
    /** Each block's width (points); default 250. */
    width?: number;
    /** Blocks a row beside the verification mark; default as many as fit the page. */
    perRow?: number;
    /** A line for the date in each block (blocks signed by hand). */
    dated?: boolean;
  };
  /** The verification QR code's link and hash; none in a PDF made outside the app. */
  verification?: PdfVerification;
}
