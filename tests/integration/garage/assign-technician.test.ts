/**
 * Technician assignment (MOI and reception variants), parking at reception and vehicle delivery
 * (spec 001 section 7 "Assign technician (MOI)", screens SGRK001, SGRK005, SGRJ003) through the local
 * runtime: every call, status moves with history, the technician's notification, versions, rights,
 * wrong stages, validation messages, and delivery closing the job order. Job orders are made here
 * through the status engine, each on a vehicle of its own.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type {
  QueueRow,
  TechnicianAssignment,
  TechnicianAssignmentView,
} from '@fleet/shared/garage/assign-technician';
import type { JobOrderKind } from '@fleet/shared/reception/job-orders';
import type { Employee } from '@fleet/shared/platform/lookups';
import type { NotificationList } from '@fleet/shared/platform/notifications';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { type ApiClient, ok, refused, signInAll } from '../../support/api.ts';
import { signInWithRights, useRuntimeEnv } from '../../support/fixtures.ts';
import { putTestEmployee } from '../../support/technicians.ts';
import { writeTestJobOrder } from '../../support/job-orders.ts';
import { eventually } from '../../support/socket.ts';

type Saved = [string, { jobordno: string; statuscde: number; version: number; technicianuser?: string }];

const moi = '/api/AssignTechnicianmoi';
const rec = '/api/AssignTechnician';
const run = randomUUID().slice(0, 6);
const today = kuwaitClock(new Date()).date;
let sequence = 0;

/** A technician of garage G02 of this run, linked to a user without the TECHNICIAN role: told only when named. */
const g02Employee = `AT${run}`.toUpperCase();
const g02User = `at_tech_${run}`;

const plate = () =>
  `9/${run.replace(/\D/g, '').slice(0, 3).padEnd(3, '7')}${String(++sequence).padStart(3, '0')}`;

/** A job order created through the engine and moved along `statuses` (first = creation status). */
async function jobOrder(kind: JobOrderKind, statuses: number[], vehicleno = plate(), garage = 'G01') {
  const jobordno = `JO-AT-${run}-${++sequence}`;
  await writeTestJobOrder(jobordno, kind, statuses, { garage, vehicle: { vehicleno } });
  return { jobordno, vehicleno };
}

const assign = (client: ApiClient, base: string, body: Record<string, unknown>) =>
  client.post<Saved>(`${base}/putAssignTechnician`, body);

/** Reception parks a vehicle at the reception / hands it over (MOI screens). */
const park = (body: Record<string, unknown>) => reception.post<Saved>(`${moi}/putParkingReception`, body);
const deliver = (body: Record<string, unknown>) => reception.post<Saved>(`${moi}/putVehicleDelivery`, body);

const errorOf = (response: { body: unknown }) => (response.body as { message: string }).message;

useRuntimeEnv();
const engine = await import('../../../functions/engines/status/engine.ts');
await putTestEmployee('G02', g02Employee, 'Mechanical Technician');
const g02Technician = await signInWithRights({}, { usercode: g02User, emplcode: g02Employee });
const [reception, technician, admin] = await signInAll(['reception', 'technician', 'admin']);
const nobody = await signInWithRights({});

describe('integration: AssignTechnicianmoi/putAssignTechnician', () => {
  it('assigns the technician, moves the job card to 1197 with history and notifies the technician', async () => {
    // Arrange: a job card at 1196 in garage G02; its technician's user has no role, so only the personal route reaches him.
    const { jobordno } = await jobOrder('MOI', [1195, 1196], plate(), 'G02');

    // Act
    const response = await assign(reception, moi, {
      jobordno,
      empcdetech: g02Employee,
      estjobtime: 2.5,
      remarks: 'Brakes first',
    });

    // Assert
    expect(ok(response)[0]).toBe(messages.assignTechnicianSaved);
    expect(response.body[1]).toMatchObject({ jobordno, statuscde: 1197, technicianuser: g02User });
    const header = await engine.readJobOrderCore('MOI', jobordno);
    expect(header).toMatchObject({
      statuscde: 1197,
      empcdetech: g02Employee,
      emplname: `Employee ${g02Employee}`,
      technicianuser: g02User,
      estjobtime: 2.5,
    });
    const history = await engine.readHistory('MOI', jobordno);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 1196,
      toStatus: 1197,
      user: 'reception',
      remarks: 'Brakes first',
    });
    const list = await eventually(
      async () =>
        (await g02Technician.get<NotificationList>('/api/notifications/gnby', { usercode: g02User })).body,
      (current) => current.notifications.some((item) => item.id === `${jobordno}1197`),
    );
    expect(list.notifications.find((item) => item.id === `${jobordno}1197`)).toMatchObject({
      type: 'ASSIGNMENT',
      priority: 'HIGH',
      statusCode: 1197,
    });
  });

  it("refuses an employee who is not a technician of the job order's garage (issue 24 item 10)", async () => {
    // Arrange: a job card of garage G01.
    const { jobordno } = await jobOrder('MOI', [1195, 1196]);

    // Act: the Executive Director (G01), a technician of G02, then a technician of G01.
    const director = await assign(reception, moi, { jobordno, empcdetech: 'E1001', estjobtime: 1 });
    const otherGarage = await assign(reception, moi, { jobordno, empcdetech: g02Employee, estjobtime: 1 });
    const ownGarage = await assign(reception, moi, { jobordno, empcdetech: 'E1014', estjobtime: 1 });

    // Assert
    refused(director, formatMessage(messages.technicianNotOfGarage, { emplcode: 'E1001', garage: 'G01' }));
    refused(
      otherGarage,
      formatMessage(messages.technicianNotOfGarage, { emplcode: g02Employee, garage: 'G01' }),
    );
    expect(ownGarage.status, JSON.stringify(ownGarage.body)).toBe(200);
    expect(await engine.readJobOrderCore('MOI', jobordno)).toMatchObject({ empcdetech: 'E1014' });
  });

  it("keeps an assigned technician on a change even if he is no longer of the job order's garage", async () => {
    // Arrange: assigned in G01, then the employee moved to G02 (an employee transfer).
    const { jobordno } = await jobOrder('MOI', [1195, 1196]);
    const code = `AK${run}`.toUpperCase();
    const moving: Employee = {
      emplcode: code,
      emplname: `Moving Technician ${run}`,
      emplnamar: '',
      jobtitle: 'Auto Electrician',
      jobtitlear: '',
      garageid: 'G01',
      mobile: '51234568',
      status: 'active',
    };
    const key = masterKeys.record('MOI', masterTypes.employee, code);
    await putItem(masterItem(key, 'employee', moving));
    const first = await assign(reception, moi, { jobordno, empcdetech: code, estjobtime: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await putItem(masterItem(key, 'employee', { ...moving, garageid: 'G02' }));

    // Act: only the hours change.
    const changed = await assign(reception, moi, {
      jobordno,
      empcdetech: code,
      estjobtime: 2,
      version: first.body[1].version,
    });

    // Assert
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await engine.readJobOrderCore('MOI', jobordno)).toMatchObject({ empcdetech: code, estjobtime: 2 });
  });

  it('reads the assignment by job order and lists it with the filters', async () => {
    // Arrange
    const { jobordno, vehicleno } = await jobOrder('MOI', [1195, 1196]);
    await assign(reception, moi, { jobordno, empcdetech: 'E1014', estjobtime: 1 });

    // Act
    const byId = await reception.get<TechnicianAssignmentView>(`${moi}/getAssignTechnicianById`, {
      jobordno,
    });
    const listed = await reception.get<TechnicianAssignment[]>(`${moi}/getAssignTechnicianList`, {
      fromdate: today,
      todate: today,
      vehicleno,
    });
    const otherDay = await reception.get<TechnicianAssignment[]>(`${moi}/getAssignTechnicianList`, {
      fromdate: '2000-01-01',
      todate: '2000-01-02',
      vehicleno,
    });
    const recList = await reception.get<TechnicianAssignment[]>(`${rec}/getAssignTechnicianList`, {
      vehicleno,
    });

    // Assert
    expect(ok(byId)).toMatchObject({
      jobordno,
      variant: 'MOI',
      empcdetech: 'E1014',
      emplname: 'Sanjay Menon',
      technicianuser: '',
      estjobtime: 1,
      asgndate: today,
      statuscde: 1197,
      version: 2,
    });
    expect(listed.body.map((row) => row.jobordno)).toEqual([jobordno]);
    expect(otherDay.body).toEqual([]);
    expect(recList.body).toEqual([]);
  });

  it('reassigns with the current version and refuses a stale one with 409', async () => {
    // Arrange
    const { jobordno } = await jobOrder('MOI', [1195, 1196]);
    const first = await assign(reception, moi, { jobordno, empcdetech: 'E1005', estjobtime: 2 });
    const { version } = first.body[1];

    // Act
    const current = await assign(reception, moi, { jobordno, empcdetech: 'E1014', estjobtime: 3, version });
    const stale = await assign(reception, moi, { jobordno, empcdetech: 'E1005', estjobtime: 4, version });

    // Assert
    expect(ok(current)[1]).toMatchObject({ statuscde: 1197, version: version + 1 });
    refused(stale, messages.conflict, 409);
    const header = await engine.readJobOrderCore('MOI', jobordno);
    expect(header).toMatchObject({ emplname: 'Sanjay Menon', estjobtime: 3, version: version + 1 });
  });

  it('refuses a job order at a stage that does not allow the step', async () => {
    // Arrange: a job card before inspector assignment, and one at the KPTC reception.
    const early = await jobOrder('MOI', [1195]);
    const kptc = await jobOrder('KPTC', [1201]);

    // Act
    const tooEarly = await assign(reception, moi, {
      jobordno: early.jobordno,
      empcdetech: 'E1005',
      estjobtime: 1,
    });
    const wrongVariant = await assign(reception, moi, {
      jobordno: kptc.jobordno,
      empcdetech: 'E1005',
      estjobtime: 1,
    });

    // Assert
    refused(tooEarly, messages.jobOrderWrongStage);
    expect(wrongVariant.status).toBe(400);
    expect((await engine.readJobOrderCore('MOI', early.jobordno))?.statuscde).toBe(1195);
  });

  it('answers each validation message', async () => {
    // Arrange
    const { jobordno } = await jobOrder('MOI', [1195, 1196]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ empcdetech: 'E1005', estjobtime: 1 }, 400, messages.assignTechnicianJobOrderRequired],
      [{ jobordno, estjobtime: 1 }, 400, messages.assignTechnicianTechnicianRequired],
      [{ jobordno, empcdetech: 'E1005', estjobtime: 0 }, 400, messages.assignTechnicianEstJobTimeRequired],
      [{ jobordno, empcdetech: 'E1005' }, 400, messages.assignTechnicianEstJobTimeRequired],
      [{ jobordno, empcdetech: 'E9999', estjobtime: 1 }, 400, messages.assignTechnicianUnknownTechnician],
      [{ jobordno, empcdetech: 'E1035', estjobtime: 1 }, 400, messages.assignTechnicianUnknownTechnician],
      [{ jobordno: 'JO-NOPE', empcdetech: 'E1005', estjobtime: 1 }, 404, messages.jobOrderNotFound],
    ];

    for (const [body, status, message] of cases) {
      // Act
      const response = await assign(reception, moi, body);

      // Assert
      expect(response.status, JSON.stringify(body)).toBe(status);
      const reasons = (response.body as { errors?: { message: string }[] }).errors ?? [];
      expect([errorOf(response), ...reasons.map((reason) => reason.message)]).toContain(message);
    }
    expect((await engine.readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1196);
  });
});

describe('integration: AssignTechnicianmoi/deleteAssignTechnician', () => {
  it('reverts to the status before the assignment with a delete history entry and clears the header', async () => {
    // Arrange
    const { jobordno } = await jobOrder('MOI', [1195, 1196]);
    await assign(reception, moi, { jobordno, empcdetech: 'E1005', estjobtime: 2 });

    // Act
    const response = await admin.post<Saved>(`${moi}/deleteAssignTechnician`, undefined, {
      jobordno,
      remarks: 'Wrong technician',
    });

    // Assert
    expect(ok(response)[0]).toBe(messages.assignTechnicianDeleted);
    expect(response.body[1]).toMatchObject({ jobordno, statuscde: 1196 });
    const header = await engine.readJobOrderCore('MOI', jobordno);
    expect(header).toMatchObject({ statuscde: 1196 });
    expect(header).not.toHaveProperty('empcdetech');
    expect((await engine.readHistory('MOI', jobordno)).at(-1)).toMatchObject({
      fromStatus: 1197,
      toStatus: 1196,
      action: 'delete',
      remarks: 'Wrong technician',
    });
    const byId = await admin.get(`${moi}/getAssignTechnicianById`, { jobordno });
    refused(byId, messages.assignTechnicianNotAssigned, 404);
  });

  it('refuses once the job card moved on, and when nothing is assigned', async () => {
    // Arrange: assigned, then the checklist moved it to 1198.
    const moved = await jobOrder('MOI', [1195, 1196]);
    await assign(reception, moi, { jobordno: moved.jobordno, empcdetech: 'E1005', estjobtime: 2 });
    await engine.writeJobOrder({
      project: 'MOI',
      user: 'reception',
      jobordno: moved.jobordno,
      step: 'vehicleChecklistMoi',
      moves: [{ to: 1198 }],
    });
    const unassigned = await jobOrder('MOI', [1195, 1196]);

    // Act
    const pastStage = await admin.post(`${moi}/deleteAssignTechnician`, undefined, {
      jobordno: moved.jobordno,
    });
    const nothing = await admin.post(`${moi}/deleteAssignTechnician`, undefined, {
      jobordno: unassigned.jobordno,
    });

    // Assert
    refused(pastStage, messages.assignTechnicianDeletePastStage);
    refused(nothing, messages.assignTechnicianNotAssigned, 404);
  });
});

describe('integration: AssignTechnician (reception variant)', () => {
  it('assigns the reception technician (1202), finds it by plate and deletes it back to 1201', async () => {
    // Arrange
    const { jobordno, vehicleno } = await jobOrder('KPTC', [1201]);

    // Act
    const saved = await assign(reception, rec, { jobordno, empcdetech: 'E1005', estjobtime: 1.5 });
    const byPlate = await reception.get<{ jobordno: string; emplname: string; statuscde: number }[]>(
      `${rec}/searchByPlate`,
      { plateNumber: vehicleno },
    );
    const byId = await reception.get<TechnicianAssignmentView>(`${rec}/getAssignTechnicianById`, {
      jobordno,
    });
    const moiById = await reception.get(`${moi}/getAssignTechnicianById`, { jobordno });
    const removed = await admin.post<Saved>(`${rec}/deleteAssignTechnician`, undefined, { jobordno });

    // Assert
    expect(ok(saved)[1]).toMatchObject({ statuscde: 1202, technicianuser: 'technician' });
    expect(byPlate.body[0]).toMatchObject({ jobordno, emplname: 'Rajesh Kumar', statuscde: 1202 });
    expect(byId.body).toMatchObject({ variant: 'REC', statuscde: 1202 });
    expect(moiById.status).toBe(404);
    expect(removed.body[1]).toMatchObject({ statuscde: 1201 });
  });

  it('refuses an MOI job card that has not become a job order', async () => {
    const { jobordno } = await jobOrder('MOI', [1195, 1196]);
    const response = await assign(reception, rec, { jobordno, empcdetech: 'E1005', estjobtime: 1 });
    refused(response, messages.jobOrderWrongStage);
  });

  it('validates the plate number search', async () => {
    const response = await reception.get(`${rec}/searchByPlate`, { plateNumber: '' });
    expect(response.status).toBe(400);
  });
});

describe('integration: parking at reception and vehicle delivery', () => {
  it('lists a vehicle after the gate pass out, parks it (1226) and shows the parking in the queue', async () => {
    // Arrange
    const { jobordno } = await jobOrder('KPTC', [1201, 1202, 1205, 1206]);
    const waiting = await reception.get<QueueRow[]>(`${moi}/getVehicleDeliveryList`, { jobordno });

    // Act
    const parked = await park({ jobordno, parkingloc: 'Bay 7', remarks: 'Near the gate' });
    const queue = await reception.get<QueueRow[]>(`${moi}/getParkingReceptionList`, { jobordno });
    const recQueue = await reception.get<QueueRow[]>(`${rec}/getParkingReceptionList`, { jobordno });

    // Assert
    expect(waiting.body.map((row) => [row.jobordno, row.statuscde])).toEqual([[jobordno, 1206]]);
    expect(ok(parked)[0]).toBe(messages.parkingReceptionSaved);
    expect(parked.body[1]).toMatchObject({ statuscde: 1226 });
    expect(queue.body).toHaveLength(1);
    expect(queue.body[0]).toMatchObject({ jobordno, statuscde: 1226, parkingloc: 'Bay 7' });
    expect(recQueue.body).toEqual(queue.body);
    expect((await engine.readHistory('MOI', jobordno)).at(-1)).toMatchObject({
      fromStatus: 1206,
      toStatus: 1226,
    });
  });

  it('refuses parking before the gate pass out, without a location and with a stale version', async () => {
    // Arrange
    const early = await jobOrder('KPTC', [1201, 1202]);
    const out = await jobOrder('KPTC', [1201, 1202, 1205, 1206]);

    // Act
    const wrongStage = await park({ jobordno: early.jobordno, parkingloc: 'A1' });
    const noLocation = await park({ jobordno: out.jobordno, parkingloc: ' ' });
    const stale = await park({ jobordno: out.jobordno, parkingloc: 'A1', version: 7 });

    // Assert
    refused(wrongStage, messages.jobOrderWrongStage);
    expect(noLocation.status).toBe(400);
    expect(JSON.stringify(noLocation.body)).toContain(messages.parkingReceptionLocationRequired);
    expect(stale.status).toBe(409);
    expect((await engine.readJobOrderCore('MOI', out.jobordno))?.statuscde).toBe(1206);
  });

  it("gives the delivery queue the customer's mobile and name the job order holds (issue 24)", async () => {
    // Arrange: an MOI job card whose mobile reception typed, out through the gate pass and parked.
    const jobordno = `JO-AT-${run}-${++sequence}`;
    await writeTestJobOrder(jobordno, 'MOI', [1195, 1196, 1197, 1201, 1202, 1205, 1206, 1226], {
      vehicle: { vehicleno: plate() },
      header: { mobileno: '99887766' },
    });

    // Act
    const queue = await reception.get<QueueRow[]>(`${moi}/getVehicleDeliveryList`, { jobordno });

    // Assert
    expect(ok(queue)).toEqual([
      expect.objectContaining({ jobordno, mobileno: '99887766', custname: 'Ministry of Interior' }),
    ]);
  });

  it('delivers the vehicle (1227), closes the job order and frees the vehicle for a new job card', async () => {
    // Arrange
    const { jobordno, vehicleno } = await jobOrder('MOI', [1195, 1196, 1197, 1201, 1202, 1205, 1206, 1226]);
    const busy = await jobOrder('MOI', [1195], vehicleno).catch((error: Error) => error);

    // Act
    const delivered = await deliver({
      jobordno,
      receivedby: 'Saad Al-Otaibi',
      receivedmobile: '99887766',
      remarks: 'Keys handed over',
    });
    const again = await deliver({ jobordno, receivedby: 'Saad Al-Otaibi', receivedmobile: '99887766' });
    const queue = await reception.get<QueueRow[]>(`${moi}/getVehicleDeliveryList`, { jobordno });
    const next = await jobOrder('MOI', [1195], vehicleno);

    // Assert
    expect(busy).toBeInstanceOf(Error);
    expect((busy as Error).message).toBe(messages.jobOrderVehicleBusy);
    expect(ok(delivered)[0]).toBe(messages.vehicleDeliverySaved);
    expect(delivered.body[1]).toMatchObject({ statuscde: 1227 });
    expect(await engine.readJobOrderCore('MOI', jobordno)).toMatchObject({
      statuscde: 1227,
      state: 'closed',
    });
    expect((await engine.readHistory('MOI', jobordno)).at(-1)).toMatchObject({
      fromStatus: 1226,
      toStatus: 1227,
      remarks: 'Keys handed over',
    });
    refused(again, messages.jobOrderClosed);
    expect(queue.body).toEqual([]);
    expect(await engine.openJobOrderOf('MOI', vehicleno)).toBe(next.jobordno);
  });

  it('answers the delivery validation messages and refuses a vehicle still in the garage', async () => {
    // Arrange
    const inGarage = await jobOrder('KPTC', [1201, 1202, 1205]);
    const out = await jobOrder('KPTC', [1201, 1202, 1205, 1206]);

    // Act
    const wrongStage = await deliver({
      jobordno: inGarage.jobordno,
      receivedby: 'Ali',
      receivedmobile: '55512345',
    });
    const noName = await deliver({ jobordno: out.jobordno, receivedmobile: '55512345' });
    const shortMobile = await deliver({
      jobordno: out.jobordno,
      receivedby: 'Ali',
      receivedmobile: '5551234',
    });

    // Assert
    refused(wrongStage, messages.jobOrderWrongStage);
    expect(JSON.stringify(noName.body)).toContain(messages.vehicleDeliveryReceivedByRequired);
    expect(shortMobile.status).toBe(400);
    expect(JSON.stringify(shortMobile.body)).toContain(messages.vehicleDeliveryMobileInvalid);
    expect((await engine.readJobOrderCore('MOI', out.jobordno))?.state).toBe('open');
  });

  it('serves the other work queues', async () => {
    for (const name of ['getVehicleDeliveryApproveList', 'getWashingList', 'getParkingGarageList']) {
      const response = await admin.get(`${moi}/${name}`);
      expect(response.status, name).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
    }
  });
});

describe('integration: assign-technician rights', () => {
  it('answers 403 without the screen rights, and 403 on delete for a user without deletes', async () => {
    // Arrange
    const { jobordno } = await jobOrder('MOI', [1195, 1196]);
    const calls: [ApiClient, 'GET' | 'POST', string, Record<string, unknown>?][] = [
      [nobody, 'GET', `${moi}/getAssignTechnicianList`],
      [nobody, 'GET', `${moi}/getAssignTechnicianById`],
      [nobody, 'POST', `${moi}/putAssignTechnician`, { jobordno, empcdetech: 'E1005', estjobtime: 1 }],
      [nobody, 'POST', `${rec}/putAssignTechnician`, { jobordno, empcdetech: 'E1005', estjobtime: 1 }],
      [nobody, 'GET', `${rec}/searchByPlate`],
      [nobody, 'GET', `${moi}/getVehicleDeliveryList`],
      [nobody, 'GET', `${moi}/getParkingReceptionList`],
      [nobody, 'POST', `${moi}/putParkingReception`, { jobordno, parkingloc: 'A1' }],
      [
        nobody,
        'POST',
        `${moi}/putVehicleDelivery`,
        { jobordno, receivedby: 'A', receivedmobile: '55512345' },
      ],
      [reception, 'POST', `${moi}/deleteAssignTechnician`],
      [technician, 'POST', `${moi}/putAssignTechnician`, { jobordno, empcdetech: 'E1005', estjobtime: 1 }],
    ];

    for (const [client, method, path, body] of calls) {
      // Act
      const response =
        method === 'GET'
          ? await client.get(path, { jobordno })
          : await client.request(method, path, { body, query: { jobordno } });

      // Assert
      expect(response.status, path).toBe(403);
    }
    expect((await engine.readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1196);
  });
});

describe('integration: getEmployee filters (the technician pickers, issue 24 item 10)', () => {
  it("offers the technicians of a garage, not its other employees nor another garage's", async () => {
    // Act
    const all = await reception.get<Employee[]>('/api/getEmployee');
    const g01 = await reception.get<Employee[]>('/api/getEmployee', {
      garage: 'G01',
      designation: 'technician',
    });
    const g02 = await reception.get<Employee[]>('/api/getEmployee', {
      garage: 'G02',
      designation: 'technician',
    });
    const inspectors = await reception.get<Employee[]>('/api/getEmployee', { designation: 'inspector' });
    const invalid = await reception.get('/api/getEmployee', { designation: 'director' });
    const tooLong = await reception.get('/api/getEmployee', { garage: 'G'.repeat(21) });

    // Assert
    const codes = (rows: Employee[]) => rows.map((row) => row.emplcode);
    expect(codes(all.body)).toEqual(expect.arrayContaining(['E1001', 'E1005', 'E1018']));
    expect(codes(g01.body)).toEqual(expect.arrayContaining(['E1005', 'E1014', 'E1025']));
    expect(codes(g01.body)).not.toContain('E1001'); // Executive Director
    expect(codes(g01.body)).not.toContain('E1004'); // QC Inspector
    expect(codes(g01.body)).not.toContain('E1018'); // a technician of G02
    expect(g01.body.every((row) => row.garageid === 'G01')).toBe(true);
    expect(codes(g02.body)).toEqual(expect.arrayContaining(['E1018', 'E1017', g02Employee]));
    expect(codes(inspectors.body)).toEqual(expect.arrayContaining(['E1004', 'E1019']));
    expect(codes(inspectors.body)).not.toContain('E1005');
    expect(invalid.status).toBe(400);
    expect(tooLong.status).toBe(400);
  });
});
