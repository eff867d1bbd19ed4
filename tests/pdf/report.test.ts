/**
 * The kit's list report PDF (every report's PDF export) rendered in Node and read back with
 * mupdf-tools: the bilingual title, the column labels in both languages, the rows, and the total row
 * with the KWD amount; for an Arabic reader the same report right to left with its Arabic names.
 */
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../web/src/kit/pdf/reportPdf.tsx';
import { arabicLine, expectPrinted, lineWith, mutoolInstalled, readBack } from './mutool.ts';

describe.skipIf(!mutoolInstalled)('pdf: list report read back (needs mupdf-tools)', () => {
  const lines = readBack('report.pdf', () =>
    renderReportPdf(
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
    ),
  );

  it('prints the bilingual title and column labels', () => {
    expectPrinted(lines, ['Current stock', 'المخزون الحالي', 'Item code', 'رمز الصنف']);
  });

  it('prints the rows and the KWD total row', () => {
    expectPrinted(lines, ['FLT-1001', '55.500', 'KWD 85.500', 'Printed on: 2026/11/25']);
  });
});

describe.skipIf(!mutoolInstalled)(
  'pdf: list report for an Arabic reader read back (needs mupdf-tools)',
  () => {
    const lines = readBack('report-ar.pdf', () =>
      renderReportPdf(
        {
          title: { en: 'Current stock', ar: 'المخزون الحالي' },
          notes: ['طبع في: 2026/11/25'],
          columns: [
            { label: { en: 'Store', ar: 'المخزن' } },
            { label: { en: 'Item code', ar: 'رمز الصنف' } },
            { label: { en: 'Value (KWD)', ar: 'القيمة (د.ك)' }, align: 'right' },
          ],
          rows: [['مخزن الشويخ', 'FLT-1001', '30.000']],
          totals: { 2: 'KWD 30.000' },
          direction: 'rtl',
        },
        { project: 'MOI' },
      ),
    );

    /** Where a Latin text starts on the page (its line may hold other cells on the same baseline). */
    const leftOf = (text: string) => {
      const line = lineWith(lines, text);
      expect(line, text).toBeDefined();
      const chars = [...line!.chars].sort((a, b) => a.x - b.x);
      const at = chars
        .map((char) => char.c)
        .join('')
        .indexOf(text);
      return chars[at]!.x;
    };

    it('lays the columns out right to left: the first column on the right, the amount on the left', () => {
      expect(leftOf('Store')).toBeGreaterThan(leftOf('Item code'));
      expect(leftOf('Item code')).toBeGreaterThan(leftOf('Value (KWD)'));
      expect(leftOf('FLT-1001')).toBeGreaterThan(leftOf('30.000'));
      const store = arabicLine(lines, 'مخزن الشويخ')!;
      expect(
        Math.min(...store.chars.filter((char) => /\p{Script=Arabic}/u.test(char.c)).map((c) => c.x)),
      ).toBeGreaterThan(leftOf('FLT-1001'));
    });

    it('prints the Arabic names, the Arabic notes with their dates and the total row', () => {
      expectPrinted(lines, ['مخزن الشويخ', 'طبع في', '2026/11/25', 'الإجمالي', 'KWD 30.000']);
    });
  },
);
