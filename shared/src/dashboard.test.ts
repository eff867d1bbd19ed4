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
  repairJobTypes,
  statusCountRows,
  statusGroupOf,
  statusesOfGroup,
  topRepairs,
} from './dashboard.ts';

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
  it('groups every status into one header group', () => {
    expect(statusGroupOf(1201)).toBe('reception');
    expect(statusGroupOf(1209)).toBe('inProgress');
    expect(statusGroupOf(1235)).toBe('waitingApproval');
    expect(statusGroupOf(1228)).toBe('waitingParts');
    expect(statusGroupOf(1229)).toBe('onHold');
    expect(statusGroupOf(1226)).toBe('readyForDelivery');
    expect(statusGroupOf(1227)).toBe('delivered');
    expect(statusGroupOf(1425)).toBe('invoiced');
    expect(statusesOfGroup('onHold')).toEqual([1229]);
    expect(statusesOfGroup('total').length).toBeGreaterThan(70);
  });

  it('adds the counts by status into the header counts and the status rows', () => {
    const byStatus = { '1201': 2, '1209': 3, '1229': 1, '1227': 4, '1232': 5, '9999': 0 };
    expect(headerCounts(byStatus)).toEqual({
      total: 15,
      reception: 2,
      inProgress: 3,
      waitingApproval: 0,
      waitingParts: 0,
      onHold: 1,
      readyForDelivery: 0,
      delivered: 4,
      invoiced: 5,
    });
    expect(statusCountRows({ '1229': 1, '1201': 2, '1300': 0 })).toEqual([
      {
        statuscde: 1201,
        statusName: 'Job Order Created',
        statusNameAr: 'تم إنشاء أمر العمل',
        group: 'reception',
        count: 2,
      },
      { statuscde: 1229, statusName: 'On Hold', statusNameAr: 'معلق', group: 'onHold', count: 1 },
    ]);
  });

  it('builds the monthly trend rows from openings and moves', () => {
    expect(
      monthlyTrendRows(
        ['2025-01', '2025-02'],
        [
          { group: '2025-01', status: 1201, count: 2 },
          { group: '2025-01', status: 1231, count: 1 },
          { group: '2025-02', status: 1209, count: 4 },
        ],
        [
          { bucket: '2025-02', status: 1231, count: 3 },
          { bucket: '2025-02', status: 1227, count: 2 },
          { bucket: '2025-01', status: 1209, count: 7 },
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
  });
});
