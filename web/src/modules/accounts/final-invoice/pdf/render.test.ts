// @vitest-environment node
/**
 * The final invoice and 3-in-1 PDFs rendered in Node as the SPA renders them, then read back with
 * mupdf-tools: titles in both languages, the heads, subtotals and the KWD total, MOI's signer.
 */
import { describe, expect, it } from 'vitest';
import { mutoolInstalled, savedPdf, textLines, visualOrder } from '../../../../../../tests/pdf/mutool.ts';
import { renderFinalInvoicePdf, renderThreeInOnePdf } from './accountsPdf.tsx';
import { approvals, finalInvoice, threeInOne } from '../../../../../../tests/pdf/final-invoice-fixtures.ts';

const verification = { url: 'http://localhost/verify?t=FIN&n=FIN-2026-00001&h=0123abcd', hash: '0123abcd' };

describe.skipIf(!mutoolInstalled)('unit: final invoice PDFs rendered (needs mupdf-tools)', () => {
  it('prints the final invoice with its heads, subtotals and KWD total', async () => {
    const file = await savedPdf(
      await renderFinalInvoicePdf(finalInvoice, { project: 'MOI', verification }),
      'final.pdf',
    );
    const text = textLines(file)
      .map((line) => line.visual)
      .join('\n');
    expect(text).toContain('Final Invoice');
    expect(text).toContain(visualOrder('النهائية'));
    expect(text).toContain('FIN-2026-00001');
    expect(text).toContain('Subtotal: Parts');
    expect(text).toContain('-5.000');
    expect(text).toContain('KWD 81.750');
    expect(text).toContain('Approved By');
  }, 30_000);

  it('prints the 3-in-1 with MOI decision', async () => {
    const file = await savedPdf(
      await renderThreeInOnePdf(
        { master: threeInOne, approvals },
        { project: 'MOI', people: { accountant: { en: 'Mona Al-Accounts', ar: 'منى الحسابات' } } },
      ),
      'three-in-one.pdf',
    );
    const text = textLines(file)
      .map((line) => line.visual)
      .join('\n');
    expect(text).toContain('3-in-1 Invoice');
    expect(text).toContain('MOI approval');
    expect(text).toContain('Saad Al-Otaibi');
    // The name wraps in the signature block.
    expect(text).toContain('Al-Accounts');
    expect(text).not.toMatch(/\b(moiapprover|accountant)\b/);
    expect(text).toContain('KWD 81.750');
  }, 30_000);
});
