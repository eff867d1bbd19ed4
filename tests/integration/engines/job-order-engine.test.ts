/**
 * The status engine (issue 5 item 4) through the local runtime: one transaction per change (header,
 * history, status index, vehicle lock, outbox), the event published after commit and turned into a
 * pushed notification, stale versions and workflow stages refused with nothing written, the outbox
 * relay publishing what an unreachable bus left behind, the timeline and the choice lookups.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { JobOrderHistoryEntry } from '@fleet/shared/reception/job-orders';
import { getItem, queryAll } from '@fleet/functions/lib/db';
import {
  engineKeys,
  readHistory,
  readJobOrderCore,
  writeJobOrder,
} from '@fleet/functions/engines/status/engine';
import { outboxPk, relayOutbox } from '@fleet/functions/engines/status/outbox';
import { signIn, type ApiClient, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { eventually, notificationOf, TestSocket } from '../../support/socket.ts';
import { newTestVehicle } from '../../support/vehicles.ts';
import { testJobOrderHeader, deliverTestJobOrder } from '../../support/job-orders.ts';

const run = Date.now().toString(36).toUpperCase();
let counter = 0;
const newNumber = () => `JO-EN-${run}-${++counter}`;

let inspector: { client: ApiClient; token: string };
let admin: ApiClient;

async function newJobCard(options: { inspector?: boolean } = {}) {
  const vehicle = await newTestVehicle('MOI');
  const jobordno = newNumber();
  const result = await writeJobOrder({
    project: 'MOI',
    user: 'reception',
    jobordno,
    create: testJobOrderHeader(jobordno, 'MOI', vehicle),
    moves: [{ to: 1195 }, ...(options.inspector === false ? [] : [{ to: 1196, notifyUsers: ['inspector'] }])],
  });
  return { vehicle, jobordno, result };
}

beforeAll(async () => {
  useRuntimeEnv();
  const signedIn = await signIn('inspector');
  inspector = { client: signedIn.client, token: signedIn.session.token };
  admin = (await signIn('admin')).client;
});

describe('integration: status engine writes', () => {
  it('creates a job card with its history, status index row, vehicle lock and no outbox left', async () => {
    // Act
    const { vehicle, jobordno, result } = await newJobCard();

    // Assert
    expect(result.header).toMatchObject({ statuscde: 1196, state: 'open', kind: 'MOI', version: 1 });
    const history = await readHistory('MOI', jobordno);
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.action])).toEqual([
      [null, 1195, 'create'],
      [1195, 1196, 'status'],
    ]);
    expect(history[1]).toMatchObject({ statusName: 'Inspector Assigned', statusNameAr: 'تم تعيين المفتش' });
    const index = engineKeys.statusIndex('MOI', 1196, jobordno);
    expect(await getItem(index.pk, index.sk)).toMatchObject({ jobordno, vehicleno: vehicle.vehicleno });
    const lock = engineKeys.vehicleLock('MOI', vehicle.vehicleno);
    expect(await getItem(lock.pk, lock.sk)).toMatchObject({ jobordno });
    const left = await queryAll<{ detail: { jobordno: string } }>({ pk: outboxPk });
    expect(left.filter((item) => item.detail.jobordno === jobordno)).toEqual([]);
  });

  it('refuses a second open job order for the same vehicle with the spec message', async () => {
    // Arrange
    const { vehicle } = await newJobCard();
    const jobordno = newNumber();

    // Act
    const attempt = writeJobOrder({
      project: 'MOI',
      user: 'reception',
      jobordno,
      create: testJobOrderHeader(jobordno, 'MOI', vehicle),
      moves: [{ to: 1195 }],
    });

    // Assert
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, message: messages.jobOrderVehicleBusy });
    expect(await readJobOrderCore('MOI', jobordno)).toBeUndefined();
  });

  it('refuses a step from the wrong stage and a stale version, writing nothing', async () => {
    // Arrange
    const { jobordno } = await newJobCard();

    // Act: one after the other, each rejection awaited before the next call starts
    const wrongStage = writeJobOrder({
      project: 'MOI',
      user: 'x',
      jobordno,
      step: 'gatePassIn',
      moves: [{ to: 1205 }],
    });
    await expect(wrongStage).rejects.toMatchObject({ statusCode: 400, message: messages.jobOrderWrongStage });
    const stale = writeJobOrder({
      project: 'MOI',
      user: 'x',
      jobordno,
      step: 'assignTechnicianMoi',
      expectedVersion: 0,
      moves: [{ to: 1197 }],
    });
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });

    // Assert: nothing written by either
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ statuscde: 1196, version: 1 });
    expect(await readHistory('MOI', jobordno)).toHaveLength(2);
  });

  it('treats a repeated step as an edit: fields saved, no history, no event', async () => {
    // Arrange
    const { jobordno } = await newJobCard();

    // Act
    const result = await writeJobOrder({
      project: 'MOI',
      user: 'supervisor',
      jobordno,
      step: 'assignInspector',
      moves: [{ to: 1196 }],
      set: { remarks: 'inspector changed' },
    });

    // Assert
    expect(result.events).toEqual([]);
    expect(result.header).toMatchObject({ statuscde: 1196, version: 2, remarks: 'inspector changed' });
    expect(await readHistory('MOI', jobordno)).toHaveLength(2);
  });

  it('releases the vehicle lock when a job order closes and moves its status index row', async () => {
    // Arrange
    const { jobordno, vehicle } = await newJobCard();

    // Act
    await deliverTestJobOrder(jobordno);

    // Assert
    const lock = engineKeys.vehicleLock('MOI', vehicle.vehicleno);
    expect(await getItem(lock.pk, lock.sk)).toBeUndefined();
    const before = engineKeys.statusIndex('MOI', 1196, jobordno);
    expect(await getItem(before.pk, before.sk)).toBeUndefined();
    const closed = writeJobOrder({ project: 'MOI', user: 'x', jobordno, from: [], moves: [{ to: 1195 }] });
    await expect(closed).rejects.toMatchObject({ statusCode: 400, message: messages.jobOrderClosed });
  });
});

describe('integration: status events and notifications', () => {
  it('pushes the assignment to the inspector named on the event, and stores it for the bell', async () => {
    // Arrange
    const socket = await TestSocket.open({ token: inspector.token, project: 'MOI' });

    // Act
    const { jobordno } = await newJobCard();

    // Assert
    const message = await socket.next(notificationOf(jobordno, 1196));
    expect(message.notification).toMatchObject({
      id: `${jobordno}1196`,
      type: 'ASSIGNMENT',
      priority: 'MEDIUM',
      statusName: 'Inspector Assigned',
      notifyUserName: 'inspector',
    });
    const list = await inspector.client.get<{ notifications: { id: string }[] }>('/api/notifications/gnby', {
      usercode: 'inspector',
    });
    expect(list.body.notifications.map((n) => n.id)).toContain(`${jobordno}1196`);
    await socket.close();
  });

  it('keeps the event in the outbox when the bus is unreachable, and the relay publishes it later', async () => {
    // Arrange: the bus refuses entries for an unknown bus name.
    const socket = await TestSocket.open({ token: inspector.token, project: 'MOI' });
    const busName = process.env.EVENT_BUS_NAME;
    process.env.EVENT_BUS_NAME = 'no-such-bus';
    let jobordno: string;
    try {
      // Act: the change commits, its publish fails.
      ({ jobordno } = await newJobCard());
    } finally {
      process.env.EVENT_BUS_NAME = busName;
    }
    const waiting = await queryAll<{ detail: { jobordno: string; toStatus: number } }>({ pk: outboxPk });
    expect(
      waiting
        .filter((item) => item.detail.jobordno === jobordno)
        .map((item) => item.detail.toStatus)
        .sort(),
    ).toEqual([1195, 1196]);

    // Act: the relay runs.
    const published = await relayOutbox(0);

    // Assert
    expect(published).toBeGreaterThanOrEqual(2);
    await socket.next(notificationOf(jobordno, 1196));
    const left = await queryAll<{ detail: { jobordno: string } }>({ pk: outboxPk });
    expect(left.filter((item) => item.detail.jobordno === jobordno)).toEqual([]);
    await socket.close();
  });
});

describe('integration: DashBoard/getJobCardTimeline and the job order choices', () => {
  it('reads the history oldest first', async () => {
    // Arrange
    const { jobordno } = await newJobCard();

    // Act
    const response = await admin.get<JobOrderHistoryEntry[]>('/api/DashBoard/getJobCardTimeline', {
      jobordno,
    });

    // Assert
    expect(ok(response).map((entry) => entry.toStatus)).toEqual([1195, 1196]);
  });

  it('answers 404 for an unknown job order and 400 without jobordno', async () => {
    expect((await admin.get('/api/DashBoard/getJobCardTimeline', { jobordno: 'JO-NOPE' })).status).toBe(404);
    expect((await admin.get('/api/DashBoard/getJobCardTimeline', {})).status).toBe(400);
  });

  it('offers the job orders a step may act on: getJobOrder and getJobOrdermoi by tostatus', async () => {
    // Arrange
    const { jobordno } = await newJobCard();

    // Act
    const forTechnician = await admin.get<{ jobordno: string; statuscde: number }[]>('/api/getJobOrdermoi', {
      tostatus: 1197,
    });
    const forGatePass = await admin.get<{ jobordno: string }[]>('/api/getJobOrder', { tostatus: 1205 });

    // Assert
    expect(forTechnician.body.find((row) => row.jobordno === jobordno)).toMatchObject({ statuscde: 1196 });
    expect(forGatePass.body.map((row) => row.jobordno)).not.toContain(jobordno);
    await eventually(
      () => admin.get<{ jobordno: string }[]>('/api/getJobOrderAllmoi'),
      (all) => all.body.some((row) => row.jobordno === jobordno),
    );
  });
});
