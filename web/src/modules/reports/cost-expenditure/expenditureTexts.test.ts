// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { setupI18n } from '../../../kit/test/testing.tsx';
import { expenditureTexts } from './costModel.ts';

beforeAll(() => setupI18n());

const person = (code: string) => (code === 'acc1' ? 'Mariam Al-Qattan' : code);
const synced = {
  source: 'sync' as const,
  category: 'maintenance' as const,
  description: 'maintenance 2026-12-02 G03',
  reference: 'maintenance:3',
  createdBy: 'System',
};

describe("unit: an expenditure row's texts", () => {
  it('words a synced row by its category and record count in the reader language, not its internal texts', () => {
    expect(expenditureTexts(synced, i18next.getFixedT('en'), person)).toEqual({
      description: "Maintenance, synced from the system's records",
      reference: '3 records',
      createdBy: 'System',
    });
    expect(expenditureTexts(synced, i18next.getFixedT('ar'), person)).toEqual({
      description: 'الصيانة، مزامنة من سجلات النظام',
      reference: '3 سجلات',
      createdBy: 'النظام',
    });
  });

  it('shows an entered row as typed, its creator by name', () => {
    const entered = {
      ...synced,
      source: 'manual' as const,
      description: 'Tyres',
      reference: 'INV-7',
      createdBy: 'acc1',
    };
    expect(expenditureTexts(entered, i18next.getFixedT('ar'), person)).toEqual({
      description: 'Tyres',
      reference: 'INV-7',
      createdBy: 'Mariam Al-Qattan',
    });
  });
});
