/**
 * The estimation PDF rendered in Node as the SPA renders it, then read back with mupdf-tools: the
 * bilingual title (Arabic right to left), the particulars, each line with its value, the totals per
 * type and overall prefixed KWD with 3 decimals, and the MOI decision with who, when and on what amount.
 */
import { describe, expect, it } from 'vitest';
import { renderEstimationPdf } from '../../web/src/modules/garage/estimation/pdf/estimationPdf.tsx';
import { estimation, estimationNo, garageName } from './estimation-fixtures.ts';
import {
  arabicLine,
  expectPrinted,
  lineWith,
  mutoolInstalled,
  readBack,
  sameRow,
  visualOrder,
} from './mutool.ts';

// CI installs mupdf-tools (.ci/run); without it nothing can read the PDFs back, so the checks are skipped.
describe.skipIf(!mutoolInstalled)('pdf: estimation read back (needs mupdf-tools)', () => {
  const lines = readBack('estimation.pdf', () =>
    renderEstimationPdf(estimation, {
      project: 'MOI',
      people: { teamleader: { en: 'Hamad Al-Leader', ar: 'حمد القائد' } },
    }),
  );

  it('prints the title in English and, right to left, in Arabic', () => {
    expect(lineWith(lines, 'Estimation')).toBeDefined();
    expect(lineWith(lines, visualOrder('التقدير'))).toBeDefined();
    expect(lineWith(lines, 'التقدير')).toBeUndefined();
  });

  it('prints the particulars and every line with its value', () => {
    expectPrinted(lines, [estimationNo, '20/11/2026', 'JO-2026-00031', '74/37492', garageName]);
    expectPrinted(lines, ['Engine / Engine overhaul / Cylinder head', 'زيت محرك', 'Paint the bumper']);
    expectPrinted(lines, ['180.000', '26.125', 'بانتظار الاعتماد']);
  });

  it('prints the totals per type and overall, prefixed KWD with 3 decimals', () => {
    expect(sameRow(lines, 'Sub repairs', 'KWD 180.000')).toBe(true);
    expect(sameRow(lines, 'Spare parts', 'KWD 87.625')).toBe(true);
    expect(sameRow(lines, 'Labour', 'KWD 12.500')).toBe(true);
    expect(sameRow(lines, 'Total', 'KWD 280.125')).toBe(true);
    expect(arabicLine(lines, 'الإجمالي')).toBeDefined();
  });

  it("prints MOI's decision with who, when and on what amount", () => {
    expectPrinted(lines, ['Saad Al-Otaibi', 'سعد العتيبي']);
    // 08:00 UTC is 11:00 in Kuwait.
    expectPrinted(lines, ['20/11/2026 11:00', 'OK as quoted', 'Requested By', 'Hamad Al-Leader']);
    expectPrinted(lines, ['حمد القائد']);
    expect(lines.some((line) => /\b(teamleader|moiapprover)\b/.test(line.visual))).toBe(false);
  });
});
