import { describe, expect, it } from 'vitest';
import { lpoFixture } from '../../../../../../tests/pdf/procurement-fixtures.ts';
import { namesByCode } from '../../../../kit/names.ts';
import { lpoText } from './model.ts';

describe('unit: purchase order PDF text', () => {
  it("prints who prepared it and who approved at KPTC by the employees' names, the decision time in Kuwait", () => {
    const preparer = lpoFixture.master.approval?.requester ?? lpoFixture.master.cretuser;

    const text = lpoText(lpoFixture, { [preparer]: { en: 'Ali Al-Inspector', ar: 'علي المفتش' } });

    expect(text.preparedBy).toEqual({ en: 'Ali Al-Inspector', ar: 'علي المفتش' });
    expect(text.approvedBy).toEqual({ en: 'Fahad Al-Mutairi', ar: 'فهد المطيري' });
    expect(text.approvals[0]).toMatchObject({ by: { en: 'Fahad Al-Mutairi', ar: 'فهد المطيري' } });
    expect(text.approvals[0]!.at).toBe('25/11/2026 10:30');
  });

  it("prints the items' Arabic names from the item master beneath the names the order keeps", () => {
    const text = lpoText(
      lpoFixture,
      {},
      {
        items: namesByCode('items', [
          { sparepart: 'BRK-2001', sparenam: 'Brake pads', sparenamar: 'فحمات فرامل' },
        ]),
      },
    );

    expect(text.lines.map((line) => [line.item, line.descriptionAr])).toEqual([
      ['FLT-1001', ''],
      ['BRK-2001', 'فحمات فرامل'],
    ]);
  });
});
