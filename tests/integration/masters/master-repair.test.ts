/**
 * Repair master data, labour charge update, employees and syncs (issue 14 items 3, 4, 7; screens
 * SGRM007, SGRM008, SGRM012, SGRM018, SGRM019, SGRM020) through the local runtime: every call; create,
 * read, update, a stale version (409, nothing changed), delete; each validation and business message;
 * the filtered sub repair call's filters and paging; the labour charge history the list shows; the
 * deletes refused while documents use a record (sub repairs of a main repair, inspection / estimation
 * lines, labour charge updates, a technician assignment); the syncs' idempotency; the screens' rights.
 * Every row is this run's own (workshop-wide counts are never asserted).
 */
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages, noRights } from '@fleet/shared';
import type { InspectionLine, InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import type { EstimationLine, EstimationMaster } from '@fleet/shared/garage/estimation';
import type {
  LabourChargePage,
  LabourChargeRow,
  MainRepairRow,
  StoredEmployee,
  SubRepairPage,
  SubRepairRow,
  SyncResult,
} from '@fleet/shared/masters/master-repair';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { s3 } from '@fleet/functions/lib/aws';
import { getItem, putItem, transactWrite, type TransactItem } from '@fleet/functions/lib/db';
import { estimations, garageInspections } from '@fleet/functions/engines/document-stores';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { signIn, type ApiClient, ok, refused } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderAtTeamLeader, writeTestJobOrder } from '../../support/job-orders.ts';

const run = randomUUID()
  .slice(0, 6)
  .toUpperCase()
  .replace(/[^A-Z0-9]/g, 'X');
const api = (path: string) => `/api/${path}`;
/**
 * A workshop of this run (type main, sorted after the seeded WS0x), so the seeded workshops' repair
 * lists that other tests read stay as seeded.
 */
const workshop = `WZ${run}`;
const workshopName = `Test workshop ${run}`;

let admin: ApiClient;
let supervisor: ApiClient;
let viewer: ApiClient;
let nobody: ApiClient;
let teamleader: ApiClient;

let counter = 0;
const code = (prefix: string) => `${prefix}${run}${++counter}`;

async function newMainRepair(client = admin, overrides: Record<string, unknown> = {}) {
  const body = {
    wrkshpid: workshop,
    mainrepid: code('MR'),
    mainrepnam: `Main ${run}`,
    mainrepnamar: `رئيسي ${run}`,
    ...overrides,
  };
  const response = await client.post(api('MainRepair/insertMainRepair'), body);
  expect(ok(response)).toEqual([
    messages.mainRepairSaved,
    { wrkshpid: body.wrkshpid, mainrepid: body.mainrepid, version: 1 },
  ]);
  return body;
}

const subKey = (sub: { wrkshpid: string; mainrepid: string; subrepid: string }) => ({
  wrkshpid: sub.wrkshpid,
  mainrepid: sub.mainrepid,
  subrepid: sub.subrepid,
});

async function newSubRepair(mainrepid: string, overrides: Record<string, unknown> = {}) {
  const body = {
    wrkshpid: workshop,
    mainrepid,
    subrepid: code('SR'),
    subrepnam: `Sub ${run} ${counter}`,
    subrepnamar: `فرعي ${run}`,
    laborhors: 2.5,
    laborcost: 18.75,
    stdamount: 40,
    ...overrides,
  };
  const response = await admin.post(api('SubRepair/insertSubRepair'), body);
  expect(ok(response)).toEqual([messages.subRepairSaved, { ...subKey(body), version: 1 }]);
  return body;
}

/** A sub repair under a main repair of its own (both created through the API). */
const newSubRepairOfNewMain = async () => newSubRepair((await newMainRepair()).mainrepid);

/** The admin's delete of a sub repair. */
const deleteSub = (sub: Parameters<typeof subKey>[0]) =>
  admin.post(api('SubRepair/deleteSubRepair'), undefined, subKey(sub));

/** Deleting `sub` is refused while `document` (its type and number) has a line on it. */
async function expectSubInUse(sub: Parameters<typeof subKey>[0], document: string) {
  const refusal = await deleteSub(sub);
  expect(refusal.body).toMatchObject({
    message: formatMessage(messages.subRepairInUse, { subrepid: sub.subrepid, document }),
  });
}

/**
 * A document's save items as its module writes them, with the master kept out of the lists (its
 * list keys dropped) so other tests' lists never meet this test's bare documents.
 */
function unlisted(items: TransactItem[]): TransactItem[] {
  return items.map((item) => {
    const put = item.Put;
    if (!put?.Item || put.Item['sk'] !== 'MASTER') return item;
    const { gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...rest } = put.Item;
    return { Put: { ...put, Item: rest } };
  });
}

beforeAll(async () => {
  useRuntimeEnv();
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.workshop, workshop), 'workshop', {
      wrkshpid: workshop,
      wrkshpnam: workshopName,
      wrkshpnamar: `ورشة اختبار ${run}`,
      type: 'main',
    }),
  );
  await putRole(`MR_VIEW_${run}`, {
    SGRM007: { ...noRights, views: 'Y' },
    SGRM008: { ...noRights, views: 'Y' },
    SGRM012: { ...noRights, views: 'Y' },
    SGRM018: { ...noRights, views: 'Y' },
    SGRM020: { ...noRights, views: 'Y' },
  });
  await putRole(`MR_NONE_${run}`, {});
  await putRole(`MR_SUPER_${run}`, {
    SGRM007: { ...noRights, views: 'Y', adds: 'Y', edits: 'Y', deletes: 'Y' },
    SGRM008: { ...noRights, views: 'Y', adds: 'Y', edits: 'Y', deletes: 'Y' },
    SGRM012: { ...noRights, views: 'Y', edits: 'Y' },
    SGRM018: { ...noRights, views: 'Y', adds: 'Y' },
    SGRM019: { ...noRights, views: 'Y', adds: 'Y' },
    SGRM020: { ...noRights, views: 'Y', adds: 'Y', edits: 'Y', deletes: 'Y' },
  });
  await putUser({ usercode: `mr_view_${run}`.toLowerCase(), roles: [`MR_VIEW_${run}`] });
  await putUser({ usercode: `mr_none_${run}`.toLowerCase(), roles: [`MR_NONE_${run}`] });
  await putUser({ usercode: `mr_super_${run}`.toLowerCase(), roles: [`MR_SUPER_${run}`] });
  const client = async (usercode: string) => (await signIn(usercode.toLowerCase())).client;
  [admin, supervisor, viewer, nobody, teamleader] = await Promise.all([
    client('admin'),
    client(`mr_super_${run}`),
    client(`mr_view_${run}`),
    client(`mr_none_${run}`),
    client('teamleader'),
  ]);
});

describe('integration: MainRepair/*', () => {
  it('creates, reads, lists, updates at the version read and deletes a main repair', async () => {
    const body = await newMainRepair(supervisor);
    const key = { wrkshpid: workshop, mainrepid: body.mainrepid };

    const read = await supervisor.get<MainRepairRow>(api('MainRepair/getMainRepairById'), key);
    expect(ok(read)).toMatchObject({
      ...body,
      version: 1,
      subRepairCount: 0,
      wrkshpnam: workshopName,
    });

    const list = await supervisor.get<MainRepairRow[]>(api('MainRepair/getMainRepairList'), {
      wrkshpid: workshop,
      searchTerm: body.mainrepid.toLowerCase(),
    });
    expect(list.body.map((row) => row.mainrepid)).toEqual([body.mainrepid]);
    const lookup = await supervisor.get<{ mainrepid: string }[]>('/api/getMainRepair', {
      wrkshpid: workshop,
    });
    expect(lookup.body.some((row) => row.mainrepid === body.mainrepid)).toBe(true);

    const updated = await supervisor.post(api('MainRepair/updateMainRepair'), {
      ...body,
      mainrepnam: `Renamed ${run}`,
      version: 1,
    });
    expect(updated.body).toEqual([messages.mainRepairUpdated, { ...key, version: 2 }]);

    const stale = await supervisor.post(api('MainRepair/updateMainRepair'), {
      ...body,
      mainrepnam: 'Lost',
      version: 1,
    });
    refused(stale, messages.conflict, 409);
    expect((await supervisor.get(api('MainRepair/getMainRepairById'), key)).body).toMatchObject({
      mainrepnam: `Renamed ${run}`,
      version: 2,
    });

    const staleDelete = await supervisor.post(api('MainRepair/deleteMainRepair'), undefined, {
      ...key,
      version: 1,
    });
    expect(staleDelete.status).toBe(409);
    const deleted = await supervisor.post(api('MainRepair/deleteMainRepair'), undefined, {
      ...key,
      version: 2,
    });
    expect(deleted.body).toEqual([messages.mainRepairDeleted, key]);
    const gone = await supervisor.get(api('MainRepair/getMainRepairById'), key);
    refused(gone, messages.notFound, 404);
    expect((await supervisor.post(api('MainRepair/deleteMainRepair'), undefined, key)).status).toBe(404);
  });

  it('answers each validation and business message', async () => {
    const body = await newMainRepair();
    const duplicate = await admin.post(api('MainRepair/insertMainRepair'), body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      message: formatMessage(messages.mainRepairExists, { wrkshpid: workshop, mainrepid: body.mainrepid }),
    });
    const unknownWorkshop = await admin.post(api('MainRepair/insertMainRepair'), {
      ...body,
      wrkshpid: 'NOPE',
    });
    expect(unknownWorkshop.status).toBe(400);
    expect(unknownWorkshop.body).toMatchObject({
      message: formatMessage(messages.workshopUnknown, { wrkshpid: 'NOPE' }),
    });
    const noWorkshop = await admin.post(api('MainRepair/insertMainRepair'), { ...body, wrkshpid: '' });
    expect(noWorkshop.body).toMatchObject({ message: messages.repairWorkshopRequired });
    const badCode = await admin.post(api('MainRepair/insertMainRepair'), { ...body, mainrepid: 'bad code!' });
    expect(badCode.body).toMatchObject({ message: messages.repairCodeInvalid });
    const noName = await admin.post(api('MainRepair/insertMainRepair'), { ...body, mainrepnam: ' ' });
    expect(noName.body).toMatchObject({ message: messages.masterNameRequired });
    const noMain = await admin.get(api('MainRepair/getMainRepairById'), { wrkshpid: workshop });
    expect(noMain.body).toMatchObject({ message: messages.repairMainRequired });
  });

  it('refuses to delete a main repair that has sub repairs', async () => {
    const main = await newMainRepair();
    const sub = await newSubRepair(main.mainrepid);
    const refusal = await admin.post(api('MainRepair/deleteMainRepair'), undefined, {
      wrkshpid: workshop,
      mainrepid: main.mainrepid,
    });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({
      message: formatMessage(messages.mainRepairHasSubRepairs, { mainrepid: main.mainrepid, count: 1 }),
    });
    expect((await deleteSub(sub)).status).toBe(200);
    const deleted = await admin.post(api('MainRepair/deleteMainRepair'), undefined, {
      wrkshpid: workshop,
      mainrepid: main.mainrepid,
    });
    expect(deleted.body).toEqual([
      messages.mainRepairDeleted,
      { wrkshpid: workshop, mainrepid: main.mainrepid },
    ]);
  });
});

describe('integration: SubRepair/*', () => {
  it('creates, reads, lists, updates at the version read and deletes a sub repair', async () => {
    const main = await newMainRepair();
    const body = await newSubRepair(main.mainrepid, { laborcost: 12.3456 - 0.0006 });
    const key = subKey(body);

    const read = await supervisor.get<SubRepairRow>(api('SubRepair/getSubRepairById'), key);
    expect(read.body).toMatchObject({
      ...key,
      laborhors: 2.5,
      laborcost: 12.345,
      stdamount: 40,
      version: 1,
      mainrepnam: main.mainrepnam,
      wrkshpnam: workshopName,
    });
    const list = await supervisor.get<SubRepairRow[]>(api('SubRepair/getSubRepairList'), {
      wrkshpid: workshop,
      mainrepid: main.mainrepid,
    });
    expect(list.body.map((row) => row.subrepid)).toEqual([body.subrepid]);

    const updated = await supervisor.post(api('SubRepair/updateSubRepair'), {
      ...body,
      stdamount: 55.5,
      version: 1,
    });
    expect(updated.body).toEqual([messages.subRepairUpdated, { ...key, version: 2 }]);
    const stale = await supervisor.post(api('SubRepair/updateSubRepair'), {
      ...body,
      stdamount: 1,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await supervisor.get(api('SubRepair/getSubRepairById'), key)).body).toMatchObject({
      stdamount: 55.5,
      version: 2,
    });
    expect(
      (await supervisor.post(api('SubRepair/deleteSubRepair'), undefined, { ...key, version: 1 })).status,
    ).toBe(409);
    const deleted = await supervisor.post(api('SubRepair/deleteSubRepair'), undefined, {
      ...key,
      version: 2,
    });
    expect(deleted.body).toEqual([messages.subRepairDeleted, key]);
    expect((await supervisor.get(api('SubRepair/getSubRepairById'), key)).status).toBe(404);
  });

  it('answers each validation and business message', async () => {
    const main = await newMainRepair();
    const body = await newSubRepair(main.mainrepid);
    const post = (changes: Record<string, unknown>) =>
      admin.post(api('SubRepair/insertSubRepair'), { ...body, ...changes });

    expect((await post({})).body).toMatchObject({
      message: formatMessage(messages.subRepairExists, {
        subrepid: body.subrepid,
        mainrepid: main.mainrepid,
      }),
    });
    expect((await post({ subrepid: code('SR'), mainrepid: 'NOMAIN' })).body).toMatchObject({
      message: formatMessage(messages.mainRepairUnknown, { wrkshpid: workshop, mainrepid: 'NOMAIN' }),
    });
    expect((await post({ mainrepid: '' })).body).toMatchObject({ message: messages.repairMainRequired });
    expect((await post({ laborcost: -1 })).body).toMatchObject({ message: messages.repairAmountInvalid });
    expect((await post({ stdamount: 1.2345 })).body).toMatchObject({ message: messages.repairAmountInvalid });
    expect((await post({ laborhors: 1000 })).body).toMatchObject({ message: messages.repairHoursInvalid });
    expect((await post({ subrepnam: '' })).body).toMatchObject({ message: messages.masterNameRequired });
    const range = await admin.get(api('SubRepair/getSubRepairFiltered'), {
      minStdAmount: 10,
      maxStdAmount: 5,
    });
    refused(range, messages.repairAmountRange);
    const badPage = await admin.get(api('SubRepair/getSubRepairFiltered'), { pageSize: 500 });
    expect(badPage.body).toMatchObject({ message: messages.invalidParameters });
  });

  it('filters and pages the sub repairs on the server (50 per page, page 1 by default)', async () => {
    const main = await newMainRepair();
    const made = [];
    for (let index = 0; index < 5; index += 1)
      made.push(
        await newSubRepair(main.mainrepid, {
          stdamount: 10 * (index + 1),
          subrepnam: `Filter ${run} ${index}`,
        }),
      );
    const filtered = (query: Record<string, string | number>) =>
      admin.get<SubRepairPage>(api('SubRepair/getSubRepairFiltered'), {
        workshopId: workshop,
        mainRepairId: main.mainrepid,
        ...query,
      });

    const all = await filtered({});
    expect(all.body).toMatchObject({ totalCount: 5, pageNumber: 1, pageSize: 50 });
    expect(all.body.items.map((row) => row.subrepid)).toEqual(made.map((sub) => sub.subrepid));

    const byAmount = await filtered({ minStdAmount: 20, maxStdAmount: 40 });
    expect(byAmount.body.items.map((row) => row.stdamount)).toEqual([20, 30, 40]);
    const bySearch = await filtered({ searchTerm: `filter ${run} 3`.toLowerCase() });
    expect(bySearch.body.items.map((row) => row.subrepid)).toEqual([made[3]!.subrepid]);
    const byId = await admin.get<SubRepairPage>(api('SubRepair/getSubRepairFiltered'), {
      subRepairId: made[1]!.subrepid,
    });
    expect(byId.body.items.map((row) => row.subrepid)).toEqual([made[1]!.subrepid]);
    const byMainOnly = await admin.get<SubRepairPage>(api('SubRepair/getSubRepairFiltered'), {
      mainRepairId: main.mainrepid,
    });
    expect(byMainOnly.body.totalCount).toBe(5);

    const page2 = await filtered({ pageSize: 2, pageNumber: 2 });
    expect(page2.body).toMatchObject({ totalCount: 5, pageNumber: 2, pageSize: 2 });
    expect(page2.body.items.map((row) => row.subrepid)).toEqual([made[2]!.subrepid, made[3]!.subrepid]);
    const past = await filtered({ pageSize: 2, pageNumber: 4 });
    expect(past.body.items).toEqual([]);
  });
});

describe('integration: labour charge update (putLabourcost, LabourCharge/*)', () => {
  it('updates the labour cost, keeps the change in the list with old and new cost, and refuses a stale version', async () => {
    const main = await newMainRepair();
    const sub = await newSubRepair(main.mainrepid, { laborcost: 20 });
    const saved = await supervisor.post<[string, { docnumbr: string; laborcost: number; version: number }]>(
      '/api/putLabourcost',
      { ...subKey(sub), newlaborcost: 24.125, version: 1 },
    );
    expect(ok(saved)[0]).toBe(messages.labourCostSaved);
    expect(saved.body[1]).toMatchObject({ laborcost: 24.125, version: 2 });
    const { docnumbr } = saved.body[1];
    expect(docnumbr).toMatch(/^LC-\d{4}-\d{5}$/);

    const stale = await supervisor.post('/api/putLabourcost', {
      ...subKey(sub),
      newlaborcost: 30,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await admin.get(api('SubRepair/getSubRepairById'), subKey(sub))).body).toMatchObject({
      laborcost: 24.125,
      version: 2,
    });

    const list = await viewer.get<LabourChargePage>(api('LabourCharge/getLabourChargeList'), {
      subrepid: sub.subrepid,
    });
    expect(ok(list).items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      docnumbr,
      subrepid: sub.subrepid,
      subrepnam: sub.subrepnam,
      mainrepnam: main.mainrepnam,
      wrkshpnam: workshopName,
      laborcost: 20,
      newlaborcost: 24.125,
      cretuser: `mr_super_${run}`.toLowerCase(),
    });
    const byId = await viewer.get<LabourChargeRow>(api('LabourCharge/getLabourChargeById'), { docnumbr });
    expect(byId.body).toMatchObject({ docnumbr, laborcost: 20, newlaborcost: 24.125 });
    expect(
      (await viewer.get(api('LabourCharge/getLabourChargeById'), { docnumbr: 'LC-0000-00000' })).status,
    ).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await viewer.get<LabourChargePage>(api('LabourCharge/getLabourChargeList'), {
      fromdate: today,
      todate: today,
      wrkshpid: workshop,
      subrepid: sub.subrepid,
    });
    expect(dated.body.items.map((row) => row.docnumbr)).toEqual([docnumbr]);
    const before = await viewer.get<LabourChargePage>(api('LabourCharge/getLabourChargeList'), {
      todate: '2000-01-01',
      subrepid: sub.subrepid,
    });
    expect(before.body.items).toEqual([]);
  });

  it('refuses a New Cost not greater than 0 with its message, and callers without SGRM012 edits', async () => {
    const sub = await newSubRepairOfNewMain();
    const zero = await supervisor.post('/api/putLabourcost', { ...subKey(sub), newlaborcost: 0, version: 1 });
    refused(zero, messages.labourNewCostPositive);
    const negative = await supervisor.post('/api/putLabourcost', {
      ...subKey(sub),
      newlaborcost: -3,
      version: 1,
    });
    expect(negative.body).toMatchObject({ message: messages.labourNewCostPositive });
    expect(
      (await viewer.post('/api/putLabourcost', { ...subKey(sub), newlaborcost: 5, version: 1 })).status,
    ).toBe(403);
    const missing = await supervisor.post('/api/putLabourcost', {
      ...subKey(sub),
      subrepid: 'NOSUCH',
      newlaborcost: 5,
      version: 1,
    });
    expect(missing.status).toBe(404);
  });
});

describe('integration: deletes refused while documents use the record', () => {
  it('refuses to delete a sub repair with labour charge updates', async () => {
    const sub = await newSubRepairOfNewMain();
    await supervisor.post('/api/putLabourcost', { ...subKey(sub), newlaborcost: 9, version: 1 });
    const refusal = await deleteSub(sub);
    expect(refusal.status).toBe(400);
    expect((refusal.body as { message: string }).message).toMatch(
      new RegExp(`^Sub repair ${sub.subrepid} is used by LABOURCHARGE LC-`),
    );
  });

  it('refuses to delete a sub repair on a garage inspection line until the inspection is deleted', async () => {
    const sub = await newSubRepairOfNewMain();
    const docnumbr = `GI-T-${run}-${++counter}`;
    const master = {
      docnumbr,
      jobordno: `JO-T-${run}`,
      inspdate: '2026-01-01',
      version: 1,
    } as InspectionMaster;
    const line = { serlnumb: 1, ...subKey(sub) } as unknown as InspectionLine;
    await transactWrite(unlisted(garageInspections.saveItems('MOI', { master, lines: [line] }, undefined)));

    await expectSubInUse(sub, `GARINSP ${docnumbr}`);
    await transactWrite([
      garageInspections.deleteItem('MOI', master, {
        deluser: 'admin',
        deldate: new Date().toISOString(),
      }),
    ]);
    expect((await deleteSub(sub)).status).toBe(200);
  });

  it('refuses to delete a sub repair on an estimation line while the line is there', async () => {
    const sub = await newSubRepairOfNewMain();
    const docnumbr = `QT-T-${run}-${++counter}`;
    const master = {
      docnumbr,
      jobordno: `JO-T-${run}`,
      docdate: '2026-01-01',
      version: 1,
    } as unknown as EstimationMaster;
    const line = { serlnumb: 1, ...subKey(sub) } as unknown as EstimationLine;
    const other = { serlnumb: 1, wrkshpid: '', mainrepid: '', subrepid: '' } as unknown as EstimationLine;
    await transactWrite(
      unlisted(estimations.saveItems('MOI', { master, lines: [line] } as never, undefined)),
    );
    await expectSubInUse(sub, `QUOT ${docnumbr}`);
    // The line changed to another repair: the use goes with it.
    await transactWrite(
      unlisted(
        estimations.saveItems(
          'MOI',
          { master: { ...master, version: 2 }, lines: [other] } as never,
          {
            master,
            lines: [line],
          } as never,
        ),
      ),
    );
    expect((await deleteSub(sub)).status).toBe(200);
  });

  it('refuses to delete an employee assigned as technician on a job order until the assignment is deleted', async () => {
    const emplcode = code('E');
    const created = await admin.post(api('Employee/insertEmployee'), {
      emplcode,
      emplname: `Technician ${run}`,
      jobtitle: 'Technician',
      garageid: 'G01',
      mobile: '51234567',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const jobordno = await testJobOrderAtTeamLeader(`JO-MR-${run}-${++counter}`, 'Team Leader');
    const assigned = await teamleader.post('/api/AssignTechg/insertAssignTechgDetail', {
      jobordno,
      details: [{ wrkshpid: 'WS01', empcdetech: emplcode, estjobtime: 2 }],
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    const refusal = await admin.post(api('Employee/deleteEmployee'), undefined, { emplcode });
    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({
      message: formatMessage(messages.employeeInUse, { emplcode, jobordno }),
    });

    const unassigned = await teamleader.post('/api/AssignTechg/deleteAssignTechgByJO', undefined, {
      docnumbr: jobordno,
    });
    expect(unassigned.status, JSON.stringify(unassigned.body)).toBe(200);
    const deleted = await admin.post(api('Employee/deleteEmployee'), undefined, { emplcode });
    expect(deleted.body).toEqual([messages.employeeDeleted, { emplcode }]);
  });
  it('refuses to delete an employee assigned as technician at MOI reception until the assignment is deleted', async () => {
    const emplcode = code('E');
    await admin.post(api('Employee/insertEmployee'), {
      emplcode,
      emplname: `Reception technician ${run}`,
      garageid: 'G02',
      mobile: '51234568',
    });
    const { jobordno } = await writeTestJobOrder(`JO-MR-${run}-${++counter}`, 'MOI', [1195, 1196], {
      garage: 'G02',
    });
    const assigned = await admin.post('/api/AssignTechnicianmoi/putAssignTechnician', {
      jobordno,
      empcdetech: emplcode,
      estjobtime: 1,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);

    const refusal = await admin.post(api('Employee/deleteEmployee'), undefined, { emplcode });
    expect(refusal.body).toMatchObject({
      message: formatMessage(messages.employeeInUse, { emplcode, jobordno }),
    });

    const unassigned = await admin.post('/api/AssignTechnicianmoi/deleteAssignTechnician', undefined, {
      jobordno,
    });
    expect(unassigned.status, JSON.stringify(unassigned.body)).toBe(200);
    expect((await admin.post(api('Employee/deleteEmployee'), undefined, { emplcode })).status).toBe(200);
  });
});

describe('integration: Employee/*', () => {
  it('creates, reads, lists, updates at the version read and deletes an employee', async () => {
    const emplcode = code('E');
    const body = {
      emplcode,
      emplname: `Employee ${run}`,
      emplnamar: `موظف ${run}`,
      jobtitle: 'Electrician',
      jobtitlear: 'كهربائي',
      garageid: 'G01',
      mobile: '99887766',
      status: 'active',
    };
    const created = await supervisor.post(api('Employee/insertEmployee'), body);
    expect(created.body).toEqual([messages.employeeSaved, { emplcode, version: 1 }]);
    const read = await supervisor.get<StoredEmployee>(api('Employee/getEmployeeById'), { emplcode });
    expect(read.body).toMatchObject({ ...body, version: 1 });
    const list = await viewer.get<StoredEmployee[]>(api('Employee/getEmployeeList'));
    expect(list.body.find((row) => row.emplcode === emplcode)).toMatchObject(body);
    const lookup = await viewer.get<{ emplcode: string }[]>('/api/getEmployeeDetail', { emplcode });
    expect(lookup.body).toHaveLength(1);

    const updated = await supervisor.post(api('Employee/updateEmployee'), {
      ...body,
      status: 'inactive',
      version: 1,
    });
    expect(updated.body).toEqual([messages.employeeUpdated, { emplcode, version: 2 }]);
    const stale = await supervisor.post(api('Employee/updateEmployee'), {
      ...body,
      mobile: '11111111',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await supervisor.get(api('Employee/getEmployeeById'), { emplcode })).body).toMatchObject({
      status: 'inactive',
      mobile: '99887766',
      version: 2,
    });
    expect(
      (await supervisor.post(api('Employee/deleteEmployee'), undefined, { emplcode, version: 1 })).status,
    ).toBe(409);
    const deleted = await supervisor.post(api('Employee/deleteEmployee'), undefined, {
      emplcode,
      version: 2,
    });
    expect(deleted.body).toEqual([messages.employeeDeleted, { emplcode }]);
    expect((await supervisor.get(api('Employee/getEmployeeById'), { emplcode })).status).toBe(404);
  });

  it('answers each validation message and refuses a duplicate code', async () => {
    const emplcode = code('E');
    const body = { emplcode, emplname: 'Dup', mobile: '51234567' };
    expect((await admin.post(api('Employee/insertEmployee'), body)).status).toBe(200);
    const duplicate = await admin.post(api('Employee/insertEmployee'), body);
    refused(duplicate, formatMessage(messages.employeeExists, { emplcode }), 409);
    expect(
      (await admin.post(api('Employee/insertEmployee'), { ...body, mobile: '1234' })).body,
    ).toMatchObject({
      message: messages.employeeMobileInvalid,
    });
    expect((await admin.post(api('Employee/insertEmployee'), { ...body, emplname: '' })).body).toMatchObject({
      message: messages.employeeNameRequired,
    });
    expect(
      (await admin.post(api('Employee/insertEmployee'), { ...body, emplcode: 'a b' })).body,
    ).toMatchObject({
      message: messages.employeeCodeInvalid,
    });
  });
});

describe('integration: Employee/syncemployees and Employee/syncitems', () => {
  const bucket = () => process.env.BUCKET_NAME!;
  const putSource = (source: 'employees' | 'items', records: unknown) =>
    s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: `sync/MOI/${source}.json`,
        Body: typeof records === 'string' ? records : JSON.stringify(records),
      }),
    );

  it('syncs employees from the source file, idempotently, and keeps the last run', async () => {
    const people = [1, 2, 3].map((index) => ({
      emplcode: `S${run}${index}`,
      emplname: `Synced ${run} ${index}`,
      emplnamar: `مزامن ${index}`,
      jobtitle: 'Technician',
      jobtitlear: 'فني',
      garageid: 'G01',
      mobile: `5000000${index}`,
      status: 'active',
    }));
    await putSource('employees', people);
    type Synced = [string, SyncResult];
    const first = await supervisor.get<Synced>(api('Employee/syncemployees'));
    expect(ok(first)[0]).toBe(
      formatMessage(messages.syncEmployeesDone, { created: 3, updated: 0, unchanged: 0 }),
    );
    expect(first.body[1]).toMatchObject({
      source: 'employees',
      location: 'sync/MOI/employees.json',
      total: 3,
    });

    const second = await supervisor.get<Synced>(api('Employee/syncemployees'));
    expect(second.body[0]).toBe(
      formatMessage(messages.syncEmployeesDone, { created: 0, updated: 0, unchanged: 3 }),
    );
    const stored = await supervisor.get<StoredEmployee>(api('Employee/getEmployeeById'), {
      emplcode: people[0]!.emplcode,
    });
    expect(stored.body).toMatchObject({ ...people[0], version: 1 });

    await putSource('employees', [{ ...people[0], mobile: '69999999' }, people[1], people[2]]);
    const third = await supervisor.get<Synced>(api('Employee/syncemployees'));
    expect(third.body[0]).toBe(
      formatMessage(messages.syncEmployeesDone, { created: 0, updated: 1, unchanged: 2 }),
    );
    expect(
      (await supervisor.get(api('Employee/getEmployeeById'), { emplcode: people[0]!.emplcode })).body,
    ).toMatchObject({
      mobile: '69999999',
      version: 2,
    });
    const last = await viewer.get<SyncResult>(api('Employee/getLastSync'), { source: 'employees' });
    expect(last.body).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 2,
      total: 3,
      runBy: `mr_super_${run}`.toLowerCase(),
    });

    await putSource('employees', [people[0], { ...people[1], mobile: '12' }]);
    const invalid = await supervisor.get(api('Employee/syncemployees'));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      message: formatMessage(messages.syncSourceInvalid, {
        source: 'sync/MOI/employees.json',
        row: 2,
        field: 'mobile',
      }),
    });
    await putSource('employees', 'not json');
    expect((await supervisor.get(api('Employee/syncemployees'))).body).toMatchObject({
      message: formatMessage(messages.syncSourceInvalid, {
        source: 'sync/MOI/employees.json',
        row: 0,
        field: 'JSON',
      }),
    });
    await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: 'sync/MOI/employees.json' }));
    const missing = await supervisor.get(api('Employee/syncemployees'));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: formatMessage(messages.syncSourceMissing, { source: 'sync/MOI/employees.json' }),
    });
    // Nothing was written by the refused runs: the last result is still the third run's.
    expect((await viewer.get(api('Employee/getLastSync'), { source: 'employees' })).body).toMatchObject({
      updated: 1,
      unchanged: 2,
    });
  });

  it('syncs items into the item master, idempotently', async () => {
    const items = [1, 2].map((index) => ({
      sparepart: `SYNC-${run}-${index}`,
      sparenam: `Synced part ${run} ${index}`,
      sparepric: 3.5 * index,
      spareuom: 'PCS',
      sparecat: 'FILTERS',
    }));
    await putSource('items', items);
    type Synced = [string, SyncResult];
    const first = await supervisor.get<Synced>(api('Employee/syncitems'));
    expect(ok(first)[0]).toBe(
      formatMessage(messages.syncItemsDone, { created: 2, updated: 0, unchanged: 0 }),
    );
    const second = await supervisor.get<Synced>(api('Employee/syncitems'));
    expect(second.body[0]).toBe(
      formatMessage(messages.syncItemsDone, { created: 0, updated: 0, unchanged: 2 }),
    );
    const stored = await getItem<SparePart & Record<string, unknown>>(
      masterKeys.record('MOI', masterTypes.sparePart, items[1]!.sparepart).pk,
      items[1]!.sparepart,
    );
    expect(stored).toMatchObject({ sparepric: 7, vehmakid: 'INMS', sparenamar: '', version: 1 });
    await putSource('items', [items[0], { ...items[1], sparepric: 8 }]);
    const third = await supervisor.get<Synced>(api('Employee/syncitems'));
    expect(third.body[0]).toBe(
      formatMessage(messages.syncItemsDone, { created: 0, updated: 1, unchanged: 1 }),
    );
    const last = await supervisor.get<SyncResult>(api('Employee/getLastSync'), { source: 'items' });
    expect(last.body).toMatchObject({ source: 'items', updated: 1, unchanged: 1 });
  });
});

describe('integration: rights of the repair master screens', () => {
  it('lets a viewer read and refuses every write; refuses everything to a user without rights', async () => {
    const main = await newMainRepair();
    const sub = await newSubRepair(main.mainrepid);
    const reads: [string, Record<string, string>][] = [
      ['MainRepair/getMainRepairList', {}],
      ['MainRepair/getMainRepairById', { wrkshpid: workshop, mainrepid: main.mainrepid }],
      ['SubRepair/getSubRepairList', {}],
      ['SubRepair/getSubRepairFiltered', {}],
      ['SubRepair/getSubRepairById', subKey(sub)],
      ['LabourCharge/getLabourChargeList', {}],
      ['Employee/getEmployeeList', {}],
      ['Employee/getLastSync', { source: 'employees' }],
    ];
    for (const [path, query] of reads) {
      expect((await viewer.get(api(path), query)).status, path).toBe(200);
      expect((await nobody.get(api(path), query)).status, path).toBe(403);
    }
    const writes: [string, unknown, Record<string, string>?][] = [
      ['MainRepair/insertMainRepair', { ...main, mainrepid: code('MR') }],
      ['MainRepair/updateMainRepair', { ...main, version: 1 }],
      ['MainRepair/deleteMainRepair', undefined, { wrkshpid: workshop, mainrepid: main.mainrepid }],
      ['SubRepair/insertSubRepair', { ...sub, subrepid: code('SR') }],
      ['SubRepair/updateSubRepair', { ...sub, version: 1 }],
      ['SubRepair/deleteSubRepair', undefined, subKey(sub)],
      ['Employee/insertEmployee', { emplcode: code('E'), emplname: 'x', mobile: '51234567' }],
      ['Employee/updateEmployee', { emplcode: 'E1001', emplname: 'x', mobile: '51234567', version: 1 }],
      ['Employee/deleteEmployee', undefined, { emplcode: 'E1001' }],
    ];
    for (const [path, body, query] of writes) {
      expect((await viewer.post(api(path), body, query)).status, path).toBe(403);
      expect((await nobody.post(api(path), body, query)).status, path).toBe(403);
    }
    expect((await viewer.get(api('Employee/syncemployees'))).status).toBe(403);
    expect((await viewer.get(api('Employee/syncitems'))).status).toBe(403);
    expect(
      (await nobody.get(api('LabourCharge/getLabourChargeById'), { docnumbr: 'LC-2026-00001' })).status,
    ).toBe(403);
  });
});
