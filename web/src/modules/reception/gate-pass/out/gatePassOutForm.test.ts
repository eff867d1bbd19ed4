import { describe, expect, it } from 'vitest';
import { emptyGatePassOut, gatePassOutErrors, toGatePassOutRequest } from './gatePassOutForm.ts';

describe('unit: gate pass out form', () => {
  it('defaults the check-out date-time to now as DD/MM/YYYY HH:mm (Kuwait time)', () => {
    const now = new Date('2026-03-04T06:05:00.000Z');

    expect(emptyGatePassOut(now).checkoutdt).toBe('04/03/2026 09:05');
  });

  it('marks the job order, the check-out date-time and the remarks out', () => {
    expect(gatePassOutErrors({ ...emptyGatePassOut(), checkoutdt: '' })).toEqual({
      jobordno: 'errors:gatePassJobOrderRequired',
      checkoutdt: 'errors:gatePassCheckoutRequired',
      remarksout: 'errors:gatePassRemarksOutRequired',
    });
    expect(
      gatePassOutErrors({ ...emptyGatePassOut(), jobordno: 'JO', remarksout: 'x', checkoutdt: '4/3/26' }),
    ).toEqual({
      checkoutdt: 'gatePass:fields.dateTimeFormat',
    });
  });

  it('sends ISO on the wire, and the number and version of an existing gate pass', () => {
    const values = { jobordno: 'JO', checkoutdt: '04/03/2026 09:05', remarksout: ' ok ', docnumbr: '' };

    expect(toGatePassOutRequest(values)).toEqual({
      jobordno: 'JO',
      checkoutdt: '2026-03-04T06:05:00.000Z',
      remarksout: 'ok',
    });
    expect(toGatePassOutRequest({ ...values, docnumbr: 'GPO-2026-00001', version: 2 })).toMatchObject({
      docnumbr: 'GPO-2026-00001',
      version: 2,
    });
  });
});
