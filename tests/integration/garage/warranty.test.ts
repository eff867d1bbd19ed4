/**
 * Warranty check (spec 001 section 7 "Warranty check", screen SGRG014, status 1234) through the local
 * runtime: the detection of a returning vehicle's repairs under warranty (inside and outside the
 * window, another sub repair, another plate), the claim moving the new job order to 1234 and linking
 * both job orders, its change (409 when stale), decision and delete, the warranty window's master
 * record, every message and the rights. Each test builds its own plates: an earlier, delivered job
 * order with garage inspection lines finished on chosen days and its garage technician, and the new
 * job order of the returning vehicle.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import {
  warrantyNumber,
  type WarrantyCandidates,
  type WarrantyCheck,
  type WarrantySetting,
  type WarrantyWritten,
} from '@fleet/shared/garage/warranty';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem } from '@fleet/functions/lib/db';
import { readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { warrantyChecks, warrantyKeys } from '@fleet/functions/garage/warranty/data';
import { type ApiClient, ok, refused, signInAll } from '../../support/api.ts';
import { screenRights, signInWithRights, useRuntimeEnv } from '../../support/fixtures.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';
import { newTestVehicle } from '../../support/vehicles.ts';
import { testJobOrderThrough, moveTestJobOrder } from '../../support/job-orders.ts';
import { daysAgo, deliveredRepairs, momentDaysAgo } from '../../support/warranty.ts';
import { testInspectionLine } from '../../support/inspection-lines.ts';

const w = (call: string) => `/api/WarrantyCheck/${call}`;
const run = Date.now().toString(36).toUpperCase();
let counter = 0;

const engine = {
  wrkshpid: 'WS01',
  mainrepid: 'MR0101',
  subrepid: 'SR010102',
  subrepnam: 'Cylinder head gasket',
};
const brakes = { wrkshpid: 'WS01', mainrepid: 'MR0102', subrepid: 'SR010201', subrepnam: 'Front brake pads' };
const paint = { wrkshpid: 'WS02', mainrepid: 'MR0201', subrepid: 'SR020101', subrepnam: 'Door paint' };

/** A line of the earlier job order's inspection, finished `finishedDaysAgo` days ago. */
const line = (serlnumb: number, repair: typeof engine, finishedDaysAgo: number) =>
  testInspectionLine(serlnumb, repair.subrepid, {
    ...repair,
    wrkshpnam: repair.wrkshpid === 'WS01' ? 'Mechanical' : 'Body and paint',
    mainrepnam: 'Main',
    laborhors: 1,
    repstatus: 'finished',
    startedat: momentDaysAgo(finishedDaysAgo + 1),
    finishedat: momentDaysAgo(finishedDaysAgo),
    repuser: 'technician',
    acthours: 1,
  });

/**
 * A delivered earlier job order of a fresh plate: engine repaired 10 days ago, brakes 100 days ago
 * (paint in another workshop 20 days ago), the mechanical workshop's technician E1007.
 */
async function earlierJobOrder() {
  return deliveredRepairs(
    { jobordno: `JO-WE-${run}-${++counter}`, docnumbr: `GI-W-${run}-${counter}` },
    120,
    [line(1, engine, 10), line(2, brakes, 100), line(3, paint, 20)],
    { empcdetech: 'E1005', emplname: 'Reception Technician' },
  );
}

/** The returning vehicle's new job order, at `status` (default Job Order Created). */
async function newJobOrder(vehicle: { vehicleno: string }, status = 1201) {
  const jobordno = `JO-WN-${run}-${++counter}`;
  await testJobOrderThrough(jobordno, 'G01', [], { vehicle });
  if (status !== 1201) await moveTestJobOrder(jobordno, status);
  return jobordno;
}

const header = async (jobordno: string) =>
  (await readJobOrderCore('MOI', jobordno)) as unknown as Record<string, unknown> & { statuscde: number };

async function claim(client: ApiClient, body: Record<string, unknown>) {
  return client.post<WarrantyWritten>(w('insertWarrantyCheck'), body);
}

/** The supervisor's claim of the engine repair, waiting: the returning vehicle's job order is at `status`. */
async function waitingClaim(status: number) {
  const earlier = await earlierJobOrder();
  const jobordno = await newJobOrder(earlier.vehicle, status);
  const body = { jobordno, prevjobordno: earlier.jobordno, subrepids: [engine.subrepid] };
  return { earlier, jobordno, docnumbr: (await claim(supervisor, body)).body[1].docnumbr };
}

useRuntimeEnv();
const [supervisor, reception] = await signInAll(['supervisor', 'reception']);
const nobody = await signInWithRights({});
const viewer = await signInWithRights(screenRights('SGRG014', 'views'));

describe('integration: WarrantyCheck/getWarrantyCandidates (detection at reception)', () => {
  it('offers the earlier repairs of the plate done inside the window, with the earlier job and its technician', async () => {
    const earlier = await earlierJobOrder();
    const jobordno = await newJobOrder(earlier.vehicle);
    const setting = (await reception.get<WarrantySetting>(w('getWarrantySetting'))).body;

    const response = await reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
      vehicleno: earlier.vehicle.vehicleno,
      jobordno,
    });

    expect(ok(response).warrdays).toBe(setting.warrdays);
    expect(response.body.candidates).toHaveLength(1);
    const [candidate] = response.body.candidates;
    expect(candidate).toMatchObject({
      jobordno: earlier.jobordno,
      vehicleno: earlier.vehicle.vehicleno,
      emplname: 'Reception Technician',
    });
    // Engine (10 days) and paint (20 days) are inside the default 90 days; brakes (100 days) are not.
    const bySub = Object.fromEntries(candidate!.repairs.map((repair) => [repair.subrepid, repair]));
    expect(Object.keys(bySub).sort()).toEqual([engine.subrepid, paint.subrepid].sort());
    expect(bySub[engine.subrepid]).toMatchObject({
      daysago: 10,
      donedate: daysAgo(10),
      empcdetech: 'E1007',
      emplname: 'Garage Mechanic',
    });
    // A workshop without a garage technician falls back to the job order's technician.
    expect(bySub[paint.subrepid]).toMatchObject({ empcdetech: 'E1005', emplname: 'Reception Technician' });
  });

  it('keeps only the sub repairs asked for: another sub repair, or one outside the window, finds nothing', async () => {
    const earlier = await earlierJobOrder();
    const plate = earlier.vehicle.vehicleno;

    const same = await reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
      vehicleno: plate,
      subrepids: `${engine.subrepid},SR999999`,
    });
    const outside = await reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
      vehicleno: plate,
      subrepids: brakes.subrepid,
    });
    const other = await reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
      vehicleno: plate,
      subrepids: 'SR999999',
    });

    expect(same.body.candidates.map((c) => c.repairs.map((r) => r.subrepid))).toEqual([[engine.subrepid]]);
    expect(outside.body.candidates).toEqual([]);
    expect(other.body.candidates).toEqual([]);
  });

  it('finds nothing for another plate, and leaves out the job order being received', async () => {
    const earlier = await earlierJobOrder();
    const stranger = await newTestVehicle('MOI');

    const otherPlate = await reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
      vehicleno: stranger.vehicleno,
    });
    const itself = await reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
      vehicleno: earlier.vehicle.vehicleno,
      jobordno: earlier.jobordno,
    });

    expect(otherPlate.body).toEqual({
      vehicleno: stranger.vehicleno,
      warrdays: expect.any(Number),
      candidates: [],
    });
    expect(itself.body.candidates).toEqual([]);
  });

  it('offers nothing more once the job order has its claim, and names the claim; offers again after its delete', async () => {
    const earlier = await earlierJobOrder();
    const jobordno = await newJobOrder(earlier.vehicle);
    const offer = () =>
      reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
        vehicleno: earlier.vehicle.vehicleno,
        jobordno,
      });
    const before = await offer();
    const raised = await claim(supervisor, {
      jobordno,
      prevjobordno: earlier.jobordno,
      subrepids: [engine.subrepid],
    });
    const { docnumbr } = raised.body[1];

    const after = await offer();
    await supervisor.post(w('deleteWarrantyCheck'), undefined, { docnumbr });
    const deleted = await offer();

    expect(before.body.candidates).toHaveLength(1);
    expect(before.body.claim).toBeUndefined();
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(ok(after)).toEqual({
      vehicleno: earlier.vehicle.vehicleno,
      warrdays: expect.any(Number),
      candidates: [],
      claim: { docnumbr, prevjobordno: earlier.jobordno, warrstatus: 'initiated' },
    });
    expect(deleted.body.claim).toBeUndefined();
    expect(deleted.body.candidates.map((candidate) => candidate.jobordno)).toEqual([earlier.jobordno]);
  });

  it('needs the plate', async () => {
    const response = await reception.get(w('getWarrantyCandidates'), {});
    refused(response, messages.vehiclePlateRequired);
  });
});

describe('integration: WarrantyCheck warranty window (master data)', () => {
  it('widens the window (brakes done 100 days ago come in), refuses a stale version and an out-of-range value', async () => {
    const earlier = await earlierJobOrder();
    const before = (await supervisor.get<WarrantySetting>(w('getWarrantySetting'))).body;
    expect(before.warrdays).toBeGreaterThan(0);

    const outOfRange = await supervisor.post(w('putWarrantySetting'), {
      warrdays: 0,
      version: before.version,
    });
    const stale = await supervisor.post(w('putWarrantySetting'), {
      warrdays: 120,
      version: before.version + 5,
    });
    const saved = await supervisor.post<[string, { warrdays: number; version: number }]>(
      w('putWarrantySetting'),
      {
        warrdays: 120,
        version: before.version,
      },
    );
    try {
      refused(outOfRange, messages.warrantyDaysRange);
      expect(stale.status).toBe(409);
      expect(ok(saved)).toEqual([
        messages.warrantySettingSaved,
        { warrdays: 120, version: before.version + 1 },
      ]);
      const wide = await reception.get<WarrantyCandidates>(w('getWarrantyCandidates'), {
        vehicleno: earlier.vehicle.vehicleno,
        subrepids: brakes.subrepid,
      });
      expect(wide.body.warrdays).toBe(120);
      expect(wide.body.candidates[0]?.repairs.map((repair) => repair.subrepid)).toEqual([brakes.subrepid]);
    } finally {
      const restored = await supervisor.post(w('putWarrantySetting'), {
        warrdays: before.warrdays,
        version: before.version + 1,
      });
      expect(restored.status).toBe(200);
    }
  });

  it('lets only the warranty screen edit the window', async () => {
    const current = (await supervisor.get<WarrantySetting>(w('getWarrantySetting'))).body;
    expect(
      (await reception.post(w('putWarrantySetting'), { warrdays: 30, version: current.version })).status,
    ).toBe(403);
    expect((await nobody.get(w('getWarrantySetting'))).status).toBe(403);
  });
});

describe('integration: WarrantyCheck/insertWarrantyCheck', () => {
  it('claims a repair under warranty: the new job order moves to 1234, both job orders are linked', async () => {
    const earlier = await earlierJobOrder();
    const jobordno = await newJobOrder(earlier.vehicle);

    const response = await claim(reception, {
      jobordno,
      prevjobordno: earlier.jobordno,
      subrepids: [engine.subrepid],
      complaint: 'Engine overheats again',
    });

    expect(ok(response)[0]).toBe(messages.warrantySaved);
    const { docnumbr, version } = response.body[1];
    expect(docnumbr).toMatch(/^WC-\d{4}-\d{5}$/);
    expect(version).toBe(1);
    expect(await header(jobordno)).toMatchObject({
      statuscde: 1234,
      warrantydoc: docnumbr,
      warrantyof: earlier.jobordno,
      warrantystatus: 'initiated',
    });
    const history = await readHistory('MOI', jobordno);
    expect(history.at(-1)).toMatchObject({ fromStatus: 1201, toStatus: 1234, user: 'reception' });
    const link = warrantyKeys.link('MOI', earlier.jobordno, docnumbr);
    expect(await getItem(link.pk, link.sk)).toMatchObject({ jobordno, subrepids: [engine.subrepid] });

    const read = await supervisor.get<WarrantyCheck>(w('getWarrantyCheckById'), { docnumbr });
    expect(ok(read)).toMatchObject({
      docnumbr,
      jobordno,
      prevjobordno: earlier.jobordno,
      vehicleno: earlier.vehicle.vehicleno,
      prevempcdetech: 'E1007',
      prevemplname: 'Garage Mechanic',
      repairs: [expect.objectContaining({ subrepid: engine.subrepid, donedate: daysAgo(10) })],
      complaint: 'Engine overheats again',
      warrstatus: 'initiated',
      prevstatus: 1201,
      statuscde: 1234,
      version: 1,
    });
    const list = await supervisor.get<{ items: WarrantyCheck[] }>(w('getWarrantyCheckList'), {
      vehicleno: earlier.vehicle.vehicleno,
    });
    expect(ok(list).items.map((row) => [row.docnumbr, row.statuscde])).toEqual([[docnumbr, 1234]]);

    const again = await claim(reception, {
      jobordno,
      prevjobordno: earlier.jobordno,
      subrepids: [paint.subrepid],
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: formatMessage(messages.warrantyExists, { jobordno, docnumbr }),
    });
  });

  it('takes no number for a claim refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const year = kuwaitClock(new Date()).date.slice(0, 4);
    const earlier = await earlierJobOrder();
    const jobordno = await newJobOrder(earlier.vehicle);
    const body = { jobordno, prevjobordno: earlier.jobordno, subrepids: [engine.subrepid] };

    await expectNoNumberTaken(`WARRANTY#${year}`, {
      number: (sequence) => warrantyNumber(year, sequence),
      heldAt: (docnumbr) => warrantyChecks.keys.reference('MOI', docnumbr),
      refused: () => claim(reception, body),
      unchanged: async () => expect((await header(jobordno)).statuscde).toBe(1201),
      saved: async () => ok(await claim(reception, body))[1],
    });
  });

  it('refuses a repair outside the window, another plate, the same job order and a job order past the inspection', async () => {
    const earlier = await earlierJobOrder();
    const jobordno = await newJobOrder(earlier.vehicle);
    const stranger = await earlierJobOrder();

    const outside = await claim(reception, {
      jobordno,
      prevjobordno: earlier.jobordno,
      subrepids: [brakes.subrepid],
    });
    const otherPlate = await claim(reception, {
      jobordno,
      prevjobordno: stranger.jobordno,
      subrepids: [engine.subrepid],
    });
    const itself = await claim(reception, { jobordno, prevjobordno: jobordno, subrepids: [engine.subrepid] });
    const unknown = await claim(reception, {
      jobordno: `JO-NONE-${run}`,
      prevjobordno: earlier.jobordno,
      subrepids: [engine.subrepid],
    });

    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      message: formatMessage(messages.warrantyNotCovered, {
        subrepid: brakes.subrepid,
        prevjobordno: earlier.jobordno,
      }),
    });
    expect(otherPlate.body).toMatchObject({
      message: formatMessage(messages.warrantyOtherVehicle, { prevjobordno: stranger.jobordno }),
    });
    expect(itself.body).toMatchObject({ message: messages.warrantySameJobOrder });
    refused(unknown, messages.jobOrderNotFound, 404);
    expect((await header(jobordno)).statuscde).toBe(1201);

    await moveTestJobOrder(jobordno, 1216);
    const late = await claim(reception, {
      jobordno,
      prevjobordno: earlier.jobordno,
      subrepids: [engine.subrepid],
    });
    refused(late, messages.jobOrderWrongStage);
  });

  it('answers each required field with its message', async () => {
    const missingJob = await claim(reception, { prevjobordno: 'X', subrepids: ['A'] });
    const missingEarlier = await claim(reception, { jobordno: 'X', subrepids: ['A'] });
    const missingRepairs = await claim(reception, { jobordno: 'X', prevjobordno: 'Y' });
    const emptyRepairs = await claim(reception, { jobordno: 'X', prevjobordno: 'Y', subrepids: [] });
    const versionWithout = await claim(reception, {
      jobordno: 'X',
      prevjobordno: 'Y',
      subrepids: ['A'],
      version: 1,
    });

    expect(missingJob.body).toMatchObject({ message: messages.inspectionJobOrderRequired });
    expect(missingEarlier.body).toMatchObject({ message: messages.warrantyEarlierRequired });
    expect(missingRepairs.body).toMatchObject({ message: messages.warrantySubRepairRequired });
    expect(emptyRepairs.body).toMatchObject({ message: messages.warrantySubRepairRequired });
    expect(versionWithout.body).toMatchObject({ message: messages.invalidParameters });
  });

  it('changes a waiting claim at its version (409 when stale, nothing written), then decides it: the job order returns', async () => {
    const { earlier, jobordno, docnumbr } = await waitingClaim(1209);
    const body = { jobordno, prevjobordno: earlier.jobordno, docnumbr };

    const changed = await claim(supervisor, {
      ...body,
      version: 1,
      subrepids: [engine.subrepid, paint.subrepid],
      remarks: 'Paint too',
    });
    const stale = await claim(supervisor, {
      ...body,
      version: 1,
      subrepids: [engine.subrepid],
      remarks: 'Lost',
    });

    expect(ok(changed)).toEqual([
      messages.warrantyUpdated,
      expect.objectContaining({ docnumbr, version: 2 }),
    ]);
    expect(stale.status).toBe(409);
    const stored = (await supervisor.get<WarrantyCheck>(w('getWarrantyCheckById'), { docnumbr })).body;
    expect(stored).toMatchObject({ remarks: 'Paint too', version: 2, statuscde: 1234 });
    expect(stored.repairs.map((repair) => repair.subrepid)).toEqual([engine.subrepid, paint.subrepid]);

    const decided = await claim(supervisor, {
      ...body,
      version: 2,
      subrepids: [engine.subrepid, paint.subrepid],
      warrstatus: 'accepted',
      remarks: 'Gasket failed again',
    });
    expect(decided.body).toEqual([
      messages.warrantyDecided,
      expect.objectContaining({ docnumbr, version: 3, warrstatus: 'accepted' }),
    ]);
    expect(await header(jobordno)).toMatchObject({ statuscde: 1209, warrantystatus: 'accepted' });
    expect(
      (await readHistory('MOI', jobordno)).slice(-2).map((entry) => [entry.fromStatus, entry.toStatus]),
    ).toEqual([
      [1209, 1234],
      [1234, 1209],
    ]);
    const read = (await supervisor.get<WarrantyCheck>(w('getWarrantyCheckById'), { docnumbr })).body;
    expect(read).toMatchObject({ warrstatus: 'accepted', decidedby: 'supervisor' });

    const afterDecision = await claim(supervisor, {
      ...body,
      version: 3,
      subrepids: [engine.subrepid],
      warrstatus: 'rejected',
    });
    const deleteDecided = await supervisor.post(w('deleteWarrantyCheck'), undefined, { docnumbr });
    expect(afterDecision.body).toMatchObject({ message: messages.warrantyDecidedLocked });
    refused(deleteDecided, messages.warrantyDeletePastStage);
  });

  it('deletes a waiting claim: the job order returns, the link goes, the claim is no longer read', async () => {
    const { earlier, jobordno, docnumbr } = await waitingClaim(1204);

    const response = await supervisor.post(w('deleteWarrantyCheck'), undefined, { docnumbr });

    expect(ok(response)).toEqual([messages.warrantyDeleted, { docnumbr, jobordno }]);
    expect(await header(jobordno)).toMatchObject({ statuscde: 1204, warrantydoc: '', warrantyof: '' });
    const link = warrantyKeys.link('MOI', earlier.jobordno, docnumbr);
    expect(await getItem(link.pk, link.sk)).toBeUndefined();
    expect((await supervisor.get(w('getWarrantyCheckById'), { docnumbr })).status).toBe(404);
    expect((await supervisor.post(w('deleteWarrantyCheck'), undefined, { docnumbr })).status).toBe(404);
    // A new claim may be raised again after the delete.
    const again = await claim(supervisor, {
      jobordno,
      prevjobordno: earlier.jobordno,
      subrepids: [engine.subrepid],
    });
    expect(again.status).toBe(200);
  });
});

describe('integration: WarrantyCheck rights', () => {
  it('needs the warranty screen (or a reception / inspection screen for the offer)', async () => {
    const earlier = await earlierJobOrder();
    const jobordno = await newJobOrder(earlier.vehicle);
    const body = { jobordno, prevjobordno: earlier.jobordno, subrepids: [engine.subrepid] };

    expect((await nobody.get(w('getWarrantyCheckList'))).status).toBe(403);
    expect((await nobody.get(w('getWarrantyCheckById'), { docnumbr: 'WC-2026-00001' })).status).toBe(403);
    expect((await nobody.get(w('getWarrantyCandidates'), { vehicleno: 'x' })).status).toBe(403);
    expect((await nobody.post(w('insertWarrantyCheck'), body)).status).toBe(403);
    expect(
      (await nobody.post(w('deleteWarrantyCheck'), undefined, { docnumbr: 'WC-2026-00001' })).status,
    ).toBe(403);
    expect((await viewer.post(w('insertWarrantyCheck'), body)).status).toBe(403);
    expect(
      (await viewer.get(w('getWarrantyCandidates'), { vehicleno: earlier.vehicle.vehicleno })).status,
    ).toBe(200);

    const saved = await claim(reception, body);
    const { docnumbr } = ok(saved)[1];
    // Reception raises claims (adds) but neither decides (edits) nor deletes them.
    const decide = await claim(reception, { ...body, docnumbr, version: 1, warrstatus: 'accepted' });
    expect(decide.status).toBe(403);
    expect((await reception.post(w('deleteWarrantyCheck'), undefined, { docnumbr })).status).toBe(403);
    expect((await header(jobordno)).statuscde).toBe(1234);
  });
});
