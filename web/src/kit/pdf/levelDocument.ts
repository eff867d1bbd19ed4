/**
 * The PDF of a parts document decided at one approval level (the LPO and the credit invoice at KPTC):
 * its particulars in two columns (the number and date leading the first, the supplier leading and the
 * approval state closing the second) with the remarks across, the lines (S.No, item code, the description in
 * both languages, UOM, then the document's own columns), the totals, the level's decisions and the
 * prepared-by and approver's signature blocks. Each document declares its PDF (`levelDocumentPdf`: title,
 * particulars, columns) and its text (`levelDocumentText`: the level, the totals' labels and what it
 * prints of its own, of each line and of the master).
 */
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import { sumKwd } from '@fleet/shared/engines/amounts';
import type { SerialPartLine } from '@fleet/shared/engines/document-lines';
import type { PersonName } from '@fleet/shared/platform/people';
import { formatKwd } from '../../i18n/format.ts';
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
import { dayText, printable, qtyText, type Bilingual } from './text.ts';
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

export interface LevelDocumentLayout<T extends LevelDocumentText<PartLineText>> {
  title: Bilingual;
  /** The label of the document's number. */
  numberLabel: Bilingual;
  /** The approval level (`KPTC`). */
  level: string;
  /** The document's own particulars: after the number and date, and between the supplier and the state. */
  particulars: (text: T) => [Particular[], Particular[]];
  /** Widths of the item code and UOM columns. */
  widths: { item: number; uom: number };
  /** The columns after item code, description and UOM. */
  columns: DocumentColumn<T['lines'][number]>[];
}

/** The document's PDF declaration from its text, as `documentRenderer` takes it. */
export function levelDocumentPdf<T extends LevelDocumentText<PartLineText>>(
  layout: LevelDocumentLayout<T>,
): (text: T, verification?: PdfVerification) => DocumentPdfDeclaration {
  const approval = levelApproval(layout.level);
  const columns: DocumentColumn<T['lines'][number]>[] = [
    serialColumn(),
    { label: labels.itemCode, width: layout.widths.item, text: (line) => line.item },
    { label: labels.description, text: (line) => named(line.description, line.descriptionAr) },
    { label: labels.uom, width: layout.widths.uom, text: (line) => line.uom },
    ...layout.columns,
  ];
  return (text, verification) => {
    const [first, second] = layout.particulars(text);
    return {
      title: layout.title,
      number: text.docnumbr,
      particulars: numberedParticulars(
        layout.numberLabel,
        text,
        [
          first,
          [
            { label: labels.supplier, text: { lines: [text.supplier, text.vendcode], bold: true } },
            ...second,
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
  };
}

/** A stored line of a parts document, as its PDF reads it. */
interface PartLine extends SerialPartLine {
  qty: number;
  value: number;
}

/** A stored level document, as its PDF reads it. */
export interface LevelDocumentSource {
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
  lines: readonly PartLine[];
  approvals: ApprovalRecord[];
}

/** What a document prints of its own: of each line (its columns) and of its master (its particulars). */
export interface LevelDocumentOwn<D extends LevelDocumentSource, T extends LevelDocumentText<PartLineText>> {
  /** The approval level (`KPTC`). */
  level: string;
  /** The labels of the total quantity and of the KWD total. */
  totals: [Bilingual, Bilingual];
  line: (line: D['lines'][number]) => Omit<T['lines'][number], keyof PartLineText>;
  master: (master: D['master'], names: MasterNames) => Omit<T, keyof LevelDocumentText<PartLineText>>;
}

/**
 * What a level document prints, as text (pure): alike, number, date, state and remarks, the lines by
 * S.No with the item, its names in both languages and UOM, the totals (the quantity, then the value in
 * KWD, a sum in fils), the level's decisions of the current round (by X for Y under a delegation), who
 * prepared it and who approved it; then what it prints of its own (`own`). `people`: the names of the
 * master's user codes; `names`: the masters' names (the Arabic ones print beneath); both read for the print.
 */
export function levelDocumentText<D extends LevelDocumentSource, T extends LevelDocumentText<PartLineText>>(
  own: LevelDocumentOwn<D, T>,
) {
  return (document: D, people: Record<string, PersonName> = {}, names: MasterNames = {}): T => {
    const { master, lines } = document;
    const approval = printedApproval(document, people);
    const text: LevelDocumentText<PartLineText> = {
      docnumbr: printable(master.docnumbr),
      date: dayText(master.docdate),
      jobordno: printable(master.jobordno),
      supplier: printable(master.vendname),
      vendcode: printable(master.vendcode),
      state: approval.state,
      remarks: printable(master.remarks),
      lines: [...lines]
        .sort((a, b) => a.serlnumb - b.serlnumb)
        .map((line) => ({
          serial: String(line.serlnumb),
          item: printable(line.sparepart),
          description: printable(line.sparenam),
          descriptionAr: printable(masterName(names, 'items', line.sparepart, line.sparenam).ar),
          uom: printable(line.spareuom),
          ...own.line(line),
        })),
      totals: [
        { label: own.totals[0], text: qtyText(lines.reduce((sum, line) => sum + line.qty, 0)) },
        { label: own.totals[1], text: formatKwd(sumKwd(lines.map((line) => line.value))) },
      ],
      approvals: approval.approvals,
      preparedBy: approval.requester,
      approvedBy: signerOf(approval.current, own.level),
    };
    return { ...text, ...own.master(master, names) } as T;
  };
}
