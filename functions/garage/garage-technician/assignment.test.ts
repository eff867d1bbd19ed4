import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import {
  assignLeaderAllQuery,
  type AssignTechgDetail,
  type GarageTechnicianAssignment,
} from '@fleet/shared/garage/garage-technician';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import type { Employee, Workshop } from '@fleet/shared/platform/lookups';
import {
  assertDeleteStage,
  assertSaveStage,
  composeAssignment,
  composeDetails,
  garageAssignmentMove,
  lineRows,
  summaryRows,
  withStatus,
  workshopSummaryRows,
} from './assignment.ts';

const header = {
  jobordno: 'JO-2026-00001',
  joborddat: '2026-03-01',
  vehicleno: '12/34567',
  vehmakid: 'TOY',
  vehmaknam: 'Toyota',
  compcode: 'C01',
  companynm: 'MOI',
  custname: 'MOI',
  garage: 'G01',
  garagnam: 'Shuwaikh Main Garage',
  statuscde: 1208,
  kind: 'KPTC',
  state: 'open',
  version: 7,
  statusAt: '2026-03-01T08:00:00.000Z',
  teamleader: 'teamleader',
  teamleadername: 'Mohammed Al-Shammari',
} satisfies JobOrderRecord;

const workshop = (wrkshpid: string, wrkshpnam: string): Workshop => ({
  wrkshpid,
  wrkshpnam,
  wrkshpnamar: `${wrkshpnam} ar`,
  type: 'main',
});

const employee = (
  emplcode: string,
  emplname: string,
  status: 'active' | 'inactive' = 'active',
): Employee => ({
  emplcode,
  emplname,
  emplnamar: `${emplname} ar`,
  jobtitle: 'Mechanic',
  jobtitlear: 'ميكانيكي',
  garageid: 'G01',
  mobile: '51000000',
  status,
});

const references = {
  workshops: new Map([
    ['WS01', workshop('WS01', 'Mechanical Workshop')],
    ['WS02', workshop('WS02', 'Electrical Workshop')],
  ]),
  employees: new Map<string, Employee | undefined>([
    ['E1005', employee('E1005', 'Rajesh Kumar')],
    ['E1014', employee('E1014', 'Sanjay Menon')],
    ['E1035', employee('E1035', 'Prakash Iyer', 'inactive')],
    ['E1001', { ...employee('E1001', 'Adel Al-Saleh'), jobtitle: 'Executive Director' }],
    ['E1018', { ...employee('E1018', 'Tariq Mahmood'), garageid: 'G02' }],
    ['E9999', undefined],
  ]),
  users: [{ usercode: 'technician', username: 'Rajesh Kumar', emplcode: 'E1005' }],
};

const t0 = new Date('2026-03-01T09:00:00.000Z');
const t1 = new Date('2026-03-02T10:00:00.000Z');

describe('garage technician: stages', () => {
  it('creates from 1208 (or 1209 without an assignment) and changes only at 1209', () => {
    expect(() => assertSaveStage(1208, false)).not.toThrow();
    expect(() => assertSaveStage(1209, false)).not.toThrow();
    expect(() => assertSaveStage(1205, false)).toThrow(messages.jobOrderWrongStage);
    expect(() => assertSaveStage(1209, true)).not.toThrow();
    expect(() => assertSaveStage(1210, true)).toThrow(messages.garageTechnicianEditPastStage);
  });

  it('deletes only at 1209', () => {
    expect(() => assertDeleteStage(1209)).not.toThrow();
    expect(() => assertDeleteStage(1210)).toThrow(messages.garageTechnicianDeletePastStage);
    expect(() => assertDeleteStage(undefined)).toThrow(messages.garageTechnicianDeletePastStage);
  });
});

describe('garage technician: composing a save', () => {
  const request = [
    { wrkshpid: 'ws01', empcdetech: 'e1005', estjobtime: 3 },
    { wrkshpid: 'WS02', empcdetech: 'E1014', estjobtime: 1.5 },
  ];

  it('names workshops and technicians from the master data and finds the technician user', () => {
    const details = composeDetails(request, references, { user: 'teamleader', now: t0 });
    expect(details).toEqual([
      {
        serlnumb: 1,
        wrkshpid: 'WS01',
        wrkshpnam: 'Mechanical Workshop',
        wrkshpnamar: 'Mechanical Workshop ar',
        empcdetech: 'E1005',
        emplname: 'Rajesh Kumar',
        emplnamar: 'Rajesh Kumar ar',
        technicianuser: 'technician',
        estjobtime: 3,
        asgntime: t0.toISOString(),
        asgnby: 'teamleader',
      },
      expect.objectContaining({ serlnumb: 2, wrkshpid: 'WS02', empcdetech: 'E1014', technicianuser: '' }),
    ]);
  });

  it.each([
    [
      'an unknown workshop',
      [{ wrkshpid: 'WS99', empcdetech: 'E1005', estjobtime: 1 }],
      messages.garageTechnicianUnknownWorkshop,
    ],
    [
      'an unknown technician',
      [{ wrkshpid: 'WS01', empcdetech: 'E9999', estjobtime: 1 }],
      messages.garageTechnicianUnknownTechnician,
    ],
    [
      'an inactive technician',
      [{ wrkshpid: 'WS01', empcdetech: 'E1035', estjobtime: 1 }],
      messages.garageTechnicianUnknownTechnician,
    ],
  ])('refuses %s', (_name, details, message) => {
    expect(() => composeDetails(details, references, { user: 'teamleader', now: t0 })).toThrow(message);
  });

  it("refuses a newly picked employee who is not a technician of the job order's garage", () => {
    const stamp = { user: 'teamleader', now: t0 };
    const pick = (empcdetech: string) => [{ wrkshpid: 'WS01', empcdetech, estjobtime: 1 }];
    expect(() => composeDetails(pick('E1001'), references, stamp, undefined, 'G01')).toThrow(
      'Employee E1001 is not a technician of garage G01.',
    );
    expect(() => composeDetails(pick('E1018'), references, stamp, undefined, 'G01')).toThrow(
      'Employee E1018 is not a technician of garage G01.',
    );
    expect(composeDetails(pick('E1018'), references, stamp, undefined, 'G02')[0]).toMatchObject({
      empcdetech: 'E1018',
    });
    // A line that keeps its workshop and technician is not picked again.
    const kept = composeDetails(pick('E1018'), references, stamp, undefined, 'G02');
    expect(composeDetails(pick('E1018'), references, stamp, kept, 'G01')[0]).toMatchObject({
      empcdetech: 'E1018',
    });
  });

  it('keeps when a line was assigned while its workshop keeps its technician', () => {
    const stored = composeDetails(request, references, { user: 'teamleader', now: t0 });
    const changed = composeDetails(
      [
        { wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 4 },
        { wrkshpid: 'WS02', empcdetech: 'E1005', estjobtime: 1 },
      ],
      references,
      { user: 'supervisor', now: t1 },
      stored,
    );
    expect(changed[0]).toMatchObject({ estjobtime: 4, asgntime: t0.toISOString(), asgnby: 'teamleader' });
    expect(changed[1]).toMatchObject({
      empcdetech: 'E1005',
      asgntime: t1.toISOString(),
      asgnby: 'supervisor',
    });
  });

  it('copies the job order, dates a new assignment and keeps the first date, creator and status on a change', () => {
    const details = composeDetails(request, references, { user: 'teamleader', now: t0 });
    const created = composeAssignment({ remarks: 'first' }, header, details, { user: 'teamleader', now: t0 });
    expect(created).toMatchObject({
      docnumbr: 'JO-2026-00001',
      jobordno: 'JO-2026-00001',
      vehicleno: '12/34567',
      garagnam: 'Shuwaikh Main Garage',
      teamleadername: 'Mohammed Al-Shammari',
      totestjobtime: 4.5,
      asgndate: '2026-03-01',
      prevstatus: 1208,
      cretuser: 'teamleader',
      moduser: '',
      version: 1,
    });
    const changed = composeAssignment(
      { remarks: 'second' },
      { ...header, statuscde: 1209 },
      details,
      { user: 'supervisor', now: t1 },
      created,
    );
    expect(changed).toMatchObject({
      asgndate: '2026-03-01',
      prevstatus: 1208,
      cretuser: 'teamleader',
      moduser: 'supervisor',
      moddate: t1.toISOString(),
      remarks: 'second',
      version: 2,
    });
  });
});

const detail = (wrkshpid: string, technicianuser: string, serlnumb = 1): AssignTechgDetail => ({
  serlnumb,
  wrkshpid,
  wrkshpnam: wrkshpid,
  wrkshpnamar: '',
  empcdetech: `E-${technicianuser}`,
  emplname: technicianuser,
  emplnamar: '',
  technicianuser,
  estjobtime: 1,
  asgntime: t0.toISOString(),
  asgnby: 'teamleader',
});

describe('garage technician: the status move', () => {
  it('moves 1208 -> 1209 telling every technician user', () => {
    expect(
      garageAssignmentMove(1208, undefined, [detail('WS01', 'tech1'), detail('WS02', 'tech2')], 'go'),
    ).toEqual({
      to: 1209,
      notifyUsers: ['tech1', 'tech2'],
      remarks: 'go',
    });
  });

  it('re-assigns at 1209: an assign entry telling only the newly assigned', () => {
    const before = [detail('WS01', 'tech1')];
    expect(garageAssignmentMove(1209, before, [detail('WS01', 'tech2')], '')).toEqual({
      to: 1209,
      notifyUsers: ['tech2'],
      action: 'assign',
    });
  });

  it('is a plain edit at 1209 when nobody got a new workshop', () => {
    const before = [detail('WS01', 'tech1'), detail('WS02', 'tech2')];
    expect(garageAssignmentMove(1209, before, [detail('WS01', 'tech1')], '')).toEqual({ to: 1209 });
  });
});

describe('garage technician: list rows', () => {
  const assignment = (
    jobordno: string,
    asgndate: string,
    details: AssignTechgDetail[],
    garage = 'G01',
  ): GarageTechnicianAssignment => ({
    docnumbr: jobordno,
    jobordno,
    joborddat: asgndate,
    vehicleno: `1/${jobordno.slice(-3)}`,
    vehmakid: 'TOY',
    vehmaknam: 'Toyota',
    garage,
    garagnam: garage,
    teamleader: 'teamleader',
    teamleadername: 'Leader',
    details,
    totestjobtime: details.length,
    remarks: '',
    asgndate,
    prevstatus: 1208,
    cretuser: 'teamleader',
    timstamp: '',
    moduser: '',
    moddate: '',
    version: 1,
  });
  const stored = [
    assignment('JO-2026-00001', '2026-03-01', [detail('WS01', 'tech1', 1), detail('WS02', 'tech2', 2)]),
    assignment('JO-2026-00002', '2026-03-03', [detail('WS02', 'tech1', 1)], 'G02'),
    assignment('JO-2026-00003', '2026-03-02', [detail('WS03', 'tech3', 1)]),
  ];
  const query = (raw: Record<string, string>) => assignLeaderAllQuery.parse(raw);

  it('lists assignments newest first, matching a workshop or technician through their lines', () => {
    expect(summaryRows(stored, query({})).map((row) => row.jobordno)).toEqual([
      'JO-2026-00002',
      'JO-2026-00003',
      'JO-2026-00001',
    ]);
    expect(summaryRows(stored, query({ workshopId: 'WS02' })).map((row) => row.jobordno)).toEqual([
      'JO-2026-00002',
      'JO-2026-00001',
    ]);
    expect(summaryRows(stored, query({ garage: 'G02' })).map((row) => row.jobordno)).toEqual([
      'JO-2026-00002',
    ]);
    expect(summaryRows(stored, query({ technician: 'tech3' })).map((row) => row.jobordno)).toEqual([
      'JO-2026-00003',
    ]);
  });

  it('gives one row per workshop line in the detailed view, filtered by job order and workshop', () => {
    const rows = lineRows(stored, query({ detailedView: 'true' }));
    expect(rows.map((row) => `${row.jobordno}:${row.wrkshpid}`)).toEqual([
      'JO-2026-00002:WS02',
      'JO-2026-00003:WS03',
      'JO-2026-00001:WS01',
      'JO-2026-00001:WS02',
    ]);
    expect(rows[0]).toMatchObject({
      docnumbr: 'JO-2026-00002',
      garage: 'G02',
      emplname: 'tech1',
      asgndate: '2026-03-03',
    });
    expect(rows[0]).not.toHaveProperty('details');
    const filtered = lineRows(
      stored,
      query({ detailedView: 'true', jobOrderNo: '00001', workshopId: 'WS02' }),
    );
    expect(filtered.map((row) => `${row.jobordno}:${row.wrkshpid}`)).toEqual(['JO-2026-00001:WS02']);
  });

  it('adds the job order status now', () => {
    expect(withStatus({ jobordno: 'A' }, new Map([['A', 1210]]))).toEqual({ jobordno: 'A', statuscde: 1210 });
  });
});

describe('unit: workshopSummaryRows (getWorkshopSummary)', () => {
  const ws = (wrkshpid: string) => workshop(wrkshpid, `Workshop ${wrkshpid}`);
  const assignment = (jobordno: string, lines: [string, string, number][]) =>
    ({
      jobordno,
      details: lines.map(([wrkshpid, empcdetech, estjobtime], index) => ({
        ...detail(wrkshpid, empcdetech, index + 1),
        empcdetech,
        emplname: `Name ${empcdetech}`,
        estjobtime,
      })),
    }) as unknown as GarageTechnicianAssignment;

  it('counts open job orders per workshop and status and sums each technician, busiest first', () => {
    const rows = workshopSummaryRows(
      [ws('WS01'), ws('WS02'), ws('WS03')],
      [
        { jobordno: 'A', statuscde: 1209 },
        { jobordno: 'B', statuscde: 1213 },
        { jobordno: 'C', statuscde: 1209 },
      ],
      [
        assignment('A', [['WS01', 'E1', 3]]),
        assignment('B', [
          ['WS01', 'E2', 4.5],
          ['WS02', 'E1', 1],
        ]),
        assignment('C', [['WS01', 'E1', 2]]),
        assignment('CLOSED', [['WS03', 'E9', 8]]),
      ],
      'B',
    );

    expect(rows.map((row) => [row.wrkshpid, row.jobOrders, row.assigned])).toEqual([
      ['WS01', 3, true],
      ['WS02', 1, true],
      ['WS03', 0, false],
    ]);
    expect(rows[0]!.byStatus).toEqual([
      { statuscde: 1209, count: 2 },
      { statuscde: 1213, count: 1 },
    ]);
    expect(rows[0]!.technicians.map((load) => [load.empcdetech, load.jobOrders, load.estjobtime])).toEqual([
      ['E1', 2, 5],
      ['E2', 1, 4.5],
    ]);
  });
});
