// @vitest-environment node
/**
 * The kit's document PDF from a small declaration, laid out left to right and for an Arabic reader
 * right to left, rendered as the SPA renders it and read back with mupdf-tools: the reading order of
 * the tables, totals and header, the approvals with whom a delegate acted for, the signature names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  arabicLine,
  leftOf,
  lineWith,
  mutoolInstalled,
  pdfLines,
  type PdfLine,
} from '../../../../tests/pdf/mutool.ts';
import { placedColumns, printedLines, renderDocumentPdf } from './DocumentPdf.tsx';
import { both, lineTable, named, type DocumentColumn, type DocumentPdfDeclaration } from './document.ts';
import { documentLabels as labels } from './labels.ts';

interface Line {
  serial: string;
  item: string;
  itemAr: string;
  value: string;
}

const columns: DocumentColumn<Line>[] = [
  { label: labels.serial, width: 28, align: 'center', text: (line) => line.serial },
  { label: labels.item, text: (line) => named(line.item, line.itemAr) },
  { label: labels.value, width: 70, align: 'right', text: (line) => line.value },
];

const declaration: DocumentPdfDeclaration = {
  title: { en: 'Test Order', ar: 'أمر الاختبار' },
  number: 'TO-2026-00001',
  particulars: {
    columns: [
      [{ label: labels.date, text: '01/12/2026' }],
      [{ label: labels.garage, text: named('Shuwaikh Garage', 'كراج الشويخ') }],
    ],
    across: [{ label: labels.remarks, text: '' }],
  },
  tables: [
    lineTable(
      columns,
      [
        { serial: '1', item: 'Oil filter', itemAr: 'فلتر زيت', value: '7.500' },
        { serial: '2', item: 'Brake pads', itemAr: '', value: '37.000' },
      ],
      (line) => line.serial,
    ),
  ],
  totals: [{ label: labels.total, text: 'KWD 44.500' }],
  approvals: {
    rows: [
      {
        level: { en: 'MOI', ar: 'الداخلية' },
        decision: { en: 'Approved', ar: 'معتمد' },
        by: { en: 'Hamad Al-Deputy', ar: 'حمد النائب' },
        onBehalfOf: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
        at: '20/11/2026 11:00',
        amount: 'KWD 44.500',
        remarks: 'Needed for the repair',
      },
    ],
  },
  signatures: {
    blocks: [
      { title: labels.preparedBy, name: { en: 'Yousef Al-Store', ar: 'يوسف المخزن' } },
      { title: labels.requestedBy, name: { en: '', ar: '' } },
    ],
  },
  verification: { url: 'https://fleet.example/verify?t=TO&n=TO-2026-00001&h=0123', hash: '0123456789abcdef' },
};

describe('unit: document PDF layout', () => {
  it('prints a cell in its lines, the Arabic ones first for an Arabic reader, empty ones left out', () => {
    expect(printedLines(named('Oil filter', 'فلتر زيت'), false)).toEqual(['Oil filter', 'فلتر زيت']);
    expect(printedLines(named('Oil filter', 'فلتر زيت'), true)).toEqual(['فلتر زيت', 'Oil filter']);
    expect(printedLines(named('Brake pads', ''), false)).toEqual(['Brake pads']);
    expect(printedLines(both({ en: '-', ar: '-' }), true)).toEqual(['-', '-']);
    expect(printedLines('', false)).toEqual(['']);
  });

  it('places the columns right to left for an Arabic reader, each aligned from its other side', () => {
    const table = lineTable(columns, [], (line) => line.serial);

    expect(placedColumns(table.columns, false).map((column) => [column.label.en, column.align])).toEqual([
      ['S.No', 'center'],
      ['Item', 'left'],
      ['Value', 'right'],
    ]);
    expect(placedColumns(table.columns, true).map((column) => [column.label.en, column.align])).toEqual([
      ['Value', 'left'],
      ['Item', 'right'],
      ['S.No', 'center'],
    ]);
  });
});

describe.skipIf(!mutoolInstalled)('unit: document PDF read back (needs mupdf-tools)', () => {
  let english: PdfLine[];
  let arabic: PdfLine[];

  beforeAll(async () => {
    const read = async (rtl: boolean) =>
      pdfLines(await renderDocumentPdf(declaration, { rtl }), rtl ? 'ar.pdf' : 'en.pdf');
    english = await read(false);
    arabic = await read(true);
  });

  it('prints the title, the particulars and the lines in both languages', () => {
    for (const lines of [english, arabic]) {
      expect(lineWith(lines, 'Test Order')).toBeDefined();
      expect(arabicLine(lines, 'أمر الاختبار')).toBeDefined();
      expect(lineWith(lines, '01/12/2026')).toBeDefined();
      expect(arabicLine(lines, 'كراج الشويخ')).toBeDefined();
      expect(lineWith(lines, 'Oil filter')).toBeDefined();
      expect(arabicLine(lines, 'فلتر زيت')).toBeDefined();
      expect(lineWith(lines, 'TO-2026-00001')).toBeDefined();
    }
  });

  it('reads the header, the tables and the totals left to right, or right to left for an Arabic reader', () => {
    // The serial number on the left of the line's value; for an Arabic reader on its right.
    expect(leftOf(english, 'Brake pads')).toBeLessThan(leftOf(english, '37.000'));
    expect(leftOf(arabic, 'Brake pads')).toBeGreaterThan(leftOf(arabic, '37.000'));
    // The total's label before its amount, in the reader's direction.
    const onTotalRow = (lines: PdfLine[], text: string) => {
      const row = lineWith(lines, 'Total')!.y;
      return leftOf(
        lines.filter((line) => Math.abs(line.y - row) < 1),
        text,
      );
    };
    expect(onTotalRow(english, 'Total')).toBeLessThan(onTotalRow(english, 'KWD 44.500'));
    expect(onTotalRow(arabic, 'Total')).toBeGreaterThan(onTotalRow(arabic, 'KWD 44.500'));
    // The title: English above Arabic; for an Arabic reader Arabic above English.
    const y = (lines: PdfLine[], line: PdfLine | undefined) => line?.y ?? Number.NaN;
    expect(y(english, lineWith(english, 'Test Order'))).toBeLessThan(
      y(english, arabicLine(english, 'أمر الاختبار')),
    );
    expect(y(arabic, lineWith(arabic, 'Test Order'))).toBeGreaterThan(
      y(arabic, arabicLine(arabic, 'أمر الاختبار')),
    );
  });

  it('prints who decided, for whom, and the signature names, the Arabic name first for an Arabic reader', () => {
    for (const lines of [english, arabic]) {
      const by = lines.findIndex((line) => line.visual.includes('Hamad Al-Deputy'));
      const behalf = lines.findIndex((line) => line.visual.includes('Saad Al-Otaibi'));
      expect(by).toBeGreaterThanOrEqual(0);
      expect(lineWith(lines, 'for')).toBeDefined();
      expect(behalf).toBeGreaterThan(by);
      expect(lineWith(lines, 'Needed for the repair')).toBeDefined();
      expect(lineWith(lines, 'Prepared By')).toBeDefined();
      expect(lineWith(lines, 'Requested By')).toBeDefined();
      expect(lineWith(lines, '0123 4567 89ab cdef')).toBeDefined();
    }
    const name = (lines: PdfLine[]) => lineWith(lines, 'Yousef Al-Store')!.y;
    const nameAr = (lines: PdfLine[]) => arabicLine(lines, 'يوسف المخزن')!.y;
    expect(name(english)).toBeLessThan(nameAr(english));
    expect(name(arabic)).toBeGreaterThan(nameAr(arabic));
    // The first block on the left; for an Arabic reader on the right.
    expect(leftOf(english, 'Prepared By')).toBeLessThan(leftOf(english, 'Requested By'));
    expect(leftOf(arabic, 'Prepared By')).toBeGreaterThan(leftOf(arabic, 'Requested By'));
  });
});
