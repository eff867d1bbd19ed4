import { describe, expect, it } from 'vitest';
import type { DetailedRepairHistory, JobOrderProgressRow, MovementRow } from '@fleet/shared/reports/reports';
import { movementChart } from './movementChart.ts';
import { repairHistoryRows } from './repairHistory.ts';
import { minutesBetween, reportMoment } from './time.ts';

const move = (bucket: string, status: number, count: number): MovementRow => ({
  bucket,
  status,
  statusName: `Status ${status}`,
  statusNameAr: `الحالة ${status}`,
  count,
});

const jobOrder = (jobordno: string): JobOrderProgressRow => ({
  jobordno,
  joborddat: '2026/11/27',
  kind: 'KPTC',
  vehicleno: '12/345',
  vehmaknam: 'Chevrolet',
  garage: 'G01',
  garagnam: 'Main',
  statuscde: 1205,
  statusName: 'Gate Pass In',
  statusNameAr: 'تصريح الدخول',
  state: 'open',
  ageDays: 0,
});

describe('unit: movement graph', () => {
  it('draws bars of the moves into each status for the whole window, in the UI language', () => {
    const chart = movementChart([move('all', 1205, 2), move('all', 1201, 3)], true, 'Moves');
    expect(chart.kind).toBe('bar');
    expect(chart.categories).toEqual([
      { key: '1201', label: 'الحالة 1201' },
      { key: '1205', label: 'الحالة 1205' },
    ]);
    expect(chart.series).toEqual([{ id: 'moves', title: 'Moves', values: [3, 2] }]);
  });

  it('draws a line of all moves per day or month', () => {
    const chart = movementChart(
      [move('2026/11/02', 1201, 1), move('2026/11/01', 1201, 2), move('2026/11/01', 1205, 4)],
      false,
      'Moves',
    );
    expect(chart.kind).toBe('line');
    expect(chart.categories.map((category) => category.key)).toEqual(['2026/11/01', '2026/11/02']);
    expect(chart.series[0]!.values).toEqual([6, 1]);
  });
});

describe('unit: repair history rows', () => {
  it('gives each job order the count and KWD value of its spare parts', () => {
    const answer: DetailedRepairHistory = {
      jobOrders: [jobOrder('JO-1'), jobOrder('JO-2')],
      spareParts: [
        {
          jobordno: 'JO-1',
          doctype: 'GIV',
          docnumbr: 'GIV-1',
          docdate: '2026/11/27',
          sparepart: 'A',
          sparenam: 'A',
          qty: 1,
          unitcost: 0.1,
          value: 0.1,
        },
        {
          jobordno: 'JO-1',
          doctype: 'SIV',
          docnumbr: 'SIV-1',
          docdate: '2026/11/27',
          sparepart: 'B',
          sparenam: 'B',
          qty: 2,
          unitcost: 0.1,
          value: 0.2,
        },
      ],
      cursor: 'next',
      totals: { value: 0.3 },
      window: { from: '2026/10/29', to: '2026/11/27' },
    };
    const page = repairHistoryRows(answer);
    expect(page.items.map((row) => [row.jobordno, row.parts, row.partsValue])).toEqual([
      ['JO-1', 2, 0.3],
      ['JO-2', 0, 0],
    ]);
    expect(page.cursor).toBe('next');
  });
});

describe('unit: report moments', () => {
  it('prints a moment in Kuwait time as YYYY/MM/DD HH:mm', () => {
    expect(reportMoment('2026-11-26T22:30:00.000Z')).toBe('2026/11/27 01:30');
    expect(reportMoment(undefined)).toBe('');
  });

  it('counts the minutes signed in, empty while the session is open', () => {
    expect(minutesBetween('2026-11-27T08:00:00Z', '2026-11-27T09:30:29Z')).toBe(90);
    expect(minutesBetween('2026-11-27T08:00:00Z', undefined)).toBe('');
  });
});
