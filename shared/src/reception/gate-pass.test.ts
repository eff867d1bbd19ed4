import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import { gatePassInRequest, gatePassKindOf, gatePassNumber, gatePassOutRequest } from './gate-pass.ts';

describe('unit: gate pass schema', () => {
  it('numbers gate passes per kind and year', () => {
    expect(gatePassNumber('in', 2026, 7)).toBe('GPI-2026-00007');
    expect(gatePassNumber('out', '2026', 12345)).toBe('GPO-2026-12345');
    expect(gatePassKindOf('GPI-2026-00007')).toBe('in');
    expect(gatePassKindOf('GPO-2026-00007')).toBe('out');
    expect(gatePassKindOf('JO-2026-00007')).toBeUndefined();
  });

  it('requires the job order and, out, the remarks and the check-out date-time', () => {
    const inIssues = gatePassInRequest.safeParse({}).error?.issues.map((issue) => issue.message);
    const outIssues = gatePassOutRequest
      .safeParse({ jobordno: 'JO' })
      .error?.issues.map((issue) => issue.message);

    expect(inIssues).toEqual([messages.gatePassJobOrderRequired]);
    expect(outIssues).toEqual([messages.gatePassCheckoutRequired, messages.gatePassRemarksOutRequired]);
  });

  it('takes docnumbr and version together only', () => {
    expect(gatePassInRequest.safeParse({ jobordno: 'JO', docnumbr: 'GPI-2026-00001' }).success).toBe(false);
    expect(
      gatePassInRequest.safeParse({ jobordno: 'JO', docnumbr: 'GPI-2026-00001', version: 2 }).success,
    ).toBe(true);
  });
});
