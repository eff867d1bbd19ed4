import { describe, expect, it } from 'vitest';
import { levelDocumentPdf, type LevelDocumentText, type PartLineText } from './levelDocument.ts';

const line: PartLineText & { qty: string } = {
  serial: '1',
  item: 'FLT-1001',
  description: 'Oil filter',
  descriptionAr: 'فلتر زيت',
  uom: 'PCS',
  qty: '4',
};
const name = { en: 'Ali', ar: 'علي' };

describe('unit: a document decided at one level as a PDF', () => {
  it('prints the part columns before its own, the remarks across, the level on decisions and signatures', () => {
    const declaration = levelDocumentPdf<LevelDocumentText<typeof line>>({
      title: { en: 'Order', ar: 'أمر' },
      numberLabel: { en: 'Order no', ar: 'رقم الأمر' },
      level: 'KPTC',
      particulars: () => [[], [{ label: { en: 'Quotation', ar: 'العرض' }, text: 'Q-1' }]],
      widths: { item: 70, uom: 40 },
      columns: [{ label: { en: 'Qty', ar: 'الكمية' }, width: 40, text: (row) => row.qty }],
    })({
      docnumbr: 'LPO-2026-00001',
      date: '01/06/2026',
      jobordno: 'JO-2026-00001',
      supplier: 'Gulf Parts',
      vendcode: 'V-7',
      state: { en: 'Approved', ar: 'معتمد' },
      remarks: 'Urgent',
      lines: [line],
      totals: [],
      approvals: [],
      preparedBy: name,
      approvedBy: name,
    });

    expect(declaration.tables[0]!.columns.map((column) => column.label.en)).toEqual([
      'S.No',
      'Item code',
      'Description',
      'UOM',
      'Qty',
    ]);
    expect(declaration.tables[0]!.rows[0]!.cells).toEqual([
      '1',
      'FLT-1001',
      { lines: ['Oil filter', 'فلتر زيت'] },
      'PCS',
      '4',
    ]);
    expect(declaration.particulars.columns.map((column) => column.map((row) => row.label.en))).toEqual([
      ['Order no', 'Date'],
      ['Supplier', 'Quotation', 'Approval state'],
    ]);
    expect(declaration.particulars.across).toEqual([expect.objectContaining({ text: 'Urgent' })]);
    expect(declaration.approvals?.title).toEqual(declaration.signatures.blocks[1]!.title);
    expect(declaration.approvals?.title?.en).toContain('approval');
  });
});
