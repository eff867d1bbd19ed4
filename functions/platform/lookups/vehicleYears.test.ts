import { describe, expect, it } from 'vitest';
import { vehicleYears } from './vehicleYears.ts';

describe('unit: vehicle years', () => {
  it('lists the last 25 years, newest first', () => {
    // Act
    const years = vehicleYears(2026).map((year) => year.yearvalue);

    // Assert
    expect(years).toHaveLength(25);
    expect(years[0]).toBe(2026);
    expect(years[24]).toBe(2002);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });
});
