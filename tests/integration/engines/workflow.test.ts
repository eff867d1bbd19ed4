/**
 * The job order lifecycle end to end through the API (issue 5 item 8, issue 10 item 9): a vehicle goes
 * from an MOI job card through the garage (technicians, inspection, an estimation rejected by MOI with
 * remarks, revised over 250 KWD and approved by MOI then KD250, repair, final QC by the garage and MOI,
 * washing, delivery approval, parking) to the gate pass out and delivery, one spec call per step, and after each step the test checks the
 * status, the history entry it wrote, the event it published (both subscribers handled it: their
 * idempotency markers exist) and the notifications it produced for the people concerned.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationTargets } from '@fleet/shared/platform/notifications';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import { getItem } from '@fleet/functions/lib/db';
import { markerKeys } from '@fleet/functions/engines/events/markers';
import { signIn, type ApiClient } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { eventually } from '../../support/socket.ts';
import { uploadPng } from '../../support/uploads.ts';
import { newTestVehicle } from '../../support/vehicles.ts';

/** Demo users who stand for a role when the test looks for a role's notification. */
const userOfRole: Record<string, string> = {
  SUPERVISOR: 'supervisor',
  INSPECTOR: 'inspector',
  TECHNICIAN: 'technician',
  RECEPTION: 'reception',
  TEAMLEADER: 'teamleader',
};

const clients = new Map<string, ApiClient>();
const approvers = {} as { moi: ApiClient; kptc: ApiClient };

/** The approval notification of a document reached the user (the approval engine's events). */
async function approvalTold(usercode: string, docnumbr: string, event: string) {
  const client =
    usercode === 'moiapprover'
      ? approvers.moi
      : usercode === 'kptcapprover'
        ? approvers.kptc
        : clients.get(usercode)!;
  await eventually(
    () =>
      client.get<{ notifications: { approval?: { docnumbr: string; event: string } }[] }>(
        '/api/notifications/gnby',
        {
          usercode,
        },
      ),
    (list) =>
      list.body.notifications.some((n) => n.approval?.docnumbr === docnumbr && n.approval.event === event),
  );
}
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

/** A step whose answer the test does not read: `by` posts `body` to `path`, then checkStep. */
async function move(what: string, expected: number[], path: string, body: object, by = admin) {
  ok(await by.post(path, body), what);
  await checkStep(expected);
}

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
    // The roles of the status's next actions (the workflow map), but not the user who made the move.
    const users = new Set([
      ...notificationTargets(entry.toStatus)
        .flatMap((target) => target.roles)
        .map((role) => userOfRole[role])
        .filter((user): user is string => !!user && user !== entry.user.toLowerCase()),
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

useRuntimeEnv();
const admin = (await signIn('admin')).client;

beforeAll(async () => {
  for (const usercode of Object.values(userOfRole)) clients.set(usercode, (await signIn(usercode)).client);
  approvers.moi = (await signIn('moiapprover')).client;
  approvers.kptc = (await signIn('kptcapprover')).client;
});

describe('integration: a vehicle from job card to delivered', () => {
  it('walks every reception, garage, approval and exit step with its history, events and notifications', async () => {
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
    await move('assign technician (MOI)', [1197], '/api/AssignTechnicianmoi/putAssignTechnician', {
      jobordno,
      empcdetech: 'E1005',
      estjobtime: 2.5,
      version: await versionOf(),
    });

    // 3. Vehicle checklist of the MOI phase: 1198.
    await move('checklist', [1198], '/api/JOCheckListmoi/insertJOCheckListDetail', {
      jobordno,
      items: checks.slice(0, 2).map((check) => ({ ...check, status: 'Y' })),
    });

    // 4. MOI images: 1199.
    const image = await uploadImage();
    await move('images (MOI)', [1199], '/api/ImageUpload/uploadGarageandAccessories', {
      jobordno,
      frmtypeimg: 'moi',
      locations: [{ garageId: 'G01', images: [image] }],
    });

    // 5. The inspector's inspection: 1200.
    await move('inspection (MOI)', [1200], '/api/inspectionmoi/setInspection', {
      jobordno,
      remarks: 'Brakes worn',
    });

    // 6. KPTC job order (KJO) from the job card: 1201.
    await move('KJO', [1201], '/api/JobOrder/SetJobOrder', { jobordno });

    // 7. Technician at reception: 1202.
    await move('assign technician (reception)', [1202], '/api/AssignTechnician/putAssignTechnician', {
      jobordno,
      empcdetech: 'E1005',
      estjobtime: 3,
      version: await versionOf(),
    });

    // 8. Reception images: 1203.
    await move('images (reception)', [1203], '/api/ImageUpload/uploadGarageandAccessories', {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [await uploadImage()] }],
    });

    // 9. Reception inspection: 1204.
    await move('inspection', [1204], '/api/Inspection/setInspection', {
      jobordno,
      remarks: 'Ready for the garage',
    });

    // 10. Gate pass in: 1205.
    await move('gate in', [1205], '/api/GatePass/SetGatePassIn', {
      jobordno,
      remarksin: 'Front bumper scratched',
    });

    // 11. Garage images (stepper step 2): 1207.
    await move('images (garage)', [1207], '/api/ImageUpload/uploadGarageandAccessories', {
      jobordno,
      frmtypeimg: 'gar',
      locations: [{ garageId: 'G01', images: [await uploadImage()] }],
    });

    // 12. Team leader (stepper step 3): 1208, the team leader told personally.
    ok(
      await admin.post('/api/AssignLeader/insertAssignLeaderDetail', { jobordno, teamleader: 'teamleader' }),
      'leader',
    );
    await checkStep([1208], { 1208: ['teamleader'] });

    // 13. Garage technicians per workshop (AssignTechgmoi): 1209, the technician told.
    await move('garage technicians', [1209], '/api/AssignTechgmoi/insertAssignTechgDetail', {
      jobordno,
      details: [{ wrkshpid: 'WS01', empcdetech: 'E1005', estjobtime: 3 }],
    });

    // 14. Garage inspection, completed at once: 1210 then 1213.
    const inspection = ok(
      await admin.post<[string, { docnumbr: string; version: number }]>(
        '/api/GarageInspection/insertgarinspection',
        {
          jobordno,
          inspstatus: 'completed',
          lines: [
            { wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010102' },
            { wrkshpid: 'WS01', mainrepid: 'MR0102', subrepid: 'SR010201' },
          ],
        },
      ),
      'garage inspection',
    )[1];
    await checkStep([1210, 1213]);

    // 15. The team leader's estimation under 250 KWD: 1215 then 1235, the MOI approver told.
    const leader = clients.get('teamleader')!;
    const estimation = ok(
      await leader.post<[string, { docnumbr: string; version: number; totalval: number }]>(
        '/api/Quotation/insertupdatequotation',
        {
          jobordno,
          lines: [{ linetype: 'SUBREPAIR', wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010102' }],
        },
      ),
      'estimation',
    )[1];
    expect(estimation.totalval).toBe(60);
    await checkStep([1215, 1235]);
    await approvalTold('moiapprover', estimation.docnumbr, 'requested');

    // 16. MOI rejects it with remarks: back to 1215, the team leader told.
    await move(
      'reject',
      [1215],
      '/api/Quotation/approvequotation',
      {
        docnumbr: estimation.docnumbr,
        version: estimation.version,
        decision: 'R',
        remarks: 'Add the brake pads',
      },
      approvers.moi,
    );
    await approvalTold('teamleader', estimation.docnumbr, 'rejected');

    // 17. Revised over 250 KWD and resubmitted: 1235.
    const revised = ok(
      await leader.post<[string, { version: number; totalval: number }]>(
        '/api/Quotation/insertupdatequotation',
        {
          docnumbr: estimation.docnumbr,
          version: estimation.version + 1,
          jobordno,
          lines: [
            { linetype: 'SUBREPAIR', wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010102' },
            { linetype: 'SUBREPAIR', wrkshpid: 'WS01', mainrepid: 'MR0102', subrepid: 'SR010201' },
            { linetype: 'PART', sparepart: 'BRK-2001', sparenam: 'Brake pads', qty: 4, unitprice: 50 },
          ],
        },
      ),
      'resubmit',
    )[1];
    expect(revised.totalval).toBe(267.5);
    await checkStep([1235]);

    // 18. MOI approves: 1256 (waiting for KD250), the KPTC approver told; 19. KD250 approves: 1216.
    await move(
      'approve MOI',
      [1256],
      '/api/Quotation/approvequotation',
      { docnumbr: estimation.docnumbr, version: revised.version, decision: 'A' },
      approvers.moi,
    );
    await approvalTold('kptcapprover', estimation.docnumbr, 'requested');
    await move(
      'approve KD250',
      [1216],
      '/api/Quotation/approvequotationkd',
      { docnumbr: estimation.docnumbr, version: revised.version + 1, decision: 'A' },
      approvers.kptc,
    );
    await approvalTold('teamleader', estimation.docnumbr, 'approved');

    // 20. The repair: started 1236, finished 1230.
    await move('repair started', [1236], '/api/GarageInspection/UpdteRepairJob', {
      docnumbr: inspection.docnumbr,
      version: inspection.version,
      lines: [{ serlnumb: 1, repstatus: 'started' }],
    });
    await move('repair finished', [1230], '/api/GarageInspection/UpdteRepairJob', {
      docnumbr: inspection.docnumbr,
      version: inspection.version + 1,
      lines: [
        { serlnumb: 1, repstatus: 'finished', acthours: 7 },
        { serlnumb: 2, repstatus: 'finished', acthours: 1 },
      ],
    });

    // 21. Final QC by the garage (1222) and by MOI (1223).
    await move('final QC garage', [1222], '/api/GarageInspection/finalQCGarage', {
      jobordno,
      result: 'pass',
    });
    // MOI's check is another user's than the garage's (issue 24 item 11).
    await move(
      'final QC MOI',
      [1223],
      '/api/GarageInspection/finalQCMOI',
      { jobordno, result: 'pass' },
      clients.get('inspector')!,
    );

    // 22. Washing (1224), delivery approval (1225), parking at the garage (1233).
    await move('washing', [1224], '/api/AssignTechnicianmoi/putWashing', { jobordno });
    await move('delivery approval', [1225], '/api/AssignTechnicianmoi/putVehicleDeliveryApprove', {
      jobordno,
    });
    await move('parking', [1233], '/api/AssignTechnicianmoi/putParkingGarage', {
      jobordno,
      parkingloc: 'G-3',
    });

    // 23. Gate pass out: offered in the QCPASSOUT choice list, then 1206.
    const choices = ok(
      await admin.get<{ jobordno: string }[]>('/api/getJobOrder', { tostatus: 1206 }),
      'choices',
    );
    expect(choices.map((row) => row.jobordno)).toContain(jobordno);
    await move('gate out', [1206], '/api/GatePass/SetGatePassOut', {
      jobordno,
      checkoutdt: new Date().toISOString(),
      remarksout: 'Delivered to reception',
    });

    // 24. Parked at reception (1226), then delivered (1227, the job order closes).
    await move('parking reception', [1226], '/api/AssignTechnicianmoi/putParkingReception', {
      jobordno,
      parkingloc: 'R-1',
    });
    await move('delivery', [1227], '/api/AssignTechnicianmoi/putVehicleDelivery', {
      jobordno,
      receivedby: 'Driver',
      receivedmobile: '99887766',
    });

    // The whole walk, in order, as the timeline shows it.
    const timeline = ok(
      await admin.get<JobOrderHistoryEntry[]>('/api/DashBoard/getJobCardTimeline', { jobordno }),
      'timeline',
    );
    expect(timeline.map((entry) => entry.toStatus)).toEqual([
      1195, 1196, 1197, 1198, 1199, 1200, 1201, 1202, 1203, 1204, 1205, 1207, 1208, 1209, 1210, 1213, 1215,
      1235, 1215, 1235, 1256, 1216, 1236, 1230, 1222, 1223, 1224, 1225, 1233, 1206, 1226, 1227,
    ]);
    expect(
      timeline.filter((entry) => entry.approval).map((entry) => [entry.action, entry.approval!.level]),
    ).toEqual([
      ['submit', 'MOI'],
      ['reject', 'MOI'],
      ['submit', 'MOI'],
      ['approve', 'MOI'],
      ['approve', 'KD'],
    ]);
    expect(
      timeline.every((entry, index) => index === 0 || entry.fromStatus === timeline[index - 1]!.toStatus),
    ).toBe(true);
  });
});
