import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  addDays,
  candidateWindowStart,
  daysBetween,
  insertWarrantyCheckRequest,
  underWarranty,
  warrantyCandidates,
  warrantyCandidatesQuery,
  warrantyNumber,
  warrantySettingRequest,
} from './warranty.ts';
import { earlierJobOrder as job, earlierRepair as repair } from '../../../tests/support/earlier-repairs.ts';

describe('unit: warranty rules', () => {
  it('counts days and adds days across months and years', () => {
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
    expect(addDays('2026-12-20', 20)).toBe('2027-01-09');
    expect(candidateWindowStart('2026-06-30', 90)).toBe('2025-04-01');
    expect(warrantyNumber(2026, 7)).toBe('WC-2026-00007');
  });

  it('covers a repair done up to and including the last day of the window, not after nor in the future', () => {
    expect(underWarranty('2026-03-01', '2026-05-30', 90)).toBe(true);
    expect(underWarranty('2026-03-01', '2026-05-31', 90)).toBe(false);
    expect(underWarranty('2026-06-02', '2026-06-01', 90)).toBe(false);
    expect(underWarranty('', '2026-06-01', 90)).toBe(false);
  });

  it('offers the repairs inside the window, of the asked sub repairs, newest job order first', () => {
    const earlier = [
      job('JO-1', '2026-01-01', [repair('SR1', '2026-01-05')]),
      job('JO-2', '2026-04-01', [repair('SR1', '2026-04-10'), repair('SR2', '2026-04-11')]),
      job('JO-3', '2026-05-01', [repair('SR3', '2026-05-20')]),
    ];
    const all = warrantyCandidates(earlier, { today: '2026-06-01', warrdays: 90 });
    expect(all.map((candidate) => [candidate.jobordno, candidate.repairs.map((r) => r.subrepid)])).toEqual([
      ['JO-3', ['SR3']],
      ['JO-2', ['SR1', 'SR2']],
    ]);
    expect(all[1]!.repairs[0]).toMatchObject({ daysago: 52, expires: '2026-07-09' });

    const same = warrantyCandidates(earlier, { today: '2026-06-01', warrdays: 90, subrepids: ['SR1'] });
    expect(same.map((candidate) => candidate.jobordno)).toEqual(['JO-2']);
    expect(warrantyCandidates(earlier, { today: '2026-06-01', warrdays: 90, subrepids: ['SR9'] })).toEqual(
      [],
    );
    expect(
      warrantyCandidates(earlier, { today: '2026-06-01', warrdays: 90, exclude: 'JO-3' }).map(
        (c) => c.jobordno,
      ),
    ).toEqual(['JO-2']);
  });

  it('parses the claim, the candidates query and the window with their messages', () => {
    const missing = insertWarrantyCheckRequest.safeParse({ jobordno: 'A', prevjobordno: 'B', subrepids: [] });
    expect(missing.error?.issues[0]?.message).toBe(messages.warrantySubRepairRequired);
    const same = insertWarrantyCheckRequest.safeParse({ jobordno: 'A', prevjobordno: 'A', subrepids: ['X'] });
    expect(same.error?.issues[0]?.message).toBe(messages.warrantySameJobOrder);
    expect(
      insertWarrantyCheckRequest.parse({ jobordno: 'A', prevjobordno: 'B', subrepids: ['X'] }).warrstatus,
    ).toBe('initiated');
    expect(warrantyCandidatesQuery.parse({ vehicleno: '99/1', subrepids: ' a, ,b ' }).subrepids).toEqual([
      'a',
      'b',
    ]);
    expect(warrantySettingRequest.safeParse({ warrdays: 4000, version: 0 }).error?.issues[0]?.message).toBe(
      messages.warrantyDaysRange,
    );
  });
});
