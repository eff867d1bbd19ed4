import { describe, expect, it } from 'vitest';
import { jobOrderOption, jobOrderOptionWithGarage } from './jobOrderOption.ts';

describe('unit: jobOrderOption', () => {
  it('offers a job order by its number, its plate and make beneath (and its garage where asked)', () => {
    const row = { jobordno: 'JO-1', vehicleno: '12/34567', vehmaknam: 'Toyota', garagnam: 'Main' };
    expect(jobOrderOption(row)).toEqual({ value: 'JO-1', label: 'JO-1', description: '12/34567 · Toyota' });
    expect(jobOrderOptionWithGarage(row).description).toBe('12/34567 · Toyota · Main');
  });

  it('leaves out what a row does not name', () => {
    expect(jobOrderOptionWithGarage({ jobordno: 'JO-2', vehicleno: '1/2' }).description).toBe('1/2');
  });
});
