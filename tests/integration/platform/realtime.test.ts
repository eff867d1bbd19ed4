/**
 * The realtime loop (issue 2, item 5) through the real local runtime: a JobOrderStatusChanged put on
 * the local bus reaches the notifications subscriber, which stores the notification and pushes it
 * over the local WebSocket API to the connected user.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobOrderStatusChanged } from '@fleet/shared';
import { notificationList, notificationRecord } from '@fleet/shared/platform/notifications';
import { signIn, type ApiClient, ok } from '../../support/api.ts';
import { eventually, notificationOf, TestSocket } from '../../support/socket.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';

const newJobOrderNo = () => `RT-${randomUUID().slice(0, 8)}`;

function statusChange(overrides: Partial<JobOrderStatusChanged> = {}): JobOrderStatusChanged {
  return {
    eventId: randomUUID(),
    project: 'MOI',
    jobordno: newJobOrderNo(),
    plateNo: '12-34567',
    fromStatus: 1195,
    toStatus: 1196,
    statusName: 'Inspector Assigned',
    user: 'reception',
    notifyUsers: ['inspector'],
    at: new Date().toISOString(),
    ...overrides,
  };
}

let events: typeof import('../../../functions/lib/events.ts');
let push: typeof import('../../../functions/lib/push.ts');
let read: typeof import('../../../functions/engines/projections/read.ts');
let inspector: { client: ApiClient; token: string };
const sockets: TestSocket[] = [];

async function openAsInspector(): Promise<TestSocket> {
  const socket = await TestSocket.open({ token: inspector.token, project: 'MOI' });
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  useRuntimeEnv();
  events = await import('../../../functions/lib/events.ts');
  push = await import('../../../functions/lib/push.ts');
  read = await import('../../../functions/engines/projections/read.ts');
  const { client, session } = await signIn('inspector');
  inspector = { client, token: session.token };
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

describe('integration: realtime notifications', () => {
  it('pushes a status change to the connected inspector, who then finds it in gnby', async () => {
    const socket = await openAsInspector();
    const change = statusChange();

    await events.publishStatusChanged(change);
    const message = await socket.next(notificationOf(change.jobordno, 1196));

    const notification = notificationRecord.strict().parse(message.notification);
    expect(notification).toMatchObject({
      id: `${change.jobordno}1196`,
      jobOrderNo: change.jobordno,
      plateNo: '12-34567',
      statusCode: 1196,
      statusName: 'Inspector Assigned',
      transactionDate: change.at,
      pageName: '/inspectionlistmoi',
      formCode: 'SGRJ002',
      notifyUserName: 'inspector',
      dataSource: 'fleet.joborders',
      isRead: false,
      type: 'ASSIGNMENT',
      priority: 'MEDIUM',
      title: 'Inspector Assigned',
    });
    const list = await inspector.client.get('/api/notifications/gnby', { usercode: 'inspector' });
    const body = notificationList.parse(ok(list));
    expect(body.notifications.find((n) => n.id === notification.id)).toEqual(notification);
    expect(body.unreadCount).toBeGreaterThanOrEqual(1);
    expect(body.notificationCounts).toEqual({ NewMessage: 0, NewComment: 0 });
  });

  it('answers a ping with a pong', async () => {
    const socket = await openAsInspector();

    socket.send({ action: 'ping' });

    expect(await socket.next((message) => message.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('forgets a connection whose socket is gone when pushing to it', async () => {
    const live = await openAsInspector();
    const goneId = `gone-${randomUUID()}`;
    await push.saveConnection({ connectionId: goneId, project: 'MOI', usercode: 'inspector' });
    const before = await push.connectionsOfUser('MOI', 'inspector');

    const delivered = await push.pushToUser('MOI', 'inspector', { type: 'probe', goneId });

    expect(before.map((c) => c.connectionId)).toContain(goneId);
    expect(delivered).toBeGreaterThanOrEqual(1);
    await live.next((message) => message.type === 'probe' && message.goneId === goneId);
    const after = await push.connectionsOfUser('MOI', 'inspector');
    expect(after.map((c) => c.connectionId)).not.toContain(goneId);
  });

  it('removes a connection on $disconnect', async () => {
    const ids = async () => (await push.connectionsOfUser('MOI', 'inspector')).map((c) => c.connectionId);
    const before = await ids();
    const socket = await openAsInspector();
    const opened = (await ids()).filter((id) => !before.includes(id));
    expect(opened).toHaveLength(1);

    await socket.close();

    const after = await eventually(ids, (current) => !current.includes(opened[0] as string));
    expect(after).not.toContain(opened[0]);
  });

  it('refuses $connect without a valid token (401) and for a project the user is not allowed in (403)', async () => {
    await expect(TestSocket.open({ token: 'not-a-token', project: 'MOI' })).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(TestSocket.open({ project: 'MOI' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(TestSocket.open({ token: inspector.token, project: 'NOPE' })).rejects.toMatchObject({
      statusCode: 403,
    });
    // The project is the signed session's: none, or a forged one, is 401.
    await expect(
      TestSocket.open({ token: inspector.token, project: 'MOI', session: 'none' }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('handles the same eventId once', async () => {
    const socket = await openAsInspector();
    const change = statusChange();
    await events.publishStatusChanged(change);
    await socket.next(notificationOf(change.jobordno, 1196));
    const id = `${change.jobordno}1196`;
    const marked = await inspector.client.post('/api/notifications/mark-as-read', {
      usercode: 'inspector',
      id,
    });
    expect(marked.status).toBe(200);

    await events.publishStatusChanged({ ...change, at: new Date().toISOString() });
    // A later event is the barrier: once it has arrived, the duplicate has been handled too.
    const barrier = statusChange();
    await events.publishStatusChanged(barrier);
    await socket.next(notificationOf(barrier.jobordno, 1196));

    expect(socket.messages.filter(notificationOf(change.jobordno, 1196))).toHaveLength(1);
    const list = notificationList.parse((await inspector.client.get('/api/notifications/gnby')).body);
    expect(list.notifications.filter((n) => n.id === id).map((n) => n.isRead)).toEqual([true]);
  });

  it('rejects a detail that does not match the schema before sending it', async () => {
    const invalid = { ...statusChange(), toStatus: 'assigned' } as unknown as JobOrderStatusChanged;

    await expect(events.publishStatusChanged(invalid)).rejects.toThrow(events.InvalidEventError);
  });
});

describe('integration: status projections', () => {
  it('moves the job order between status counters once per event', async () => {
    const garage = `G-${randomUUID().slice(0, 8)}`;
    const created = statusChange({
      garage,
      fromStatus: null,
      toStatus: 1195,
      statusName: 'Job Card Created (MOI)',
    });
    const assigned = statusChange({ garage, jobordno: created.jobordno, fromStatus: 1195, toStatus: 1196 });
    const other = statusChange({ garage, fromStatus: null, toStatus: 1205, statusName: 'Gate Pass In' });

    await events.publishStatusChanged(created);
    await eventually(
      () => read.countsByStatus({ project: 'MOI', garage }),
      (counts) => counts['1195'] === 1,
    );
    await events.publishStatusChanged(assigned);
    await events.publishStatusChanged(assigned);
    await eventually(
      () => read.countsByStatus({ project: 'MOI', garage }),
      (counts) => counts['1196'] !== undefined,
    );
    // A later event is the barrier: once it is counted, the duplicate has been handled too.
    await events.publishStatusChanged(other);
    const counts = await eventually(
      () => read.countsByStatus({ project: 'MOI', garage }),
      (value) => value['1205'] === 1,
    );

    expect(counts).toEqual({ '1196': 1, '1205': 1 });
    const statusCounts = await read.countsByStatus({ project: 'MOI' });
    expect(statusCounts['1196']).toBeGreaterThanOrEqual(1);
  });
});
