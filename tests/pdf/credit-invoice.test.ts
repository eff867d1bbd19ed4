/**
 * A credit invoice PDF rendered in Node as the SPA renders it, then read back with mupdf-tools: the
 * bilingual title (Arabic right to left), the supplier invoice it credits, the supplier's credit note
 * and the reason, each line with what it invoiced and what it credits, the KWD total with 3 decimals,
 * who prepared it and KPTC's approver by name, and the verification mark.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCreditInvoicePdf } from '../../web/src/modules/accounts/credit-invoice/pdf/creditInvoicePdf.tsx';
import { creditInvoiceFixture } from './credit-invoice-fixtures.ts';
import { arabicLine, lineWith, mutoolInstalled, type PdfLine, pdfLines } from './mutool.ts';

describe.skipIf(!mutoolInstalled)('pdf: credit invoice read back (needs mupdf-tools)', () => {
  let lines: PdfLine[];

  beforeAll(async () => {
    const blob = await renderCreditInvoicePdf(creditInvoiceFixture, {
      project: 'MOI',
      people: { accountant: { en: 'Sara Al-Accountant', ar: 'سارة المحاسبة' } },
    });
    lines = await pdfLines(blob, 'credit.pdf');
  });

  it('prints the title in English and, right to left, in Arabic', () => {
    expect(lineWith(lines, 'Credit Invoice')).toBeDefined();
    expect(arabicLine(lines, 'الإشعار الدائن')).toBeDefined();
  });

  it('prints the invoice credited, the lines with their credit and the KWD total', () => {
    expect(lineWith(lines, 'CRN-2026-00001')).toBeDefined();
    expect(lineWith(lines, 'PIV-2026-00004')).toBeDefined();
    expect(lineWith(lines, 'CN-5')).toBeDefined();
    expect(lineWith(lines, 'Returned parts')).toBeDefined();
    expect(arabicLine(lines, 'قطع مرتجعة')).toBeDefined();
    expect(lineWith(lines, 'FLT-1001')).toBeDefined();
    expect(lineWith(lines, '42.000')).toBeDefined();
    expect(lineWith(lines, '0.250')).toBeDefined();
    expect(lineWith(lines, 'KWD 10.750')).toBeDefined();
  });

  it('prints who prepared it and who approved at KPTC by name', () => {
    expect(lineWith(lines, 'Sara Al-Accountant')).toBeDefined();
    expect(lineWith(lines, 'Fahad Al-Mutairi')).toBeDefined();
    expect(lines.some((line) => line.visual.includes('accountant '))).toBe(false);
  });
});
