import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldColumns } from './columns.ts';

interface Line {
  sparepart: string;
  vendname?: string;
  value: number;
}

// The key itself stands for its translation.
const t = ((key: string) => key) as TFunction;
const col = fieldColumns('storeReports:columns');

describe('unit: report field columns', () => {
  it("titles a field under the namespace, shows the row's field and keeps the options", () => {
    const value = col<Line>(t, 'value', { amount: true, total: true });
    expect(value.header).toBe('storeReports:columns.value');
    expect(value.value?.({ sparepart: 'P-1', value: 1.5 })).toBe(1.5);
    expect(value).toMatchObject({ id: 'value', amount: true, total: true });
  });

  it('shows an empty cell for a field the row does not have, unless the column reads its own value', () => {
    expect(col<Line>(t, 'vendname').value?.({ sparepart: 'P-1', value: 0 })).toBe('');
    const named = col<Line>(t, 'sparepart', { value: (row) => row.sparepart.toLowerCase() });
    expect(named.value?.({ sparepart: 'P-1', value: 0 })).toBe('p-1');
  });
});
