import { describe, expect, it } from 'vitest';
import { jobOrderOption, jobOrderOptionWithGarage } from './jobOrderOption.ts';

const jobOrder = {
  jobordno: 'JO-7',
  joborddat: '2026-11-01',
  vehicleno: '12345',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Shuwaikh',
  statuscde: 1422,
  kind: 'KPTC' as const,
};

describe('unit: job order options', () => {
  it('describes a job order by plate and make, and by its garage too where the pick spans garages', () => {
    expect(jobOrderOption(jobOrder)).toEqual({ value: 'JO-7', label: 'JO-7', description: '12345 · Toyota' });
    expect(jobOrderOptionWithGarage(jobOrder)).toEqual({
      value: 'JO-7',
      label: 'JO-7',
      description: '12345 · Toyota · Shuwaikh',
    });
  });

  it('leaves out what the job order does not name', () => {
    expect(jobOrderOption({ ...jobOrder, vehmaknam: '' }).description).toBe('12345');
  });
});
