import { describe, expect, it } from 'vitest';
import { monthLabel, pick } from './format.ts';

describe('unit: dashboard labels', () => {
  it('names months in English and Arabic with Western digits', () => {
    expect(monthLabel('2025-03', 'en')).toBe('Mar 2025');
    expect(monthLabel('2025-03', 'ar')).toMatch(/2025/);
    expect(monthLabel('2025-03', 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(monthLabel('bad', 'en')).toBe('bad');
  });

  it('picks the name of the UI language', () => {
    expect(pick('ar', 'Engine', 'المحرك')).toBe('المحرك');
    expect(pick('ar', 'Engine', '')).toBe('Engine');
    expect(pick('en', 'Engine', 'المحرك')).toBe('Engine');
  });
});
