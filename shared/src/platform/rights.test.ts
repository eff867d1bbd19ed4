import { describe, expect, it } from 'vitest';
import { addedRights, allRights, noRights, rightsBeyond } from './rights.ts';

describe('unit: rightsBeyond', () => {
  it('is empty when every wanted right is held', () => {
    expect(
      rightsBeyond(
        { SGRM011: { ...noRights, views: 'Y' } },
        { SGRM011: { ...allRights }, SGRT076: { ...noRights, views: 'Y' } },
      ),
    ).toEqual([]);
    expect(rightsBeyond({}, {})).toEqual([]);
    expect(rightsBeyond({ SGRM011: { ...noRights } }, {})).toEqual([]);
  });

  it('names each right not held, screen by screen in the order given', () => {
    expect(
      rightsBeyond(
        { SGRT076: { ...noRights, views: 'Y', deletes: 'Y' }, SGRM010: { ...noRights, edits: 'Y' } },
        { SGRT076: { ...noRights, views: 'Y' } },
      ),
    ).toEqual([
      ['SGRT076', 'deletes'],
      ['SGRM010', 'edits'],
    ]);
  });
});

describe('unit: addedRights', () => {
  it('keeps only the rights switched on, not the ones kept or taken away', () => {
    const current = { SGRM011: { ...noRights, views: 'Y' as const }, SGRT076: { ...allRights } };
    const next = {
      SGRM011: { ...noRights, views: 'Y' as const, edits: 'Y' as const },
      SGRR009: { ...noRights, prints: 'Y' as const },
    };

    expect(addedRights(current, next)).toEqual({
      SGRM011: { ...noRights, edits: 'Y' },
      SGRR009: { ...noRights, prints: 'Y' },
    });
    expect(addedRights(next, current)).toEqual({ SGRT076: { ...allRights } });
    expect(addedRights(current, current)).toEqual({});
  });
});
