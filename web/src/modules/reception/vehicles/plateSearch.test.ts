import { describe, expect, it } from 'vitest';
import type { VehicleRow } from '@fleet/shared/reception/vehicles';
import { plateSearchText, plateSuggestion } from './plateSearch.ts';

const vehicle = {
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  vehmaknamar: 'تويوتا',
  vehmodnam: 'Camry',
  vehmodnamar: 'كامري',
  yearvalue: 2021,
  colornam: 'White',
  colornamar: '',
  policeno: 'MOI-1001',
} as VehicleRow;

describe('unit: plate search', () => {
  it('searches the typed plate without spaces, nothing when blank', () => {
    expect(plateSearchText(' 12 / 345')).toBe('12/345');
    expect(plateSearchText('   ')).toBeUndefined();
  });

  it('shows the plate with make, model, year and colour in the UI language', () => {
    expect(plateSuggestion(vehicle, false)).toEqual({
      value: '12/34567',
      label: '12/34567',
      description: 'Toyota · Camry · 2021 · White',
      tags: ['MOI-1001'],
    });
    expect(plateSuggestion(vehicle, true).description).toBe('تويوتا · كامري · 2021 · White');
  });
});
