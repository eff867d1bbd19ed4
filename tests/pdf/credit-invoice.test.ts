/**
 * A credit invoice PDF rendered in Node as the SPA renders it, then read back with mupdf-tools: the
 * bilingual title (Arabic right to left), the supplier invoice it credits, the supplier's credit note
 * and the reason, each line with what it invoiced and what it credits, the KWD total with 3 decimals,
 * who prepared it and KPTC's approver by name, and the verification mark.
 */
import { describe, expect, it } from 'vitest';
import { renderCreditInvoicePdf } from '../../web/src/modules/accounts/credit-invoice/pdf/creditInvoicePdf.tsx';
import { creditInvoiceFixture } from './credit-invoice-fixtures.ts';
import { expectPrinted, mutoolInstalled, readBack } from './mutool.ts';

describe.skipIf(!mutoolInstalled)('pdf: credit invoice read back (needs mupdf-tools)', () => {
  const lines = readBack('credit.pdf', () =>
    renderCreditInvoicePdf(creditInvoiceFixture, {
      project: 'MOI',
      people: { accountant: { en: 'Sara Al-Accountant', ar: 'سارة المحاسبة' } },
    }),
  );

  it('prints the title in English and, right to left, in Arabic', () => {
    expectPrinted(lines, ['Credit Invoice', 'الإشعار الدائن']);
  });

  it('prints the invoice credited, the lines with their credit and the KWD total', () => {
    expectPrinted(lines, ['CRN-2026-00001', 'PIV-2026-00004', 'CN-5', 'Returned parts', 'قطع مرتجعة']);
    expectPrinted(lines, ['FLT-1001', '42.000', '0.250', 'KWD 10.750']);
  });

  it('prints who prepared it and who approved at KPTC by name', () => {
    expectPrinted(lines, ['Sara Al-Accountant', 'Fahad Al-Mutairi']);
    expect(lines.some((line) => line.visual.includes('accountant '))).toBe(false);
  });
});
