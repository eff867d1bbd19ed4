import { describe, expect, it } from 'vitest';
import { noRights, screens } from '@fleet/shared';
import {
  bulkChange,
  grantedCount,
  groupTick,
  matrixFromRights,
  mayGrant,
  rowsByGroup,
  screenTick,
  setGroup,
  setRight,
  setScreen,
  withinHeld,
} from './matrix.ts';

const masterScreens = screens.filter((screen) => screen.group === 'master').map((screen) => screen.code);

describe('unit: role permission matrix', () => {
  it('has a row per screen, N where the role has nothing', () => {
    const rows = matrixFromRights({
      SGRM011: { views: 'Y', adds: 'Y', edits: 'N', deletes: 'N', prints: 'N', notifs: 'N' },
    });
    expect(rows).toHaveLength(screens.length);
    expect(rows.find((row) => row.screencode === 'SGRM011')).toMatchObject({
      views: 'Y',
      adds: 'Y',
      edits: 'N',
    });
    expect(rows.find((row) => row.screencode === 'SGRT076')).toMatchObject({ views: 'N', notifs: 'N' });
  });

  it('toggles one right of one screen', () => {
    const rows = setRight(matrixFromRights({}), 'SGRT076', 'prints', true);
    expect(rows.find((row) => row.screencode === 'SGRT076')?.prints).toBe('Y');
    expect(grantedCount(rows)).toBe(1);
  });

  it('sets every right of a screen', () => {
    const row = setScreen(matrixFromRights({}), 'SGRM010', true).find(
      (each) => each.screencode === 'SGRM010',
    )!;
    expect(screenTick(row)).toBe('all');
    expect(screenTick(setRight([row], 'SGRM010', 'views', false)[0]!)).toBe('some');
  });

  it('sets one action for a whole group and says whether all, some or none hold it', () => {
    let rows = setGroup(matrixFromRights({}), 'master', true, 'views');
    expect(groupTick(rows, 'master', 'views')).toBe('all');
    expect(groupTick(rows, 'master')).toBe('some');
    expect(groupTick(rows, 'accounts', 'views')).toBe('none');
    expect(grantedCount(rows)).toBe(masterScreens.length);

    rows = setRight(rows, masterScreens[0]!, 'views', false);
    expect(groupTick(rows, 'master', 'views')).toBe('some');
  });

  it('sets every right of a group and clears it again', () => {
    const on = setGroup(matrixFromRights({}), 'accounts', true);
    expect(groupTick(on, 'accounts')).toBe('all');
    expect(groupTick(setGroup(on, 'accounts', false), 'accounts')).toBe('none');
  });

  it('groups rows in sidebar order', () => {
    const groups = rowsByGroup(matrixFromRights({}));
    expect(groups[0]?.group).toBe('dashboard');
    expect(groups.find((entry) => entry.group === 'master')?.rows.map((row) => row.screencode)).toEqual(
      masterScreens,
    );
    expect(groups.reduce((sum, entry) => sum + entry.rows.length, 0)).toBe(screens.length);
  });
});

describe('unit: role permission matrix within the editor rights (issue 26)', () => {
  const held = { SGRM011: { ...noRights, views: 'Y' as const, edits: 'Y' as const } };
  const row = (rows: ReturnType<typeof matrixFromRights>, code: string) =>
    rows.find((entry) => entry.screencode === code);

  it('grants only held rights; a superuser (no held map) grants all', () => {
    expect(mayGrant(held, 'SGRM011', 'views')).toBe(true);
    expect(mayGrant(held, 'SGRM011', 'deletes')).toBe(false);
    expect(mayGrant(held, 'SGRT076', 'views')).toBe(false);
    expect(mayGrant(undefined, 'SGRT076', 'deletes')).toBe(true);
  });

  it('keeps a right not held off, but lets one already on be switched off', () => {
    const before = matrixFromRights({ SGRT076: { ...noRights, views: 'Y' } });

    const on = withinHeld(before, setScreen(before, 'SGRM011', true), held);
    const off = withinHeld(before, setRight(before, 'SGRT076', 'views', false), held);

    expect(row(on, 'SGRM011')).toEqual({ screencode: 'SGRM011', ...noRights, views: 'Y', edits: 'Y' });
    expect(row(off, 'SGRT076')).toEqual({ screencode: 'SGRT076', ...noRights });
    expect(withinHeld(before, setScreen(before, 'SGRT076', true), undefined)).toEqual(
      setScreen(before, 'SGRT076', true),
    );
  });

  it('clears a bulk tick that can add nothing more instead of sticking', () => {
    const before = matrixFromRights({ SGRM011: { ...noRights, views: 'Y', edits: 'Y' } });

    const after = bulkChange(before, true, (on) => setScreen(before, 'SGRM011', on), held);

    expect(row(after, 'SGRM011')).toEqual({ screencode: 'SGRM011', ...noRights });
    expect(
      row(
        bulkChange(after, true, (on) => setScreen(after, 'SGRM011', on), held),
        'SGRM011',
      ),
    ).toEqual({ screencode: 'SGRM011', ...noRights, views: 'Y', edits: 'Y' });
  });
});
