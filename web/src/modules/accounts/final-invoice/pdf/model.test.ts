// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { PdfError, producePdf } from '../../../../kit/pdf/source.ts';
import { approvals, finalInvoice, threeInOne } from '../../../../../../tests/pdf/final-invoice-fixtures.ts';
import { finalInvoicePdfSource, threeInOnePdfSource } from './index.ts';
import { finalInvoicePdfFileName, finalInvoiceText, threeInOneText } from './model.ts';

const t = ((key: string, options?: { docnumbr?: string }) =>
  options?.docnumbr ? `${key} ${options.docnumbr}` : key) as unknown as TFunction;

const verification = { url: 'http://localhost/verify?t=FIN&n=FIN-2026-00001&h=0123', hash: '0123' };

describe('unit: final invoice PDFs', () => {
  it('prints the final invoice: particulars, the lines by head with subtotals, totals in KWD', () => {
    const text = finalInvoiceText(finalInvoice);
    expect(text).toMatchObject({
      title: { en: 'Final Invoice', ar: 'الفاتورة النهائية' },
      docnumbr: 'FIN-2026-00001',
      date: '22/11/2026',
      jobordno: 'JO-2026-00010',
      vehicleno: '12345',
      make: 'Toyota',
      customer: 'Ministry of Interior',
      garage: 'كراج الشويخ',
      threeinone: 'TIO-2026-00001',
    });
    expect(
      text.rows.map((row) =>
        row.kind === 'line' ? row.line.value : row.kind === 'subtotal' ? `= ${row.value}` : row.head.en,
      ),
    ).toEqual([
      'Labour',
      '60.000',
      '= 60.000',
      'Parts',
      '20.000',
      '-5.000',
      '= 15.000',
      'Outside work',
      '6.750',
      '= 6.750',
    ]);
    expect(text.totals.map((total) => [total.label.en, total.text])).toEqual([['Total', 'KWD 81.750']]);
    expect(text.approvals).toBeUndefined();
    expect(text.signatures.map((s) => s.title.en)).toEqual(['Prepared By', 'Approved By']);
  });

  it('prints a parts line by its voucher type in both languages and a repair line with its Arabic names (issue 24)', () => {
    const named = {
      ...finalInvoice,
      lines: finalInvoice.lines.map((line) =>
        line.kind === 'LABOUR' ? { ...line, descriptionar: 'المحرك / العمرة' } : line,
      ),
    };

    const described = finalInvoiceText(named).rows.flatMap((row) =>
      row.kind === 'line' ? [[row.line.description, row.line.descriptionAr]] : [],
    );

    expect(described).toEqual([
      ['Engine / Overhaul', 'المحرك / العمرة'],
      ['Store issue voucher', 'سند صرف مخزني'],
      ['Store return voucher', 'سند إرجاع مخزني'],
      ['Gulf Parts', ''],
    ]);
  });

  it("prints the 3-in-1 with MOI decision and signer by the employees' names", () => {
    const text = threeInOneText(
      { master: threeInOne, approvals },
      { accountant: { en: 'Mona Al-Accounts', ar: 'منى الحسابات' } },
    );
    const moi = { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' };
    expect(text.title.en).toBe('3-in-1 Invoice');
    expect(text.state.en).toBe('Approved');
    expect(text.approvals).toEqual([
      expect.objectContaining({ by: moi, at: '21/11/2026 11:00', amount: 'KWD 81.750', remarks: 'ok' }),
    ]);
    expect(text.signatures.map((s) => [s.title.en, s.name])).toEqual([
      ['Prepared By', { en: 'Mona Al-Accounts', ar: 'منى الحسابات' }],
      ['MOI approval', moi],
    ]);
  });

  it('loads each document with its verification mark and refuses one without lines', async () => {
    const verify = vi.fn(async () => verification);
    const source = finalInvoicePdfSource(t, 'FIN-2026-00001', async () => finalInvoice, verify);
    expect(source.fileName).toBe(finalInvoicePdfFileName('FIN-2026-00001'));
    expect(source.title).toBe('finalInvoice:pdf.finalTitle FIN-2026-00001');
    expect((await source.load()).verification).toEqual(verification);
    expect(verify).toHaveBeenCalledWith('FIN-2026-00001');

    const tio = threeInOnePdfSource(
      t,
      'TIO-1',
      async () => ({ master: { ...threeInOne, lines: [] }, approvals }),
      verify,
    );
    await expect(producePdf(tio)).rejects.toEqual(new PdfError('noData'));
    expect(verify).toHaveBeenCalledWith('TIO-1');
  });
});
