import { describe, expect, it } from 'vitest';
import {
  dateTimeInputIso,
  formatClock,
  formatDateTimeInput,
  formatDay,
  formatMoment,
  parseDateTimeInput,
} from './dateTime.ts';

describe('unit: date-times in Kuwait time', () => {
  it('shows a moment as DD/MM/YYYY HH:mm in Kuwait time and reads it back as ISO', () => {
    const moment = new Date('2026-03-05T06:07:00.000Z');
    expect(formatDateTimeInput(moment)).toBe('05/03/2026 09:07');
    expect(dateTimeInputIso('05/03/2026 09:07')).toBe(moment.toISOString());
  });

  it("reads an approval's ISO time the Kuwait way, not in the US format of the browser", () => {
    // 29/11/2026 05:48:44 AM UTC is 08:48 in Kuwait.
    expect(formatMoment('2026-11-29T05:48:44.000Z')).toBe('29/11/2026 08:48');
    // Late in the UTC evening it is already the next day in Kuwait.
    expect(formatMoment('2026-11-29T22:30:00.000Z')).toBe('30/11/2026 01:30');
    expect(formatDay('2026-11-29T22:30:00.000Z')).toBe('30/11/2026');
    expect(formatClock('2026-11-29T22:30:05.000Z')).toBe('01:30:05');
  });

  it('prints a bare calendar day as it is', () => {
    expect(formatDay('2026-11-29')).toBe('29/11/2026');
  });

  it('refuses what is not a real date and time', () => {
    expect(parseDateTimeInput('04/03/2026 09:05')?.toISOString()).toBe('2026-03-04T06:05:00.000Z');
    expect(parseDateTimeInput('31/02/2026 09:05')).toBeUndefined();
    expect(parseDateTimeInput('04/03/2026 24:00')).toBeUndefined();
    expect(parseDateTimeInput('2026-03-04 09:05')).toBeUndefined();
    expect(dateTimeInputIso('2026-03-05')).toBeUndefined();
  });

  it('shows nothing for no moment or an invalid one', () => {
    expect(formatDateTimeInput(undefined)).toBe('');
    expect(formatDateTimeInput('not a date')).toBe('');
    expect(formatMoment(null)).toBe('');
    expect(formatDay('')).toBe('');
  });

  it("agrees with the zone database's Asia/Kuwait for every month from 1990 to 2040 (a fixed +03:00)", () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kuwait',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    let checked = 0;
    for (let year = 1990; year <= 2040; year++) {
      for (let month = 0; month < 12; month++) {
        for (const hour of [0, 11, 21, 23]) {
          const moment = new Date(Date.UTC(year, month, 15, hour, 7));
          const parts = Object.fromEntries(zone.formatToParts(moment).map((part) => [part.type, part.value]));
          expect(formatMoment(moment)).toBe(
            `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`,
          );
          checked++;
        }
      }
    }
    expect(checked).toBe(51 * 12 * 4);
  });
});
