/**
 * The PDF of a parts document decided at one approval level (the LPO and the credit invoice at KPTC):
 * its particulars in two columns with the remarks across, the lines (S.No, item code, the description in
 * both languages, UOM, then the document's own columns), the totals, the level's decisions and the
 * prepared-by and approver's signature blocks. Each document gives its title, particulars and columns.
 */
import type { AmountText, ApprovalRowText } from './approvals.ts';
import {
  lineTable,
  named,
  serialColumn,
  type DocumentColumn,
  type DocumentPdfDeclaration,
  type Particular,
} from './document.ts';
import { documentLabels as labels, levelApproval } from './labels.ts';
import type { Bilingual } from './text.ts';
import type { PdfVerification } from './verification.ts';

export interface PartLineText {
  serial: string;
  item: string;
  description: string;
  /** The item master's Arabic name ('' when it has none). */
  descriptionAr: string;
  uom: string;
}

export interface LevelDocumentText<L extends PartLineText> {
  docnumbr: string;
  remarks: string;
  lines: L[];
  totals: AmountText[];
  approvals: ApprovalRowText[];
  preparedBy: Bilingual;
  /** Who approved at the level ("X for Y" under a delegation); empty while not approved. */
  approvedBy: Bilingual;
}

export interface LevelDocumentLayout<L extends PartLineText> {
  title: Bilingual;
  /** The approval level (`KPTC`). */
  level: string;
  /** The two columns of particulars. */
  particulars: [Particular[], Particular[]];
  /** Widths of the item code and UOM columns. */
  widths: { item: number; uom: number };
  /** The columns after item code, description and UOM. */
  columns: DocumentColumn<L>[];
}

export function levelDocumentPdf<L extends PartLineText>(
  text: LevelDocumentText<L>,
  layout: LevelDocumentLayout<L>,
  verification?: PdfVerification,
): DocumentPdfDeclaration {
  const approval = levelApproval(layout.level);
  const columns: DocumentColumn<L>[] = [
    serialColumn(),
    { label: labels.itemCode, width: layout.widths.item, text: (line) => line.item },
    { label: labels.description, text: (line) => named(line.description, line.descriptionAr) },
    { label: labels.uom, width: layout.widths.uom, text: (line) => line.uom },
    ...layout.columns,
  ];
  return {
    title: layout.title,
    number: text.docnumbr,
    particulars: { columns: layout.particulars, across: [{ label: labels.remarks, text: text.remarks }] },
    tables: [lineTable(columns, text.lines, (line) => line.serial)],
    totals: text.totals,
    approvals: { title: approval, rows: text.approvals },
    signatures: {
      blocks: [
        { title: labels.preparedBy, name: text.preparedBy },
        { title: approval, name: text.approvedBy },
      ],
    },
    verification,
  };
}
