import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  assignLeaderAllQuery,
  assignTechgRequest,
  assignmentMatches,
  duplicateWorkshopIndex,
  garageTechnicianAssignable,
  garageTechnicianChangeable,
  lineMatches,
  newlyAssignedUsers,
  pageOf,
  progressSummary,
  totalEstimatedHours,
  workshopProgressOf,
  workshopProgressRows,
  type AssignTechgDetail,
} from './garage-technician.ts';

const line = (wrkshpid: string, technicianuser: string, extra: Partial<AssignTechgDetail> = {}) =>
  ({
    serlnumb: 1,
    wrkshpid,
    wrkshpnam: `${wrkshpid} workshop`,
    wrkshpnamar: '',
    empcdetech: 'E1005',
    emplname: 'Rajesh Kumar',
    emplnamar: 'راجيش كومار',
    technicianuser,
    estjobtime: 2,
    asgntime: '2026-03-01T08:00:00.000Z',
    asgnby: 'teamleader',
    ...extra,
  }) satisfies AssignTechgDetail;

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('garage technician: save request', () => {
  const valid = {
    jobordno: 'JO-2026-00001',
    details: [{ wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 2.5 }],
  };

  it('accepts a job order with one workshop line and defaults the remarks', () => {
    const parsed = assignTechgRequest.parse(valid);
    expect(parsed.remarks).toBe('');
    expect(parsed.version).toBeUndefined();
  });

  it.each([
    ['no job order', { ...valid, jobordno: ' ' }, messages.garageTechnicianJobOrderRequired],
    ['no lines', { ...valid, details: [] }, messages.garageTechnicianNoLines],
    ['lines missing', { jobordno: 'JO-1' }, messages.garageTechnicianNoLines],
    [
      'no workshop',
      { ...valid, details: [{ wrkshpid: '', empcdetech: 'E1005', estjobtime: 1 }] },
      messages.garageTechnicianWorkshopRequired,
    ],
    [
      'no technician',
      { ...valid, details: [{ wrkshpid: 'WS01', estjobtime: 1 }] },
      messages.garageTechnicianTechnicianRequired,
    ],
    [
      'zero hours',
      { ...valid, details: [{ wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 0 }] },
      messages.garageTechnicianEstJobTimeRequired,
    ],
    [
      'too many hours',
      { ...valid, details: [{ wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 1000 }] },
      messages.garageTechnicianEstJobTimeRequired,
    ],
    [
      'a workshop twice',
      {
        ...valid,
        details: [
          { wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 1 },
          { wrkshpid: 'ws01', empcdetech: 'E1014', estjobtime: 1 },
        ],
      },
      messages.garageTechnicianDuplicateWorkshop,
    ],
    [
      'more than 20 workshops',
      {
        ...valid,
        details: Array.from({ length: 21 }, (_, index) => ({
          wrkshpid: `WS${index}`,
          empcdetech: 'E1005',
          estjobtime: 1,
        })),
      },
      messages.garageTechnicianTooManyLines,
    ],
  ])('refuses %s with its message', (_name, request, message) => {
    expect(firstMessage(assignTechgRequest.safeParse(request))).toBe(message);
  });

  it('points a repeated workshop at its line', () => {
    const details = [{ wrkshpid: 'WS01' }, { wrkshpid: 'WS02' }, { wrkshpid: 'ws02' }];
    expect(duplicateWorkshopIndex(details)).toBe(2);
    expect(duplicateWorkshopIndex(details.slice(0, 2))).toBe(-1);
  });
});

describe('garage technician: list query', () => {
  it('defaults to page size 50 and page 1, summary view (spec 001 section 9)', () => {
    expect(assignLeaderAllQuery.parse({})).toEqual({ pageSize: 50, pageNumber: 1, detailedView: false });
  });

  it('reads query strings: numbers and the detailed view flag', () => {
    const parsed = assignLeaderAllQuery.parse({
      pageSize: '10',
      pageNumber: '3',
      detailedView: 'TRUE',
      jobOrderNo: ' JO-1 ',
      workshopId: 'WS01',
    });
    expect(parsed).toMatchObject({
      pageSize: 10,
      pageNumber: 3,
      detailedView: true,
      jobOrderNo: 'JO-1',
      workshopId: 'WS01',
    });
    expect(assignLeaderAllQuery.parse({ detailedView: 'false' }).detailedView).toBe(false);
  });

  it.each([
    [{ pageSize: '0' }],
    [{ pageSize: '101' }],
    [{ pageNumber: 'x' }],
    [{ detailedView: 'yes' }],
    [{ dateFrom: '01/03/2026' }],
  ])('refuses %j', (query) => {
    expect(assignLeaderAllQuery.safeParse(query).success).toBe(false);
  });

  it('refuses a from date after the to date', () => {
    const result = assignLeaderAllQuery.safeParse({ dateFrom: '2026-03-02', dateTo: '2026-03-01' });
    expect(firstMessage(result)).toBe(messages.garageTechnicianDateRange);
  });
});

describe('garage technician: stage rules', () => {
  it('assigns from AssignTeamLeader (1208) only, and changes or deletes only at 1209', () => {
    expect(garageTechnicianAssignable(1208)).toBe(true);
    expect(garageTechnicianAssignable(1205)).toBe(false);
    expect(garageTechnicianAssignable(undefined)).toBe(false);
    expect(garageTechnicianChangeable(1209)).toBe(true);
    expect(garageTechnicianChangeable(1210)).toBe(false);
    expect(garageTechnicianChangeable(1208)).toBe(false);
  });
});

describe('garage technician: rules', () => {
  it('sums estimated hours without floating point drift', () => {
    expect(totalEstimatedHours([{ estjobtime: 0.1 }, { estjobtime: 0.2 }])).toBe(0.3);
    expect(totalEstimatedHours([])).toBe(0);
  });

  it('tells every technician user on the first save, once each, and nobody without a user', () => {
    expect(
      newlyAssignedUsers(undefined, [
        line('WS01', 'technician'),
        line('WS02', 'technician'),
        line('WS03', ''),
      ]),
    ).toEqual(['technician']);
  });

  it('tells on a change only technicians given a workshop they did not have', () => {
    const before = [line('WS01', 'tech1'), line('WS02', 'tech2')];
    expect(newlyAssignedUsers(before, before)).toEqual([]);
    expect(newlyAssignedUsers(before, [line('WS01', 'tech1'), line('WS02', 'tech3')])).toEqual(['tech3']);
    // Swapping two technicians gives both a new workshop.
    expect(newlyAssignedUsers(before, [line('WS01', 'tech2'), line('WS02', 'tech1')])).toEqual([
      'tech2',
      'tech1',
    ]);
  });

  it('reads a workshop as not started until the garage inspection reports it', () => {
    expect(workshopProgressOf(undefined)).toEqual({ progress: 'notstarted' });
    expect(workshopProgressOf({ status: 'inrepair', startedAt: 'a' })).toEqual({
      progress: 'inrepair',
      startedAt: 'a',
    });
  });

  it('orders the progress rows by line and counts them per state', () => {
    const rows = workshopProgressRows(
      [
        line('WS02', 't', { serlnumb: 2 }),
        line('WS01', 't', { serlnumb: 1 }),
        line('WS03', 't', { serlnumb: 3 }),
      ],
      new Map([
        ['WS01', { status: 'finished' as const, startedAt: 's', finishedAt: 'f' }],
        ['WS02', { status: 'waiting' as const }],
      ]),
    );
    expect(rows.map((row) => [row.wrkshpid, row.progress])).toEqual([
      ['WS01', 'finished'],
      ['WS02', 'waiting'],
      ['WS03', 'notstarted'],
    ]);
    expect(rows[0]).toMatchObject({ startedAt: 's', finishedAt: 'f', estjobtime: 2, empcdetech: 'E1005' });
    expect(progressSummary(rows)).toEqual({
      total: 3,
      counts: { notstarted: 1, inspecting: 0, waiting: 1, inrepair: 0, finished: 1 },
      percent: 33,
    });
    expect(progressSummary([]).percent).toBe(0);
  });

  it('filters lines by workshop and by technician code or name in either language', () => {
    const detail = line('WS01', 't');
    expect(lineMatches(detail, { workshopId: 'ws01' })).toBe(true);
    expect(lineMatches(detail, { workshopId: 'WS02' })).toBe(false);
    expect(lineMatches(detail, { technician: 'rajesh' })).toBe(true);
    expect(lineMatches(detail, { technician: 'e100' })).toBe(true);
    expect(lineMatches(detail, { technician: 'راجيش' })).toBe(true);
    expect(lineMatches(detail, { technician: 'Ahmed' })).toBe(false);
  });

  it('filters assignments by job order and plate (contains) and garage (exact)', () => {
    const assignment = { jobordno: 'JO-2026-00012', vehicleno: '12/34567', garage: 'G01' };
    expect(assignmentMatches(assignment, { jobOrderNo: '00012', vehicleno: '345', garage: 'G01' })).toBe(
      true,
    );
    expect(assignmentMatches(assignment, { garage: 'G02' })).toBe(false);
    expect(assignmentMatches(assignment, { jobOrderNo: '99' })).toBe(false);
  });

  it('pages rows with the counts the list shows', () => {
    const rows = Array.from({ length: 120 }, (_, index) => index);
    const page = pageOf(rows, 3, 50);
    expect(page).toMatchObject({ totalCount: 120, pageNumber: 3, pageSize: 50, totalPages: 3 });
    expect(page.items).toEqual(rows.slice(100));
    expect(pageOf([], 1, 50)).toMatchObject({ items: [], totalCount: 0, totalPages: 1 });
    expect(pageOf(rows, 4, 50).items).toEqual([]);
  });
});
