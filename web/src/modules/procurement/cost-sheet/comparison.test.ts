import { describe, expect, it } from 'vitest';
import { comparisonFixture, costSheetFixture } from '../../../../../tests/pdf/procurement-fixtures.ts';
import {
  choiceProblems,
  choose,
  comparisonLines,
  comparisonTotals,
  defaultChoices,
  emptyCostSheet,
  fromDocument,
  giveReason,
  reasonRequired,
  supplierColumns,
  toSaveRequest,
  type CostSheetValues,
} from './comparison.ts';

const prepared = (): CostSheetValues => {
  const lines = comparisonLines(comparisonFixture);
  return { ...emptyCostSheet(), purreqno: 'PRQ-2026-00012', lines, choices: defaultChoices(lines) };
};

describe('unit: cost sheet comparison', () => {
  it('has one row per item in line order and one column per supplier that quoted, in code order', () => {
    const lines = comparisonLines(comparisonFixture);

    expect(lines.map((line) => line.sparepart)).toEqual(['FLT-1001', 'BRK-2001']);
    expect(supplierColumns(lines).map((supplier) => supplier.vendcode)).toEqual(['V001', 'V002', 'V003']);
  });

  it('chooses the lowest offer of every item by default, the first supplier in code order on a tie', () => {
    expect(prepared().choices).toEqual({
      '1': { vendcode: 'V001', reason: '' },
      '2': { vendcode: 'V002', reason: '' },
    });
    expect(choiceProblems(prepared())).toEqual({});
  });

  it('requires a reason only when the chosen offer is not the lowest (a tie counts as lowest)', () => {
    const [filter, pads] = prepared().lines as [never, never];
    expect(reasonRequired(filter, { vendcode: 'V003', reason: '' })).toBe(false);
    expect(reasonRequired(pads, { vendcode: 'V001', reason: '' })).toBe(true);

    const dearer = choose(prepared(), 2, 'V001');
    expect(choiceProblems(dearer)).toEqual({
      '2': { key: 'errors:costSheetReasonRequired', item: 'BRK-2001' },
    });
    expect(choiceProblems(giveReason(dearer, 2, '  '))).toHaveProperty('2');
    expect(choiceProblems(giveReason(dearer, 2, 'Genuine parts'))).toEqual({});
  });

  it('refuses a line without a supplier, or with one that did not quote the item', () => {
    expect(choiceProblems(choose(prepared(), 2, ''))).toEqual({
      '2': { key: 'errors:storeSupplierRequired', item: 'BRK-2001' },
    });
    expect(choiceProblems(choose(prepared(), 2, 'V003'))['2']?.key).toBe('errors:storeSupplierRequired');
  });

  it('totals each supplier, the chosen offers, the lowest offers and the difference in KWD', () => {
    const values = giveReason(choose(prepared(), 2, 'V001'), 2, 'Genuine parts');

    expect(comparisonTotals(values.lines, values.choices)).toEqual({
      suppliers: {
        V001: { total: 26.75, quoted: 2 },
        V002: { total: 26.75, quoted: 2 },
        V003: { total: 7.5, quoted: 1 },
      },
      chosen: 26.75,
      lowest: 26,
      difference: 0.75,
    });
    expect(comparisonTotals(prepared().lines, prepared().choices).difference).toBe(0);
  });

  it('sends every line once with its supplier, the reason only where it is required', () => {
    const values = giveReason(giveReason(choose(prepared(), 2, 'V001'), 2, ' Genuine parts '), 1, 'ignored');

    expect(toSaveRequest(values)).toEqual({
      purreqno: 'PRQ-2026-00012',
      remarks: '',
      lines: [
        { serlnumb: 1, vendcode: 'V001', reason: '' },
        { serlnumb: 2, vendcode: 'V001', reason: 'Genuine parts' },
      ],
    });
  });

  it('reads a stored sheet back with its choices, number and version', () => {
    const values = fromDocument(costSheetFixture);

    expect(values).toMatchObject({ docnumbr: 'CST-2026-00007', version: 2, purreqno: 'PRQ-2026-00012' });
    expect(values.choices['2']).toEqual({ vendcode: 'V001', reason: 'Genuine parts, faster delivery' });
    expect(toSaveRequest(values)).toMatchObject({ docnumbr: 'CST-2026-00007', version: 2 });
  });
});
