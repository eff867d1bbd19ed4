import { describe, expect, it } from 'vitest';
import {
  assignTechnicianBody,
  matchesListFilters,
  vehicleDeliveryBody,
} from '@fleet/shared/garage/assign-technician';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import type { Employee } from '@fleet/shared/platform/lookups';
import {
  assertStillAssigned,
  composeAssignment,
  requireTechnician,
  statusBeforeAssignment,
  technicianUserOf,
} from './assignment.ts';
import { testJobOrder } from '../../engines/status/test/testing.ts';

const header = testJobOrder({
  joborddat: '2026-03-01',
  statuscde: 1196,
  kind: 'MOI',
  version: 3,
  statusAt: '2026-03-01T08:00:00.000Z',
});

const employee: Employee = {
  emplcode: 'E1005',
  emplname: 'Rajesh Kumar',
  emplnamar: 'راجيش كومار',
  jobtitle: 'Mechanic',
  jobtitlear: 'ميكانيكي',
  garageid: 'G01',
  mobile: '55100000',
  status: 'active',
};

const move = (fromStatus: number | null, toStatus: number): JobOrderHistoryEntry => ({
  jobordno: header.jobordno,
  at: '2026-03-01T08:00:00.000Z',
  fromStatus,
  toStatus,
  statusName: '',
  statusNameAr: '',
  action: 'status',
  user: 'reception',
  remarks: '',
  eventId: 'e',
});

describe('unit: technician assignment rules', () => {
  it('composes an assignment at the variant status with the first assignment date kept on edits', () => {
    // Arrange
    const body = assignTechnicianBody.parse({
      jobordno: header.jobordno,
      empcdetech: 'E1005',
      estjobtime: 2.5,
    });
    const now = new Date('2026-03-02T06:00:00.000Z');

    // Act
    const first = composeAssignment({
      variant: 'MOI',
      header,
      employee,
      technicianuser: 'technician',
      body,
      user: 'reception',
      now,
    });
    const later = composeAssignment({
      variant: 'MOI',
      header,
      employee,
      technicianuser: 'technician',
      body,
      user: 'supervisor',
      now: new Date('2026-03-05T06:00:00.000Z'),
      existing: first,
    });

    // Assert
    expect(first).toMatchObject({
      statuscde: 1197,
      emplname: 'Rajesh Kumar',
      asgndate: '2026-03-02',
      moduser: '',
    });
    expect(first.jobtimin).toBe(now.toISOString());
    expect(later).toMatchObject({ asgndate: '2026-03-02', cretuser: 'reception', moduser: 'supervisor' });
  });

  it('maps an employee to its user and refuses unknown or inactive technicians', () => {
    expect(technicianUserOf('E1005', [{ usercode: 'technician', username: 'x', emplcode: 'E1005' }])).toBe(
      'technician',
    );
    expect(technicianUserOf('E1014', [{ usercode: 'technician', username: 'x', emplcode: 'E1005' }])).toBe(
      '',
    );
    expect(() => requireTechnician(undefined, 'G01')).toThrow('Technician not found or inactive.');
    expect(() => requireTechnician({ ...employee, status: 'inactive' }, 'G01')).toThrow(
      'Technician not found or inactive.',
    );
  });

  it("refuses an employee who is not a technician of the job order's garage, unless the assignment keeps him", () => {
    const director = { ...employee, emplcode: 'E1001', jobtitle: 'Executive Director' };
    expect(requireTechnician(employee, 'G01')).toBe(employee);
    expect(() => requireTechnician(employee, 'G02')).toThrow(
      'Employee E1005 is not a technician of garage G02.',
    );
    expect(() => requireTechnician(director, 'G01')).toThrow(
      'Employee E1001 is not a technician of garage G01.',
    );
    expect(requireTechnician(employee, 'G02', 'E1005')).toBe(employee);
  });

  it('reverts a deleted assignment to the status before it, else to the step first status', () => {
    expect(statusBeforeAssignment('MOI', [move(null, 1195), move(1195, 1196), move(1196, 1197)])).toBe(1196);
    expect(statusBeforeAssignment('MOI', [move(1199, 1197)])).toBe(1199);
    expect(statusBeforeAssignment('REC', [])).toBe(1201);
    expect(() => assertStillAssigned('MOI', 1198)).toThrow('Unable to delete');
    expect(() => assertStillAssigned('REC', 1202)).not.toThrow();
  });

  it('validates estimated job time and the delivery mobile number', () => {
    const base = { jobordno: 'JO-1', empcdetech: 'E1005' };
    expect(assignTechnicianBody.safeParse({ ...base, estjobtime: 0 }).error?.issues[0]?.message).toBe(
      'Estimated job time must be greater than 0 hours.',
    );
    const delivery = { jobordno: 'JO-1', receivedby: 'Ali' };
    expect(vehicleDeliveryBody.safeParse({ ...delivery, receivedmobile: '5512345' }).success).toBe(false);
    expect(vehicleDeliveryBody.safeParse({ ...delivery, receivedmobile: '55123456' }).success).toBe(true);
  });

  it('filters list rows by dates, plate, make, garage and user', () => {
    const row = { ...header, empcdetech: 'E1005', emplname: 'Rajesh Kumar', cretuser: 'reception' };
    expect(matchesListFilters(row, '2026-03-02', { fromdate: '2026-03-01', todate: '2026-03-02' })).toBe(
      true,
    );
    expect(matchesListFilters(row, '2026-03-02', { todate: '2026-03-01' })).toBe(false);
    expect(matchesListFilters(row, '2026-03-02', { vehicleno: '3456', garage: 'G01', vehmakid: 'CHE' })).toBe(
      true,
    );
    expect(matchesListFilters(row, '2026-03-02', { user: 'rajesh' })).toBe(true);
    expect(matchesListFilters(row, '2026-03-02', { user: 'nobody' })).toBe(false);
  });
});
