import { describe, expect, it } from 'vitest';
import type { Employee } from '../platform/lookups.ts';
import {
  designationOf,
  employeeLookupQuery,
  filterEmployees,
  isTechnicianOf,
  techniciansForWorkshop,
  technicianRefusal,
  workshopTrade,
} from './technicians.ts';

const employee = (emplcode: string, jobtitle: string, garageid = 'G01', jobtitlear = ''): Employee => ({
  emplcode,
  emplname: emplcode,
  emplnamar: '',
  jobtitle,
  jobtitlear,
  garageid,
  mobile: '51000000',
  status: 'active',
});

const workshop = (wrkshpnam: string, wrkshpnamar = '') => ({ wrkshpnam, wrkshpnamar });

describe('technicians: designation from the job title', () => {
  it.each([
    ['Mechanical Technician', 'technician'],
    ['Auto Electrician', 'technician'],
    ['Painter', 'technician'],
    ['Transmission Technician', 'technician'],
    ['QC Inspector', 'inspector'],
    ['Executive Director', 'other'],
    ['Team Leader', 'other'],
    ['Reception Officer', 'other'],
    ['', 'unknown'],
  ])('reads %s as %s', (title, designation) => {
    expect(designationOf(employee('E1', title))).toBe(designation);
  });

  it('reads the Arabic title when the English one is blank', () => {
    expect(designationOf(employee('E1', '', 'G01', 'فني تكييف'))).toBe('technician');
    expect(designationOf(employee('E1', '', 'G01', 'المدير التنفيذي'))).toBe('other');
  });
});

describe("technicians: a job order's technician", () => {
  it('is an active technician (or an employee without a title) of the garage', () => {
    expect(isTechnicianOf(employee('E1005', 'Mechanical Technician'), 'G01')).toBe(true);
    expect(isTechnicianOf(employee('E1018', 'Mechanical Technician', 'G02'), 'G01')).toBe(false);
    expect(isTechnicianOf(employee('E1001', 'Executive Director'), 'G01')).toBe(false);
    expect(isTechnicianOf({ ...employee('E1035', 'Mechanic'), status: 'inactive' }, 'G01')).toBe(false);
    expect(isTechnicianOf(employee('E2000', ''), 'G01')).toBe(true);
  });

  it('words the refusal with the employee and the garage', () => {
    expect(technicianRefusal(employee('E1001', 'Executive Director'), 'G01')).toBe(
      'Employee E1001 is not a technician of garage G01.',
    );
    expect(technicianRefusal(employee('E1005', 'Mechanic'), 'G01')).toBeUndefined();
  });
});

describe('technicians: trades', () => {
  it('reads the trade of the demo workshops from their names', () => {
    expect(workshopTrade(workshop('Mechanical Workshop', 'الورشة الميكانيكية'))).toBe('mechanical');
    expect(workshopTrade(workshop('Electrical Workshop'))).toBe('electrical');
    expect(workshopTrade(workshop('Body and Paint Workshop'))).toBe('bodyPaint');
    expect(workshopTrade(workshop('Air Conditioning Workshop'))).toBe('airConditioning');
    expect(workshopTrade(workshop('Tyres and Batteries'))).toBe('tyres');
    expect(workshopTrade(workshop('Oil and Lubrication'))).toBe('lubrication');
    expect(workshopTrade(workshop('Transmission Workshop'))).toBe('transmission');
    expect(workshopTrade(workshop('Periodic Service', 'الصيانة الدورية'))).toBeUndefined();
  });

  it("offers the workshop's trade first, then the garage's other technicians", () => {
    const mechanic = employee('E1005', 'Mechanical Technician');
    const electrician = employee('E1014', 'Auto Electrician');
    const ac = employee('E1017', 'AC Technician');
    const all = [mechanic, electrician, ac];
    expect(techniciansForWorkshop(all, workshop('Electrical Workshop'))).toEqual({
      matching: [electrician],
      others: [mechanic, ac],
    });
    expect(techniciansForWorkshop(all, workshop('Air Conditioning Workshop')).matching).toEqual([ac]);
    expect(techniciansForWorkshop(all, workshop('Periodic Service'))).toEqual({ matching: [], others: all });
    expect(techniciansForWorkshop(all, undefined)).toEqual({ matching: [], others: all });
  });
});

describe('technicians: the employee lookup filters', () => {
  const staff = [
    employee('E1001', 'Executive Director'),
    employee('E1005', 'Mechanical Technician'),
    employee('E1004', 'QC Inspector'),
    employee('E1018', 'Mechanical Technician', 'G02'),
  ];

  it('filters by garage and designation', () => {
    const codes = (query: unknown) =>
      filterEmployees(staff, employeeLookupQuery.parse(query)).map((row) => row.emplcode);
    expect(codes({})).toEqual(['E1001', 'E1005', 'E1004', 'E1018']);
    expect(codes({ garage: 'G01', designation: 'technician' })).toEqual(['E1005']);
    expect(codes({ designation: 'inspector' })).toEqual(['E1004']);
    expect(codes({ garage: ' ', designation: '' })).toHaveLength(4);
  });

  it('refuses an unknown designation and an over-long or odd garage', () => {
    expect(employeeLookupQuery.safeParse({ designation: 'director' }).success).toBe(false);
    expect(employeeLookupQuery.safeParse({ garage: 'G'.repeat(21) }).success).toBe(false);
    expect(employeeLookupQuery.safeParse({ garage: 'G01#X' }).success).toBe(false);
  });
});
