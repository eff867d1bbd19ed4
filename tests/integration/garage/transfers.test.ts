/**
 * Garage transfer, third-party engine service and employee transfer (spec 001 section 7 "Scrap spares,
 * garage transfer, employee transfer"; screens SGRG019, SGRM015, SGRM016, SGRM017) through the local
 * runtime: the job order's garage and status moves (1252, 1253, 1237, 1238), refusals from a wrong
 * status, stale versions, every message, the employee transfer's stages, its three lists and each delete
 * variant, and the rights. Each test takes job orders and employees of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages, namedStatus } from '@fleet/shared';
import type { Employee } from '@fleet/shared/platform/lookups';
import {
  empTransNumber,
  garageTransNumber,
  type EmpTransPage,
  type EmpTransWritten,
  type EmployeeTransfer,
  type GarageTransPage,
  type GarageTransWritten,
  type GarageTransfer,
} from '@fleet/shared/garage/transfers';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem, putItem } from '@fleet/functions/lib/db';
import { engineKeys, readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { empTransfers, garageTransfers, openTransferOf } from '@fleet/functions/garage/transfers/data';
import { seedEmployeeTransfers } from '@fleet/functions/garage/transfers/seed';
import { type ApiClient, ok, signIn } from '../../support/api.ts';
import { screenRights, signInWithRights, useRuntimeEnv } from '../../support/fixtures.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';
import { testJobOrderThrough, testJobOrderNumber, moveTestJobOrder } from '../../support/job-orders.ts';

const run = Date.now().toString(36).toUpperCase();
const year = kuwaitClock(new Date()).date.slice(0, 4);
let counter = 0;

let nobody: ApiClient;
let requester: ApiClient;
let approver: ApiClient;
let closer: ApiClient;

type Written<T> = [string, T];

/** An open job order in garage G01 at `status` (the repair by default). */
async function newJobOrder(status = 1236): Promise<{ jobordno: string; vehicleno: string }> {
  return testJobOrderThrough(testJobOrderNumber('TR'), 'G01', [status]);
}

/** An employee of this test's own in garage `garageid`. */
async function newEmployee(garageid = 'G01', status: 'active' | 'inactive' = 'active'): Promise<Employee> {
  const employee: Employee = {
    emplcode: `ET${run}${++counter}`,
    emplname: `Test Employee ${counter}`,
    emplnamar: `موظف اختبار ${counter}`,
    jobtitle: 'Mechanic',
    jobtitlear: 'ميكانيكي',
    garageid,
    mobile: '65012344',
    status,
  };
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.employee, employee.emplcode), 'employee', employee),
  );
  return employee;
}

const employeeGarage = async (emplcode: string) => {
  const keys = masterKeys.record('MOI', masterTypes.employee, emplcode);
  return (await getItem<Record<string, unknown>>(keys.pk, keys.sk))?.['garageid'];
};

const header = async (jobordno: string) => (await readJobOrderCore('MOI', jobordno))!;

async function transfer(body: Record<string, unknown>) {
  return ok(await supervisor.post<Written<GarageTransWritten>>('/api/insertGarageTrans', body))[1];
}

/** The supervisor deletes garage transfer `docnumbr`. */
const deleteTransfer = (docnumbr: string) =>
  supervisor.post<Written<{ docnumbr: string }>>('/api/deleteGarageTrans', undefined, { docnumbr });

async function request(body: Record<string, unknown>) {
  return ok(await requester.post<Written<EmpTransWritten>>('/api/insertEmpTrans', body))[1];
}

/** Every row of a status list, following cursors, for one document number. */
async function inStatusList(client: ApiClient, trfstatus: string, docnumbr: string) {
  let cursor: string | undefined;
  do {
    const page = await client.get<EmpTransPage>('/api/getAllEmpTransByStatus', {
      trfstatus,
      limit: 200,
      cursor,
    });
    if (ok(page).items.some((row) => row.docnumbr === docnumbr)) return true;
    cursor = page.body.cursor;
  } while (cursor);
  return false;
}

useRuntimeEnv();
const supervisor = (await signIn('supervisor')).client;

beforeAll(async () => {
  nobody = await signInWithRights({});
  requester = await signInWithRights(screenRights('SGRM015', 'views', 'adds', 'edits', 'deletes'));
  approver = await signInWithRights(screenRights('SGRM016', 'views', 'edits'), {
    usercode: `tr_appr_${run}`,
  });
  closer = await signInWithRights(screenRights('SGRM017', 'views', 'edits'), { usercode: `tr_cls_${run}` });
});

describe('integration: garage transfer', () => {
  it('moves the vehicle to another garage through VehicleTransferred 1252 and on at its status', async () => {
    const job = await newJobOrder(1236);

    const response = await supervisor.post<Written<GarageTransWritten>>('/api/insertGarageTrans', {
      jobordno: job.jobordno,
      trftype: 'G',
      togarage: 'G02',
      remarks: 'Body shop is full',
    });

    expect(ok(response)[0]).toBe(messages.garageTransSaved);
    const { docnumbr, version, statuscde } = response.body[1];
    expect(docnumbr).toMatch(/^GT-\d{4}-\d{5}$/);
    expect(version).toBe(1);
    expect(statuscde).toBe(1236);
    const after = await header(job.jobordno);
    expect(after).toMatchObject({ garage: 'G02', statuscde: 1236 });
    const history = await readHistory('MOI', job.jobordno);
    expect(history.slice(-2).map((entry) => entry.toStatus)).toEqual([1252, 1236]);
    const read = await supervisor.get<GarageTransfer>('/api/getGarageTransById', { docnumbr });
    expect(read.body).toMatchObject({
      docnumbr,
      trftype: 'G',
      jobordno: job.jobordno,
      vehicleno: job.vehicleno,
      fromgarage: 'G01',
      togarage: 'G02',
      prevstatus: 1236,
      remarks: 'Body shop is full',
    });
    // The status index (what the garage's lists and choice lists read) carries the receiving garage.
    const index = engineKeys.statusIndex('MOI', 1236, job.jobordno);
    expect(await getItem<Record<string, unknown>>(index.pk, index.sk)).toMatchObject({ garage: 'G02' });
    const list = await supervisor.get<GarageTransPage>('/api/getAllGarageTrans', {
      vehicleno: job.vehicleno,
      trftype: 'G',
    });
    expect(ok(list).items.map((row) => row.docnumbr)).toContain(docnumbr);
  });

  it('takes no number for a transfer refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const job = await newJobOrder(1236);
    const body = { jobordno: job.jobordno, trftype: 'G', togarage: 'G02', remarks: 'Numbers' };

    await expectNoNumberTaken(`GARAGETRANS#${year}`, {
      number: (sequence) => garageTransNumber(year, sequence),
      heldAt: (docnumbr) => garageTransfers.keys.reference('MOI', docnumbr),
      refused: () => supervisor.post('/api/insertGarageTrans', body),
      unchanged: async () =>
        expect(await header(job.jobordno)).toMatchObject({ garage: 'G01', statuscde: 1236 }),
      saved: () => transfer(body),
    });
  });

  it('changes the remarks at the version (409 when stale, nothing written); refuses another garage', async () => {
    const job = await newJobOrder(1216);
    const saved = await transfer({ jobordno: job.jobordno, trftype: 'G', togarage: 'G02' });

    const changed = await supervisor.post<Written<GarageTransWritten>>('/api/insertGarageTrans', {
      jobordno: job.jobordno,
      trftype: 'G',
      togarage: 'G02',
      remarks: 'Second thoughts',
      docnumbr: saved.docnumbr,
      version: 1,
    });
    const stale = await supervisor.post('/api/insertGarageTrans', {
      jobordno: job.jobordno,
      trftype: 'G',
      togarage: 'G02',
      remarks: 'Stale',
      docnumbr: saved.docnumbr,
      version: 1,
    });
    const other = await supervisor.post('/api/insertGarageTrans', {
      jobordno: job.jobordno,
      trftype: 'G',
      togarage: 'G03',
      docnumbr: saved.docnumbr,
      version: 2,
    });

    expect(changed.body[0]).toBe(messages.garageTransUpdated);
    expect(changed.body[1]).toMatchObject({ version: 2 });
    expect(stale.status).toBe(409);
    expect(other.body).toEqual({ message: messages.garageTransChangeNotAllowed });
    const read = await supervisor.get<GarageTransfer>('/api/getGarageTransById', {
      docnumbr: saved.docnumbr,
    });
    expect(read.body).toMatchObject({ remarks: 'Second thoughts', version: 2 });
  });

  it('deletes a transfer while the vehicle is in the receiving garage: it goes back; not after another transfer', async () => {
    const job = await newJobOrder(1236);
    const first = await transfer({ jobordno: job.jobordno, trftype: 'G', togarage: 'G02' });

    const deleted = await deleteTransfer(first.docnumbr);

    expect(ok(deleted)[0]).toBe(messages.garageTransDeleted);
    expect(await header(job.jobordno)).toMatchObject({ garage: 'G01', statuscde: 1236 });
    expect((await supervisor.get('/api/getGarageTransById', { docnumbr: first.docnumbr })).status).toBe(404);

    const second = await transfer({ jobordno: job.jobordno, trftype: 'G', togarage: 'G02' });
    await transfer({ jobordno: job.jobordno, trftype: 'G', togarage: 'G03' });
    const refusal = await deleteTransfer(second.docnumbr);
    expect(refusal.body).toEqual({ message: messages.garageTransDeletePastStage });
    expect((await header(job.jobordno)).garage).toBe('G03');
  });

  it('refuses a transfer from a wrong status and answers each invalid transfer with its message', async () => {
    const atReception = await newJobOrder(1201);
    const job = await newJobOrder(1236);
    const post = (body: Record<string, unknown>) => supervisor.post('/api/insertGarageTrans', body);

    const wrongStage = await post({ jobordno: atReception.jobordno, trftype: 'G', togarage: 'G02' });
    const noJob = await post({ trftype: 'G', togarage: 'G02' });
    const noGarage = await post({ jobordno: job.jobordno, trftype: 'G' });
    const noSupplier = await post({ jobordno: job.jobordno, trftype: 'T' });
    const sameGarage = await post({ jobordno: job.jobordno, trftype: 'G', togarage: 'G01' });
    const unknownGarage = await post({ jobordno: job.jobordno, trftype: 'G', togarage: 'G99' });
    const notApproved = await post({ jobordno: job.jobordno, trftype: 'T', vendcode: 'V005' });
    const unknownJob = await post({ jobordno: `JO-NONE-${run}`, trftype: 'G', togarage: 'G02' });
    const skipped = await post({
      jobordno: job.jobordno,
      trftype: 'T',
      vendcode: 'V001',
      servstatus: 'RECEIVED',
    });

    expect(wrongStage.body).toEqual({
      message: formatMessage(messages.garageTransWrongStage, {
        jobordno: atReception.jobordno,
        status: `1201 ${namedStatus(1201).statusName}`,
      }),
    });
    expect(noJob.body).toMatchObject({ message: messages.inspectionJobOrderRequired });
    expect(noGarage.body).toMatchObject({ message: messages.garageTransToGarageRequired });
    expect(noSupplier.body).toMatchObject({ message: messages.garageTransSupplierRequired });
    expect(sameGarage.body).toEqual({
      message: formatMessage(messages.garageTransSameGarage, { garage: 'G01' }),
    });
    expect(unknownGarage.body).toEqual({
      message: formatMessage(messages.garageTransUnknownGarage, { garage: 'G99' }),
    });
    expect(notApproved.body).toEqual({
      message: formatMessage(messages.garageTransSupplierNotApproved, { vendcode: 'V005' }),
    });
    expect(unknownJob.status).toBe(404);
    expect(unknownJob.body).toEqual({ message: messages.jobOrderNotFound });
    expect(skipped.body).toEqual({
      message: formatMessage(messages.garageTransStageSkipped, { from: '-', to: 'RECEIVED' }),
    });
    expect(await header(job.jobordno)).toMatchObject({ garage: 'G01', statuscde: 1236 });
  });
});

describe('integration: third-party engine service', () => {
  it('sends the engine out (1253), service completed (1237), received (1238) and on at the status it left at', async () => {
    const job = await newJobOrder(1236);
    const base = { jobordno: job.jobordno, trftype: 'T', vendcode: 'V001' };

    const sent = await transfer({ ...base, remarks: 'Engine overhaul' });
    expect(sent.statuscde).toBe(1253);
    expect((await header(job.jobordno)).statuscde).toBe(1253);
    // Away: no garage transfer, no second engine service.
    const away = await supervisor.post('/api/insertGarageTrans', {
      jobordno: job.jobordno,
      trftype: 'G',
      togarage: 'G02',
    });
    expect(away.body).toEqual({
      message: formatMessage(messages.garageTransWrongStage, {
        jobordno: job.jobordno,
        status: `1253 ${namedStatus(1253).statusName}`,
      }),
    });
    // One stage at a time.
    const skip = await supervisor.post('/api/insertGarageTrans', {
      ...base,
      docnumbr: sent.docnumbr,
      version: 1,
      servstatus: 'RECEIVED',
    });
    expect(skip.body).toEqual({
      message: formatMessage(messages.garageTransStageSkipped, { from: 'SENT', to: 'RECEIVED' }),
    });

    const completed = await supervisor.post<Written<GarageTransWritten>>('/api/insertGarageTrans', {
      ...base,
      docnumbr: sent.docnumbr,
      version: 1,
      servstatus: 'COMPLETED',
    });
    expect(completed.body[0]).toBe(messages.garageTransUpdated);
    expect(completed.body[1]).toMatchObject({ version: 2, statuscde: 1237 });
    const notDeletable = await deleteTransfer(sent.docnumbr);
    expect(notDeletable.body).toEqual({ message: messages.garageTransDeletePastStage });

    const received = await supervisor.post<Written<GarageTransWritten>>('/api/insertGarageTrans', {
      ...base,
      docnumbr: sent.docnumbr,
      version: 2,
      servstatus: 'RECEIVED',
    });
    expect(received.body[1]).toMatchObject({ version: 3, statuscde: 1236 });
    const history = await readHistory('MOI', job.jobordno);
    expect(history.slice(-4).map((entry) => entry.toStatus)).toEqual([1253, 1237, 1238, 1236]);
    const locked = await supervisor.post('/api/insertGarageTrans', {
      ...base,
      docnumbr: sent.docnumbr,
      version: 3,
      remarks: 'later',
    });
    expect(locked.body).toEqual({ message: messages.garageTransLocked });
    const read = await supervisor.get<GarageTransfer>('/api/getGarageTransById', { docnumbr: sent.docnumbr });
    expect(read.body).toMatchObject({
      servstatus: 'RECEIVED',
      vendcode: 'V001',
      prevstatus: 1236,
      statuscde: 1236,
    });
  });

  it('deletes an engine service while the engine is out: the job order goes back', async () => {
    const job = await newJobOrder(1216);
    const sent = await transfer({ jobordno: job.jobordno, trftype: 'T', vendcode: 'V002' });

    const deleted = await deleteTransfer(sent.docnumbr);

    expect(deleted.body[0]).toBe(messages.garageTransDeleted);
    expect((await header(job.jobordno)).statuscde).toBe(1216);
  });

  it('refuses 1237 and 1238 from a wrong status (the job order moved meanwhile)', async () => {
    const job = await newJobOrder(1236);
    const sent = await transfer({ jobordno: job.jobordno, trftype: 'T', vendcode: 'V001' });
    await moveTestJobOrder(job.jobordno, 1229);

    const completed = await supervisor.post('/api/insertGarageTrans', {
      jobordno: job.jobordno,
      trftype: 'T',
      vendcode: 'V001',
      docnumbr: sent.docnumbr,
      version: 1,
      servstatus: 'COMPLETED',
    });

    expect(completed.body).toEqual({
      message: formatMessage(messages.garageTransWrongStage, {
        jobordno: job.jobordno,
        status: `1229 ${namedStatus(1229).statusName}`,
      }),
    });
  });
});

describe('integration: employee transfer', () => {
  it('requests, approves and closes: the employee works in the new garage; each list shows its stage', async () => {
    const employee = await newEmployee('G01');

    const saved = await requester.post<Written<EmpTransWritten>>('/api/insertEmpTrans', {
      emplcode: employee.emplcode,
      togarage: 'G02',
      remarks: 'Needed at Sabhan',
    });
    expect(ok(saved)[0]).toBe(messages.empTransSaved);
    const { docnumbr } = saved.body[1];
    expect(docnumbr).toMatch(/^ET-\d{4}-\d{5}$/);
    expect(await inStatusList(approver, 'R', docnumbr)).toBe(true);
    const all = await requester.get<EmpTransPage>('/api/getAllEmpTrans', { emplcode: employee.emplcode });
    expect(all.body.items.map((row) => row.docnumbr)).toEqual([docnumbr]);

    const approved = await approver.post<Written<EmpTransWritten>>('/api/ApproveEmpTrans', undefined, {
      docnumbr,
    });
    expect(approved.body[0]).toBe(messages.empTransApproved);
    expect(approved.body[1]).toMatchObject({ trfstatus: 'A', version: 2 });
    expect(await inStatusList(closer, 'A', docnumbr)).toBe(true);
    expect(await inStatusList(closer, 'R', docnumbr)).toBe(false);
    expect(await employeeGarage(employee.emplcode)).toBe('G01');

    const closed = await closer.post<Written<EmpTransWritten>>('/api/ApproveEmpTrans', undefined, {
      docnumbr,
    });
    expect(closed.body[0]).toBe(formatMessage(messages.empTransClosed, { garage: 'G02' }));
    expect(closed.body[1]).toMatchObject({ trfstatus: 'C', version: 3 });
    expect(await employeeGarage(employee.emplcode)).toBe('G02');
    expect(await inStatusList(closer, 'C', docnumbr)).toBe(true);
    const read = await closer.get<EmployeeTransfer>('/api/getEmpTransById', { docnumbr });
    expect(read.body).toMatchObject({
      emplcode: employee.emplcode,
      fromgarage: 'G01',
      togarage: 'G02',
      trfstatus: 'C',
      apruser: `tr_appr_${run}`.toLowerCase(),
      clsuser: `tr_cls_${run}`.toLowerCase(),
    });
    const again = await closer.post('/api/ApproveEmpTrans', undefined, { docnumbr });
    expect(again.body).toEqual({ message: messages.empTransAlreadyClosed });
  });

  it('takes no number for a request refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const employee = await newEmployee('G01');
    const body = { emplcode: employee.emplcode, togarage: 'G02', remarks: 'Numbers' };

    await expectNoNumberTaken(`EMPTRANS#${year}`, {
      number: (sequence) => empTransNumber(year, sequence),
      heldAt: (docnumbr) => empTransfers.keys.record('MOI', { docnumbr }),
      refused: () => requester.post('/api/insertEmpTrans', body),
      unchanged: async () => expect(await openTransferOf('MOI', employee.emplcode)).toBeUndefined(),
      saved: () => request(body),
    });
  });

  it('undoes each stage with its delete call, and refuses each from the wrong stage', async () => {
    const employee = await newEmployee('G01');
    const { docnumbr } = await request({ emplcode: employee.emplcode, togarage: 'G03' });
    const del = (client: ApiClient, call: string) => client.post(`/api/${call}`, undefined, { docnumbr });

    expect((await del(approver, 'deleteEmpTransAppr')).body).toEqual({
      message: messages.empTransNotApproved,
    });
    expect((await del(closer, 'deleteEmpTransCls')).body).toEqual({ message: messages.empTransNotClosed });
    await del(approver, 'ApproveEmpTrans');
    expect((await del(requester, 'deleteEmpTrans')).body).toEqual({ message: messages.empTransNotRequested });
    await del(closer, 'ApproveEmpTrans');
    expect(await employeeGarage(employee.emplcode)).toBe('G03');

    const reopened = await closer.post<Written<EmpTransWritten>>('/api/deleteEmpTransCls', undefined, {
      docnumbr,
    });
    expect(reopened.body[0]).toBe(formatMessage(messages.empTransCloseDeleted, { garage: 'G01' }));
    expect(reopened.body[1]).toMatchObject({ trfstatus: 'A' });
    expect(await employeeGarage(employee.emplcode)).toBe('G01');

    const unapproved = await approver.post<Written<EmpTransWritten>>('/api/deleteEmpTransAppr', undefined, {
      docnumbr,
    });
    expect(unapproved.body[0]).toBe(messages.empTransApprovalDeleted);
    expect(unapproved.body[1]).toMatchObject({ trfstatus: 'R' });
    expect(
      (await requester.get<EmployeeTransfer>('/api/getEmpTransById', { docnumbr })).body,
    ).not.toHaveProperty('apruser');

    const deleted = await requester.post<Written<EmpTransWritten>>('/api/deleteEmpTrans', undefined, {
      docnumbr,
    });
    expect(deleted.body[0]).toBe(messages.empTransDeleted);
    expect((await requester.get('/api/getEmpTransById', { docnumbr })).status).toBe(404);
    expect(await inStatusList(approver, 'R', docnumbr)).toBe(false);
    // The lock is released: a new request for the employee is accepted.
    await request({ emplcode: employee.emplcode, togarage: 'G02' });
  });

  it('changes a request at its version (409 when stale) and answers each invalid request with its message', async () => {
    const employee = await newEmployee('G01');
    const inactive = await newEmployee('G01', 'inactive');
    const saved = await request({ emplcode: employee.emplcode, togarage: 'G02' });
    const post = (body: Record<string, unknown>) => requester.post('/api/insertEmpTrans', body);

    const changed = await post({
      emplcode: employee.emplcode,
      togarage: 'G03',
      docnumbr: saved.docnumbr,
      version: 1,
    });
    const stale = await post({
      emplcode: employee.emplcode,
      togarage: 'G04',
      docnumbr: saved.docnumbr,
      version: 1,
    });
    const second = await post({ emplcode: employee.emplcode, togarage: 'G02' });
    const noEmployee = await post({ togarage: 'G02' });
    const noGarage = await post({ emplcode: employee.emplcode });
    const unknown = await post({ emplcode: 'NOBODY', togarage: 'G02' });
    const notActive = await post({ emplcode: inactive.emplcode, togarage: 'G02' });
    const there = await newEmployee('G02');
    const same = await post({ emplcode: there.emplcode, togarage: 'G02' });

    expect((changed.body as Written<EmpTransWritten>)[0]).toBe(messages.empTransUpdated);
    expect(stale.status).toBe(409);
    expect(
      (await requester.get<EmployeeTransfer>('/api/getEmpTransById', { docnumbr: saved.docnumbr })).body,
    ).toMatchObject({
      togarage: 'G03',
      version: 2,
    });
    expect(second.body).toEqual({
      message: formatMessage(messages.empTransOpenExists, {
        emplcode: employee.emplcode,
        docnumbr: saved.docnumbr,
      }),
    });
    expect(noEmployee.body).toMatchObject({ message: messages.empTransEmployeeRequired });
    expect(noGarage.body).toMatchObject({ message: messages.garageTransToGarageRequired });
    expect(unknown.body).toEqual({
      message: formatMessage(messages.empTransUnknownEmployee, { emplcode: 'NOBODY' }),
    });
    expect(notActive.body).toEqual({
      message: formatMessage(messages.empTransUnknownEmployee, { emplcode: inactive.emplcode }),
    });
    expect(same.body).toEqual({
      message: formatMessage(messages.empTransSameGarage, { emplcode: there.emplcode, garage: 'G02' }),
    });

    await approver.post('/api/ApproveEmpTrans', undefined, { docnumbr: saved.docnumbr });
    const afterApproval = await post({
      emplcode: employee.emplcode,
      togarage: 'G02',
      docnumbr: saved.docnumbr,
      version: 3,
    });
    expect(afterApproval.body).toEqual({ message: messages.empTransNotRequested });
  });

  it('refuses to close or reopen when the employee moved meanwhile', async () => {
    const employee = await newEmployee('G01');
    const { docnumbr } = await request({ emplcode: employee.emplcode, togarage: 'G02' });
    await approver.post('/api/ApproveEmpTrans', undefined, { docnumbr });
    await putItem(
      masterItem(masterKeys.record('MOI', masterTypes.employee, employee.emplcode), 'employee', {
        ...employee,
        garageid: 'G04',
      }),
    );

    const closed = await closer.post('/api/ApproveEmpTrans', undefined, { docnumbr });

    expect(closed.body).toEqual({
      message: formatMessage(messages.empTransEmployeeMoved, { emplcode: employee.emplcode, garage: 'G01' }),
    });
    expect(await employeeGarage(employee.emplcode)).toBe('G04');
  });
});

describe('integration: transfer rights', () => {
  it('needs the screen of each call; ApproveEmpTrans needs the screen of the stage', async () => {
    const employee = await newEmployee('G01');
    const { docnumbr } = await request({ emplcode: employee.emplcode, togarage: 'G02' });
    const job = await newJobOrder(1236);

    for (const path of [
      '/api/getAllGarageTrans',
      '/api/getGarageTransById',
      '/api/getAllEmpTrans',
      '/api/getEmpTransById',
    ])
      expect((await nobody.get(path, { docnumbr })).status).toBe(403);
    expect((await nobody.get('/api/getAllEmpTransByStatus', { trfstatus: 'R' })).status).toBe(403);
    expect(
      (await nobody.post('/api/insertGarageTrans', { jobordno: job.jobordno, trftype: 'G', togarage: 'G02' }))
        .status,
    ).toBe(403);
    for (const call of [
      'deleteGarageTrans',
      'deleteEmpTrans',
      'deleteEmpTransAppr',
      'deleteEmpTransCls',
      'ApproveEmpTrans',
    ])
      expect((await nobody.post(`/api/${call}`, undefined, { docnumbr })).status).toBe(403);
    expect(
      (await nobody.post('/api/insertEmpTrans', { emplcode: employee.emplcode, togarage: 'G03' })).status,
    ).toBe(403);

    // The requester neither approves nor closes; the closer cannot approve a request; the approver cannot close.
    expect((await requester.post('/api/ApproveEmpTrans', undefined, { docnumbr })).status).toBe(403);
    expect((await closer.post('/api/ApproveEmpTrans', undefined, { docnumbr })).status).toBe(403);
    expect(
      (await approver.post('/api/insertEmpTrans', { emplcode: employee.emplcode, togarage: 'G03' })).status,
    ).toBe(403);
    await approver.post('/api/ApproveEmpTrans', undefined, { docnumbr });
    expect((await approver.post('/api/ApproveEmpTrans', undefined, { docnumbr })).status).toBe(403);
    expect((await requester.post('/api/deleteEmpTransAppr', undefined, { docnumbr })).status).toBe(403);
    // Every employee transfer screen reads the lists; the garage transfer screen is the supervisor's.
    for (const client of [requester, approver, closer])
      expect((await client.get('/api/getAllEmpTransByStatus', { trfstatus: 'A' })).status).toBe(200);
    expect((await requester.get('/api/getAllGarageTrans')).status).toBe(403);
    expect((await supervisor.get('/api/getAllGarageTrans')).status).toBe(200);
    expect((await supervisor.get('/api/getAllEmpTrans')).status).toBe(200);
  });
});

describe('integration: transfer demo data', () => {
  it('leaves a request to approve and an approved transfer to close, and runs again without change', async () => {
    await seedEmployeeTransfers('MOI', new Date());
    const request = await openTransferOf('MOI', 'E1018');
    const approved = await openTransferOf('MOI', 'E1017');
    await seedEmployeeTransfers('MOI', new Date());

    expect(await openTransferOf('MOI', 'E1018')).toBe(request);
    expect(await openTransferOf('MOI', 'E1017')).toBe(approved);
    expect(await empTransfers.get('MOI', request!)).toMatchObject({
      emplcode: 'E1018',
      trfstatus: 'R',
      togarage: 'G03',
    });
    expect(await empTransfers.get('MOI', approved!)).toMatchObject({
      emplcode: 'E1017',
      trfstatus: 'A',
      togarage: 'G01',
    });
  });
});
