import { describe, expect, it } from 'vitest';
import type { JobOrderStatusChanged } from '@fleet/shared';
import { monthsBetween, vehicleMonthDeltas } from './projection.ts';

const event = (change: Partial<JobOrderStatusChanged>): JobOrderStatusChanged => ({
  eventId: 'e1',
  project: 'MOI',
  jobordno: 'JO-1',
  vehicleno: '12/345',
  garage: 'G01',
  fromStatus: null,
  toStatus: 1201,
  statusName: 'Job Order Created',
  user: 'reception',
  at: '2025-03-31T22:30:00.000Z',
  ...change,
});

describe('projection: job orders per vehicle per month', () => {
  it('counts a job order once, at its creation, in its Kuwait opening month and garage', () => {
    expect(vehicleMonthDeltas(event({}))).toEqual([
      { pk: 'MOI#PROJ#VEHJO#2025-04', sk: '12/345', add: { n: 1, 'g:G01': 1 } },
      { pk: 'MOI#PROJ#VEHJO', sk: '2025-04', add: { n: 1 } },
    ]);
    expect(vehicleMonthDeltas(event({ openedAt: '2025-03-31' }))[0]?.pk).toBe('MOI#PROJ#VEHJO#2025-03');
  });

  it('ignores moves after the creation and events without a plate', () => {
    expect(vehicleMonthDeltas(event({ fromStatus: 1201, toStatus: 1205 }))).toEqual([]);
    expect(vehicleMonthDeltas(event({ vehicleno: undefined }))).toEqual([]);
  });

  it('lists the months of a window across a year end', () => {
    expect(monthsBetween('2024-11-15', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });
});
