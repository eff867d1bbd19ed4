/**
 * KPTC job orders (`JobOrder/*`), manual status changes (`ChangeJobStatus/*`) and the reception
 * inspection (`Inspection/*`) through the local runtime: create from an MOI job card or directly,
 * edit at version, delete refused when invoiced or past completion, reject, status change, undo,
 * inspections moving the job order to 1204, every validation message, rights (403) and the history
 * item and event each change leaves. Each test takes vehicles of its own (tests/support/vehicles.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRights, messages, noRights, type FormRights, type RightAction } from '@fleet/shared';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import {
  revertRemarks,
  type CheckListHeader,
  type Inspection,
  type InspectionListPage,
  type JobOrderListPage,
  type JobOrderPrint,
  type JobOrderRow,
} from '@fleet/shared/reception/kptc-job-orders';
import { putItem, queryAll } from '@fleet/functions/lib/db';
import { engineKeys, readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { jobOrderPk } from '@fleet/functions/engines/status/headers';
import { markerKeys } from '@fleet/functions/engines/events/markers';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { vehicleChecks } from '@fleet/functions/platform/seed/workshop';
import type { VehicleWorkflow } from '@fleet/shared/garage/vehicle-workflow';
import {
  emptyJobOrderForm,
  toCreateRequest,
  withJobCard,
} from '../../../web/src/modules/reception/job-orders/form/jobOrderForm.ts';
import { type ApiClient, ok, refused, signInAll } from '../../support/api.ts';
import { useRuntimeEnv, screenRights, signInWithRights } from '../../support/fixtures.ts';
import { eventually } from '../../support/socket.ts';
import { newTestVehicle } from '../../support/vehicles.ts';
import { jobOrderStatus, writeTestJobOrder, moveTestJobOrder } from '../../support/job-orders.ts';

const paths = {
  list: '/api/JobOrder/getJobOrderList',
  forQc: '/api/JobOrder/getJobOrderListForQC',
  byId: '/api/JobOrder/getJobOrderById',
  checkListHeader: '/api/JobOrder/getCheckListHeader',
  byVehicle: '/api/JobOrder/getJobOrderByvehicleno',
  print: '/api/JobOrder/getJobOrderPrintByjoborderno',
  images: '/api/JobOrder/getImageUploadDocnumberByJoNo',
  rejectList: '/api/JobOrder/getJobOrderRejectList',
  set: '/api/JobOrder/SetJobOrder',
  put: '/api/JobOrder/putJobOrder',
  remove: '/api/JobOrder/deleteJobOrder',
  updateStatus: '/api/JobOrder/updateStatusJobOrder',
  updateByVehicle: '/api/JobOrder/updateStatusByVehicle',
  reject: '/api/JobOrder/setJobOrderReject',
  changeStatus: '/api/ChangeJobStatus/updateStatusJobOrder',
  revert: '/api/ChangeJobStatus/deleteStatusJobOrder',
  setInspection: '/api/Inspection/setInspection',
  putInspection: '/api/Inspection/putInspection',
  inspectionList: '/api/Inspection/getInspectionList',
  inspectionById: '/api/Inspection/getInspectionById',
  deleteInspection: '/api/Inspection/deleteInspection',
};

type Saved = [string, { jobordno: string; version: number; statuscde: number }];
type InspectionSaved = [string, { docnumbr: string; version: number; jobordno: string; statuscde: number }];

const run = Date.now().toString(36).toUpperCase();
const today = kuwaitClock(new Date()).date;
let sequence = 0;

let admin: ApiClient;
let reception: ApiClient;
let viewer: ApiClient;
let nobody: ApiClient;
/** The demo reception user (job cards on SGRJ001). */
let desk: ApiClient;
/** A supervisor's rights on the manual status change (SGRK006 / SGRK007 edits). */
let supervisor: ApiClient;
/** Reception as the seed will have it (issue 24 item 9): the status change screens without edits. */
let receptionNoEdits: ApiClient;

/** An MOI job card at Inspector Assigned (1196), written through the engine as the job-cards module does. */
const newJobCard = () => writeTestJobOrder(`JO-KJO-${run}-${++sequence}`, 'MOI', [1195, 1196]);

/** A KPTC job order created directly through `SetJobOrder`. */
async function newJobOrder(extra: Record<string, unknown> = {}) {
  const vehicle = await newTestVehicle('MOI');
  const response = await reception.post<Saved>(paths.set, {
    vehicleno: vehicle.vehicleno,
    garage: 'G02',
    mobileno: '55512345',
    remarks: 'Integration test',
    ...extra,
  });
  return { vehicle, ...ok(response)[1] };
}

/** Every subscriber-bound event of an entry reached the bus (an idempotency marker exists). */
const delivered = (entry: JobOrderHistoryEntry) =>
  eventually(
    () => queryAll({ pk: markerKeys(entry.eventId, 'x').pk }),
    (markers) => markers.length > 0,
  );

const lastHistory = async (jobordno: string) => (await readHistory('MOI', jobordno)).at(-1)!;

beforeAll(async () => {
  useRuntimeEnv();
  const screens = ['SGRK003', 'SGRK006', 'SGRK007', 'SGRK008'];
  const each = (rights: FormRights) => Object.fromEntries(screens.map((screen) => [screen, rights]));
  reception = await signInWithRights(each(allRights), { usercode: `kjo_full_${run}` });
  viewer = await signInWithRights(each({ ...noRights, views: 'Y' }));
  nobody = await signInWithRights({});
  supervisor = await signInWithRights(
    { ...screenRights('SGRK006', 'views', 'edits'), ...screenRights('SGRK007', 'views', 'edits') },
    { usercode: `kjo_sup_${run}` },
  );
  const receives: RightAction[] = ['views', 'adds', 'prints', 'notifs'];
  receptionNoEdits = await signInWithRights({
    SGRK003: { ...allRights },
    ...screenRights('SGRK006', ...receives),
    ...screenRights('SGRK007', ...receives),
  });
  [desk, admin] = await signInAll(['reception', 'admin']);
});

describe('integration: JobOrder/SetJobOrder', () => {
  it('creates a KPTC job order for a vehicle with the vehicle, garage and company names, history and event', async () => {
    // Act
    const { vehicle, jobordno, version, statuscde } = await newJobOrder({ servicetype: 'quick' });

    // Assert
    expect(jobordno).toMatch(/^JO-\d{4}-\d{5}$/);
    expect({ version, statuscde }).toEqual({ version: 1, statuscde: 1201 });
    const read = await reception.get<JobOrderRow>(paths.byId, { jobordno });
    expect(read.body).toMatchObject({
      jobordno,
      joborddat: today,
      vehicleno: vehicle.vehicleno,
      garage: 'G02',
      garagnam: expect.any(String),
      kind: 'KPTC',
      state: 'open',
      statuscde: 1201,
      statusname: 'Job Order Created',
      statusnamear: 'تم إنشاء أمر العمل',
      mobileno: '55512345',
      servicetype: 'quick',
      custwait: 'Y',
      loginuserIn: `kjo_full_${run}`.toLowerCase(),
    });
    expect(read.body.garagnam).not.toBe('');
    const history = await readHistory('MOI', jobordno);
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.action])).toEqual([
      [null, 1201, 'create'],
    ]);
    await delivered(history[0]!);
  });

  it('moves an MOI job card on to Job Order Created under the same number', async () => {
    // Arrange
    const { jobordno } = await newJobCard();

    // Act
    const response = await reception.post<Saved>(paths.set, {
      jobordno,
      moijobord: 'MOI-77',
      kilometer: 42000,
    });

    // Assert
    expect(ok(response)).toEqual([messages.kjoSaved, { jobordno, version: 2, statuscde: 1201 }]);
    const core = await readJobOrderCore('MOI', jobordno);
    expect(core).toMatchObject({ kind: 'MOI', statuscde: 1201, moijobord: 'MOI-77', kilometer: 42000 });
    const entry = await lastHistory(jobordno);
    expect(entry).toMatchObject({ fromStatus: 1196, toStatus: 1201, action: 'status' });
    await delivered(entry);
  });

  it('refuses a job card that is not in the MOI phase', async () => {
    // Arrange: a job card still at 1195 (no inspector).
    const { jobordno } = await newJobCard();
    await moveTestJobOrder(jobordno, 1195);

    // Act
    const response = await reception.post(paths.set, { jobordno });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.jobOrderWrongStage });
  });

  it('refuses a second open job order for the vehicle with the spec message', async () => {
    // Arrange
    const { vehicle } = await newJobOrder();

    // Act
    const response = await reception.post(paths.set, { vehicleno: vehicle.vehicleno, garage: 'G01' });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.jobOrderVehicleBusy });
  });

  it('answers each validation message', async () => {
    // Arrange
    const vehicle = await newTestVehicle('MOI');
    const cases: [Record<string, unknown>, string][] = [
      [{}, messages.kjoSourceRequired],
      [{ vehicleno: vehicle.vehicleno }, messages.kjoGarageRequired],
      [{ vehicleno: '98/00000', garage: 'G01' }, messages.kjoUnknownVehicle],
      [{ vehicleno: vehicle.vehicleno, garage: 'NOPE' }, messages.kjoUnknownGarage],
      [{ vehicleno: vehicle.vehicleno, garage: 'G01', mobileno: '1234567' }, messages.kjoMobileInvalid],
      [
        { vehicleno: vehicle.vehicleno, garage: 'G01', prevservicedate: '2999-01-01' },
        messages.kjoPrevServiceFuture,
      ],
      [{ jobordno: 'JO-NONE' }, messages.jobOrderNotFound],
    ];

    for (const [body, message] of cases) {
      // Act
      const response = await reception.post<{ message: string }>(paths.set, body);

      // Assert
      expect(response.status, JSON.stringify(body)).toBe(body['jobordno'] ? 404 : 400);
      expect(response.body.message).toBe(message);
    }
    expect(await engineLock(vehicle.vehicleno)).toBeUndefined();
  });

  it('needs the adds right on SGRK003', async () => {
    const vehicle = await newTestVehicle('MOI');
    const response = await viewer.post(paths.set, { vehicleno: vehicle.vehicleno, garage: 'G01' });
    expect(response.status).toBe(403);
  });
});

describe('integration: a KJO from an MOI job card keeps what reception typed (issue 24 item 1)', () => {
  /** Header fields reception types on the job card that the KJO and every later step read. */
  const receptionFields = [
    'garage',
    'garagnam',
    'moijobord',
    'servicetype',
    'custwait',
    'jobtimin',
    'mobileno',
    'prevservicedate',
    'kilometer',
    'accident',
    'winch',
    'remarks',
    'loginuserIn',
  ] as const;
  const pick = (record: object) =>
    Object.fromEntries(receptionFields.map((name) => [name, (record as Record<string, unknown>)[name]]));

  /** A job card with every field, saved as reception saves it (JobOrdermoi/SetJobOrder). */
  async function fullJobCard() {
    const vehicle = await newTestVehicle('MOI');
    const check = vehicleChecks[0]!;
    const response = await desk.post<Saved>('/api/JobOrdermoi/SetJobOrder', {
      vehicleno: vehicle.vehicleno,
      garage: 'G02',
      servicetype: 'main',
      custwait: 'Y',
      jobtimin: '2026-03-01T05:30:00.000Z',
      moijobord: `MOI-${run}-${++sequence}`,
      mobileno: '99887766',
      prevservicedate: '2025-06-01',
      kilometer: 48210,
      accident: 'N',
      winch: 'N',
      remarks: 'Brakes squeal; the customer waits',
      checklist: [{ checkheader: check.checkheader, checkid: check.checkid, status: 'Y' }],
      photos: [],
      inspector: 'inspector',
    });
    const jobordno = ok(response)[1].jobordno;
    return { jobordno, before: pick((await readJobOrderCore('MOI', jobordno))!) };
  }

  it('saves the form as it fills from the job card: the job order, gate pass out and delivery read the same data', async () => {
    // Arrange: the KJO form picks the job card (getJobOrderById) and fills itself from it.
    const { jobordno, before } = await fullJobCard();
    const card = await reception.get<JobOrderRow>(paths.byId, { jobordno });
    const payload = toCreateRequest(withJobCard({ ...emptyJobOrderForm(), jobordno }, card.body));

    // Act
    const response = await reception.post<Saved>(paths.set, payload);

    // Assert: at 1201 with nothing reception typed changed (job time IN included).
    expect(response.body).toEqual([messages.kjoSaved, { jobordno, version: 2, statuscde: 1201 }]);
    expect(pick((await readJobOrderCore('MOI', jobordno))!)).toEqual(before);
    // Gate pass out reads the MOI ref and the original time IN.
    await moveTestJobOrder(jobordno, 1225);
    const gatePass = await admin.get<Record<string, unknown>>('/api/GatePass/getGatePassJobOrder', {
      jobordno,
    });
    expect(gatePass.body).toMatchObject({ moijobord: before['moijobord'], jobtimin: before['jobtimin'] });
    // Delivery offers it with the customer's mobile still on the job order.
    await moveTestJobOrder(jobordno, 1206);
    const choices = await admin.get<{ jobordno: string }[]>('/api/getJobOrder', { tostatus: 1227 });
    expect(choices.body.map((row) => row.jobordno)).toContain(jobordno);
    const atDelivery = await admin.get<JobOrderRow>(paths.byId, { jobordno });
    expect(pick(atDelivery.body)).toEqual(before);
  });

  it('never writes blanks over the job card: absent or empty fields leave it, a value given replaces it', async () => {
    // Arrange
    const { jobordno, before } = await fullJobCard();

    // Act: what a form that filled only the make sent.
    const response = await reception.post<Saved>(paths.set, {
      jobordno,
      moijobord: '',
      mobileno: '',
      prevservicedate: '',
      remarks: '',
      kilometer: 48300,
    });

    // Assert
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(pick((await readJobOrderCore('MOI', jobordno))!)).toEqual({ ...before, kilometer: 48300 });
  });
});

async function engineLock(vehicleno: string) {
  const lock = engineKeys.vehicleLock('MOI', vehicleno);
  const items = await queryAll<{ sk: string; jobordno: string }>({ pk: lock.pk, beginsWith: lock.sk });
  return items[0]?.jobordno;
}

describe('integration: JobOrder/putJobOrder', () => {
  it('edits header fields at the version read, without a history entry', async () => {
    // Arrange
    const { jobordno } = await newJobOrder();

    // Act
    const response = await reception.post<Saved>(paths.put, {
      jobordno,
      version: 1,
      remarks: 'Changed',
      mobileno: '99988877',
      garage: 'G01',
    });

    // Assert
    expect(response.body).toEqual([messages.kjoUpdated, { jobordno, version: 2, statuscde: 1201 }]);
    const read = await reception.get<JobOrderRow>(paths.byId, { jobordno });
    expect(read.body).toMatchObject({ remarks: 'Changed', mobileno: '99988877', garage: 'G01', version: 2 });
    expect(await readHistory('MOI', jobordno)).toHaveLength(1);
  });

  it('answers 409 for a stale version and keeps the stored header', async () => {
    // Arrange
    const { jobordno } = await newJobOrder();
    await reception.post(paths.put, { jobordno, version: 1, remarks: 'First' });

    // Act
    const response = await reception.post(paths.put, { jobordno, version: 1, remarks: 'Second' });

    // Assert
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: messages.conflict });
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ remarks: 'First', version: 2 });
  });

  it('needs a version and the edits right', async () => {
    const { jobordno } = await newJobOrder();
    const missing = await reception.post<{ message: string }>(paths.put, { jobordno });
    refused(missing, messages.kjoVersionRequired);
    expect((await viewer.post(paths.put, { jobordno, version: 1 })).status).toBe(403);
  });
});

describe('integration: JobOrder/deleteJobOrder', () => {
  it('cancels a job order in progress: state cancelled, history action delete, vehicle free, out of the list', async () => {
    // Arrange
    const { jobordno, vehicle } = await newJobOrder();

    // Act
    const response = await admin.post<Saved>(paths.remove, undefined, { jobordno });

    // Assert
    expect(ok(response)[0]).toBe(messages.kjoDeleted);
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ state: 'cancelled', statuscde: 1201 });
    const entry = await lastHistory(jobordno);
    expect(entry).toMatchObject({ action: 'delete', fromStatus: 1201, toStatus: 1201 });
    await delivered(entry);
    expect(await engineLock(vehicle.vehicleno)).toBeUndefined();
    const list = await reception.get<JobOrderListPage>(paths.list, { vehicleno: vehicle.vehicleno });
    expect(list.body.items).toEqual([]);
  });

  it('refuses a job order past completion with the spec message', async () => {
    // Arrange
    const { jobordno } = await newJobOrder();
    await moveTestJobOrder(jobordno, 1231);

    // Act
    const response = await admin.post(paths.remove, undefined, { jobordno });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.jobOrderCannotDelete });
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ state: 'open', statuscde: 1231 });
  });

  it('refuses a job order a maintenance invoice is linked to', async () => {
    // Arrange: an invoice document indexed under the job order (as the invoice module stores it).
    const { jobordno } = await newJobOrder();
    await putItem({
      pk: `MOI#CARINV#MI-KJO-${run}`,
      sk: 'MASTER',
      gsi2pk: jobOrderPk('MOI', jobordno),
      gsi2sk: `CARINV#MI-KJO-${run}`,
      entity: 'invoice',
      carinvno: `MI-KJO-${run}`,
      jobordno,
    });

    // Act
    const response = await admin.post(paths.remove, undefined, { jobordno });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.jobOrderCannotDelete });
  });

  it('answers 404 for an unknown job order and 403 without the deletes right', async () => {
    expect((await admin.post(paths.remove, undefined, { jobordno: 'JO-NONE' })).status).toBe(404);
    const { jobordno } = await newJobOrder();
    expect((await viewer.post(paths.remove, undefined, { jobordno })).status).toBe(403);
  });
});

describe('integration: JobOrder/setJobOrderReject and getJobOrderRejectList', () => {
  it('rejects with remarks: state rejected, history action reject, vehicle free, in the reject list', async () => {
    // Arrange
    const { jobordno, vehicle } = await newJobOrder();

    // Act
    const response = await reception.post<Saved>(paths.reject, { jobordno, rejectremarks: 'Wrong vehicle' });

    // Assert
    expect(response.body[0]).toBe(messages.kjoRejected);
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({
      state: 'rejected',
      rejectremarks: 'Wrong vehicle',
    });
    const entry = await lastHistory(jobordno);
    expect(entry).toMatchObject({ action: 'reject', remarks: 'Wrong vehicle' });
    await delivered(entry);
    expect(await engineLock(vehicle.vehicleno)).toBeUndefined();
    const list = await reception.get<JobOrderRow[]>(paths.rejectList, { fromdate: today, todate: today });
    expect(list.body.map((row) => row.jobordno)).toContain(jobordno);
  });

  it('needs rejection remarks', async () => {
    const { jobordno } = await newJobOrder();
    const response = await reception.post(paths.reject, { jobordno, rejectremarks: ' ' });
    refused(response, messages.kjoRejectRemarksRequired);
  });
});

describe('integration: manual status change', () => {
  it('JobOrder/updateStatusJobOrder moves to a known status without the workflow check, with history and event', async () => {
    // Arrange
    const { jobordno } = await newJobOrder();

    // Act: 1201 -> 1229 (On Hold) is no workflow step.
    const response = await reception.post<Saved>(paths.updateStatus, {
      jobordno,
      statuscde: 1229,
      remarks: 'Waiting for the owner',
    });

    // Assert
    expect(response.body).toEqual([messages.kjoStatusUpdated, { jobordno, version: 2, statuscde: 1229 }]);
    const entry = await lastHistory(jobordno);
    expect(entry).toMatchObject({
      fromStatus: 1201,
      toStatus: 1229,
      action: 'correction',
      remarks: 'Waiting for the owner',
    });
    await delivered(entry);
  });

  it('ChangeJobStatus/updateStatusJobOrder does the same, 409 on a stale version', async () => {
    const { jobordno } = await newJobOrder();
    const moved = await reception.post<Saved>(paths.changeStatus, {
      jobordno,
      statuscde: 1202,
      remarks: 'Technician assigned on paper',
      version: 1,
    });
    expect(moved.body).toEqual([messages.kjoStatusUpdated, { jobordno, version: 2, statuscde: 1202 }]);
    const stale = await reception.post(paths.changeStatus, {
      jobordno,
      statuscde: 1203,
      remarks: 'Images taken',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await jobOrderStatus(jobordno)).toBe(1202);
  });

  it('answers 400 for an unknown status code or the current one, 403 without the edits right', async () => {
    const { jobordno } = await newJobOrder();
    const unknown = await reception.post(paths.updateStatus, { jobordno, statuscde: 9999, remarks: 'x' });
    refused(unknown, messages.kjoUnknownStatus);
    const same = await reception.post(paths.changeStatus, { jobordno, statuscde: 1201, remarks: 'x' });
    expect(same.body).toEqual({ message: messages.kjoSameStatus });
    expect((await viewer.post(paths.updateStatus, { jobordno, statuscde: 1229 })).status).toBe(403);
    expect((await viewer.post(paths.changeStatus, { jobordno, statuscde: 1229 })).status).toBe(403);
  });

  it('JobOrder/updateStatusByVehicle changes the open job order of a plate', async () => {
    // Arrange
    const { jobordno, vehicle } = await newJobOrder();

    // Act
    const response = await reception.post<Saved>(paths.updateByVehicle, {
      vehicleno: vehicle.vehicleno,
      statuscde: 1203,
      remarks: 'By plate',
    });

    // Assert
    expect(response.body).toEqual([messages.kjoStatusUpdated, { jobordno, version: 2, statuscde: 1203 }]);
    await delivered(await lastHistory(jobordno));
  });

  it('updateStatusByVehicle refuses a plate without an open job order and needs SGRK007 edits', async () => {
    const vehicle = await newTestVehicle('MOI');
    const none = await reception.post(paths.updateByVehicle, {
      vehicleno: vehicle.vehicleno,
      statuscde: 1203,
      remarks: 'x',
    });
    expect(none.body).toEqual({ message: messages.kjoNoOpenJobOrder });
    const forbidden = await viewer.post(paths.updateByVehicle, {
      vehicleno: vehicle.vehicleno,
      statuscde: 1203,
    });
    expect(forbidden.status).toBe(403);
  });

  it('ChangeJobStatus/deleteStatusJobOrder undoes the last changes one by one', async () => {
    // Arrange: 1201 -> 1202 -> 1229.
    const { jobordno } = await newJobOrder();
    await reception.post(paths.updateStatus, { jobordno, statuscde: 1202, remarks: 'Assigned on paper' });
    await reception.post(paths.updateStatus, { jobordno, statuscde: 1229, remarks: 'Owner asked to wait' });

    // Act
    const first = await reception.post<Saved>(paths.revert, undefined, { jobordno });
    const second = await reception.post<Saved>(paths.revert, undefined, { jobordno });
    const third = await reception.post(paths.revert, undefined, { jobordno });

    // Assert
    expect(first.body).toEqual([messages.kjoStatusReverted, { jobordno, version: 4, statuscde: 1202 }]);
    expect(second.body[1]).toMatchObject({ statuscde: 1201 });
    expect(third.status).toBe(400);
    expect(third.body).toEqual({ message: messages.kjoNothingToRevert });
    const entry = await lastHistory(jobordno);
    expect(entry).toMatchObject({
      fromStatus: 1202,
      toStatus: 1201,
      action: 'status',
      remarks: revertRemarks,
    });
    await delivered(entry);
    expect((await viewer.post(paths.revert, undefined, { jobordno })).status).toBe(403);
  });
});

describe("integration: the manual status change is a supervisor's correction (issue 24 item 9)", () => {
  it('refuses reception without the edits right (403) and records who, when and why for a supervisor', async () => {
    // Arrange
    const { jobordno, vehicle } = await newJobOrder();

    // Act
    const refusal = await receptionNoEdits.post(paths.changeStatus, {
      jobordno,
      statuscde: 1229,
      remarks: 'Owner asked to wait',
    });
    const refusedByPlate = await receptionNoEdits.post(paths.updateByVehicle, {
      vehicleno: vehicle.vehicleno,
      statuscde: 1229,
      remarks: 'Owner asked to wait',
    });
    const before = Date.now();
    const corrected = await supervisor.post<Saved>(paths.changeStatus, {
      jobordno,
      statuscde: 1229,
      remarks: '  Owner asked to wait for the insurance  ',
    });

    // Assert
    expect(refusal.status).toBe(403);
    expect(refusedByPlate.status).toBe(403);
    expect(corrected.body).toEqual([messages.kjoStatusUpdated, { jobordno, version: 2, statuscde: 1229 }]);
    const entry = await lastHistory(jobordno);
    expect(entry).toMatchObject({
      fromStatus: 1201,
      toStatus: 1229,
      action: 'correction',
      user: `kjo_sup_${run}`.toLowerCase(),
      remarks: 'Owner asked to wait for the insurance',
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    const timeline = await admin.get<JobOrderHistoryEntry[]>('/api/DashBoard/getJobCardTimeline', {
      jobordno,
    });
    expect(timeline.body.at(-1)).toMatchObject({
      action: 'correction',
      user: `kjo_sup_${run}`.toLowerCase(),
      remarks: 'Owner asked to wait for the insurance',
    });
    const workflow = await admin.get<{ workflow: VehicleWorkflow }>('/api/DashBoard/getVehicleWorkflow', {
      jobordno,
    });
    expect(workflow.body.workflow.corrections).toEqual([
      {
        at: entry.at,
        user: `kjo_sup_${run}`.toLowerCase(),
        fromStatus: 1201,
        toStatus: 1229,
        remarks: 'Owner asked to wait for the insurance',
      },
    ]);
  });

  it('needs a reason of at most 500 characters, by job order and by plate', async () => {
    // Arrange
    const { jobordno, vehicle } = await newJobOrder();
    const cases: [string, Record<string, unknown>, string][] = [
      [paths.changeStatus, { jobordno, statuscde: 1229 }, messages.kjoStatusReasonRequired],
      [paths.updateStatus, { jobordno, statuscde: 1229, remarks: '   ' }, messages.kjoStatusReasonRequired],
      [
        paths.changeStatus,
        { jobordno, statuscde: 1229, remarks: 'x'.repeat(501) },
        messages.kjoStatusReasonTooLong,
      ],
      [
        paths.updateByVehicle,
        { vehicleno: vehicle.vehicleno, statuscde: 1229 },
        messages.kjoStatusReasonRequired,
      ],
    ];

    for (const [path, body, message] of cases) {
      // Act
      const response = await supervisor.post<{ message: string }>(path, body);

      // Assert
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ statuscde: 1201, version: 1 });
  });

  it('refuses delivered, invoiced, paid and submitted statuses, which only their documents set', async () => {
    // Arrange: a job order ready for delivery.
    const { jobordno, vehicle } = await newJobOrder();
    await moveTestJobOrder(jobordno, 1206);

    for (const statuscde of [1227, 1232, 1249, 1250, 1251, 1420, 1422, 1425, 1426]) {
      // Act
      const response = await supervisor.post<{ message: string }>(paths.changeStatus, {
        jobordno,
        statuscde,
        remarks: 'Customer collected it',
      });

      // Assert
      expect(response.status, String(statuscde)).toBe(400);
      expect(response.body.message).toBe(messages.kjoStatusByDocument);
    }
    const byPlate = await supervisor.post<{ message: string }>(paths.updateByVehicle, {
      vehicleno: vehicle.vehicleno,
      statuscde: 1227,
      remarks: 'Customer collected it',
    });
    expect(byPlate.body.message).toBe(messages.kjoStatusByDocument);
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ statuscde: 1206, state: 'open' });
  });
});

describe('integration: JobOrder reads', () => {
  it('lists by date window with the plate, garage, status and kind filters, paged', async () => {
    // Arrange
    const first = await newJobOrder();
    const second = await newJobOrder();
    await reception.post(paths.updateStatus, {
      jobordno: second.jobordno,
      statuscde: 1202,
      remarks: 'Technician assigned on paper',
    });

    // Act
    const byPlate = await reception.get<JobOrderListPage>(paths.list, {
      fromdate: today,
      todate: today,
      vehicleno: first.vehicle.vehicleno,
    });
    const byStatus = await reception.get<JobOrderListPage>(paths.list, {
      fromdate: today,
      todate: today,
      statuscde: 1202,
      kind: 'KPTC',
      garage: 'G02',
    });
    const page1 = await reception.get<JobOrderListPage>(paths.list, {
      fromdate: today,
      todate: today,
      limit: 10,
    });
    const page2 = await reception.get<JobOrderListPage>(paths.list, {
      fromdate: today,
      todate: today,
      limit: 10,
      cursor: page1.body.cursor,
    });

    // Assert
    expect(byPlate.body.items.map((row) => row.jobordno)).toEqual([first.jobordno]);
    expect(byPlate.body.items[0]).toMatchObject({ statusname: 'Job Order Created' });
    expect(byStatus.body.items.map((row) => row.jobordno)).toContain(second.jobordno);
    expect(byStatus.body.items.every((row) => row.statuscde === 1202 && row.kind === 'KPTC')).toBe(true);
    expect(page1.body.items).toHaveLength(10);
    const overlap = ok(page2).items.filter((row) =>
      page1.body.items.some((other) => other.jobordno === row.jobordno),
    );
    expect(overlap).toEqual([]);
  });

  it('refuses a window whose from date is after its to date and a foreign cursor', async () => {
    const window = await reception.get(paths.list, { fromdate: '2026-02-02', todate: '2026-02-01' });
    expect(window.status).toBe(400);
    const cursor = Buffer.from(JSON.stringify({ gsi1pk: 'KPTC#JO' })).toString('base64url');
    expect((await reception.get(paths.list, { cursor })).status).toBe(400);
  });

  it("lists a vehicle's job orders newest first, including closed ones", async () => {
    // Arrange
    const { vehicle, jobordno: older } = await newJobOrder();
    await reception.post(paths.reject, { jobordno: older, rejectremarks: 'Duplicate' });
    const newer = await reception.post<Saved>(paths.set, { vehicleno: vehicle.vehicleno, garage: 'G01' });

    // Act
    const response = await viewer.get<JobOrderRow[]>(paths.byVehicle, { vehicleno: vehicle.vehicleno });

    // Assert
    expect(response.body.map((row) => [row.jobordno, row.state])).toEqual([
      [newer.body[1].jobordno, 'open'],
      [older, 'rejected'],
    ]);
    expect((await nobody.get(paths.byVehicle, { vehicleno: vehicle.vehicleno })).status).toBe(403);
  });

  it('reads checklist headers, the job orders for QC, image upload numbers and the print', async () => {
    // Arrange
    const { jobordno } = await newJobOrder();
    await putItem({ pk: jobOrderPk('MOI', jobordno), sk: 'IMGUPLOAD#IMG-KJO-1', docnumbr: 'IMG-KJO-1' });

    // Act
    const headers = await reception.get<CheckListHeader[]>(paths.checkListHeader);
    const forQc = await reception.get<JobOrderRow[]>(paths.forQc);
    const images = await reception.get(paths.images, { joborderno: jobordno });
    const print = await reception.get<JobOrderPrint>(paths.print, { joborderno: jobordno });

    // Assert
    expect(headers.body.length).toBeGreaterThan(0);
    expect(headers.body[0]).toEqual({
      checkheader: expect.any(String),
      checkheadernam: expect.any(String),
      checkheadernamar: expect.any(String),
    });
    expect(new Set(headers.body.map((header) => header.checkheader)).size).toBe(headers.body.length);
    expect(forQc.body.map((row) => row.jobordno)).toContain(jobordno);
    expect(images.body).toEqual([{ docnumbr: 'IMG-KJO-1' }]);
    expect(print.body.header).toMatchObject({ jobordno, statusname: 'Job Order Created' });
    expect(print.body.history).toHaveLength(1);
    expect((await reception.get(paths.byId, { jobordno: 'JO-NONE' })).status).toBe(404);
    expect((await nobody.get(paths.list)).status).toBe(403);
    expect((await nobody.get(paths.byId, { jobordno })).status).toBe(403);
  });
});

describe('integration: Inspection (reception)', () => {
  const findings = [
    { checkheader: 'EXT', checkid: 'EXT01', finding: 'Scratch on the rear door', result: 'repair' },
  ];

  it('saves an inspection in the job order partition and moves the job order to 1204 in the same write', async () => {
    // Arrange
    const { jobordno, vehicle } = await newJobOrder({ moijobord: 'MOI-9' });

    // Act
    const response = await reception.post<InspectionSaved>(paths.setInspection, {
      jobordno,
      remarks: 'Body check',
      findings,
    });

    // Assert
    const [message, saved] = ok(response);
    expect(message).toBe(messages.inspectionSaved);
    expect(saved).toEqual({
      docnumbr: expect.stringMatching(/^INS-\d{4}-\d{5}$/),
      version: 1,
      jobordno,
      statuscde: 1204,
    });
    const read = await reception.get<Inspection>(paths.inspectionById, { docnumbr: saved.docnumbr });
    expect(read.body).toMatchObject({
      docnumbr: saved.docnumbr,
      inspdate: today,
      moijobord: 'MOI-9',
      jobordno,
      remarks: 'Body check',
      joborddat: today,
      vehicleno: vehicle.vehicleno,
      garagnam: expect.any(String),
      findings: [{ ...findings[0] }],
      version: 1,
    });
    const partition = await queryAll<{ sk: string }>({
      pk: jobOrderPk('MOI', jobordno),
      beginsWith: 'INSPECTION#',
    });
    expect(partition.map((item) => item.sk)).toEqual([`INSPECTION#${saved.docnumbr}`]);
    const entry = await lastHistory(jobordno);
    expect(entry).toMatchObject({ fromStatus: 1201, toStatus: 1204 });
    await delivered(entry);
    const list = await reception.get<InspectionListPage>(paths.inspectionList, {
      fromdate: today,
      todate: today,
      jobordno,
    });
    expect(list.body.items.map((row) => row.docnumbr)).toEqual([saved.docnumbr]);
  });

  it('refuses a job order at another stage and writes nothing', async () => {
    // Arrange
    const { jobordno } = await newJobOrder();
    await moveTestJobOrder(jobordno, 1205);

    // Act
    const response = await reception.post(paths.setInspection, { jobordno, findings });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.jobOrderWrongStage });
    expect(await queryAll({ pk: jobOrderPk('MOI', jobordno), beginsWith: 'INSPECTION#' })).toEqual([]);
  });

  it('updates at the version read (409 when stale) and deletes while in reception', async () => {
    // Arrange
    const { jobordno } = await newJobOrder();
    const created = await reception.post<InspectionSaved>(paths.setInspection, { jobordno, findings });
    const { docnumbr } = created.body[1];

    // Act
    const updated = await reception.post<InspectionSaved>(paths.putInspection, {
      docnumbr,
      version: 1,
      remarks: 'Second look',
      findings: [],
    });
    const stale = await reception.post(paths.putInspection, { docnumbr, version: 1, remarks: 'Lost' });
    const removed = await reception.post(paths.deleteInspection, undefined, { docnumbr });

    // Assert
    expect(updated.body).toEqual([
      messages.inspectionUpdated,
      { docnumbr, version: 2, jobordno, statuscde: 1204 },
    ]);
    expect(stale.status).toBe(409);
    expect(removed.body).toEqual([messages.inspectionDeleted, { docnumbr }]);
    const gone = await reception.get(paths.inspectionById, { docnumbr });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: messages.inspectionNotFound });
  });

  it('answers the validation messages and 403 without rights', async () => {
    const missing = await reception.post(paths.setInspection, { findings });
    expect(missing.body).toMatchObject({ message: messages.inspectionJobOrderRequired });
    const unknown = await reception.post(paths.setInspection, { jobordno: 'JO-NONE' });
    expect(unknown.status).toBe(404);
    expect((await reception.post(paths.putInspection, { docnumbr: 'INS-NONE', version: 1 })).status).toBe(
      404,
    );
    const { jobordno } = await newJobOrder();
    expect((await viewer.post(paths.setInspection, { jobordno })).status).toBe(403);
    expect((await nobody.get(paths.inspectionList)).status).toBe(403);
  });
});
