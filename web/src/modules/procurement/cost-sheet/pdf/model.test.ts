// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { CostSheetDocument } from '@fleet/shared/procurement/procurement';
import { costSheetFixture } from '../../../../../../tests/pdf/procurement-fixtures.ts';
import { namesByCode } from '../../../../kit/names.ts';
import { PdfError, producePdf } from '../../../../kit/pdf/source.ts';
import { costSheetPdfSource } from './index.ts';
import { costSheetPdfFileName, costSheetText } from './model.ts';

const t = ((key: string, options?: { docnumbr?: string }) =>
  options?.docnumbr ? `${key} ${options.docnumbr}` : key) as unknown as TFunction;
const verification = { url: 'http://localhost/verify?t=CST&n=CST-2026-00007&h=0123', hash: '0123' };

describe('unit: cost sheet PDF', () => {
  it('prints the comparison: offers per supplier, the lowest and the chosen marked, the reason', () => {
    const text = costSheetText(costSheetFixture);

    expect(text).toMatchObject({
      docnumbr: 'CST-2026-00007',
      date: '24/11/2026',
      purreqno: 'PRQ-2026-00012',
    });
    expect(text.suppliers.map((s) => [s.vendcode, s.total])).toEqual([
      ['V001', '26.750'],
      ['V002', '26.750'],
      ['V003', '7.500'],
    ]);
    expect(text.rows.map((row) => [row.item, row.chosen, row.reason])).toEqual([
      ['FLT-1001', 'Gulf Auto Parts Co.', ''],
      ['BRK-2001', 'Gulf Auto Parts Co.', 'Genuine parts, faster delivery'],
    ]);
    expect(text.rows[1]!.offers).toEqual({
      V001: { unitPrice: '19.250', value: '19.250', lowest: false, chosen: true },
      V002: { unitPrice: '18.500', value: '18.500', lowest: true, chosen: false },
      V003: undefined,
    });
    expect(text.totals.map((total) => [total.label.en, total.text])).toEqual([
      ['Total of the lowest offers', 'KWD 26.000'],
      ['Difference', 'KWD 0.750'],
      ['Total of the chosen offers', 'KWD 26.750'],
    ]);
  });

  it('prints the decisions "by X for Y" and a signature block per level, by the employees\' names', () => {
    const text = costSheetText(costSheetFixture, {
      storekeeper: { en: 'Yousef Al-Store', ar: 'يوسف المخزن' },
    });
    const decider = { en: 'Fahad Al-Mutairi for Saad Al-Otaibi', ar: 'فهد المطيري نيابة عن سعد العتيبي' };

    expect(text.approvals).toEqual([
      expect.objectContaining({ by: decider, at: '24/11/2026 11:00', amount: 'KWD 26.750' }),
    ]);
    expect(text.signatures.map((s) => [s.title.en, s.name])).toEqual([
      ['Prepared By', { en: 'Yousef Al-Store', ar: 'يوسف المخزن' }],
      ['MOI approval', decider],
      ['KPTC approval', { en: '', ar: '' }],
    ]);
    // A code the masters know no name of prints as it is.
    expect(costSheetText(costSheetFixture).signatures[0]!.name).toEqual({ en: 'storekeeper', ar: '' });
  });

  it("prints the store's and the items' Arabic names from the masters beneath the names the sheet keeps", () => {
    const text = costSheetText(
      costSheetFixture,
      {},
      {
        stores: namesByCode('stores', [
          { storecode: 'MAIN', storenam: 'Main Store', storenamar: 'المخزن الرئيسي' },
        ]),
        items: namesByCode('items', [
          { sparepart: 'FLT-1001', sparenam: 'Oil filter', sparenamar: 'فلتر زيت' },
        ]),
      },
    );

    expect(text).toMatchObject({ store: 'Main Store', storeAr: 'المخزن الرئيسي', garageAr: '' });
    expect(text.rows.map((row) => [row.item, row.descriptionAr])).toEqual([
      ['FLT-1001', 'فلتر زيت'],
      ['BRK-2001', ''],
    ]);
  });

  it('loads the sheet with its verification mark and refuses a sheet without lines', async () => {
    const load = vi.fn(async () => costSheetFixture);
    const verify = vi.fn(async () => verification);
    const source = costSheetPdfSource(t, 'CST-2026-00007', load, verify);

    expect(source.fileName).toBe(costSheetPdfFileName('CST-2026-00007'));
    expect(source.title).toBe('costSheet:pdf.title CST-2026-00007');
    expect(await source.load()).toMatchObject({ document: costSheetFixture, verification, people: {} });
    expect(verify).toHaveBeenCalledWith('CST-2026-00007');

    const empty = { ...costSheetFixture, lines: [] } as CostSheetDocument;
    await expect(producePdf(costSheetPdfSource(t, 'CST-1', async () => empty, verify))).rejects.toEqual(
      new PdfError('noData'),
    );
  });
});
