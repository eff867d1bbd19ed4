import { describe, expect, it } from 'vitest';
import {
  dashboardFilterQuery,
  filterWindow,
  headerCounts,
  lastMonths,
  lastMonthsWindow,
  monthlyTrendRows,
  monthsOf,
  nextStageDueAt,
  nextStageDueHours,
  repairJobTypes,
  statusCountRows,
  topRepairs,
} from './dashboard.ts';
import { statusGroups, statusesOfGroup } from '../engines/status-groups.ts';

describe('unit: dashboard filter', () => {
  it('parses the filters, blanks as absent, and refuses bad ones with the catalogue message', () => {
    expect(
      dashboardFilterQuery.parse({ fromdate: '2025-01-01', todate: '', garage: ' G1 ', year: '2025' }),
    ).toEqual({
      fromdate: '2025-01-01',
      garage: 'G1',
      year: 2025,
    });
    for (const query of [
      { fromdate: '2025-02-02', todate: '2025-02-01' },
      { fromdate: '02/01/2025' },
      { vehmodel: 'M1' },
      { year: 'x' },
    ]) {
      const result = dashboardFilterQuery.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid request parameters');
    }
  });

  it('narrows the window to the calendar year', () => {
    expect(filterWindow({})).toEqual({});
    expect(filterWindow({ year: 2024 })).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(filterWindow({ year: 2024, fromdate: '2024-03-01', todate: '2025-02-01' })).toEqual({
      from: '2024-03-01',
      to: '2024-12-31',
    });
    expect(filterWindow({ fromdate: '2024-03-01' })).toEqual({ from: '2024-03-01' });
  });

  it('has the 12-month windows in Kuwait time', () => {
    // 31 Dec 2024 22:00 UTC is already 1 January 2025 in Kuwait.
    const now = new Date('2024-12-31T22:00:00Z');
    expect(lastMonths(now)).toEqual([
      '2024-02',
      '2024-03',
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
    ]);
    expect(lastMonthsWindow(now)).toEqual({ from: '2024-02-01', to: '2025-01-01' });
    expect(monthsOf({ from: '2024-11-15', to: '2025-02-03' }, now)).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(monthsOf({}, now)).toHaveLength(12);
  });
});

describe('unit: dashboard figures', () => {
  it('has a header figure per status group, labelled by the groups of shared/src/engines/status-groups.ts', () => {
    expect(Object.keys(headerCounts({}, 0))).toEqual(['total', ...statusGroups]);
  });

  it('folds the counts by status into the status groups; delivered is the deliveries of the window', () => {
    // 1235 Approval Required waits for approval (not in progress); 1232 is invoiced after delivery.
    const byStatus = {
      '1201': 2,
      '1209': 3,
      '1235': 1,
      '1229': 1,
      '1227': 4,
      '1232': 5,
      '1426': 1,
      '9999': 0,
    };
    expect(headerCounts(byStatus, 6)).toEqual({
      total: 17,
      reception: 2,
      inProgress: 3,
      waitingApproval: 1,
      waitingParts: 0,
      onHold: 1,
      completed: 0,
      delivered: 6,
      invoiced: 5,
      submitted: 1,
    });
    // A job order delivered in the window and invoiced since still counts as delivered in the window.
    expect(headerCounts({ '1232': 1 }, 1)).toMatchObject({ total: 1, delivered: 1, invoiced: 1 });
    expect(statusCountRows({ '1229': 1, '1201': 2, '1300': 0, '1235': 1 })).toEqual([
      {
        statuscde: 1201,
        statusName: 'Job Order Created',
        statusNameAr: 'تم إنشاء أمر العمل',
        group: 'reception',
        count: 2,
      },
      { statuscde: 1229, statusName: 'On Hold', statusNameAr: 'معلق', group: 'onHold', count: 1 },
      {
        statuscde: 1235,
        statusName: 'Approval Required',
        statusNameAr: 'بانتظار الاعتماد',
        group: 'waitingApproval',
        count: 1,
      },
    ]);
  });

  it('builds the monthly trend rows from openings and the entries into the completed and delivered groups', () => {
    expect(
      monthlyTrendRows(
        ['2025-01', '2025-02'],
        [
          { group: '2025-01', count: 2 },
          { group: '2025-01', count: 1 },
          { group: '2025-02', count: 4 },
        ],
        [
          { bucket: '2025-02', group: 'completed', count: 3 },
          { bucket: '2025-02', group: 'delivered', count: 2 },
          { bucket: '2025-01', group: 'inProgress', count: 7 },
          { bucket: '2025-01', group: 'invoiced', count: 1 },
        ],
      ),
    ).toEqual([
      { month: '2025-01', opened: 3, completed: 0, delivered: 0 },
      { month: '2025-02', opened: 4, completed: 3, delivered: 2 },
    ]);
  });

  it('ranks repairs: job types by main repair, the top ten sub repairs', () => {
    const rows = Array.from({ length: 12 }, (_, index) => ({
      wrkshpid: 'W1',
      mainrepid: index < 6 ? 'M1' : 'M2',
      subrepid: `S${String(index).padStart(2, '0')}`,
      count: index + 1,
    }));
    const names = new Map([['W1#M2', { en: 'Engine', ar: 'المحرك' }]]);
    expect(repairJobTypes(rows, names)).toEqual([
      { wrkshpid: 'W1', mainrepid: 'M2', mainrepnam: 'Engine', mainrepnamar: 'المحرك', count: 57 },
      { wrkshpid: 'W1', mainrepid: 'M1', mainrepnam: 'M1', mainrepnamar: 'M1', count: 21 },
    ]);
    const top = topRepairs(rows, new Map([['W1#M2#S11', { en: 'Piston', ar: 'مكبس' }]]));
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ subrepid: 'S11', count: 12, subrepnam: 'Piston', subrepnamar: 'مكبس' });
    expect(top.at(-1)).toMatchObject({ subrepid: 'S02', count: 3 });
  });

  it('knows when the next stage is due', () => {
    expect(nextStageDueAt(1201, '2025-01-01T10:00:00.000Z')).toBe('2025-01-01T11:00:00.000Z');
    expect(nextStageDueAt(1209, '2025-01-01T10:00:00.000Z')).toBe('2025-01-02T10:00:00.000Z');
    expect(nextStageDueAt(1227, '2025-01-01T10:00:00.000Z')).toBeUndefined();
    expect(nextStageDueAt(1209, 'never')).toBeUndefined();
    // By status group: every status of a group has the same target; none after the delivery.
    for (const group of statusGroups) {
      const hours = new Set(statusesOfGroup(group).map(nextStageDueHours));
      expect(hours.size, group).toBe(1);
    }
    for (const group of ['delivered', 'invoiced', 'submitted'] as const)
      expect(nextStageDueHours(statusesOfGroup(group)[0]!), group).toBeUndefined();
  });
});
