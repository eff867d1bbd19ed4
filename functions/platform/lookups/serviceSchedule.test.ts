import { describe, expect, it } from 'vitest';
import type { ServiceSchedule } from '@fleet/shared/platform/lookups';
import { dueServiceEntries, isDueAt } from './serviceSchedule.ts';

const entry = (
  vehiclmak: string,
  yearfrom: number,
  kilometer: number,
  subrepid: string,
): ServiceSchedule => ({
  vehiclmak,
  yearfrom,
  kilometer,
  wrkshpid: 'WS06',
  mainrepid: 'MR0601',
  subrepid,
});

const schedule = [
  entry('INMS', 1990, 5000, 'OIL'),
  entry('INMS', 1990, 10000, 'AIR'),
  entry('INMS', 1990, 100000, 'BELT'),
  entry('TOY', 2018, 10000, 'OIL'),
];

const subs = (list: ServiceSchedule[]) => list.map((e) => `${e.vehiclmak}:${e.subrepid}`).sort();

describe('unit: periodic service schedule', () => {
  it('is due near a multiple of the interval, never before the first one', () => {
    expect(isDueAt(5000, 40000)).toBe(true);
    expect(isDueAt(5000, 39400)).toBe(true);
    expect(isDueAt(5000, 42500)).toBe(false);
    expect(isDueAt(100000, 400)).toBe(false);
  });

  it('applies the default make INMS to any make', () => {
    // Act
    const due = dueServiceEntries(schedule, { vehiclmak: 'NIS', yearfrom: 2020, kilometer: 20000 });

    // Assert
    expect(subs(due)).toEqual(['INMS:AIR', 'INMS:OIL']);
  });

  it('lets a make override a default entry for the same sub repair from its model year', () => {
    // Act
    const newToyotaAt5000 = dueServiceEntries(schedule, {
      vehiclmak: 'toy',
      yearfrom: 2020,
      kilometer: 5000,
    });
    const newToyotaAt10000 = dueServiceEntries(schedule, {
      vehiclmak: 'TOY',
      yearfrom: 2020,
      kilometer: 10000,
    });
    const oldToyotaAt5000 = dueServiceEntries(schedule, {
      vehiclmak: 'TOY',
      yearfrom: 2012,
      kilometer: 5000,
    });

    // Assert
    expect(subs(newToyotaAt5000)).toEqual([]);
    expect(subs(newToyotaAt10000)).toEqual(['INMS:AIR', 'TOY:OIL']);
    expect(subs(oldToyotaAt5000)).toEqual(['INMS:OIL']);
  });

  it('returns the whole applicable schedule without a reading', () => {
    expect(subs(dueServiceEntries(schedule, {}))).toEqual(['INMS:AIR', 'INMS:BELT', 'INMS:OIL']);
  });
});
