import { describe, expect, it } from 'vitest';
import { jobOrderStatuses } from './status.ts';
import { countAt, countsByGroup, groupCountRows, statusesOfGroups } from './status-counts.ts';
import { statusGroups, statusesOfGroup } from './status-groups.ts';

describe('unit: counts folded into the status groups', () => {
  it('folds every status of the catalogue into exactly its group, the total kept', () => {
    const byStatus = Object.fromEntries(jobOrderStatuses.map((status) => [String(status.code), 1]));
    const groups = countsByGroup(byStatus);
    for (const group of statusGroups) expect(groups[group], group).toBe(statusesOfGroup(group).length);
    expect(Object.values(groups).reduce((sum, count) => sum + count, 0)).toBe(jobOrderStatuses.length);
  });

  it('counts Approval Required as waiting for approval and ignores zero and unreadable rows', () => {
    expect(countsByGroup({ '1235': 2, '1209': 1, x: 4, '1229': 0 })).toMatchObject({
      waitingApproval: 2,
      inProgress: 1,
      onHold: 0,
    });
    expect(groupCountRows({ '1227': 3 }).map((row) => row.group)).toEqual([...statusGroups]);
    expect(groupCountRows({ '1227': 3 }).find((row) => row.group === 'delivered')?.count).toBe(3);
  });

  it('lists the statuses of several groups and sums counts at statuses', () => {
    expect(statusesOfGroups(['onHold', 'delivered'])).toEqual([1229, 1227]);
    expect(countAt({ '1229': 2, '1227': 1 }, [1229, 1227, 1300])).toBe(3);
  });
});
