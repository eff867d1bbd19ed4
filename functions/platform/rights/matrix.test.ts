import { describe, expect, it } from 'vitest';
import { allRights, mergeRights, noRights, screens, type RightsByScreen } from '@fleet/shared';
import { applyRightsRows, effectiveRights, grantedScreenCount, matrixRows } from './matrix.ts';

const viewOnly = { ...noRights, views: 'Y' } as const;
const editOnly = { ...noRights, edits: 'Y' } as const;

describe('unit: rights matrix', () => {
  it('gives a superuser every right on every screen of the catalogue', () => {
    const rights = effectiveRights(true, { SGRM011: viewOnly });

    expect(Object.keys(rights)).toHaveLength(screens.length);
    expect(
      Object.values(rights).every((record) => JSON.stringify(record) === JSON.stringify(allRights)),
    ).toBe(true);
  });

  it('leaves the merged role rights of anyone else as they are', () => {
    const own: RightsByScreen = { SGRM011: viewOnly };

    expect(effectiveRights(false, own)).toBe(own);
  });

  it('merges several roles so a right is Y when any role holds it', () => {
    const merged = mergeRights({ SGRM011: viewOnly }, { SGRM011: editOnly, SGRM010: viewOnly });

    expect(merged.SGRM011).toEqual({ ...noRights, views: 'Y', edits: 'Y' });
    expect(merged.SGRM010).toEqual(viewOnly);
  });

  it('replaces the screens sent, removes all-N rows and keeps the others', () => {
    const current: RightsByScreen = { SGRM011: viewOnly, SGRM010: viewOnly, SGRT076: viewOnly };

    const next = applyRightsRows(current, [
      { screencode: 'SGRM011', ...editOnly },
      { screencode: 'SGRM010', ...noRights },
    ]);

    expect(next).toEqual({ SGRM011: editOnly, SGRT076: viewOnly });
    expect(current.SGRM010).toEqual(viewOnly);
  });

  it('lists every screen in catalogue order with N where the role has nothing', () => {
    const rows = matrixRows({ SGRM011: viewOnly });

    expect(rows).toHaveLength(screens.length);
    expect(rows[0]?.screencode).toBe(screens[0]?.code);
    expect(rows.find((row) => row.screencode === 'SGRM011')).toMatchObject({
      screenname: 'User Master',
      views: 'Y',
      adds: 'N',
    });
    expect(rows.find((row) => row.screencode === 'SGRM010')).toMatchObject(noRights);
  });

  it('counts the screens a role grants anything on', () => {
    expect(grantedScreenCount({ SGRM011: viewOnly, SGRM010: noRights })).toBe(1);
  });
});
