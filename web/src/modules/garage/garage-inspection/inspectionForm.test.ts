import { describe, expect, it } from 'vitest';
import { duplicateLine, emptyInspection, toRequest, totalsOf, type FormLine } from './inspectionForm.ts';

const line = (subrepid: string, laborhors: number, laborcost: number): FormLine => ({
  wrkshpid: 'WS01',
  wrkshpnam: 'Mechanical',
  mainrepid: 'MR0101',
  mainrepnam: 'Engine',
  subrepid,
  subrepnam: subrepid,
  laborhors,
  laborcost,
  remarks: '',
});

describe('unit: garage inspection form', () => {
  it('totals the hours and KWD cost of the lines and refuses a sub repair twice', () => {
    const lines = [line('A', 8, 60), line('B', 1.5, 11.25)];
    expect(totalsOf(lines)).toEqual({ totalhours: 9.5, totalcost: 71.25 });
    expect(duplicateLine(lines, line('A', 0, 0))).toBe(true);
    expect(duplicateLine(lines, line('C', 0, 0))).toBe(false);
  });

  it('inserts a new inspection and updates a loaded one at its version, without the master names', () => {
    const values = { ...emptyInspection(), jobordno: 'JO-1', lines: [line('A', 8, 60)] };
    expect(toRequest(values)).toEqual({
      kind: 'insert',
      body: {
        jobordno: 'JO-1',
        inspby: 'gar',
        inspstatus: 'initiated',
        remarks: '',
        lines: [{ wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'A', remarks: '' }],
      },
    });
    expect(toRequest({ ...values, docnumbr: 'GI-1', version: 3 })).toMatchObject({
      kind: 'update',
      body: { docnumbr: 'GI-1', version: 3 },
    });
  });
});
