import { describe, expect, it } from 'vitest';
import { allRights, noRights } from '@fleet/shared';
import { listOpens, pageParams, resolveFormTarget } from './listPage.ts';

describe('unit: list page rules', () => {
  it('opens a list with any of adds, edits, deletes, views', () => {
    expect(listOpens(allRights)).toBe(true);
    expect(listOpens({ ...noRights, views: 'Y' })).toBe(true);
    expect(listOpens({ ...noRights, deletes: 'Y' })).toBe(true);
    expect(listOpens({ ...noRights, prints: 'Y', notifs: 'Y' })).toBe(false);
    expect(listOpens(noRights)).toBe(false);
  });

  it('sends the cursor of a server page only when there is one', () => {
    expect(pageParams({ limit: 25 })).toEqual({ limit: 25 });
    expect(pageParams({ limit: 10, cursor: 'abc' })).toEqual({ limit: 10, cursor: 'abc' });
  });

  it('reads a form target given as a URL or with navigation state', () => {
    expect(resolveFormTarget('/vehicleMaster?status=ADD')).toEqual({ url: '/vehicleMaster?status=ADD' });
    expect(resolveFormTarget({ url: '/x', state: { view: true } })).toEqual({
      url: '/x',
      state: { view: true },
    });
  });
});
