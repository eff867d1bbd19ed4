import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import { insertWarrantyCheckRequest } from '@fleet/shared/garage/warranty';
import { claimHeader, claimMove, claimedRepairs, composeClaim } from './warranty.ts';
import { testJobOrder } from '../../engines/status/test/testing.ts';
import { earlierJobOrder, earlierRepair as repair } from '../../../tests/support/earlier-repairs.ts';

const earlier = earlierJobOrder('JO-OLD', '2026-04-01', [
  repair('SR1', '2026-05-20'),
  repair('SR2', '2026-01-01'),
]);

const header = testJobOrder({
  jobordno: 'JO-NEW',
  joborddat: '2026-06-01',
  vehicleno: '99/00001',
  statusAt: '2026-06-01T06:00:00.000Z',
});

const now = new Date('2026-06-01T08:00:00.000Z');
const stamp = { docnumbr: 'WC-2026-00001', user: 'reception', now, today: '2026-06-01', warrdays: 90 };
const request = (body: Record<string, unknown>) =>
  insertWarrantyCheckRequest.parse({
    jobordno: 'JO-NEW',
    prevjobordno: 'JO-OLD',
    subrepids: ['SR1'],
    ...body,
  });

describe('unit: warranty claim', () => {
  it('composes a claim of covered repairs, the technician of the first one, the status it was claimed at', () => {
    const claim = composeClaim(request({ complaint: 'Again' }), header, earlier, stamp);
    expect(claim).toMatchObject({
      docnumbr: 'WC-2026-00001',
      warrdate: '2026-06-01',
      prevjobordno: 'JO-OLD',
      prevempcdetech: 'E1007',
      warrdays: 90,
      warrstatus: 'initiated',
      prevstatus: 1201,
      decidedby: '',
      version: 1,
    });
    expect(claim.repairs).toEqual([repair('SR1', '2026-05-20')]);
    expect(claimMove(claim, true, 1201)).toBe(1234);
    expect(claimHeader(claim)).toEqual({
      warrantydoc: 'WC-2026-00001',
      warrantyof: 'JO-OLD',
      warrantystatus: 'initiated',
    });
    expect(claimHeader(null)).toEqual({ warrantydoc: '', warrantyof: '', warrantystatus: '' });
  });

  it('refuses a repair outside the window and an earlier job order of another plate', () => {
    expect(() => claimedRepairs(['SR2'], earlier, stamp)).toThrow(
      formatMessage(messages.warrantyNotCovered, { subrepid: 'SR2', prevjobordno: 'JO-OLD' }),
    );
    expect(() => composeClaim(request({}), header, { ...earlier, vehicleno: '99/2' }, stamp)).toThrow(
      formatMessage(messages.warrantyOtherVehicle, { prevjobordno: 'JO-OLD' }),
    );
  });

  it('keeps the repairs a stored claim holds even after the window, decides once and moves back', () => {
    const stored = composeClaim(request({}), header, earlier, stamp);
    const later = { ...stamp, today: '2026-12-01', now: new Date('2026-12-01T08:00:00.000Z') };
    const decided = composeClaim(
      request({ warrstatus: 'accepted', docnumbr: stored.docnumbr, version: 1 }),
      { ...header, statuscde: 1234 },
      earlier,
      later,
      stored,
    );
    expect(decided).toMatchObject({
      warrstatus: 'accepted',
      decidedby: 'reception',
      prevstatus: 1201,
      version: 2,
    });
    expect(claimMove(decided, false, 1234)).toBe(1201);
    expect(claimMove(decided, false, 1209)).toBeUndefined();
    expect(claimMove({ ...decided, warrstatus: 'initiated' }, false, 1234)).toBeUndefined();
    expect(() =>
      composeClaim(request({ docnumbr: stored.docnumbr, version: 2 }), header, earlier, later, decided),
    ).toThrow(messages.warrantyDecidedLocked);
  });
});
