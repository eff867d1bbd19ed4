import { describe, expect, it } from 'vitest';
import { emptyThreeInOne, toSaveRequest } from './threeInOneForm.ts';

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
});
