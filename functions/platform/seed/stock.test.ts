import { describe, expect, it } from 'vitest';
import { valueOfMovements, type StockMovement } from '@fleet/shared/parts/stock';
import { openingStockItems } from './stock.ts';

describe('unit: seed opening stock', () => {
  it("books each balance's value as the sum of its opening movements' values, to the fils", () => {
    for (const project of ['MOI', 'KPTC']) {
      const items = openingStockItems(project);
      const moved = new Map<string, StockMovement[]>();
      for (const item of items.filter((entry) => entry['entity'] === 'stockMovement')) {
        const key = `${String(item['storecode'])}|${String(item['sparepart'])}`;
        moved.set(key, [...(moved.get(key) ?? []), item as unknown as StockMovement]);
      }
      const balances = items.filter((item) => item['entity'] === 'stock');
      expect(balances.length).toBeGreaterThan(100);
      for (const balance of balances)
        expect(balance['stockvalue']).toBe(
          valueOfMovements(
            moved.get(`${String(balance['storecode'])}|${String(balance['sparepart'])}`) ?? [],
          ),
        );
    }
  });
});
