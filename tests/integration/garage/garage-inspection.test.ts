/**
 * Garage inspection, repair job and final QC (spec 001 section 7 "Garage inspection and repair job")
 * through the local runtime: the inspection priced from the master data moves the job order 1209 ->
 * 1210 .. 1213; the repair job 1216 -> 1236 -> 1230; the final QC by the garage (1222) and MOI (1223),
 * a failed check back to repair; versions, stages, variants and rights.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { InspectionLine } from '@fleet/shared/garage/garage-inspection';
import { readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem } from '@fleet/functions/lib/db';
import { signIn, ok, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { seedRepairs } from '../../support/garage-inspections.ts';
import { jobOrderStatus, testJobOrderAt, moveTestJobOrder } from '../../support/job-orders.ts';

const g = (call: string) => `/api/GarageInspection/${call}`;

const { engine, brakes } = seedRepairs;

const jobOrderAt = (status: number) => testJobOrderAt('GI', status);

const year = kuwaitClock(new Date()).date.slice(0, 4);
const counterValue = async (name: string) =>
  Number((await getItem<{ value?: number }>('MOI#COUNTER', name))?.value ?? 0);
type Written = [string, { docnumbr: string; version: number; statuscde: number }];

async function inspect(jobordno: string, extra: Record<string, unknown> = {}) {
  return ok(
    await inspector.post<Written>(g('insertgarinspection'), {
      jobordno,
      lines: [engine, brakes],
      ...extra,
    }),
  )[1];
}

useRuntimeEnv();
const [admin, inspector] = await signInAll(['admin', 'inspector']);

describe('integration: garage inspection', () => {
  it('inspects a job order at 1209 with lines priced from the master data, then completes it (1210 -> 1213)', async () => {
    const jobordno = await jobOrderAt(1209);
    const saved = await inspect(jobordno, {
      remarks: 'Engine noise',
      lines: [{ ...engine, remarks: 'Gasket' }, brakes],
    });
    expect(saved).toMatchObject({ version: 1, statuscde: 1210 });
    expect(saved.docnumbr).toMatch(/^GI-\d{4}-\d{5}$/);
    // The job order's stays are charged to the lines' workshops (downtime by workshop).
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ workshops: ['WS01'] });

    const master = (
      await inspector.get<Record<string, unknown>>(g('getGarInspectionById'), { docnumbr: saved.docnumbr })
    ).body;
    expect(master).toMatchObject({
      jobordno,
      totalhours: 9,
      totalcost: 67.5,
      inspby: 'gar',
      inspstatus: 'initiated',
    });
    expect(master['vehmodnam']).toEqual(expect.any(String));
    const lines = (
      await inspector.get<InspectionLine[]>(g('getGarInspectionDtlById'), { docnumbr: saved.docnumbr })
    ).body;
    expect(lines.map((line) => [line.subrepnam, line.laborhors, line.laborcost, line.remarks])).toEqual([
      ['Cylinder head gasket replacement', 8, 60, 'Gasket'],
      ['Front brake pads replacement', 1, 7.5, ''],
    ]);

    const stale = await inspector.post(g('UpdteGarInspection'), {
      docnumbr: saved.docnumbr,
      version: 9,
      lines: [engine],
    });
    expect(stale.status).toBe(409);
    const waiting = await inspector.post<Written>(g('UpdteGarInspection'), {
      docnumbr: saved.docnumbr,
      version: 1,
      inspstatus: 'waiting',
      lines: [engine],
    });
    expect(waiting.body[1]).toMatchObject({ version: 2, statuscde: 1211 });
    const done = await inspector.post<Written>(g('UpdteGarInspection'), {
      docnumbr: saved.docnumbr,
      version: 2,
      inspstatus: 'completed',
      lines: [engine, brakes],
    });
    expect(done.body[0]).toBe(messages.garageInspectionUpdated);
    expect(await jobOrderStatus(jobordno)).toBe(1213);
    expect((await readHistory('MOI', jobordno)).slice(-3).map((entry) => entry.toStatus)).toEqual([
      1210, 1211, 1213,
    ]);

    const byJobOrder = await inspector.get<{ master: { docnumbr: string }; lines: unknown[] }>(
      g('getInspectionByJobordno'),
      { docnumbr: jobordno },
    );
    expect(byJobOrder.body).toMatchObject({ master: { docnumbr: saved.docnumbr } });
    expect(byJobOrder.body.lines).toHaveLength(2);
    const list = (
      await inspector.get<{ docnumbr: string; statuscde: number }[]>(g('getGarInspectionListgar'))
    ).body;
    expect(list.find((row) => row.docnumbr === saved.docnumbr)).toMatchObject({ statuscde: 1213 });
    const moiList = (await inspector.get<{ docnumbr: string }[]>(g('getGarInspectionListmoi'))).body;
    expect(moiList.some((row) => row.docnumbr === saved.docnumbr)).toBe(false);
  });

  it('refuses a second inspection, a job order at the wrong stage, an unknown sub repair and missing lines', async () => {
    const jobordno = await jobOrderAt(1209);
    await inspect(jobordno);
    expect(
      (await inspector.post(g('insertgarinspection'), { jobordno, lines: [engine] })).body,
    ).toMatchObject({ message: messages.garageInspectionExists });
    const early = await jobOrderAt(1208);
    expect(
      (await inspector.post(g('insertgarinspection'), { jobordno: early, lines: [engine] })).body,
    ).toMatchObject({ message: messages.jobOrderWrongStage });
    const other = await jobOrderAt(1209);
    expect(
      (
        await inspector.post(g('insertgarinspection'), {
          jobordno: other,
          lines: [{ ...engine, subrepid: 'NOPE' }],
        })
      ).body,
    ).toMatchObject({ message: messages.estimationUnknownSubRepair });
    expect(
      (await inspector.post(g('insertgarinspection'), { jobordno: other, lines: [] })).body,
    ).toMatchObject({ message: messages.invoiceNoLines });
  });

  it('takes no number for a save refused for an unknown sub repair: the next saved inspection gets the next one (issue 24 item 3)', async () => {
    // Arrange
    const jobordno = await jobOrderAt(1209);
    const before = await counterValue(`GARINSP#${year}`);

    // Act
    const refusal = await inspector.post(g('insertgarinspection'), {
      jobordno,
      lines: [engine, { ...brakes, subrepid: 'NOPE' }],
    });
    const afterRefusal = await counterValue(`GARINSP#${year}`);
    const saved = await inspect(jobordno);

    // Assert
    expect(refusal).toMatchObject({ status: 400, body: { message: messages.estimationUnknownSubRepair } });
    expect(afterRefusal).toBe(before);
    expect(saved.docnumbr).toBe(`GI-${year}-${String(before + 1).padStart(5, '0')}`);
  });

  it('deletes only while inspecting and only through its own variant, back to 1209', async () => {
    const jobordno = await jobOrderAt(1209);
    const saved = await inspect(jobordno, { inspby: 'moi' });
    const wrongVariant = await admin.post(g('deleteGarInspectiongar'), undefined, {
      docnumbr: saved.docnumbr,
    });
    expect(wrongVariant.body).toMatchObject({ message: messages.garageInspectionOtherVariant });
    const deleted = await admin.post<[string]>(g('deleteGarInspectionmoi'), undefined, {
      docnumbr: saved.docnumbr,
    });
    expect(deleted.body[0]).toBe(messages.garageInspectionDeleted);
    expect(await jobOrderStatus(jobordno)).toBe(1209);

    const later = await jobOrderAt(1209);
    const kept = await inspect(later);
    await moveTestJobOrder(later, 1215);
    const refusal = await admin.post(g('deleteGarInspection'), undefined, { docnumbr: kept.docnumbr });
    expect(refusal).toMatchObject({ status: 400, body: { message: messages.garageInspectionPastStage } });
  });

  it('refuses a user without the screen rights (403)', async () => {
    const { client: reception } = await signIn('reception');
    expect((await reception.get(g('getGarInspectionList'))).status).toBe(403);
  });
});

describe('integration: repair job and final QC', () => {
  it('starts the repair (1216 -> 1236), finishes it (1230), fails and passes the garage QC, passes MOI (1223)', async () => {
    const jobordno = await jobOrderAt(1209);
    const saved = await inspect(jobordno, { inspstatus: 'completed' });
    await moveTestJobOrder(jobordno, 1216);

    const early = await admin.post(g('finalQCGarage'), { jobordno, result: 'pass' });
    expect(early.body).toMatchObject({ message: messages.jobOrderWrongStage });
    const started = await admin.post<Written>(g('UpdteRepairJob'), {
      docnumbr: saved.docnumbr,
      version: 1,
      lines: [{ serlnumb: 1, repstatus: 'started' }],
    });
    expect(started.body[1]).toMatchObject({ statuscde: 1236, version: 2 });
    const unknown = await admin.post(g('UpdteRepairJob'), {
      docnumbr: saved.docnumbr,
      version: 2,
      lines: [{ serlnumb: 9, repstatus: 'started' }],
    });
    expect(unknown.body).toMatchObject({ message: messages.repairJobUnknownLine });
    const finished = await admin.post<Written>(g('UpdteRepairJob'), {
      docnumbr: saved.docnumbr,
      version: 2,
      lines: [
        { serlnumb: 1, repstatus: 'finished', acthours: 7.5 },
        { serlnumb: 2, repstatus: 'finished', acthours: 1 },
      ],
    });
    expect(finished.body[1]).toMatchObject({ statuscde: 1230 });
    const summary = (
      await admin.get<{
        items: InspectionLine[];
        totalCount: number;
        pageSize: number;
        totals: { acthours: number };
      }>(g('getRepairSummaryByJobordno'), { jobordno })
    ).body;
    expect(summary).toMatchObject({ totalCount: 2, pageSize: 50, totals: { acthours: 8.5 } });
    expect(summary.items[0]).toMatchObject({
      repstatus: 'finished',
      repuser: 'admin',
      startedat: expect.any(String),
    });
    const queue = (await admin.get<{ jobordno: string }[]>(g('getFinalQcList'), { by: 'GAR' })).body;
    expect(queue.some((row) => row.jobordno === jobordno)).toBe(true);

    const noRemarks = await admin.post(g('finalQCGarage'), { jobordno, result: 'fail' });
    expect(noRemarks.body).toMatchObject({ message: messages.finalQcFailRemarksRequired });
    const failed = await admin.post<[string, { statuscde: number }]>(g('finalQCGarage'), {
      jobordno,
      result: 'fail',
      remarks: 'Brake noise',
    });
    expect(failed.body).toEqual([messages.finalQcFailed, expect.objectContaining({ statuscde: 1236 })]);
    expect((await readHistory('MOI', jobordno)).at(-1)).toMatchObject({
      toStatus: 1236,
      action: 'reject',
      remarks: 'Brake noise',
    });
    const refinished = await admin.post<Written>(g('UpdteRepairJob'), {
      docnumbr: saved.docnumbr,
      version: 3,
      lines: [{ serlnumb: 2, repstatus: 'finished', acthours: 0.5 }],
    });
    expect(refinished.body[1]).toMatchObject({ statuscde: 1230 });
    const passed = await admin.post<[string, { statuscde: number }]>(g('finalQCGarage'), {
      jobordno,
      result: 'pass',
    });
    expect(passed.body).toEqual([messages.finalQcSaved, expect.objectContaining({ statuscde: 1222 })]);
    // MOI's check is another user's (issue 24 item 11).
    const moi = await inspector.post<[string, { statuscde: number }]>(g('finalQCMOI'), {
      jobordno,
      result: 'pass',
      remarks: 'OK',
    });
    expect(moi.body[1].statuscde).toBe(1223);
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({
      qcgarresult: 'pass',
      qcgarby: 'admin',
      qcmoiresult: 'pass',
      qcmoiby: 'inspector',
    });
  });

  it("refuses MOI's final QC to the user who recorded the garage's, and lists who that was (issue 24 item 11)", async () => {
    // Arrange: a repair finished (1230), checked at the garage by the inspector.
    const jobordno = await jobOrderAt(1230);
    const garage = await inspector.post(g('finalQCGarage'), { jobordno, result: 'pass' });
    expect(garage.status, JSON.stringify(garage.body)).toBe(200);

    // Act
    const queue = (await inspector.get<Record<string, unknown>[]>(g('getFinalQcList'), { by: 'MOI' })).body;
    const same = await inspector.post(g('finalQCMOI'), { jobordno, result: 'pass' });
    const sameFail = await inspector.post(g('finalQCMOI'), { jobordno, result: 'fail', remarks: 'Noise' });
    const other = await admin.post<[string, { statuscde: number }]>(g('finalQCMOI'), {
      jobordno,
      result: 'pass',
    });

    // Assert
    expect(queue.find((row) => row['jobordno'] === jobordno)).toMatchObject({
      qcgarby: 'inspector',
      qcgardt: expect.any(String),
    });
    expect(same).toMatchObject({ status: 400, body: { message: messages.finalQcMoiSameUser } });
    expect(sameFail).toMatchObject({ status: 400, body: { message: messages.finalQcMoiSameUser } });
    expect(ok(other)).toEqual([messages.finalQcSaved, expect.objectContaining({ statuscde: 1223 })]);
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ qcgarby: 'inspector', qcmoiby: 'admin' });
  });

  it('lists job orders in repair and clears a repair job back to 1216', async () => {
    const jobordno = await jobOrderAt(1209);
    const saved = await inspect(jobordno);
    await moveTestJobOrder(jobordno, 1216);
    await admin.post(g('UpdteRepairJob'), {
      docnumbr: saved.docnumbr,
      version: 1,
      lines: [{ serlnumb: 1, repstatus: 'started' }],
    });
    const list = (
      await admin.get<{ jobordno: string; started: number; lines: number }[]>(g('getRepairJobList'))
    ).body;
    expect(list.find((row) => row.jobordno === jobordno)).toMatchObject({ started: 1, lines: 2 });

    const cleared = await admin.post<[string]>(g('deleteRepairJob'), undefined, {
      docnumbr: saved.docnumbr,
      jobordno,
    });
    expect(cleared.body[0]).toBe(messages.repairJobDeleted);
    expect(await jobOrderStatus(jobordno)).toBe(1216);
    const lines = (
      await admin.get<InspectionLine[]>(g('getGarageRepairjobByJobordno'), { docnumbr: jobordno })
    ).body;
    expect(lines.every((line) => line.repstatus === '')).toBe(true);
  });
});
