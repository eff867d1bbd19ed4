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

  it('shows its placeholder while nothing is chosen, where one is given', () => {
    const workshops = { options: [], loading: false };
    expect(lookupFilter('ws', 'Workshop', workshops, 'All workshops')).toMatchObject({
      kind: 'select',
      placeholder: 'All workshops',
    });
    expect(lookupFilter('ws', 'Workshop', workshops)).not.toHaveProperty('placeholder');
  });
});
