import { describe, expect, it } from 'vitest';
import { holdActions } from './holdActions.ts';

describe('unit: hold actions', () => {
  it('offers hold and wait for parts in garage work, release when held, nothing elsewhere', () => {
    expect(holdActions(1236)).toEqual(['hold', 'parts']);
    expect(holdActions(1215)).toEqual(['hold', 'parts']);
    expect(holdActions(1229)).toEqual(['release']);
    expect(holdActions(1228)).toEqual(['release']);
    expect(holdActions(1223)).toEqual([]);
    expect(holdActions(undefined)).toEqual([]);
  });
});
