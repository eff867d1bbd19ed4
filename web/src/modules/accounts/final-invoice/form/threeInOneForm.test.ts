import { describe, expect, it } from 'vitest';
import { emptyThreeInOne, jobOrderOption, toSaveRequest } from './threeInOneForm.ts';

describe('unit: 3-in-1 form', () => {
  it('sends a new 3-in-1 without a number, and a re-costing with its number and version', () => {
    const values = { jobordno: 'JO-7', remarks: '  checked  ' };
    expect(toSaveRequest(values)).toEqual({ jobordno: 'JO-7', remarks: 'checked' });
    expect(toSaveRequest(values, { docnumbr: 'TIO-2026-00003', version: 2 })).toEqual({
      docnumbr: 'TIO-2026-00003',
      version: 2,
      jobordno: 'JO-7',
      remarks: 'checked',
    });
    expect(emptyThreeInOne()).toEqual({ jobordno: '', remarks: '' });
  });

  it('describes a job order of the choice by plate, make and garage', () => {
    expect(
      jobOrderOption({
        jobordno: 'JO-7',
        joborddat: '2026-11-01',
        vehicleno: '12345',
        vehmaknam: 'Toyota',
        garage: 'G01',
        garagnam: 'Shuwaikh',
        statuscde: 1422,
        kind: 'KPTC',
      }),
    ).toEqual({ value: 'JO-7', label: 'JO-7', description: '12345 · Toyota · Shuwaikh' });
  });
});
