import { describe, expect, it } from 'vitest';
import { noRights } from '@fleet/shared';
import { vehicleFilterBody, vehicleListOpens, vehicleListRequest } from './filters.ts';

describe('unit: vehicle list filters', () => {
  it('sends only the filled filters, trimmed', () => {
    // Act
    const body = vehicleFilterBody({ vehicleno: ' 12/3 ', vehmakid: '', status: 'maintenance', other: 'x' });

    // Assert
    expect(body).toEqual({ vehicleno: '12/3', status: 'maintenance' });
  });

  it('adds the page size and the cursor of the page', () => {
    expect(vehicleListRequest({ vehmakid: 'TOY' }, { limit: 25 })).toEqual({ vehmakid: 'TOY', limit: 25 });
    expect(vehicleListRequest({}, { limit: 10, cursor: 'abc' })).toEqual({ limit: 10, cursor: 'abc' });
  });

  it('opens with any of adds, edits, deletes, views', () => {
    expect(vehicleListOpens(noRights)).toBe(false);
    expect(vehicleListOpens({ ...noRights, prints: 'Y' })).toBe(false);
    expect(vehicleListOpens({ ...noRights, views: 'Y' })).toBe(true);
    expect(vehicleListOpens({ ...noRights, adds: 'Y' })).toBe(true);
  });
});
