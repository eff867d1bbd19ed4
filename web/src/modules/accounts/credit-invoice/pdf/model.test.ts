import { describe, expect, it } from 'vitest';
import { creditInvoiceFixture as credit } from '../../../../../../tests/pdf/credit-invoice-fixtures.ts';
import { namesByCode } from '../../../../kit/names.ts';
import { creditInvoicePdf } from './creditInvoicePdf.tsx';
import { creditPdfFileName, creditText } from './model.ts';

describe('unit: credit invoice PDF text', () => {
  it('prints the credited lines in order with the invoiced figures, the totals and the KPTC approver', () => {
    const text = creditText(
      credit,
      { accountant: { en: 'Sara Al-Accountant', ar: 'سارة المحاسبة' } },
      {
        items: namesByCode('items', [
          { sparepart: 'FLT-1001', sparenam: 'Oil filter', sparenamar: 'فلتر زيت' },
        ]),
      },
    );

    expect(
      text.lines.map((line) => [line.item, line.descriptionAr, line.invoicedValue, line.qty, line.value]),
    ).toEqual([
      ['FLT-1001', 'فلتر زيت', '42.000', '1', '10.500'],
      ['BRK-2001', '', '10.500', '0', '0.250'],
    ]);
    expect(text.totals.map((total) => total.text)).toEqual(['1', expect.stringContaining('10.750')]);
    expect(text.reason).toEqual({ en: 'Returned parts', ar: 'قطع مرتجعة' });
    expect(text.preparedBy).toEqual({ en: 'Sara Al-Accountant', ar: 'سارة المحاسبة' });
    expect(text.approvedBy.en).toContain('Fahad Al-Mutairi');
    expect(creditPdfFileName('CRN-2026-00001')).toBe('CreditInvoice_CRN-2026-00001.pdf');
  });

  it('declares the document for the kit with its verification mark', () => {
    const verification = { hash: 'ab12', url: 'https://example.com/verify?t=CRN' };
    const declaration = creditInvoicePdf(creditText(credit), verification);
    expect(declaration.number).toBe('CRN-2026-00001');
    expect(declaration.title).toEqual({ en: 'Credit Invoice', ar: 'الإشعار الدائن' });
    expect(declaration.tables[0]?.rows).toHaveLength(2);
    expect(declaration.verification).toBe(verification);
  });
});
