/**
 * The job order lifecycle end to end through the API (issue 5 item 8): a vehicle goes from an MOI
 * job card to the gate pass out, one spec call per step, and after each step the test checks the
 * status, the history entry it wrote, the event it published (both subscribers handled it: their
 * idempotency markers exist) and the notifications it produced for the people concerned.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '@fleet/shared/notifications';
import type { JobOrderHistoryEntry } from '@fleet/shared/job-orders';
import { getItem } from '@fleet/functions/lib/db';
import { markerKeys } from '@fleet/functions/events/markers';
import { signIn, type ApiClient } from '../support/api.ts';
import { useRuntimeEnv } from '../support/fixtures.ts';
import { eventually } from '../support/socket.ts';
import { uploadPng } from '../support/uploads.ts';
import { newTestVehicle } from '../support/vehicles.ts';

/** Demo users who stand for a role when the test looks for a role's notification. */
const userOfRole: Record<string, string> = {
  SUPERVISOR: 'supervisor',
  INSPECTOR: 'inspector',
  TECHNICIAN: 'technician',
  RECEPTION: 'reception',
  TEAMLEADER: 'teamleader',
};

let admin: ApiClient;
const clients = new Map<string, ApiClient>();
let jobordno = '';
let seenHistory = 0;

type Answer<T = Record<string, unknown>> = { status: number; body: T };

function ok<T>(response: Answer<T>, what: string): T {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

const uploadImage = () => uploadPng(admin);

const versionOf = async () =>
  ok(
    await admin.get<{ version: number; statuscde: number }>('/api/JobOrder/getJobOrderById', { jobordno }),
    'by id',
  ).version;

/**
 * After a step: the job order is at `status`, the history grew by the moves `expected`, each move's
 * event reached both subscribers, and each move's notification reached the users concerned.
 */
async function checkStep(expected: number[], notified: Record<number, string[]> = {}) {
  const header = ok(
    await admin.get<{ statuscde: number }>('/api/JobOrder/getJobOrderById', { jobordno }),
    'by id',
  );
  expect(header.statuscde).toBe(expected.at(-1));
  const history = ok(
    await admin.get<JobOrderHistoryEntry[]>('/api/DashBoard/getJobCardTimeline', { jobordno }),
    'timeline',
  );
  const added = history.slice(seenHistory);
  expect(added.map((entry) => entry.toStatus)).toEqual(expected);
  seenHistory = history.length;
  for (const entry of added) {
    for (const subscriber of ['notifications', 'projections']) {
      const { pk, sk } = markerKeys(entry.eventId, subscriber);
      await eventually(
        () => getItem(pk, sk),
        (marker) => marker !== undefined,
      );
    }
    const route = notificationRoutes[entry.toStatus];
    const users = new Set([
      ...(route ? route.roles.map((role) => userOfRole[role]).filter((user): user is string => !!user) : []),
      ...(notified[entry.toStatus] ?? []),
    ]);
    for (const usercode of users) {
      const client = clients.get(usercode)!;
      await eventually(
        () =>
          client.get<{ notifications: { id: string; statusCode: number }[] }>('/api/notifications/gnby', {
            usercode,
          }),
        (list) => list.body.notifications.some((n) => n.id === `${jobordno}${entry.toStatus}`),
      );
    }
  }
}

beforeAll(async () => {
  useRuntimeEnv();
  admin = (await signIn('admin')).client;
  for (const usercode of Object.values(userOfRole)) clients.set(usercode, (await signIn(usercode)).client);
});

describe('integration: a vehicle from job card to gate pass out', () => {
  it('walks every reception and gate step with its history, events and notifications', async () => {
    const vehicle = await newTestVehicle('MOI');
    const checks = ok(
      await admin.get<{ checkheader: string; checkid: string }[]>('/api/getVehicleCheckall'),
      'checks',
    );
    const photo = await uploadImage();

    // 1. MOI job card with checklist, photo and inspector: 1195 then 1196.
    const created = ok(
      await admin.post<[string, { jobordno: string }]>('/api/JobOrdermoi/SetJobOrder', {
        vehicleno: vehicle.vehicleno,
        garage: 'G01',
        servicetype: 'quick',
        mobileno: '99887766',
        checklist: checks.slice(0, 3).map((check, index) => ({ ...check, status: index === 0 ? 'Y' : 'N' })),
        photos: [{ fileId: photo, fileName: 'front.png' }],
        inspector: 'inspector',
      }),
      'job card',
    );
    jobordno = created[1].jobordno;
    await checkStep([1195, 1196], { 1196: ['inspector'] });

    // 2. QC technician assignment (MOI variant): 1197.
    ok(
      await admin.post('/api/AssignTechnicianmoi/putAssignTechnician', {
        jobordno,
        empcdetech: 'E1005',
        estjobtime: 2.5,
        version: await versionOf(),
      }),
      'assign technician (MOI)',
    );
    await checkStep([1197]);

    // 3. Vehicle checklist of the MOI phase: 1198.
    ok(
      await admin.post('/api/JOCheckListmoi/insertJOCheckListDetail', {
        jobordno,
        items: checks.slice(0, 2).map((check) => ({ ...check, status: 'Y' })),
      }),
      'checklist',
    );
    await checkStep([1198]);

    // 4. MOI images: 1199.
    const image = await uploadImage();
    ok(
      await admin.post('/api/ImageUpload/uploadGarageandAccessories', {
        jobordno,
        frmtypeimg: 'moi',
        locations: [{ garageId: 'G01', images: [image] }],
      }),
      'images (MOI)',
    );
    await checkStep([1199]);

    // 5. The inspector's inspection: 1200.
    ok(
      await admin.post('/api/inspectionmoi/setInspection', { jobordno, remarks: 'Brakes worn' }),
      'inspection (MOI)',
    );
    await checkStep([1200]);

    // 6. KPTC job order (KJO) from the job card: 1201.
    ok(await admin.post('/api/JobOrder/SetJobOrder', { jobordno }), 'KJO');
    await checkStep([1201]);

    // 7. Technician at reception: 1202.
    ok(
      await admin.post('/api/AssignTechnician/putAssignTechnician', {
        jobordno,
        empcdetech: 'E1005',
        estjobtime: 3,
        version: await versionOf(),
      }),
      'assign technician (reception)',
    );
    await checkStep([1202]);

    // 8. Reception images: 1203.
    ok(
      await admin.post('/api/ImageUpload/uploadGarageandAccessories', {
        jobordno,
        frmtypeimg: 'rec',
        locations: [{ garageId: 'G01', images: [await uploadImage()] }],
      }),
      'images (reception)',
    );
    await checkStep([1203]);

    // 9. Reception inspection: 1204.
    ok(
      await admin.post('/api/Inspection/setInspection', { jobordno, remarks: 'Ready for the garage' }),
      'inspection',
    );
    await checkStep([1204]);

    // 10. Gate pass in: 1205.
    ok(
      await admin.post('/api/GatePass/SetGatePassIn', { jobordno, remarksin: 'Front bumper scratched' }),
      'gate in',
    );
    await checkStep([1205]);

    // 11. Garage images (stepper step 2): 1207.
    ok(
      await admin.post('/api/ImageUpload/uploadGarageandAccessories', {
        jobordno,
        frmtypeimg: 'gar',
        locations: [{ garageId: 'G01', images: [await uploadImage()] }],
      }),
      'images (garage)',
    );
    await checkStep([1207]);

    // 12. Team leader (stepper step 3): 1208, the team leader told personally.
    ok(
      await admin.post('/api/AssignLeader/insertAssignLeaderDetail', { jobordno, teamleader: 'teamleader' }),
      'leader',
    );
    await checkStep([1208], { 1208: ['teamleader'] });

    // 13. The garage's own stages come with later issues: an administrator's status change stands in.
    ok(
      await admin.post('/api/ChangeJobStatus/updateStatusJobOrder', {
        jobordno,
        statuscde: 1223,
        remarks: 'Final QC by MOI done',
      }),
      'change status',
    );
    await checkStep([1223]);

    // 14. Gate pass out: offered in the QCPASSOUT choice list, then 1206.
    const choices = ok(
      await admin.get<{ jobordno: string }[]>('/api/getJobOrder', { tostatus: 1206 }),
      'choices',
    );
    expect(choices.map((row) => row.jobordno)).toContain(jobordno);
    ok(
      await admin.post('/api/GatePass/SetGatePassOut', {
        jobordno,
        checkoutdt: new Date().toISOString(),
        remarksout: 'Delivered to reception',
      }),
      'gate out',
    );
    await checkStep([1206]);

    // The whole walk, in order, as the timeline shows it.
    const timeline = ok(
      await admin.get<JobOrderHistoryEntry[]>('/api/DashBoard/getJobCardTimeline', { jobordno }),
      'timeline',
    );
    expect(timeline.map((entry) => entry.toStatus)).toEqual([
      1195, 1196, 1197, 1198, 1199, 1200, 1201, 1202, 1203, 1204, 1205, 1207, 1208, 1223, 1206,
    ]);
    expect(
      timeline.every((entry, index) => index === 0 || entry.fromStatus === timeline[index - 1]!.toStatus),
    ).toBe(true);
  });
});
