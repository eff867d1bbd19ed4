/**
 * The notification calls (spec 000 section 7, "Notifications") through the local runtime, for a user
 * of their own so clearing does not disturb other tests. Notifications come from real status events.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type JobOrderStatusChanged } from '@fleet/shared';
import { notificationList, type NotificationList } from '@fleet/shared/platform/notifications';
import { anonymous, signIn, type ApiClient, ok } from '../../support/api.ts';
import { putUser, useRuntimeEnv } from '../../support/fixtures.ts';

/** Retries `read` until `accept` holds; the test's own timeout bounds it. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const usercode = `notif${randomUUID().slice(0, 8)}`;
let client: ApiClient;
let events: typeof import('../../../functions/lib/events.ts');

/** Puts a status change naming the test user (1236 In Progress notifies no role). */
async function notify(jobordno = `NT-${randomUUID().slice(0, 8)}`, toStatus = 1236): Promise<string> {
  const change: JobOrderStatusChanged = {
    eventId: randomUUID(),
    project: 'MOI',
    jobordno,
    fromStatus: 1195,
    toStatus,
    statusName: 'In Progress',
    user: 'supervisor',
    notifyUsers: [usercode],
    at: new Date().toISOString(),
  };
  await events.publishStatusChanged(change);
  return `${jobordno}${toStatus}`;
}

async function gnby(): Promise<NotificationList> {
  const response = await client.get('/api/notifications/gnby', { usercode });
  return notificationList.parse(ok(response));
}

const listing = (ids: string[]) => (list: NotificationList) =>
  ids.every((id) => list.notifications.some((notification) => notification.id === id));

beforeAll(async () => {
  useRuntimeEnv();
  events = await import('../../../functions/lib/events.ts');
  await putUser({ usercode, roles: ['EXECUTIVE'], projects: ['MOI'] });
  client = (await signIn(usercode)).client;
});

describe('integration: notifications', () => {
  it('lists the user notifications newest first with the unread count', async () => {
    const first = await notify();
    await eventually(gnby, listing([first]));
    const second = await notify();

    const list = await eventually(gnby, listing([first, second]));

    expect(list.notifications.map((n) => n.id)).toEqual([second, first]);
    expect(list).toMatchObject({
      total: 2,
      unreadCount: 2,
      notificationCounts: { NewMessage: 0, NewComment: 0 },
    });
    expect(list.notifications[0]).toMatchObject({
      plateNo: 'N/A',
      type: 'INFO',
      priority: 'MEDIUM',
      isRead: false,
    });
  });

  it('marks one notification read', async () => {
    const id = await notify();
    const before = await eventually(gnby, listing([id]));

    const response = await client.post('/api/notifications/mark-as-read', { usercode, id });

    expect(ok(response)).toEqual([messages.notificationMarkedRead]);
    const after = await gnby();
    expect(after.notifications.find((n) => n.id === id)?.isRead).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(after.total).toBe(before.total);
  });

  it('answers 404 for a notification the user does not have', async () => {
    const response = await client.post('/api/notifications/mark-as-read', { usercode, id: 'NOPE1196' });

    expect(response.status).toBe(404);
  });

  it('marks all notifications read', async () => {
    const id = await notify();
    await eventually(gnby, listing([id]));

    const response = await client.post('/api/notifications/mark-all-as-read', { usercode });

    expect(ok(response)).toEqual([messages.notificationsMarkedRead]);
    const after = await gnby();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.isRead)).toBe(true);
  });

  it('clears all notifications, so gnby no longer lists them', async () => {
    const id = await notify();
    await eventually(gnby, listing([id]));

    const response = await client.post('/api/notifications/clear-all', { usercode });

    expect(ok(response)).toEqual([messages.notificationsCleared]);
    expect(await gnby()).toMatchObject({ notifications: [], total: 0, unreadCount: 0 });
  });

  it('shows a cleared notification again, unread, when its status is reached again', async () => {
    const jobordno = `NT-${randomUUID().slice(0, 8)}`;
    const id = await notify(jobordno);
    await eventually(gnby, listing([id]));
    await client.post('/api/notifications/clear-all', { usercode });

    await notify(jobordno);

    const list = await eventually(gnby, listing([id]));
    expect(list.notifications.find((n) => n.id === id)?.isRead).toBe(false);
  });

  it("refuses another user's notifications (403)", async () => {
    const calls = [
      client.get('/api/notifications/gnby', { usercode: 'inspector' }),
      client.post('/api/notifications/mark-as-read', { usercode: 'inspector', id: 'X1196' }),
      client.post('/api/notifications/mark-all-as-read', { usercode: 'inspector' }),
      client.post('/api/notifications/clear-all', { usercode: 'inspector' }),
    ];

    const statuses = (await Promise.all(calls)).map((response) => response.status);

    expect(statuses).toEqual([403, 403, 403, 403]);
  });

  it("lets a superuser read another user's notifications", async () => {
    const admin = (await signIn('admin')).client;

    const response = await admin.get('/api/notifications/gnby', { usercode });

    expect(notificationList.safeParse(ok(response)).success).toBe(true);
  });

  it('answers 401 without a token and 400 without a usercode in a write', async () => {
    expect((await anonymous().get('/api/notifications/gnby', { usercode })).status).toBe(401);
    expect((await client.post('/api/notifications/mark-all-as-read', {})).status).toBe(400);
  });
});
