/**
 * After the repair (issue 10 item 6): washing (1224), delivery approval (1225), parking at the garage
 * (1233) and the gate pass out after them; on hold (1229) and waiting for spare parts (1228) and back to
 * the exact status before; each through the status engine with its history, wrong stages refused, stale
 * versions a 409, rights per screen.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { QueueRow } from '@fleet/shared/garage/assign-technician';
import { readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { refused, signIn, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderAt } from '../../support/job-orders.ts';

const jobOrderAt = (status: number) => testJobOrderAt('AR', status);

const header = async (jobordno: string) =>
  (await readJobOrderCore('MOI', jobordno)) as unknown as Record<string, unknown>;
const last = async (jobordno: string) => (await readHistory('MOI', jobordno)).at(-1)!;

useRuntimeEnv();
const [supervisor, technician] = await signInAll(['supervisor', 'technician']);

describe('integration: washing, delivery approval, parking at the garage', () => {
  it('walks a vehicle from the final QC by MOI through washing, delivery approval and parking to the gate pass out', async () => {
    const jobordno = await jobOrderAt(1223);

    const washed = await supervisor.post<[string, { statuscde: number; version: number }]>(
      '/api/AssignTechnicianmoi/putWashing',
      {
        jobordno,
        remarks: 'Full wash',
      },
    );
    expect(washed.body).toEqual([messages.washingSaved, expect.objectContaining({ statuscde: 1224 })]);
    expect(await header(jobordno)).toMatchObject({ washedby: 'supervisor', washremarks: 'Full wash' });
    const washingQueue = (await supervisor.get<QueueRow[]>('/api/AssignTechnicianmoi/getWashingList')).body;
    expect(washingQueue.some((row) => row.jobordno === jobordno)).toBe(true);

    const stale = await supervisor.post('/api/AssignTechnicianmoi/putVehicleDeliveryApprove', {
      jobordno,
      version: 1,
    });
    expect(stale.status).toBe(409);
    const approved = await supervisor.post<[string, { statuscde: number }]>(
      '/api/AssignTechnicianmoi/putVehicleDeliveryApprove',
      {
        jobordno,
      },
    );
    expect(approved.body).toEqual([
      messages.deliveryApprovalSaved,
      expect.objectContaining({ statuscde: 1225 }),
    ]);

    const noBay = await supervisor.post('/api/AssignTechnicianmoi/putParkingGarage', { jobordno });
    refused(noBay, messages.parkingReceptionLocationRequired);
    const parked = await supervisor.post<[string, { statuscde: number }]>(
      '/api/AssignTechnicianmoi/putParkingGarage',
      {
        jobordno,
        parkingloc: 'Bay G-7',
      },
    );
    expect(parked.body).toEqual([messages.parkingGarageSaved, expect.objectContaining({ statuscde: 1233 })]);
    expect(await header(jobordno)).toMatchObject({ garparkingloc: 'Bay G-7', garparkedby: 'supervisor' });

    const choices = (await supervisor.get<{ jobordno: string }[]>('/api/getJobOrder', { tostatus: 1206 }))
      .body;
    expect(choices.some((row) => row.jobordno === jobordno)).toBe(true);
    const out = await supervisor.post('/api/GatePass/SetGatePassOut', {
      jobordno,
      checkoutdt: new Date().toISOString(),
      remarksout: 'Leaves',
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const history = await readHistory('MOI', jobordno);
    expect(history.slice(-4).map((entry) => entry.toStatus)).toEqual([1224, 1225, 1233, 1206]);
  });

  it('approves for delivery straight after the final QC by MOI, and refuses washing before it', async () => {
    const early = await jobOrderAt(1222);
    const refusal = await supervisor.post('/api/AssignTechnicianmoi/putWashing', { jobordno: early });
    expect(refusal).toMatchObject({ status: 400, body: { message: messages.jobOrderWrongStage } });

    const jobordno = await jobOrderAt(1223);
    const approved = await supervisor.post('/api/AssignTechnicianmoi/putVehicleDeliveryApprove', {
      jobordno,
    });
    expect(approved.status).toBe(200);
    expect((await last(jobordno)).fromStatus).toBe(1223);
  });

  it('refuses a user without the screen right (403)', async () => {
    const jobordno = await jobOrderAt(1223);
    const { client: reception } = await signIn('reception');
    expect(
      (await reception.post('/api/AssignTechnicianmoi/putVehicleDeliveryApprove', { jobordno })).status,
    ).toBe(403);
  });
});

describe('integration: hold and waiting for spare parts', () => {
  it('holds a job order in repair and releases it back to the exact status it was at', async () => {
    const jobordno = await jobOrderAt(1236);

    const noReason = await supervisor.post('/api/ChangeJobStatus/holdJobOrder', { jobordno, kind: 'hold' });
    expect(noReason).toMatchObject({ status: 400, body: { message: messages.holdRemarksRequired } });
    const held = await supervisor.post<[string, { statuscde: number }]>('/api/ChangeJobStatus/holdJobOrder', {
      jobordno,
      kind: 'hold',
      remarks: 'Customer asked to wait',
    });
    expect(held.body).toEqual([messages.holdSaved, expect.objectContaining({ statuscde: 1229 })]);
    expect(await last(jobordno)).toMatchObject({
      fromStatus: 1236,
      toStatus: 1229,
      action: 'hold',
      remarks: 'Customer asked to wait',
    });

    const released = await supervisor.post<[string, { statuscde: number }]>(
      '/api/ChangeJobStatus/releaseJobOrder',
      { jobordno },
    );
    expect(released.body).toEqual([messages.holdReleased, expect.objectContaining({ statuscde: 1236 })]);
    expect(await last(jobordno)).toMatchObject({ fromStatus: 1229, toStatus: 1236, action: 'release' });
    const again = await supervisor.post('/api/ChangeJobStatus/releaseJobOrder', { jobordno });
    expect(again).toMatchObject({ status: 400, body: { message: messages.notHeld } });
  });

  it('sets waiting for spare parts from the estimation approval and refuses it outside garage work', async () => {
    const jobordno = await jobOrderAt(1216);
    const parts = await supervisor.post<[string, { statuscde: number }]>(
      '/api/ChangeJobStatus/holdJobOrder',
      {
        jobordno,
        kind: 'parts',
        remarks: 'Alternator on order',
      },
    );
    expect(parts.body).toEqual([messages.waitingPartsSaved, expect.objectContaining({ statuscde: 1228 })]);
    const back = await supervisor.post<[string, { statuscde: number }]>(
      '/api/ChangeJobStatus/releaseJobOrder',
      {
        jobordno,
        remarks: 'Parts arrived',
      },
    );
    expect(back.body[1].statuscde).toBe(1216);

    const outside = await jobOrderAt(1223);
    const refusal = await supervisor.post('/api/ChangeJobStatus/holdJobOrder', {
      jobordno: outside,
      kind: 'hold',
      remarks: 'x',
    });
    expect(refusal).toMatchObject({ status: 400, body: { message: messages.holdWrongStage } });
    expect(
      (await technician.post('/api/ChangeJobStatus/holdJobOrder', { jobordno, kind: 'hold', remarks: 'x' }))
        .status,
    ).toBe(403);
  });
});
