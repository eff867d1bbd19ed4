/**
 * A document's PDF from its declaration (document.ts), spec 000 section 2 "PDFs": the header band (two
 * marks and the bilingual title), the particulars, the tables, the totals box, the approvals of the
 * current round, the signature blocks beside the verification QR code, and the page footer. Left to
 * right, or for an Arabic reader (`rtl`) right to left: the header, the particulars' columns and the
 * tables' columns mirrored (mirroredAlign), Arabic headers and names first, the totals on the left.
 */
import { pdf, View } from '@react-pdf/renderer';
import type { PersonName } from '@fleet/shared/platform/people';
import type { MasterNames } from '../names.ts';
import type { AmountText, ApprovalRowText } from './approvals.ts';
import { bundledPdfFonts } from './bundledFonts.ts';
import type { DocumentPdfDeclaration, DocumentTable, PdfAlign, PdfColumnHead, PdfText } from './document.ts';
import { documentLabels as labels } from './labels.ts';
import {
  Across,
  Field,
  mirroredAlign,
  PdfPages,
  PdfTable,
  SectionTitle,
  SignatureBlock,
  Totals,
  Value,
  type PdfColumn,
} from './parts.tsx';
import { registerPdfFonts, type PdfFontFiles } from './pdfFonts.ts';
import { textDirection, type Bilingual } from './text.ts';
import { brand, muted, styles } from './theme.ts';
import type { PdfVerification } from './verification.ts';
import { VerificationQr } from './VerificationQr.tsx';

const lowestShade = '#e3f1e6';

/** A column's alignment on the page: mirrored for an Arabic reader. */
export const placedAlign = (align: PdfAlign | undefined, rtl: boolean): PdfAlign =>
  rtl ? mirroredAlign[align ?? 'left'] : (align ?? 'left');

/** The lines a text prints in page order: an Arabic reader reads the Arabic ones first. */
export function printedLines(text: PdfText, rtl: boolean): string[] {
  const [first = '', ...rest] = typeof text === 'string' ? [text] : text.lines;
  const lines = [first, ...rest.filter(Boolean)];
  if (!rtl) return lines;
  const arabic = lines.filter((line) => textDirection(line) === 'rtl');
  return [...arabic, ...lines.filter((line) => textDirection(line) !== 'rtl')];
}

/** A cell's or a particular's text, each line in its own direction. */
function Printed({ text, align, rtl }: { text: PdfText; align: PdfAlign; rtl: boolean }) {
  const marks: Exclude<PdfText, string> = typeof text === 'string' ? { lines: [text] } : text;
  const [first = '', ...rest] = printedLines(text, rtl);
  const small = marks.small ? styles.subText : {};
  const head = (
    <Value text={first} style={{ textAlign: align, ...(marks.bold ? styles.bold : {}), ...small }} />
  );
  if (!rest.length && !marks.shaded && !marks.framed) return head;
  return (
    <View
      style={{
        ...(marks.shaded || marks.framed ? { padding: 2 } : {}),
        ...(marks.shaded ? { backgroundColor: lowestShade } : {}),
        ...(marks.framed ? { borderWidth: 1, borderColor: brand } : {}),
      }}
    >
      {head}
      {rest.map((line, index) => (
        <Value key={index} text={line} style={{ ...styles.subText, textAlign: align }} />
      ))}
    </View>
  );
}

/** A bilingual text across the page (a table's empty text, and its note small beneath it). */
function Note({ text, small }: { text: Bilingual; small?: boolean }) {
  return (
    <View style={{ flexDirection: 'row', ...(small ? { marginTop: 3 } : {}) }}>
      <Across text={text} style={{ color: muted, ...(small ? { fontSize: 7.5 } : {}) }} />
    </View>
  );
}

interface Row {
  key: string;
  cells: (PdfText | null)[];
}

/** A table's columns in page order: reversed for an Arabic reader, each aligned from its side. */
export function placedColumns(columns: readonly PdfColumnHead[], rtl: boolean): PdfColumn<Row>[] {
  const placed = columns.map((column, index): PdfColumn<Row> => {
    const align = placedAlign(column.align, rtl);
    return {
      label: column.label,
      ...(column.width ? { width: column.width } : {}),
      align,
      cell: (row) => {
        const text = row.cells[index];
        return text === null || text === undefined ? null : <Printed text={text} align={align} rtl={rtl} />;
      },
    };
  });
  return rtl ? placed.reverse() : placed;
}

function Table({ table, rtl }: { table: DocumentTable; rtl: boolean }) {
  return (
    <>
      {table.title ? <SectionTitle title={table.title} /> : null}
      {table.rows.length === 0 && table.empty ? (
        <Note text={table.empty} />
      ) : (
        <PdfTable
          columns={placedColumns(table.columns, rtl)}
          rows={table.rows}
          rowKey={(row) => row.key}
          arabicFirst={rtl}
        />
      )}
      {table.note ? <Note text={table.note} small /> : null}
    </>
  );
}

const approvalColumns: PdfColumnHead[] = [
  { label: labels.level, width: 64 },
  { label: labels.decision, width: 60 },
  { label: labels.by, width: 100 },
  { label: labels.at, width: 90 },
  { label: labels.amount, width: 80, align: 'right' },
  { label: labels.remarks },
];

/** The approvals table: who decided and, under a delegation printed apart, "for" whom beneath. */
export function approvalsTable(title: Bilingual, rows: readonly ApprovalRowText[]): DocumentTable {
  return {
    title,
    columns: approvalColumns,
    empty: labels.noDecision,
    rows: rows.map((row, index) => ({
      key: `${row.level.en}-${index}`,
      cells: [
        { lines: [row.level.en, row.level.ar] },
        { lines: [row.decision.en, row.decision.ar] },
        {
          lines: [
            row.by.en,
            row.by.ar,
            ...(row.onBehalfOf?.en
              ? [labels.onBehalfOf.en, labels.onBehalfOf.ar, row.onBehalfOf.en, row.onBehalfOf.ar]
              : []),
          ],
        },
        row.at,
        row.amount,
        row.remarks || '-',
      ],
    })),
  };
}

function Particulars({ document, rtl }: { document: DocumentPdfDeclaration; rtl: boolean }) {
  const { columns, across = [] } = document.particulars;
  const field = (entry: DocumentPdfDeclaration['particulars']['columns'][number][number]) => (
    <Field key={entry.label.en} label={entry.label}>
      <Printed text={entry.text || '-'} align={placedAlign('left', rtl)} rtl={rtl} />
    </Field>
  );
  const gap = rtl ? { marginLeft: 14 } : { marginRight: 14 };
  // A section title below brings its own space.
  const titled = Boolean(document.tables[0]?.title);
  return (
    <View style={{ marginBottom: titled ? 4 : 12 }}>
      <View style={{ flexDirection: rtl ? 'row-reverse' : 'row' }}>
        {columns.map((column, index) => (
          <View key={index} style={{ flex: 1, ...(index < columns.length - 1 ? gap : {}) }}>
            {column.map(field)}
          </View>
        ))}
      </View>
      {across.map(field)}
    </View>
  );
}

function Signatures({ document, rtl }: { document: DocumentPdfDeclaration; rtl: boolean }) {
  const { title, blocks, width = 250, perRow, dated } = document.signatures;
  const signed = blocks.map((block) => (
    <SignatureBlock
      key={block.title.en}
      title={block.title}
      name={block.name}
      width={width}
      dated={dated}
      rtl={rtl}
    />
  ));
  const mark = document.verification ? <VerificationQr verification={document.verification} /> : null;
  const row = rtl ? 'row-reverse' : 'row';
  const blocksRow = { flexDirection: row, flexWrap: 'wrap', justifyContent: 'space-between' } as const;
  return (
    // The blocks stay together with their title (on the next page when they do not fit).
    <View wrap={false}>
      {title ? <SectionTitle title={title} /> : null}
      {perRow ? (
        <View style={{ flexDirection: row, justifyContent: 'space-between', alignItems: 'flex-end' }}>
          <View style={{ ...blocksRow, width: perRow * width + (perRow - 1) * 10 }}>{signed}</View>
          {mark}
        </View>
      ) : (
        <View style={{ ...blocksRow, alignItems: 'flex-end' }}>
          {signed}
          {mark}
        </View>
      )}
    </View>
  );
}

/** The declared document laid out on A4 pages, for an Arabic reader when `rtl`. */
export function DocumentPdf({
  document,
  project,
  rtl = false,
}: {
  document: DocumentPdfDeclaration;
  project: string;
  rtl?: boolean;
}) {
  const name = `${rtl ? document.title.ar : document.title.en} ${document.number}`;
  const totals: AmountText[] = document.totals ?? [];
  return (
    <PdfPages
      title={document.title}
      project={project}
      rtl={rtl}
      landscape={document.landscape}
      name={name}
      caption={document.caption ?? name}
    >
      <Particulars document={document} rtl={rtl} />
      {document.tables.map((table, index) => (
        <Table key={index} table={table} rtl={rtl} />
      ))}
      {totals.length ? <Totals totals={totals} rtl={rtl} /> : null}
      {document.approvals ? (
        <Table
          table={approvalsTable(document.approvals.title ?? labels.approvals, document.approvals.rows)}
          rtl={rtl}
        />
      ) : null}
      <Signatures document={document} rtl={rtl} />
    </PdfPages>
  );
}

/** How a document's PDF is made, and what a document's renderer reads beside the document. */
export interface DocumentPdfOptions {
  /** Project (tenant) code printed in the second mark; default 'MOI'. */
  project?: string;
  /** Font files; default the shipped faces. */
  fonts?: PdfFontFiles;
  /** Laid out for an Arabic reader. */
  rtl?: boolean;
  /** The verification QR code (link and hash of `Verify/getPrintVerification`); none by default. */
  verification?: PdfVerification;
  /** The employees' names of the user codes the document carries, by code. */
  people?: Record<string, PersonName>;
  /** The masters' names (kit/masterNames.ts), their Arabic ones printed beneath. */
  names?: MasterNames;
}

/** Renders a declared document with React-PDF (loaded on demand, with the fonts, by the module's `render`). */
export async function renderDocumentPdf(
  document: DocumentPdfDeclaration,
  options: DocumentPdfOptions = {},
): Promise<Blob> {
  await registerPdfFonts(options.fonts ?? bundledPdfFonts);
  return pdf(
    <DocumentPdf document={document} project={options.project || 'MOI'} rtl={options.rtl} />,
  ).toBlob();
}

/**
 * A document type's renderer: its stored document as text (`text`, with the names the source read),
 * declared (`declare`, with the verification mark) and rendered.
 */
export function documentRenderer<D, T>(
  text: (document: D, people?: Record<string, PersonName>, names?: MasterNames) => T,
  declare: (text: T, verification?: PdfVerification) => DocumentPdfDeclaration,
): (document: D, options?: DocumentPdfOptions) => Promise<Blob> {
  return (document, options = {}) =>
    renderDocumentPdf(declare(text(document, options.people, options.names), options.verification), options);
}
