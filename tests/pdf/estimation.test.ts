/**
 * The estimation PDF rendered in Node as the SPA renders it, then read back with mupdf-tools: the
 * bilingual title (Arabic right to left), the particulars, each line with its value, the totals per
 * type and overall prefixed KWD with 3 decimals, and the MOI decision with who, when and on what amount.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderEstimationPdf } from '../../web/src/modules/garage/estimation/pdf/estimationPdf.tsx';
import { estimation, estimationNo, garageName } from './estimation-fixtures.ts';
import { arabicLine, lineWith, mutoolInstalled, type PdfLine, pdfLines } from './mutool.ts';

const visualOrder = (logical: string) => [...logical].reverse().join('');
function sameRow(lines: PdfLine[], label: string, value: string): boolean {
  const holder = lineWith(lines, value);
  return !!holder && lines.some((line) => Math.abs(line.y - holder.y) < 1 && line.visual.startsWith(label));
}

// CI installs mupdf-tools (.ci/run); without it nothing can read the PDFs back, so the checks are skipped.
describe.skipIf(!mutoolInstalled)('pdf: estimation read back (needs mupdf-tools)', () => {
  let lines: PdfLine[];

  beforeAll(async () => {
    const blob = await renderEstimationPdf(estimation, {
      project: 'MOI',
      people: { teamleader: { en: 'Hamad Al-Leader', ar: 'حمد القائد' } },
    });
    lines = await pdfLines(blob, 'estimation.pdf');
  });

  it('prints the title in English and, right to left, in Arabic', () => {
    expect(lineWith(lines, 'Estimation')).toBeDefined();
    expect(lineWith(lines, visualOrder('التقدير'))).toBeDefined();
    expect(lineWith(lines, 'التقدير')).toBeUndefined();
  });

  it('prints the particulars and every line with its value', () => {
    expect(lineWith(lines, estimationNo)).toBeDefined();
    expect(lineWith(lines, '20/11/2026')).toBeDefined();
    expect(lineWith(lines, 'JO-2026-00031')).toBeDefined();
    expect(lineWith(lines, '74/37492')).toBeDefined();
    expect(arabicLine(lines, garageName)).toBeDefined();
    expect(lineWith(lines, 'Engine / Engine overhaul / Cylinder head')).toBeDefined();
    expect(arabicLine(lines, 'زيت محرك')).toBeDefined();
    expect(lineWith(lines, 'Paint the bumper')).toBeDefined();
    expect(lineWith(lines, '180.000')).toBeDefined();
    expect(lineWith(lines, '26.125')).toBeDefined();
    expect(arabicLine(lines, 'بانتظار الاعتماد')).toBeDefined();
  });

  it('prints the totals per type and overall, prefixed KWD with 3 decimals', () => {
    expect(sameRow(lines, 'Sub repairs', 'KWD 180.000')).toBe(true);
    expect(sameRow(lines, 'Spare parts', 'KWD 87.625')).toBe(true);
    expect(sameRow(lines, 'Labour', 'KWD 12.500')).toBe(true);
    expect(sameRow(lines, 'Total', 'KWD 280.125')).toBe(true);
    expect(arabicLine(lines, 'الإجمالي')).toBeDefined();
  });

  it("prints MOI's decision with who, when and on what amount", () => {
    expect(lineWith(lines, 'Saad Al-Otaibi')).toBeDefined();
    expect(arabicLine(lines, 'سعد العتيبي')).toBeDefined();
    // 08:00 UTC is 11:00 in Kuwait.
    expect(lineWith(lines, '20/11/2026 11:00')).toBeDefined();
    expect(lineWith(lines, 'OK as quoted')).toBeDefined();
    expect(lineWith(lines, 'Requested By')).toBeDefined();
    expect(lineWith(lines, 'Hamad Al-Leader')).toBeDefined();
    expect(arabicLine(lines, 'حمد القائد')).toBeDefined();
    expect(lines.some((line) => /\b(teamleader|moiapprover)\b/.test(line.visual))).toBe(false);
  });
});
