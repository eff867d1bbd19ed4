import { describe, expect, it } from 'vitest';
import { allRights, noRights } from '@fleet/shared';
import { listDay, listOpens, pageParams, pickedQuery, resolveFormTarget } from './listPage.ts';

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

  it('sends only the named filters, trimmed, the date range as fromdate and todate', () => {
    const values = {
      garage: ' G01 ',
      vendor: '',
      carinvno: undefined,
      date: { from: '2026-03-01', to: '2026-03-31' },
      search: 'ignored',
    };

    expect(pickedQuery(values, ['garage', 'vendor', 'carinvno', 'fromdate', 'todate'])).toEqual({
      garage: 'G01',
      fromdate: '2026-03-01',
      todate: '2026-03-31',
    });
  });

  it('shows a day or the day of an ISO time as DD/MM/YYYY', () => {
    expect(listDay('2026-03-01')).toBe('01/03/2026');
    expect(listDay('2026-03-01T21:30:00.000Z')).toBe('01/03/2026');
    expect(listDay('')).toBe('');
    expect(listDay(undefined)).toBe('');
  });
});
