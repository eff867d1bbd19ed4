import { describe, expect, it } from 'vitest';
import { lookupFilter } from './lookupFilter.ts';

describe('unit: lookupFilter', () => {
  it("is a select over the lookup's options, loading while the lookup does", () => {
    const garages = { options: [{ value: 'G01', label: 'Main' }], loading: true };
    expect(lookupFilter('garage', 'Garage', garages)).toEqual({
      kind: 'select',
      id: 'garage',
      label: 'Garage',
      options: garages.options,
      loading: true,
    });
  });
});
