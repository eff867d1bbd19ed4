import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { jobOrderDetails } from './jobOrderDetails.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('unit: jobOrderDetails', () => {
  it("shows the picked job order's date, plate, make and garage, the page's own details, then its status", () => {
    const shown = {
      joborddat: '2026-03-01',
      vehicleno: '12/34567',
      vehmaknam: 'Toyota',
      garagnam: 'Main',
      statuscde: 1229,
    };
    const own = { label: 'own', value: 'x' };
    expect(jobOrderDetails(t, 'garageTechnician', shown, false, [own])).toEqual([
      { label: 'garageTechnician:fields.joborddat', value: '01/03/2026' },
      { label: 'garageTechnician:fields.vehicleno', value: '12/34567', testId: 'vehicleno' },
      { label: 'garageTechnician:fields.vehmaknam', value: 'Toyota' },
      { label: 'garageTechnician:fields.garagnam', value: 'Main' },
      own,
      { label: 'garageTechnician:fields.status', value: 'On Hold' },
    ]);
    expect(jobOrderDetails(t, 'garageTechnician', shown, true).at(-1)?.value).toBe('معلق');
  });

  it('leaves every value empty before a job order is picked', () => {
    expect(jobOrderDetails(t, 'assignTechnician', undefined, false).map((detail) => detail.value)).toEqual([
      '',
      undefined,
      undefined,
      undefined,
      '',
    ]);
  });
});
