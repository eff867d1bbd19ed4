import { describe, expect, it } from 'vitest';
import { cellColumn } from './cellColumn.ts';

describe('unit: a table column in one call', () => {
  it("shows the row's cell, with the width only when one is given", () => {
    const qty = cellColumn<{ qty: number }>('qty', 'Qty', (line) => line.qty * 2, 90);
    expect(qty).toMatchObject({ id: 'qty', header: 'Qty', minWidth: 90 });
    expect(qty.cell({ qty: 3 })).toBe(6);
    expect('minWidth' in cellColumn<{ qty: number }>('qty', 'Qty', (line) => line.qty)).toBe(false);
  });
});
