import { describe, expect, it } from 'vitest';
import { vehicleFilterBody, vehicleListRequest } from './filters.ts';

describe('unit: vehicle list filters', () => {
  it('sends only the filled filters, trimmed', () => {
    // Act
    const body = vehicleFilterBody({ vehicleno: ' 12/3 ', vehmakid: '', status: 'maintenance', other: 'x' });

    // Assert
    expect(body).toEqual({ vehicleno: '12/3', status: 'maintenance' });
  });

  it('adds the page size and the cursor of the page', () => {
    const request = (values: Record<string, string>, page: { limit: number; cursor?: string }) =>
      vehicleListRequest(vehicleFilterBody(values), page);

    expect(request({ vehmakid: 'TOY' }, { limit: 25 })).toEqual({ vehmakid: 'TOY', limit: 25 });
    expect(request({}, { limit: 10, cursor: 'abc' })).toEqual({ limit: 10, cursor: 'abc' });
  });
});
