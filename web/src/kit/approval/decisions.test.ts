import { describe, expect, it } from 'vitest';
import { bulkDecisions, initialDecisions, missingRejectionRemarks } from './decisions.ts';

describe('line decisions of an approver', () => {
  it('starts from the level draft, else not set', () => {
    const approval = { lines: { GARAGE: { '1': { aprstatus: 'A', remarks: '' } } } } as never;
    expect(initialDecisions(approval, [1, 2], 'GARAGE')).toEqual({
      '1': { aprstatus: 'A', remarks: '' },
      '2': { aprstatus: '', remarks: '' },
    });
    expect(initialDecisions(undefined, [3], 'MOI')).toEqual({ '3': { aprstatus: '', remarks: '' } });
  });

  it('applies the bulk actions and asks for rejection remarks', () => {
    expect(bulkDecisions([1, 2], 'rejectAll', 'No')).toEqual({
      '1': { aprstatus: 'R', remarks: 'No' },
      '2': { aprstatus: 'R', remarks: 'No' },
    });
    expect(bulkDecisions([1], 'clearAll', 'x')).toEqual({ '1': { aprstatus: '', remarks: '' } });
    expect(missingRejectionRemarks({ 1: { aprstatus: 'R', remarks: '' } }, '', false)).toBe(true);
    expect(missingRejectionRemarks({ 1: { aprstatus: 'R', remarks: 'Dear' } }, '', false)).toBe(false);
    expect(missingRejectionRemarks({ 1: { aprstatus: 'A', remarks: '' } }, '', true)).toBe(true);
    expect(missingRejectionRemarks({ 1: { aprstatus: 'A', remarks: '' } }, 'Too dear', true)).toBe(false);
  });
});
