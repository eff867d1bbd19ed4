/**
 * Garage technician and workshop assignment (spec 001 section 7 "Assign technician (garage)", sections 5
 * and 9; screen SGRG002) through the local runtime: every call under both prefixes; the first save
 * moving the job order from AssignTeamLeader 1208 to 1209 with history and the technicians told; a
 * re-assignment at 1209 telling the newly assigned; stale versions (409); deletes back to 1208 and
 * refused past 1209; the list's paging defaults and detailed view filters; the token gate of
 * getWorkshopFromAssignLeader; rights; validation messages. Each test takes job orders of its own.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type {
  AssignLeaderAllPage,
  AssignedWorkshop,
  GarageTechnicianLineRow,
  GarageTechnicianRow,
  WorkshopDetailsRow,
  WorkshopProgressSummary,
  WorkshopSummary,
} from '@fleet/shared/garage/garage-technician';
import type { JobOrderRecord } from '@fleet/shared/reception/job-orders';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { anonymous, type ApiClient, refused, ok, signInAll } from '../../support/api.ts';
import { screenRights, signInWithRights, useRuntimeEnv } from '../../support/fixtures.ts';
import { putTestEmployee } from '../../support/technicians.ts';
import { testJobOrderAtTeamLeader, moveTestJobOrder } from '../../support/job-orders.ts';
import { eventually } from '../../support/socket.ts';
import { notificationsOf } from '../../support/notifications.ts';

type Written = [string, { docnumbr: string; jobordno: string; version: number; statuscde: number }];

const prefixes = ['/api/AssignTechgmoi', '/api/AssignTechg'] as const;
const paths = {
  insert: '/api/AssignTechg/insertAssignTechgDetail',
  byId: '/api/AssignTechg/getAssignTechgByJOId',
  remove: '/api/AssignTechg/deleteAssignTechgByJO',
  workshops: '/api/AssignTechg/getWorkshopFromAssignLeader',
  list: '/api/AssignTechg/getAssignLeaderAll',
  progress: '/api/AssignTechg/getWorkshopProgress',
  details: '/api/AssignTechg/getWorkshopDetails',
};

const run = randomUUID().slice(0, 6).toUpperCase();
const today = kuwaitClock(new Date()).date;
let counter = 0;

/** An employee of this run linked to a user without the TECHNICIAN role: told only when named. */
const testEmployee = `T${run}`;
const testTechnician = `gt_tech_${run}`.toLowerCase();

let teamleader: ApiClient;
let technician: ApiClient;
let testTechnicianClient: ApiClient;
let viewer: ApiClient;
let nobody: ApiClient;

/** A job order at AssignTeamLeader (1208) on a vehicle of its own. */
async function jobOrderAt1208(): Promise<string> {
  return testJobOrderAtTeamLeader(`JO-GT-${run}-${++counter}`, 'Mohammed Al-Shammari');
}

const header = async (jobordno: string) => (await readJobOrderCore('MOI', jobordno)) as JobOrderRecord;
const history = async (jobordno: string) =>
  (await readHistory('MOI', jobordno)).map((entry) => [entry.fromStatus, entry.toStatus, entry.action]);

const lines = {
  mechanicalToTechnician: { wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 3 },
  electricalToTest: { wrkshpid: 'WS02', empcdetech: testEmployee, estjobtime: 1.5 },
  electricalToSanjay: { wrkshpid: 'WS02', empcdetech: 'E1014', estjobtime: 2 },
};

async function assign(jobordno: string, details: object[] = [lines.mechanicalToTechnician], extra = {}) {
  return ok(await teamleader.post<Written>(paths.insert, { jobordno, details, ...extra }));
}

const toldOf = (client: ApiClient, usercode: string, jobordno: string) =>
  eventually(
    () => notificationsOf(client, usercode),
    (list) => list.some((notification) => notification.id === `${jobordno}1209`),
  );

beforeAll(async () => {
  useRuntimeEnv();
  await putTestEmployee('G01', testEmployee, 'Electrician');
  [teamleader, technician] = await signInAll(['teamleader', 'technician']);
  testTechnicianClient = await signInWithRights({}, { usercode: testTechnician, emplcode: testEmployee });
  nobody = await signInWithRights({});
  viewer = await signInWithRights(screenRights('SGRG002', 'views'));
});

describe('integration: AssignTechg/insertAssignTechgDetail', () => {
  it('assigns the workshops: 1208 -> 1209 with history, and every assigned technician is told', async () => {
    // Arrange
    const jobordno = await jobOrderAt1208();

    // Act
    const response = await teamleader.post<Written>(paths.insert, {
      jobordno,
      details: [lines.mechanicalToTechnician, lines.electricalToTest],
      remarks: 'Engine noise and lights',
    });

    // Assert
    expect(ok(response)).toEqual([
      messages.garageTechnicianSaved,
      { docnumbr: jobordno, jobordno, version: 1, statuscde: 1209 },
    ]);
    expect((await header(jobordno)).statuscde).toBe(1209);
    expect((await history(jobordno)).at(-1)).toEqual([1208, 1209, 'status']);
    expect((await readHistory('MOI', jobordno)).at(-1)).toMatchObject({
      user: 'teamleader',
      remarks: 'Engine noise and lights',
    });
    // The demo technician (TECHNICIAN role, named) and the test employee's user (named only).
    await toldOf(technician, 'technician', jobordno);
    await toldOf(testTechnicianClient, testTechnician, jobordno);

    for (const prefix of prefixes) {
      const read = await teamleader.get<GarageTechnicianRow>(`${prefix}/getAssignTechgByJOId`, {
        docnumbr: jobordno,
      });
      expect(ok(read)).toMatchObject({
        docnumbr: jobordno,
        jobordno,
        vehicleno: expect.stringMatching(/^99\//),
        garage: 'G01',
        teamleader: 'teamleader',
        teamleadername: 'Mohammed Al-Shammari',
        totestjobtime: 4.5,
        remarks: 'Engine noise and lights',
        asgndate: today,
        prevstatus: 1208,
        cretuser: 'teamleader',
        version: 1,
        statuscde: 1209,
      });
      expect(read.body.details).toEqual([
        expect.objectContaining({
          serlnumb: 1,
          wrkshpid: 'WS01',
          wrkshpnam: 'Mechanical Workshop',
          empcdetech: 'E1005',
          emplname: 'Rajesh Kumar',
          technicianuser: 'technician',
          estjobtime: 3,
          asgnby: 'teamleader',
        }),
        expect.objectContaining({
          serlnumb: 2,
          wrkshpid: 'WS02',
          empcdetech: testEmployee,
          technicianuser: testTechnician,
        }),
      ]);
    }
  });

  it('saves under the MOI prefix too, on the same document', async () => {
    const jobordno = await jobOrderAt1208();

    const response = await teamleader.post<Written>('/api/AssignTechgmoi/insertAssignTechgDetail', {
      jobordno,
      details: [lines.mechanicalToTechnician],
    });

    expect(response.status).toBe(200);
    expect((await teamleader.get<GarageTechnicianRow>(paths.byId, { docnumbr: jobordno })).body.version).toBe(
      1,
    );
  });

  it('re-assigns at 1209 with the version read: an assign entry telling the newly assigned; stale is 409', async () => {
    // Arrange
    const jobordno = await jobOrderAt1208();
    await assign(jobordno, [lines.mechanicalToTechnician]);
    const before = (await teamleader.get<GarageTechnicianRow>(paths.byId, { docnumbr: jobordno })).body;

    // Act
    const changed = await teamleader.post<Written>(paths.insert, {
      jobordno,
      details: [{ ...lines.mechanicalToTechnician, estjobtime: 4 }, lines.electricalToTest],
      version: 1,
    });
    const stale = await teamleader.post(paths.insert, {
      jobordno,
      details: [lines.electricalToSanjay],
      version: 1,
    });
    const again = await teamleader.post(paths.insert, { jobordno, details: [lines.electricalToSanjay] });

    // Assert
    expect(ok(changed)).toEqual([
      messages.garageTechnicianUpdated,
      { docnumbr: jobordno, jobordno, version: 2, statuscde: 1209 },
    ]);
    expect((await history(jobordno)).slice(-2)).toEqual([
      [1208, 1209, 'status'],
      [1209, 1209, 'assign'],
    ]);
    await toldOf(testTechnicianClient, testTechnician, jobordno);
    const after = (await teamleader.get<GarageTechnicianRow>(paths.byId, { docnumbr: jobordno })).body;
    expect(after).toMatchObject({ version: 2, moduser: 'teamleader', totestjobtime: 5.5 });
    // The workshop that kept its technician keeps when it was assigned.
    expect(after.details[0]).toMatchObject({ estjobtime: 4, asgntime: before.details[0]!.asgntime });
    expect(stale).toMatchObject({ status: 409, body: { message: messages.conflict } });
    expect(again).toMatchObject({ status: 409, body: { message: messages.conflict } });
    expect((await teamleader.get<GarageTechnicianRow>(paths.byId, { docnumbr: jobordno })).body.version).toBe(
      2,
    );
  });

  it("refuses an employee who is not a technician of the job order's garage (issue 24 item 10)", async () => {
    // Arrange: a job order of garage G01.
    const jobordno = await jobOrderAt1208();

    // Act: the Executive Director (G01), a mechanic of G02, then the garage's mechanic.
    const director = await teamleader.post(paths.insert, {
      jobordno,
      details: [{ ...lines.mechanicalToTechnician, empcdetech: 'E1001' }],
    });
    const otherGarage = await teamleader.post(paths.insert, {
      jobordno,
      details: [lines.mechanicalToTechnician, { wrkshpid: 'WS02', empcdetech: 'E1018', estjobtime: 1 }],
    });
    const ownGarage = await teamleader.post(paths.insert, {
      jobordno,
      details: [lines.mechanicalToTechnician],
    });

    // Assert
    expect(director).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.technicianNotOfGarage, { emplcode: 'E1001', garage: 'G01' }) },
    });
    expect(otherGarage).toMatchObject({
      status: 400,
      body: { message: formatMessage(messages.technicianNotOfGarage, { emplcode: 'E1018', garage: 'G01' }) },
    });
    expect(ownGarage.status, JSON.stringify(ownGarage.body)).toBe(200);
    expect((await header(jobordno)).statuscde).toBe(1209);
  });

  it('changes hours only as an edit: no history entry', async () => {
    const jobordno = await jobOrderAt1208();
    await assign(jobordno, [lines.mechanicalToTechnician]);
    const entries = (await history(jobordno)).length;

    await assign(jobordno, [{ ...lines.mechanicalToTechnician, estjobtime: 6 }], { version: 1 });

    expect(await history(jobordno)).toHaveLength(entries);
  });

  it('answers the validation messages', async () => {
    // Arrange
    const jobordno = await jobOrderAt1208();
    const early = await jobOrderAt1208();
    await moveTestJobOrder(early, 1205);
    const post = (body: object) => teamleader.post(paths.insert, body);

    // Act
    const answers = {
      noJobOrder: await post({ details: [lines.mechanicalToTechnician] }),
      noLines: await post({ jobordno, details: [] }),
      noWorkshop: await post({ jobordno, details: [{ empcdetech: 'E1005', estjobtime: 1 }] }),
      noTechnician: await post({ jobordno, details: [{ wrkshpid: 'WS01', estjobtime: 1 }] }),
      zeroHours: await post({ jobordno, details: [{ ...lines.mechanicalToTechnician, estjobtime: 0 }] }),
      twice: await post({
        jobordno,
        details: [lines.mechanicalToTechnician, { ...lines.electricalToSanjay, wrkshpid: 'WS01' }],
      }),
      unknownWorkshop: await post({
        jobordno,
        details: [{ ...lines.mechanicalToTechnician, wrkshpid: 'WS99' }],
      }),
      inactive: await post({ jobordno, details: [{ ...lines.mechanicalToTechnician, empcdetech: 'E1035' }] }),
      unknownTechnician: await post({
        jobordno,
        details: [{ ...lines.mechanicalToTechnician, empcdetech: 'E0000' }],
      }),
      wrongStage: await post({ jobordno: early, details: [lines.mechanicalToTechnician] }),
      unknownJobOrder: await post({ jobordno: `JO-GT-${run}-none`, details: [lines.mechanicalToTechnician] }),
      notAssigned: await post({ jobordno, details: [lines.mechanicalToTechnician], version: 1 }),
    };

    // Assert
    const expected: Record<keyof typeof answers, [number, string]> = {
      noJobOrder: [400, messages.garageTechnicianJobOrderRequired],
      noLines: [400, messages.garageTechnicianNoLines],
      noWorkshop: [400, messages.garageTechnicianWorkshopRequired],
      noTechnician: [400, messages.garageTechnicianTechnicianRequired],
      zeroHours: [400, messages.garageTechnicianEstJobTimeRequired],
      twice: [400, messages.garageTechnicianDuplicateWorkshop],
      unknownWorkshop: [400, messages.garageTechnicianUnknownWorkshop],
      inactive: [400, messages.garageTechnicianUnknownTechnician],
      unknownTechnician: [400, messages.garageTechnicianUnknownTechnician],
      wrongStage: [400, messages.jobOrderWrongStage],
      unknownJobOrder: [404, messages.jobOrderNotFound],
      notAssigned: [404, messages.garageTechnicianNotAssigned],
    };
    for (const [name, [status, message]] of Object.entries(expected)) {
      const answer = answers[name as keyof typeof answers];
      expect({ name, status: answer.status, body: answer.body }).toMatchObject({
        name,
        status,
        body: { message },
      });
    }
    expect((await header(jobordno)).statuscde).toBe(1208);
    expect((await header(early)).statuscde).toBe(1205);
  });

  it('refuses a change once the job order moved past 1209', async () => {
    const jobordno = await jobOrderAt1208();
    await assign(jobordno);
    await moveTestJobOrder(jobordno, 1210);

    const response = await teamleader.post(paths.insert, {
      jobordno,
      details: [lines.electricalToSanjay],
      version: 1,
    });

    refused(response, messages.garageTechnicianEditPastStage);
  });
});

describe('integration: AssignTechg/deleteAssignTechgByJO', () => {
  it('deletes at 1209 and moves the job order back to 1208; a new assignment may follow', async () => {
    // Arrange
    const jobordno = await jobOrderAt1208();
    await assign(jobordno);

    // Act
    const deleted = await teamleader.post<Written>('/api/AssignTechgmoi/deleteAssignTechgByJO', undefined, {
      docnumbr: jobordno,
    });

    // Assert
    expect(ok(deleted)).toEqual([
      messages.garageTechnicianDeleted,
      { docnumbr: jobordno, jobordno, version: 2, statuscde: 1208 },
    ]);
    expect((await header(jobordno)).statuscde).toBe(1208);
    expect((await history(jobordno)).at(-1)).toEqual([1209, 1208, 'delete']);
    refused(
      await teamleader.get(paths.byId, { docnumbr: jobordno }),
      messages.garageTechnicianNotAssigned,
      404,
    );
    expect((await teamleader.get<AssignedWorkshop[]>(paths.workshops, { jobordno })).body).toEqual([]);
    const listed = await teamleader.get<AssignLeaderAllPage<GarageTechnicianRow>>(paths.list, {
      dateFrom: today,
      jobOrderNo: jobordno,
    });
    expect(listed.body.items).toEqual([]);
    const [, again] = await assign(jobordno, [lines.electricalToSanjay]);
    expect(again).toMatchObject({ version: 1, statuscde: 1209 });
    expect((await header(jobordno)).statuscde).toBe(1209);
  });

  it('refuses once the job order moved past 1209, and answers 404 without an assignment', async () => {
    const jobordno = await jobOrderAt1208();
    await assign(jobordno);
    await moveTestJobOrder(jobordno, 1210);
    const none = await jobOrderAt1208();

    const refusal = await teamleader.post(paths.remove, undefined, { docnumbr: jobordno });
    const missing = await teamleader.post(paths.remove, undefined, { docnumbr: none });

    refused(refusal, messages.garageTechnicianDeletePastStage);
    expect((await header(jobordno)).statuscde).toBe(1210);
    expect(missing).toMatchObject({ status: 404, body: { message: messages.garageTechnicianNotAssigned } });
  });
});

describe('integration: AssignTechg/getAssignLeaderAll', () => {
  it('pages with the spec defaults (50, page 1) and filters; the detailed view gives one row per workshop line', async () => {
    // Arrange: three assignments of this run, the last with two workshops.
    const first = await jobOrderAt1208();
    const second = await jobOrderAt1208();
    const third = await jobOrderAt1208();
    await assign(first, [lines.mechanicalToTechnician]);
    await assign(second, [lines.electricalToSanjay]);
    await assign(third, [lines.mechanicalToTechnician, lines.electricalToTest]);
    const mine = `JO-GT-${run}-`;

    // Act
    const defaults = await teamleader.get<AssignLeaderAllPage<GarageTechnicianRow>>(paths.list);
    const pageOne = await teamleader.get<AssignLeaderAllPage<GarageTechnicianRow>>(paths.list, {
      dateFrom: today,
      dateTo: today,
      jobOrderNo: mine,
      pageSize: 2,
    });
    const pageTwo = await teamleader.get<AssignLeaderAllPage<GarageTechnicianRow>>(paths.list, {
      dateFrom: today,
      jobOrderNo: mine,
      pageSize: 2,
      pageNumber: 2,
    });
    const detailed = await teamleader.get<AssignLeaderAllPage<GarageTechnicianLineRow>>(paths.list, {
      dateFrom: today,
      detailedView: 'true',
      jobOrderNo: third,
    });
    const byWorkshop = await teamleader.get<AssignLeaderAllPage<GarageTechnicianLineRow>>(paths.list, {
      dateFrom: today,
      detailedView: 'true',
      jobOrderNo: mine,
      workshopId: 'WS02',
    });
    const byTechnician = await teamleader.get<AssignLeaderAllPage<GarageTechnicianRow>>(paths.list, {
      dateFrom: today,
      technician: testEmployee,
    });
    const yesterday = await teamleader.get<AssignLeaderAllPage<GarageTechnicianRow>>(paths.list, {
      dateTo: '2000-01-01',
      jobOrderNo: mine,
    });

    // Assert
    expect(ok(defaults)).toMatchObject({ pageSize: 50, pageNumber: 1 });
    expect(defaults.body.items.length).toBeLessThanOrEqual(50);
    const runRows = (
      await teamleader.get<AssignLeaderAllPage<GarageTechnicianRow>>(paths.list, { jobOrderNo: mine })
    ).body;
    expect(runRows.totalCount).toBeGreaterThanOrEqual(3);
    expect(pageOne.body).toMatchObject({ pageSize: 2, pageNumber: 1, totalCount: runRows.totalCount });
    expect(pageOne.body.items).toHaveLength(2);
    expect(pageOne.body.totalPages).toBe(Math.ceil(runRows.totalCount / 2));
    expect(pageTwo.body.items.map((row) => row.jobordno)).toEqual(
      runRows.items.slice(2, 4).map((row) => row.jobordno),
    );
    expect(pageOne.body.items[0]).toMatchObject({
      statuscde: expect.any(Number),
      details: expect.any(Array),
    });
    expect(detailed.body.items.map((row) => [row.jobordno, row.wrkshpid, row.empcdetech])).toEqual([
      [third, 'WS01', 'E1005'],
      [third, 'WS02', testEmployee],
    ]);
    expect(detailed.body.items[0]).toMatchObject({
      docnumbr: third,
      statuscde: 1209,
      asgndate: today,
      serlnumb: 1,
    });
    expect(detailed.body.items[0]).not.toHaveProperty('details');
    expect(byWorkshop.body.items.map((row) => row.jobordno)).toEqual(expect.arrayContaining([second, third]));
    expect(byWorkshop.body.items.every((row) => row.wrkshpid === 'WS02')).toBe(true);
    expect(byWorkshop.body.items.map((row) => row.jobordno)).not.toContain(first);
    expect(byTechnician.body.items.map((row) => row.jobordno)).toContain(third);
    expect(byTechnician.body.items.map((row) => row.jobordno)).not.toContain(second);
    expect(yesterday.body).toMatchObject({ items: [], totalCount: 0, totalPages: 1 });
  });

  it('refuses malformed paging and dates', async () => {
    for (const query of [
      { pageSize: 0 },
      { pageSize: 101 },
      { pageNumber: 'x' },
      { detailedView: 'maybe' },
    ]) {
      expect((await teamleader.get(paths.list, query)).status).toBe(400);
    }
    refused(
      await teamleader.get(paths.list, { dateFrom: '2026-03-02', dateTo: '2026-03-01' }),
      messages.garageTechnicianDateRange,
    );
  });
});

describe('integration: workshops of a job order', () => {
  it('answers the assigned workshops, their progress and details (not started before the garage inspection)', async () => {
    // Arrange
    const jobordno = await jobOrderAt1208();
    await assign(jobordno, [lines.mechanicalToTechnician, lines.electricalToTest]);

    // Act
    const workshops = await Promise.all(
      prefixes.map((prefix) =>
        teamleader.get<AssignedWorkshop[]>(`${prefix}/getWorkshopFromAssignLeader`, { jobordno }),
      ),
    );
    const progress = await teamleader.get<WorkshopProgressSummary>(paths.progress, { jobordno });
    const details = await teamleader.get<WorkshopDetailsRow[]>(paths.details, { jobordno });

    // Assert
    for (const answer of workshops) {
      expect(ok(answer)).toEqual([
        {
          wrkshpid: 'WS01',
          wrkshpnam: 'Mechanical Workshop',
          wrkshpnamar: expect.any(String),
          empcdetech: 'E1005',
          emplname: 'Rajesh Kumar',
          estjobtime: 3,
        },
        expect.objectContaining({ wrkshpid: 'WS02', empcdetech: testEmployee, estjobtime: 1.5 }),
      ]);
    }
    expect(ok(progress)).toMatchObject({
      jobordno,
      statuscde: 1209,
      total: 2,
      counts: { notstarted: 2, inspecting: 0, waiting: 0, inrepair: 0, finished: 0 },
      percent: 0,
    });
    expect(progress.body.workshops.map((row) => [row.wrkshpid, row.progress])).toEqual([
      ['WS01', 'notstarted'],
      ['WS02', 'notstarted'],
    ]);
    expect(progress.body.workshops[0]).toMatchObject({
      emplname: 'Rajesh Kumar',
      estjobtime: 3,
      asgntime: expect.any(String),
    });
    expect(ok(details)).toHaveLength(2);
    expect(details.body[1]).toMatchObject({
      docnumbr: jobordno,
      jobordno,
      garage: 'G01',
      statuscde: 1209,
      wrkshpid: 'WS02',
      empcdetech: testEmployee,
      estjobtime: 1.5,
      progress: 'notstarted',
    });
  });

  it('answers 404 for the progress and details of a job order without an assignment', async () => {
    const jobordno = await jobOrderAt1208();

    refused(await teamleader.get(paths.progress, { jobordno }), messages.garageTechnicianNotAssigned, 404);
    expect((await teamleader.get(paths.details, { jobordno })).status).toBe(404);
    expect((await teamleader.get(paths.workshops, { jobordno })).body).toEqual([]);
  });

  it("answers 'Unauthorized: No valid token found' without a valid login token (spec 000 sections 6 and 8)", async () => {
    const jobordno = await jobOrderAt1208();
    await assign(jobordno);

    for (const prefix of prefixes) {
      const path = `${prefix}/getWorkshopFromAssignLeader`;
      const none = await anonymous().get(path, { jobordno });
      const forged = await anonymous().request('GET', path, {
        query: { jobordno },
        headers: { authorization: 'Bearer not-a-token', 'x-project': 'MOI' },
      });
      expect(none).toMatchObject({ status: 401, body: { message: messages.noToken } });
      expect(forged).toMatchObject({ status: 401, body: { message: messages.noToken } });
    }
    // The other calls keep the gateway's answer.
    refused(await anonymous().get(paths.byId, { docnumbr: jobordno }), messages.unauthorized, 401);
  });
});

describe('integration: getWorkshopSummary (spec 000 section 7, Lookups)', () => {
  const summaryPath = '/api/getWorkshopSummary';
  const summaryOf = async (client: ApiClient, jobordno: string) => {
    return ok(await client.get<WorkshopSummary>(summaryPath, { jobordno }));
  };
  const workshop = (summary: WorkshopSummary, wrkshpid: string) =>
    summary.workshops.find((row) => row.wrkshpid === wrkshpid)!;
  const at1209 = (summary: WorkshopSummary, wrkshpid: string) =>
    workshop(summary, wrkshpid).byStatus.find((entry) => entry.statuscde === 1209)?.count ?? 0;
  const load = (summary: WorkshopSummary, wrkshpid: string, empcdetech: string) =>
    workshop(summary, wrkshpid).technicians.find((entry) => entry.empcdetech === empcdetech) ?? {
      jobOrders: 0,
      estjobtime: 0,
    };

  it("counts the garage's open job orders per workshop and status, and each technician's load", async () => {
    // Arrange
    const asked = await jobOrderAt1208();
    const other = await jobOrderAt1208();
    const before = await summaryOf(teamleader, asked);

    // Act
    await assign(asked, [lines.mechanicalToTechnician]);
    await assign(other, [{ ...lines.mechanicalToTechnician, estjobtime: 2 }, lines.electricalToSanjay]);
    const after = await summaryOf(viewer, asked);

    // Assert
    expect(after).toMatchObject({ jobordno: asked, garage: 'G01', garagnam: expect.any(String) });
    expect(after.openJobOrders).toBe(before.openJobOrders);
    expect(after.unassigned).toBe(before.unassigned - 2);
    expect(workshop(after, 'WS01').jobOrders).toBe(workshop(before, 'WS01').jobOrders + 2);
    expect(workshop(after, 'WS02').jobOrders).toBe(workshop(before, 'WS02').jobOrders + 1);
    expect(at1209(after, 'WS01')).toBe(at1209(before, 'WS01') + 2);
    expect(load(after, 'WS01', 'E1005')).toMatchObject({
      emplname: 'Rajesh Kumar',
      jobOrders: load(before, 'WS01', 'E1005').jobOrders + 2,
      estjobtime: load(before, 'WS01', 'E1005').estjobtime + 5,
    });
    expect(load(after, 'WS02', 'E1014').jobOrders).toBe(load(before, 'WS02', 'E1014').jobOrders + 1);
    expect([workshop(after, 'WS01').assigned, workshop(after, 'WS02').assigned]).toEqual([true, false]);
    // A job order that leaves the workshop (delivered) leaves its counts.
    await moveTestJobOrder(other, 1227);
    const closed = await summaryOf(teamleader, asked);
    expect(workshop(closed, 'WS02').jobOrders).toBe(workshop(before, 'WS02').jobOrders);
  });

  it('answers 404 for an unknown job order, 400 without one, 403 without a technician assignment screen', async () => {
    refused(
      await teamleader.get(summaryPath, { jobordno: `JO-NONE-${run}` }),
      messages.jobOrderNotFound,
      404,
    );
    expect((await teamleader.get(summaryPath, {})).status).toBe(400);
    expect((await nobody.get(summaryPath, { jobordno: await jobOrderAt1208() })).status).toBe(403);
  });
});

describe('integration: garage technician rights (SGRG002)', () => {
  it('answers 403 to a user without the screen, and lets a views-only user read but not write', async () => {
    // Arrange
    const jobordno = await jobOrderAt1208();
    await assign(jobordno);
    const calls = [
      (client: ApiClient) =>
        client.post(paths.insert, { jobordno, details: [lines.electricalToSanjay], version: 1 }),
      (client: ApiClient) => client.post(paths.remove, undefined, { docnumbr: jobordno }),
      (client: ApiClient) => client.get(paths.byId, { docnumbr: jobordno }),
      (client: ApiClient) => client.get(paths.workshops, { jobordno }),
      (client: ApiClient) => client.get(paths.list),
      (client: ApiClient) => client.get(paths.progress, { jobordno }),
      (client: ApiClient) => client.get(paths.details, { jobordno }),
    ];

    // Act
    const denied = await Promise.all(calls.map((call) => call(nobody)));
    const viewed = await Promise.all(calls.map((call) => call(viewer)));

    // Assert
    expect(denied.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(denied[3]!.body).toEqual({ message: messages.forbidden });
    expect(viewed.map((answer) => answer.status)).toEqual([403, 403, 200, 200, 200, 200, 200]);
    expect((await header(jobordno)).statuscde).toBe(1209);
  });
});
