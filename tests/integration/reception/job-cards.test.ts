/**
 * MOI job cards through the local runtime (spec 001 section 7 "MOI job orders", "Assign inspector",
 * "Job order checklist", "Inspection (MOI)"; spec 000 sections 2, 5, 6): creation with checklist,
 * photos and inspector in one save (history 1195 and 1196, the inspector notified), every validation
 * message, the vehicle lock, edit with versions, delete by stage, reject, reopen, admin-only cancel,
 * inspector assignment, checklist and inspection calls, and rights. Each test uses vehicles of its own,
 * written straight into the vehicle master, so open job orders of other tests never collide.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, noRights } from '@fleet/shared';
import type {
  ChecklistDocument,
  InspectionDocument,
  JobCardCreateRequest,
  JobCardDocument,
  JobCardListRow,
} from '@fleet/shared/reception/job-cards';
import type { UserChoice } from '@fleet/shared/reception/job-orders';
import type { NotificationRecord } from '@fleet/shared/platform/notifications';
import { getItem, putItem } from '@fleet/functions/lib/db';
import { jobOrderCounter } from '@fleet/functions/engines/status/numbers';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { fleetOf } from '@fleet/functions/platform/seed/fleet';
import { vehicleChecks } from '@fleet/functions/platform/seed/workshop';
import { signIn, type ApiClient, ok, signInAll } from '../../support/api.ts';
import { putUser, useRuntimeEnv, signInWithRights } from '../../support/fixtures.ts';
import { moveTestJobOrder } from '../../support/job-orders.ts';
import { uploadPdf, uploadPng } from '../../support/uploads.ts';
import { eventually } from '../../support/socket.ts';
import { jobCardRequest } from '../../support/job-cards.ts';

const jo = '/api/JobOrdermoi';
const ai = '/api/AssignInspectormoi';
const cl = '/api/JOCheckListmoi';
const ins = '/api/inspectionmoi';

type Saved = [string, { jobordno: string; version: number; statuscde?: number }];

const run = Date.now().toString(36);
let plateSeq = 0;

/** A fresh vehicle in the MOI vehicle master (a plate no other test uses). */
async function newVehicle(): Promise<string> {
  plateSeq += 1;
  const vehicleno = `T${run}/${plateSeq}`;
  const template = fleetOf('MOI')[0]!;
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.vehicle, vehicleno), 'vehicle', {
      ...template,
      vehicleno,
    }),
  );
  return vehicleno;
}

const [firstCheck, secondCheck] = vehicleChecks;
const checklist = (selected = true) => [
  { checkheader: firstCheck!.checkheader, checkid: firstCheck!.checkid, status: selected ? 'Y' : 'N' },
  { checkheader: secondCheck!.checkheader, checkid: secondCheck!.checkid, status: 'N' },
];

const body = (vehicleno: string, overrides: Record<string, unknown> = {}): JobCardCreateRequest =>
  jobCardRequest(vehicleno, {
    moijobord: `MOI-${run}`,
    checklist: checklist(),
    photos: [{ fileId: photoId, fileName: 'front.png' }],
    ...overrides,
  }) as JobCardCreateRequest;

let photoId = '';
let documentId = '';
let nobody: ApiClient;

async function create(client: ApiClient, vehicleno: string, overrides: Record<string, unknown> = {}) {
  return ok(await client.post<Saved>(`${jo}/SetJobOrder`, body(vehicleno, overrides)))[1];
}

const read = (client: ApiClient, jobordno: string) =>
  client.get<JobCardDocument>(`${jo}/getJobOrderById`, { jobordno });

async function expectRefused(
  response: Promise<{ status: number; body: unknown }>,
  status: number,
  message: string,
) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect((answer.body as { message: string }).message).toBe(message);
}

/** Moves a job card straight to `to` through the engine (a later stage of the workflow). */
const forceStatus = (jobordno: string, to: number, state?: 'closed') =>
  moveTestJobOrder(jobordno, to, state ? { state } : {});

useRuntimeEnv();
const [reception, inspector, admin, supervisor] = await signInAll([
  'reception',
  'inspector',
  'admin',
  'supervisor',
]);

beforeAll(async () => {
  nobody = await signInWithRights({ SGRJ001: { ...noRights } });
  photoId = await uploadPng(reception);
  documentId = await uploadPdf(reception);
});

describe('integration: JobOrdermoi/SetJobOrder', () => {
  it('creates a job card with checklist, photos and inspector: number, history 1195 and 1196, inspector notified', async () => {
    // Arrange
    const vehicleno = await newVehicle();

    // Act
    const response = await reception.post<Saved>(
      `${jo}/SetJobOrder`,
      body(vehicleno, { servicetype: 'quick' }),
    );
    const saved = response.body[1];
    const document = (await read(reception, saved.jobordno)).body;

    // Assert
    expect(ok(response)[0]).toBe(messages.jobCardSaved);
    expect(saved.jobordno).toMatch(/^JO-\d{4}-\d{5}$/);
    expect(saved.statuscde).toBe(1196);
    expect(document).toMatchObject({
      jobordno: saved.jobordno,
      kind: 'MOI',
      state: 'open',
      vehicleno,
      vehmakid: fleetOf('MOI')[0]!.vehmakid,
      garage: 'G01',
      garagnam: 'Shuwaikh Main Garage',
      servicetype: 'quick',
      custwait: 'Y',
      inspector: 'inspector',
      loginuserIn: 'reception',
      statuscde: 1196,
    });
    expect(document.vehmaknam).not.toBe('');
    expect(Date.parse(document.jobtimin!)).not.toBeNaN();
    expect(document.checklist.map((line) => [line.checkid, line.status])).toEqual([
      [firstCheck!.checkid, 'Y'],
      [secondCheck!.checkid, 'N'],
    ]);
    expect(document.checklist[0]!.checknam).toBe(firstCheck!.checknam);
    expect(document.photos).toEqual([{ fileId: photoId, fileName: 'front.png' }]);
    expect(document.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.user])).toEqual([
      [null, 1195, 'reception'],
      [1195, 1196, 'reception'],
    ]);

    const notifications = await eventually(
      async () =>
        (
          await inspector.get<{ notifications: NotificationRecord[] }>('/api/notifications/gnby', {
            usercode: 'inspector',
          })
        ).body.notifications,
      (list) => list.some((item) => item.jobOrderNo === saved.jobordno),
    );
    const notification = notifications.find((item) => item.jobOrderNo === saved.jobordno)!;
    expect(notification).toMatchObject({ statusCode: 1196, type: 'ASSIGNMENT', isRead: false });
  });

  it('keeps customer waiting as chosen for other service types', async () => {
    const { jobordno } = await create(reception, await newVehicle(), {
      servicetype: 'sticker',
      custwait: 'N',
    });
    expect((await read(reception, jobordno)).body.custwait).toBe('N');
  });

  it.each([
    ['the checklist is missing', { checklist: undefined }, messages.jobCardChecklistRequired],
    ['the checklist is empty', { checklist: [] }, messages.jobCardChecklistRequired],
    ['no checklist item is selected', { checklist: checklist(false) }, messages.jobCardChecklistNoItem],
    ['the mobile number has 7 digits', { mobileno: '9988776' }, messages.jobCardMobileInvalid],
    [
      'the previous service date is in the future',
      { prevservicedate: '2999-01-01' },
      messages.jobCardPrevServiceFuture,
    ],
    [
      'an accident vehicle has no document',
      { accident: 'Y', accidentdoc: '' },
      messages.jobCardAccidentDocRequired,
    ],
    [
      'a winch is needed without a gate pass',
      { winch: 'Y', gatepassno: '' },
      messages.jobCardGatePassRequired,
    ],
    ['no inspector is assigned', { inspector: undefined }, messages.jobCardInspectorRequired],
    ['the plate is missing', { vehicleno: '' }, messages.jobCardPlateRequired],
    ['the garage is missing', { garage: '' }, messages.jobCardGarageRequired],
    ['the service type is missing', { servicetype: undefined }, messages.jobCardServiceTypeRequired],
  ])('refuses a job card when %s', async (_case, overrides, message) => {
    const vehicleno = await newVehicle();
    await expectRefused(reception.post(`${jo}/SetJobOrder`, body(vehicleno, overrides)), 400, message);
  });

  it('refuses photos and an accident document that are not confirmed uploads of the project', async () => {
    const vehicleno = await newVehicle();
    const unknownPhoto = { photos: [{ fileId: `nope-${run}`, fileName: 'front.png' }] };
    await expectRefused(
      reception.post(`${jo}/SetJobOrder`, body(vehicleno, unknownPhoto)),
      400,
      messages.jobCardUnknownFile,
    );
    const documentAsPhoto = { photos: [{ fileId: documentId, fileName: 'report.pdf' }] };
    await expectRefused(
      reception.post(`${jo}/SetJobOrder`, body(vehicleno, documentAsPhoto)),
      400,
      messages.jobCardUnknownFile,
    );
    const unknownDocument = { accident: 'Y', accidentdoc: `nope-${run}` };
    await expectRefused(
      reception.post(`${jo}/SetJobOrder`, body(vehicleno, unknownDocument)),
      400,
      messages.jobCardUnknownFile,
    );
  });

  it('accepts an accident vehicle with its document and a winch with its gate pass', async () => {
    const { jobordno } = await create(reception, await newVehicle(), {
      accident: 'Y',
      accidentdoc: documentId,
      winch: 'Y',
      gatepassno: 'GP-1',
    });
    const document = (await read(reception, jobordno)).body;
    expect(document).toMatchObject({
      accident: 'Y',
      accidentdoc: documentId,
      winch: 'Y',
      gatepassno: 'GP-1',
    });
  });

  it('refuses a second open job card for the same vehicle', async () => {
    const vehicleno = await newVehicle();
    await create(reception, vehicleno);
    await expectRefused(
      reception.post(`${jo}/SetJobOrder`, body(vehicleno)),
      400,
      'Please complete or cancel existing job orders before creating a new one',
    );
  });

  it('refuses an unknown vehicle, garage or a user who is not an inspector', async () => {
    await expectRefused(
      reception.post(`${jo}/SetJobOrder`, body('99/0000000')),
      400,
      messages.jobCardUnknownVehicle,
    );
    await expectRefused(
      reception.post(`${jo}/SetJobOrder`, body(await newVehicle(), { garage: 'NOPE' })),
      400,
      messages.jobCardUnknownGarage,
    );
    await expectRefused(
      reception.post(`${jo}/SetJobOrder`, body(await newVehicle(), { inspector: 'technician' })),
      400,
      messages.jobCardUnknownInspector,
    );
  });

  it('refuses users without the job card right (403)', async () => {
    const response = await nobody.post(`${jo}/SetJobOrder`, body(await newVehicle()));
    expect(response.status).toBe(403);
  });
});

describe('integration: a refused save takes no number (issue 24 item 3)', () => {
  const year = kuwaitClock(new Date()).date.slice(0, 4);
  const counterValue = async (project: string, name: string) =>
    Number((await getItem<{ value?: number }>(`${project}#COUNTER`, name))?.value ?? 0);
  const sequenceOf = (number: string) => Number(number.slice(-5));

  it('refuses job cards for a plate with an open job order without taking a number: the next one has no gap', async () => {
    // Arrange: a plate with an open job order.
    const busy = await newVehicle();
    await create(reception, busy);
    const before = await counterValue('MOI', jobOrderCounter(year));

    // Act: three refused saves, then a saved one for another plate.
    for (let attempt = 0; attempt < 3; attempt += 1)
      await expectRefused(reception.post(`${jo}/SetJobOrder`, body(busy)), 400, messages.jobOrderVehicleBusy);
    const afterRefusals = await counterValue('MOI', jobOrderCounter(year));
    const next = await create(reception, await newVehicle());

    // Assert
    expect(afterRefusals).toBe(before);
    expect(sequenceOf(next.jobordno)).toBe(before + 1);
    expect(await counterValue('MOI', jobOrderCounter(year))).toBe(before + 1);
  });

  it('refuses a direct KPTC job order for a busy plate without taking a number', async () => {
    // Arrange
    const busy = await newVehicle();
    await create(reception, busy);
    const before = await counterValue('MOI', jobOrderCounter(year));

    // Act
    const refusal = await reception.post('/api/JobOrder/SetJobOrder', { vehicleno: busy, garage: 'G01' });

    // Assert
    expect(refusal.status).toBe(400);
    expect(await counterValue('MOI', jobOrderCounter(year))).toBe(before);
  });

  it('gives two job cards saved at the same moment for one plate one number: one saved, one refused', async () => {
    // Arrange
    const plate = await newVehicle();
    const before = await counterValue('MOI', jobOrderCounter(year));

    // Act
    const answers = await Promise.all([
      reception.post<Saved>(`${jo}/SetJobOrder`, body(plate)),
      reception.post<Saved>(`${jo}/SetJobOrder`, body(plate)),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const saved = answers.find((answer) => answer.status === 200)!;
    expect(sequenceOf(saved.body[1].jobordno)).toBe(before + 1);
    expect(await counterValue('MOI', jobOrderCounter(year))).toBe(before + 1);
  });

  it('numbers job cards saved at the same moment for different plates without gaps or repeats', async () => {
    // Arrange
    const plates = await Promise.all([newVehicle(), newVehicle(), newVehicle(), newVehicle()]);
    const before = await counterValue('MOI', jobOrderCounter(year));

    // Act
    const answers = await Promise.all(plates.map((plate) => create(reception, plate)));

    // Assert
    const numbers = answers.map((answer) => sequenceOf(answer.jobordno)).sort((a, b) => a - b);
    expect(numbers).toEqual([before + 1, before + 2, before + 3, before + 4]);
  });

  it('refuses an MOI inspection of a job card at another stage without taking a number', async () => {
    // Arrange: a job card already past the MOI phase.
    const { jobordno } = await create(reception, await newVehicle());
    await forceStatus(jobordno, 1201);
    const before = await counterValue('MOI', `INSM#${year}`);

    // Act
    const refusal = await inspector.post(`${ins}/setInspection`, { jobordno, remarks: 'Brakes worn' });

    // Assert
    expect(refusal.status).toBe(400);
    expect(await counterValue('MOI', `INSM#${year}`)).toBe(before);
  });
});

describe('integration: JobOrdermoi reads', () => {
  it('lists job cards of the window with filters, by vehicle, print data and checklist headers', async () => {
    const vehicleno = await newVehicle();
    const { jobordno } = await create(reception, vehicleno);

    const all = await reception.get<JobCardListRow[]>(`${jo}/getJobOrderList`);
    const byPlate = await reception.get<JobCardListRow[]>(`${jo}/getJobOrderList`, { vehicleno });
    const byOtherGarage = await reception.get<JobCardListRow[]>(`${jo}/getJobOrderList`, {
      vehicleno,
      garage: 'G02',
    });
    const byInspector = await reception.get<JobCardListRow[]>(`${jo}/getJobOrderList`, {
      vehicleno,
      inspector: 'inspector',
      user: 'reception',
    });
    const oldWindow = await reception.get<JobCardListRow[]>(`${jo}/getJobOrderList`, {
      fromdate: '2000-01-01',
      todate: '2000-01-31',
    });
    const ofVehicle = await reception.get<JobCardListRow[]>(`${jo}/getJobOrderByvehicleno`, { vehicleno });
    const print = await reception.get<JobCardDocument>(`${jo}/getJobOrderPrintByjoborderno`, {
      joborderno: jobordno,
    });
    const headers = await reception.get<{ checkheader: string }[]>(`${jo}/getCheckListHeader`);
    const qc = await inspector.get<{ jobordno: string }[]>(`${jo}/getJobOrderListForQC`);

    expect(all.body.some((row) => row.jobordno === jobordno)).toBe(true);
    expect(byPlate.body.map((row) => row.jobordno)).toEqual([jobordno]);
    expect(byPlate.body[0]).toMatchObject({ statuscde: 1196, inspectorname: expect.any(String) });
    expect(byOtherGarage.body).toEqual([]);
    expect(byInspector.body.map((row) => row.jobordno)).toEqual([jobordno]);
    expect(oldWindow.body).toEqual([]);
    expect(ofVehicle.body.map((row) => row.jobordno)).toEqual([jobordno]);
    expect(print.body.jobordno).toBe(jobordno);
    expect(headers.body.map((header) => header.checkheader)).toContain(firstCheck!.checkheader);
    expect(qc.body.some((row) => row.jobordno === jobordno)).toBe(true);
  });

  it('answers 404 for an unknown job card', async () => {
    expect((await read(reception, 'JO-0000-00000')).status).toBe(404);
  });
});

describe('integration: JobOrdermoi/putJobOrder', () => {
  it('updates header fields at the version read, refuses a stale version (409)', async () => {
    const vehicleno = await newVehicle();
    const { jobordno, version } = await create(reception, vehicleno);
    const update = {
      ...body(vehicleno),
      jobordno,
      version,
      garage: 'G02',
      remarks: 'Changed',
      servicetype: 'quick',
    };

    const response = await reception.post<Saved>(`${jo}/putJobOrder`, update);
    const stale = await reception.post(`${jo}/putJobOrder`, update);
    const document = (await read(reception, jobordno)).body;

    expect(ok(response)[0]).toBe(messages.jobCardUpdated);
    expect(stale.status).toBe(409);
    expect(document).toMatchObject({
      garage: 'G02',
      remarks: 'Changed',
      custwait: 'Y',
      version: version + 1,
    });
  });

  it('applies the same validation messages as a create', async () => {
    const vehicleno = await newVehicle();
    const { jobordno, version } = await create(reception, vehicleno);
    await expectRefused(
      reception.post(`${jo}/putJobOrder`, { ...body(vehicleno), jobordno, version, mobileno: '123' }),
      400,
      messages.jobCardMobileInvalid,
    );
  });
});

describe('integration: JobOrdermoi/deleteJobOrder', () => {
  it('deletes a job card at 1196: out of the list, vehicle free again', async () => {
    const vehicleno = await newVehicle();
    const { jobordno } = await create(reception, vehicleno);

    const response = await admin.post(`${jo}/deleteJobOrder`, undefined, { jobordno });
    const listed = await admin.get<JobCardListRow[]>(`${jo}/getJobOrderList`, { vehicleno });

    expect(ok(response)).toEqual([messages.jobCardDeleted, { jobordno }]);
    expect(listed.body).toEqual([]);
    await create(reception, vehicleno);
  });

  it("refuses past inspector assignment, and with the spec's message once completed", async () => {
    const progressed = (await create(reception, await newVehicle())).jobordno;
    await forceStatus(progressed, 1198);
    const completed = (await create(reception, await newVehicle())).jobordno;
    await forceStatus(completed, 1231);

    await expectRefused(
      admin.post(`${jo}/deleteJobOrder`, undefined, { jobordno: progressed }),
      400,
      messages.jobCardDeletePastStage,
    );
    await expectRefused(
      admin.post(`${jo}/deleteJobOrder`, undefined, { jobordno: completed }),
      400,
      messages.jobOrderCannotDelete,
    );
  });

  it('needs the deletes right (reception has none: 403)', async () => {
    const { jobordno } = await create(reception, await newVehicle());
    expect((await reception.post(`${jo}/deleteJobOrder`, undefined, { jobordno })).status).toBe(403);
  });
});

describe('integration: JobOrdermoi reject, reopen and cancel', () => {
  it('rejects with remarks (listed as rejected, vehicle free), refuses without remarks', async () => {
    const vehicleno = await newVehicle();
    const { jobordno } = await create(reception, vehicleno);

    await expectRefused(
      supervisor.post(`${jo}/setJobOrderReject`, { jobordno, rejectremarks: '' }),
      400,
      'Please add rejection remarks',
    );
    const response = await supervisor.post(`${jo}/setJobOrderReject`, {
      jobordno,
      rejectremarks: 'Wrong plate',
    });
    const rejected = await supervisor.get<JobCardListRow[]>(`${jo}/getJobOrderRejectList`, { vehicleno });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(rejected.body).toMatchObject([{ jobordno, state: 'rejected', rejectremarks: 'Wrong plate' }]);
    await create(reception, vehicleno);
  });

  it('reopens a delivered job card back to 1195 with the reopen count, lists it first as reopenable', async () => {
    const vehicleno = await newVehicle();
    const { jobordno } = await create(reception, vehicleno);
    await forceStatus(jobordno, 1227, 'closed');

    const reopenable = await reception.get<JobCardListRow[]>(`${jo}/getJobOrderReOpenList`, { vehicleno });
    await expectRefused(
      reception.post(`${jo}/reopenJobOrder`, { jobordno, remarks: '' }),
      400,
      messages.jobCardReopenRemarksRequired,
    );
    const response = await reception.post(`${jo}/reopenJobOrder`, { jobordno, remarks: 'Noise again' });
    const document = (await read(reception, jobordno)).body;

    expect(reopenable.body.map((row) => row.jobordno)).toEqual([jobordno]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(document).toMatchObject({
      statuscde: 1195,
      state: 'open',
      reopencount: 1,
      reopenremarks: 'Noise again',
    });
    expect(document.history.at(-1)).toMatchObject({
      action: 'reopen',
      toStatus: 1195,
      remarks: 'Noise again',
    });
  });

  it('refuses to reopen an open job card, and while the vehicle has another open job order', async () => {
    const vehicleno = await newVehicle();
    const first = (await create(reception, vehicleno)).jobordno;
    await expectRefused(
      reception.post(`${jo}/reopenJobOrder`, { jobordno: first, remarks: 'x' }),
      400,
      messages.jobCardReopenNotClosed,
    );
    await forceStatus(first, 1227, 'closed');
    await create(reception, vehicleno);
    await expectRefused(
      reception.post(`${jo}/reopenJobOrder`, { jobordno: first, remarks: 'x' }),
      400,
      'Please complete or cancel existing job orders before creating a new one',
    );
  });

  it('lets only administrators cancel a job card (others 403)', async () => {
    const vehicleno = await newVehicle();
    const { jobordno } = await create(reception, vehicleno);

    await expectRefused(
      reception.post(`${jo}/cancelJobOrder`, { jobordno }),
      403,
      messages.jobCardCancelAdminOnly,
    );
    const response = await admin.post(`${jo}/cancelJobOrder`, { jobordno, cancelremarks: 'Duplicate' });
    const document = (await read(admin, jobordno)).body;

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(document).toMatchObject({ state: 'cancelled', cancelremarks: 'Duplicate' });
  });
});

describe('integration: AssignInspectormoi', () => {
  it('lists inspectors, reassigns (notifying), unassigns back to 1195 and assigns again to 1196', async () => {
    await putUser({ usercode: `jc_insp_${run}`, roles: ['INSPECTOR'], projects: ['MOI'] });
    const second = (await signIn(`jc_insp_${run}`)).client;
    const { jobordno } = await create(reception, await newVehicle());

    const inspectors = await reception.get<UserChoice[]>(`${ai}/getInspectorList`);
    const reassign = await reception.post<Saved>(`${ai}/putAssignInspector`, {
      jobordno,
      inspector: `jc_insp_${run}`,
    });
    const byId = await reception.get<JobCardListRow>(`${ai}/getAssignInspectorById`, { jobordno });
    const listed = await reception.get<JobCardListRow[]>(`${ai}/getAssignInspectorList`, {
      inspector: `jc_insp_${run}`,
    });
    const removed = await admin.post<Saved>(`${ai}/deleteAssignInspector`, undefined, { jobordno });
    const afterRemove = (await read(reception, jobordno)).body;
    const assigned = await reception.post<Saved>(`${ai}/putAssignInspector`, {
      jobordno,
      inspector: 'inspector',
    });

    expect(inspectors.body.map((user) => user.usercode)).toEqual(
      expect.arrayContaining(['inspector', `jc_insp_${run}`]),
    );
    expect(inspectors.body.map((user) => user.usercode)).not.toContain('reception');
    expect(ok(reassign)[0]).toBe(messages.inspectorAssigned);
    expect(byId.body).toMatchObject({ jobordno, inspector: `jc_insp_${run}`, statuscde: 1196 });
    expect(listed.body.map((row) => row.jobordno)).toEqual([jobordno]);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(afterRemove).toMatchObject({ statuscde: 1195, inspector: '' });
    expect(assigned.body[1].statuscde).toBe(1196);
    await eventually(
      async () =>
        (
          await second.get<{ notifications: NotificationRecord[] }>('/api/notifications/gnby', {
            usercode: `jc_insp_${run}`,
          })
        ).body.notifications,
      (list) => list.some((item) => item.jobOrderNo === jobordno),
    );
  });

  it('needs job card and inspector (section 5) and refuses past the assignment stage', async () => {
    const { jobordno } = await create(reception, await newVehicle());
    await expectRefused(
      reception.post(`${ai}/putAssignInspector`, { jobordno, inspector: '' }),
      400,
      messages.jobCardInspectorRequired,
    );
    await forceStatus(jobordno, 1198);
    await expectRefused(
      reception.post(`${ai}/putAssignInspector`, { jobordno, inspector: 'inspector' }),
      400,
      messages.jobOrderWrongStage,
    );
  });
});

describe('integration: JOCheckListmoi', () => {
  it('saves a checklist (to 1198), reads it both ways, lists it and deletes it', async () => {
    const { jobordno } = await create(reception, await newVehicle());

    await expectRefused(
      inspector.post(`${cl}/insertJOCheckListDetail`, { jobordno, items: [] }),
      400,
      messages.jobCardChecklistRequired,
    );
    const saved = await inspector.post<Saved>(`${cl}/insertJOCheckListDetail`, {
      jobordno,
      items: checklist(),
      version: 1,
    });
    const byId = await inspector.get<ChecklistDocument>(`${cl}/getJOCheckListByJOId`, { docnumbr: jobordno });
    const byPass = await inspector.get<ChecklistDocument>(`${cl}/getJOCheckListByJOIdpass`, {
      joborderno: jobordno,
    });
    const all = await inspector.get<ChecklistDocument[]>(`${cl}/getJOCheckListAll`);
    const pending = await inspector.get<{ jobordno: string }[]>(`${cl}/getJOCheckListpending`);
    const stale = await inspector.post(`${cl}/insertJOCheckListDetail`, {
      jobordno,
      items: checklist(),
      version: 1,
    });
    const removed = await admin.post(`${cl}/getJOCheckListByJOId`, undefined, { docnumbr: jobordno });
    const gone = await inspector.get(`${cl}/getJOCheckListByJOId`, { docnumbr: jobordno });

    expect(ok(saved)).toEqual([messages.checklistSaved, { jobordno, version: 2, statuscde: 1198 }]);
    expect(byId.body.items[0]).toMatchObject({ checkid: firstCheck!.checkid, status: 'Y' });
    expect(byPass.body.version).toBe(2);
    expect(all.body.some((item) => item.jobordno === jobordno)).toBe(true);
    expect(pending.body.some((row) => row.jobordno === jobordno)).toBe(false);
    expect(stale.status).toBe(409);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(gone.status).toBe(404);
    expect((await admin.post(`${cl}/deleteJOCheckListByJO`, undefined, { jobordno })).status).toBe(404);
  });
});

describe('integration: inspectionmoi', () => {
  it("saves the inspector's inspection (to 1200), reads, lists, updates with versions and deletes it", async () => {
    const { jobordno } = await create(reception, await newVehicle());

    await expectRefused(
      inspector.post(`${ins}/setInspection`, { jobordno, remarks: '' }),
      400,
      messages.inspectionRemarksRequired,
    );
    const saved = await inspector.post<[string, { docnumbr: string; statuscde: number }]>(
      `${ins}/setInspection`,
      {
        jobordno,
        remarks: 'Brakes worn',
      },
    );
    const docnumbr = saved.body[1].docnumbr;
    const byId = await inspector.get<InspectionDocument>(`${ins}/getInspectionById`, { docnumbr });
    const listed = await inspector.get<InspectionDocument[]>(`${ins}/getInspectionList`);
    const updated = await inspector.post(`${ins}/putInspection`, {
      docnumbr,
      remarks: 'Brakes and tyres',
      version: 1,
    });
    const stale = await inspector.post(`${ins}/putInspection`, { docnumbr, remarks: 'x', version: 1 });
    const removed = await admin.post(`${ins}/deleteInspection`, undefined, { docnumbr });

    expect(ok(saved)[1]).toMatchObject({
      docnumbr: expect.stringMatching(/^INSM-\d{4}-\d{5}$/),
      statuscde: 1200,
    });
    expect(byId.body).toMatchObject({
      jobordno,
      remarks: 'Brakes worn',
      inspector: 'inspector',
      vehicleno: expect.any(String),
    });
    expect(listed.body.some((item) => item.docnumbr === docnumbr)).toBe(true);
    expect(updated.status).toBe(200);
    expect(stale.status).toBe(409);
    expect(removed.status).toBe(200);
    expect((await inspector.get(`${ins}/getInspectionById`, { docnumbr })).status).toBe(404);
  });

  it('needs the SGRJ002 right', async () => {
    expect((await nobody.get(`${ins}/getInspectionList`)).status).toBe(403);
  });
});
