import { describe, expect, it } from 'vitest';
import { statusLabel } from '@fleet/shared';
import { statusColumn } from './statusColumn.ts';

describe('statusColumn', () => {
  it('names the status in the reader language, the code when unknown, blank when none', () => {
    const column = statusColumn<{ statuscde?: number }>('Status', true, 160);
    expect(column).toMatchObject({ id: 'statuscde', header: 'Status', minWidth: 160 });
    expect(column.value?.({ statuscde: 1422 })).toBe(statusLabel(1422, true));
    expect(column.value?.({ statuscde: 99 })).toBe('99');
    expect(column.value?.({})).toBe('');
    expect(column.value?.({ statuscde: 0 })).toBe('');
  });

  it('keeps the default width when none is given', () => {
    expect(statusColumn('Status', false)).not.toHaveProperty('minWidth');
  });
});
