/**
 * The PDF of a parts document decided at one approval level (the LPO and the credit invoice at KPTC):
 * its particulars in two columns (the number and date leading the first, the supplier leading and the
 * approval state closing the second) with the remarks across, the lines (S.No, item code, the description in
 * both languages, UOM, then the document's own columns), the totals, the level's decisions and the
 * prepared-by and approver's signature blocks. Each document gives its title, particulars and columns,
 * and its text (`levelDocumentText`) only what it prints of its own.
 */
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import type { PersonName } from '@fleet/shared/platform/people';
import { masterName, type MasterNames } from '../names.ts';
import type { AmountText, ApprovalRowText } from './approvals.ts';
import { printedApproval, signerOf } from './approvals.ts';
import {
  both,
  lineTable,
  named,
  numberedParticulars,
  serialColumn,
  type DocumentColumn,
  type DocumentPdfDeclaration,
  type Particular,
} from './document.ts';
import { documentLabels as labels, levelApproval } from './labels.ts';
import { dayText, printable, type Bilingual } from './text.ts';
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
  date: string;
  jobordno: string;
  /** The supplier's name, its code beneath. */
  supplier: string;
  vendcode: string;
  /** The approval state (pending, approved, rejected, none). */
  state: Bilingual;
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
  /** The label of the document's number. */
  numberLabel: Bilingual;
  /** The approval level (`KPTC`). */
  level: string;
  /** The document's own particulars: after the number and date, and between the supplier and the state. */
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
    particulars: numberedParticulars(
      layout.numberLabel,
      text,
      [
        layout.particulars[0],
        [
          { label: labels.supplier, text: { lines: [text.supplier, text.vendcode], bold: true } },
          ...layout.particulars[1],
          { label: labels.state, text: both(text.state) },
        ],
      ],
      text.remarks,
    ),
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

/** A stored line of a parts document, as its PDF reads it. */
interface PartLine {
  serlnumb: number;
  sparepart: string;
  sparenam: string;
  spareuom: string;
}

/** A stored level document, as its PDF reads it. */
export interface LevelDocumentSource<T extends PartLine> {
  master: {
    docnumbr: string;
    docdate: string;
    jobordno: string;
    vendcode: string;
    vendname: string;
    remarks: string;
    cretuser: string;
    approval?: { round: number; requester: string; state: 'pending' | 'approved' | 'rejected' } | undefined;
  };
  lines: readonly T[];
  approvals: ApprovalRecord[];
}

/**
 * What a level document prints alike, as text (pure): number, date, state and remarks, the lines by
 * S.No with the item, its names in both languages (`names`: the items' Arabic names) and UOM, then the
 * line's own columns (`own`), the level's decisions of the current round (by X for Y under a delegation)
 * and who prepared it (`people`: the names of the master's user codes) and who approved it.
 */
export function levelDocumentText<T extends PartLine, L extends PartLineText>(
  document: LevelDocumentSource<T>,
  level: string,
  own: (line: T) => Omit<L, keyof PartLineText>,
  people: Record<string, PersonName>,
  names: MasterNames,
): Omit<LevelDocumentText<L>, 'totals'> {
  const { master } = document;
  const approval = printedApproval(document, people);
  return {
    docnumbr: printable(master.docnumbr),
    date: dayText(master.docdate),
    jobordno: printable(master.jobordno),
    supplier: printable(master.vendname),
    vendcode: printable(master.vendcode),
    state: approval.state,
    remarks: printable(master.remarks),
    lines: [...document.lines]
      .sort((a, b) => a.serlnumb - b.serlnumb)
      .map(
        (line) =>
          ({
            serial: String(line.serlnumb),
            item: printable(line.sparepart),
            description: printable(line.sparenam),
            descriptionAr: printable(masterName(names, 'items', line.sparepart, line.sparenam).ar),
            uom: printable(line.spareuom),
            ...own(line),
          }) as L,
      ),
    approvals: approval.approvals,
    preparedBy: approval.requester,
    approvedBy: signerOf(approval.current, level),
  };
}
