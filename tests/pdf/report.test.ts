/**
 * The kit's list report PDF (every report's PDF export) rendered in Node and read back with
 * mupdf-tools: the bilingual title, the column labels in both languages, the rows, and the total row
 * with the KWD amount.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../web/src/kit/pdf/reportPdf.tsx';
import { mutoolInstalled, textLines, type PdfLine } from './mutool.ts';

const lineWith = (lines: PdfLine[], text: string) => lines.find((line) => line.visual.includes(text));
const arabicLine = (lines: PdfLine[], text: string) => lines.find((line) => line.rightToLeft.includes(text));

describe.skipIf(!mutoolInstalled)('pdf: list report read back (needs mupdf-tools)', () => {
  let lines: PdfLine[];

  beforeAll(async () => {
    const blob = await renderReportPdf(
      {
        title: { en: 'Current stock', ar: 'المخزون الحالي' },
        notes: ['Printed on: 2026/11/25'],
        columns: [
          { label: { en: 'Item code', ar: 'رمز الصنف' } },
          { label: { en: 'Description', ar: 'الوصف' } },
          { label: { en: 'Quantity', ar: 'الكمية' }, align: 'right' },
          { label: { en: 'Value (KWD)', ar: 'القيمة (د.ك)' }, align: 'right' },
        ],
        rows: [
          ['FLT-1001', 'Oil filter (Toyota)', '12', '30.000'],
          ['BRK-2001', 'Front brake pads set', '3', '55.500'],
        ],
        totals: { 2: '15', 3: 'KWD 85.500' },
      },
      { project: 'MOI' },
    );
    const file = join(mkdtempSync(join(tmpdir(), 'fleet-pdf-')), 'report.pdf');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    lines = textLines(file);
  });

  it('prints the bilingual title and column labels', () => {
    expect(lineWith(lines, 'Current stock')).toBeDefined();
    expect(arabicLine(lines, 'المخزون الحالي')).toBeDefined();
    expect(lineWith(lines, 'Item code')).toBeDefined();
    expect(arabicLine(lines, 'رمز الصنف')).toBeDefined();
  });

  it('prints the rows and the KWD total row', () => {
    expect(lineWith(lines, 'FLT-1001')).toBeDefined();
    expect(lineWith(lines, '55.500')).toBeDefined();
    expect(lineWith(lines, 'KWD 85.500')).toBeDefined();
    expect(lineWith(lines, 'Printed on: 2026/11/25')).toBeDefined();
  });
});
