// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { JobCardListRow } from '@fleet/shared/reception/job-cards';
import { jobCardColumns, jobCardPeople, type JobCardRow } from './lists.ts';

const t = ((key: string) => key) as unknown as TFunction;
const row = {
  jobordno: 'JO-2026-00008',
  loginuserIn: 'reception',
  inspector: 'inspector',
  inspectorname: 'Ahmed Al-Hajri',
} as JobCardListRow;
const people = {
  reception: { en: 'Layla Al-Sabah', ar: 'ليلى الصباح' },
  inspector: { en: 'Ahmed Al-Hajri', ar: 'أحمد الهاجري' },
};
const cell = (id: string, value: JobCardRow, arabic: boolean) =>
  jobCardColumns(t, arabic).find((column) => column.id === id)!.value!(value);

describe('unit: job card list people (issue 25 item 6)', () => {
  it('names who received the vehicle and its inspector by their names in the reader language', () => {
    expect(jobCardPeople(row)).toEqual(['reception', 'inspector']);
    expect(cell('loginuserIn', { ...row, people }, true)).toBe('ليلى الصباح');
    expect(cell('loginuserIn', { ...row, people }, false)).toBe('Layla Al-Sabah');
    expect(cell('inspectorname', { ...row, people }, true)).toBe('أحمد الهاجري');
  });

  it('shows the code or the saved name only when the masters name nobody', () => {
    expect(cell('loginuserIn', { ...row, people: {} }, true)).toBe('reception');
    expect(cell('inspectorname', row, true)).toBe('Ahmed Al-Hajri');
  });
});
