import { describe, expect, it } from 'vitest';
import { jobOrderStatuses } from './status.ts';
import { groupStatuses, statusGroupOf, statusGroups } from './status-groups.ts';

describe('unit: status groups', () => {
  it('puts every status code in exactly one group', () => {
    for (const { code } of jobOrderStatuses) {
      const groups = statusGroups.filter((group) => groupStatuses[group].includes(code));
      expect(groups, String(code)).toHaveLength(1);
    }
    const known = new Set(jobOrderStatuses.map((status) => status.code));
    for (const group of statusGroups)
      for (const code of groupStatuses[group]) expect(known.has(code)).toBe(true);
  });

  it('counts Approval Required as waiting for approval, issued parts as in progress', () => {
    expect(statusGroupOf(1235)).toBe('waitingApproval');
    expect(statusGroupOf(1256)).toBe('waitingApproval');
    expect(statusGroupOf(1219)).toBe('inProgress');
    expect(statusGroupOf(1228)).toBe('waitingParts');
    expect(statusGroupOf(1229)).toBe('onHold');
    expect(statusGroupOf(1227)).toBe('delivered');
    expect(statusGroupOf(1426)).toBe('submitted');
  });
});
