import { describe, expect, it } from 'vitest';
import { dateTimeInputIso, formatDateTimeInput, parseDateTimeInput } from './dateTime.ts';

describe('unit: form date-times', () => {
  it('shows a moment as DD/MM/YYYY HH:mm in local time and reads it back as ISO', () => {
    const moment = new Date(2026, 2, 5, 9, 7);
    expect(formatDateTimeInput(moment)).toBe('05/03/2026 09:07');
    expect(dateTimeInputIso('05/03/2026 09:07')).toBe(moment.toISOString());
  });

  it('refuses what is not a real date and time', () => {
    expect(parseDateTimeInput('04/03/2026 09:05')?.getTime()).toBe(new Date(2026, 2, 4, 9, 5).getTime());
    expect(parseDateTimeInput('31/02/2026 09:05')).toBeUndefined();
    expect(parseDateTimeInput('04/03/2026 24:00')).toBeUndefined();
    expect(parseDateTimeInput('2026-03-04 09:05')).toBeUndefined();
    expect(dateTimeInputIso('2026-03-05')).toBeUndefined();
  });

  it('shows nothing for no moment or an invalid one', () => {
    expect(formatDateTimeInput(undefined)).toBe('');
    expect(formatDateTimeInput('not a date')).toBe('');
  });
});
