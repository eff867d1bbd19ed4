/**
 * Messages (issue 14 item 6, docs/messages.md) through the local runtime, with users and a role of
 * their own so other tests' messages never mix in: sending to users and a role, the inbox and sent
 * lists (unread filter, search, paging), the details with the thread, comments reaching every other
 * participant, read / unread, gnby's counts and the panel's calls, the push over the WebSocket, the
 * job order's messages, every validation message and the rights.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import { accessChanged } from '@fleet/functions/lib/access';
import type { MessageDetails, MessagePage, MessageRecipients } from '@fleet/shared/platform/message-board';
import { unreadMessageNotification } from '@fleet/shared/platform/message-board';
import { notificationList, type NotificationList } from '@fleet/shared/platform/notifications';
import { ok, signIn, type ApiClient } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderThrough } from '../../support/job-orders.ts';
import { TestSocket, type Message } from '../../support/socket.ts';

const run = randomUUID().slice(0, 6);
const role = `MSGROLE${run}`.toUpperCase();
const users = {
  sender: `msga${run}`,
  direct: `msgb${run}`,
  roleOne: `msgc${run}`,
  roleTwo: `msgd${run}`,
  outsider: `msge${run}`,
  noRights: `msgf${run}`,
};
const clients = {} as Record<keyof typeof users, ApiClient>;
const tokens = {} as Record<keyof typeof users, string>;
const sockets: TestSocket[] = [];
let jobordno: string;

const call = (name: string) => `/api/Messages/${name}`;

function refused(response: { status: number; body: unknown }, code: number, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(code);
  if (message) expect(response.body).toMatchObject({ message });
}

async function send(
  from: ApiClient,
  body: Record<string, unknown>,
): Promise<{ messageId: string; recipients: string[] }> {
  const answer = ok(
    await from.post<[string, { messageId: string; recipients: string[] }]>(call('sendMessage'), body),
  );
  expect(answer[0]).toBe(messages.messageSent);
  return answer[1];
}

const inbox = async (client: ApiClient, query: Record<string, string | number> = {}) =>
  ok(await client.get<MessagePage>(call('getInbox'), query));
const sent = async (client: ApiClient, query: Record<string, string | number> = {}) =>
  ok(await client.get<MessagePage>(call('getSent'), query));
const details = async (client: ApiClient, messageId: string) =>
  ok(await client.get<MessageDetails>(call('getMessageById'), { messageId }));
const gnby = async (who: keyof typeof users): Promise<NotificationList> =>
  notificationList.parse(ok(await clients[who].get('/api/notifications/gnby', { usercode: users[who] })));

const messageOf = (messageId: string, type: string) => (message: Message) =>
  message.type === 'message' &&
  (message.notification as { messageId?: string; notificationType?: string }).messageId === messageId &&
  (message.notification as { notificationType?: string }).notificationType === type;

beforeAll(async () => {
  useRuntimeEnv();
  await putRole(role, {
    SGRC001: { views: 'Y', adds: 'Y', edits: 'N', deletes: 'N', prints: 'N', notifs: 'Y' },
  });
  const viewer = `MSGVIEW${run}`.toUpperCase();
  await putRole(viewer, {
    SGRC001: { views: 'Y', adds: 'N', edits: 'N', deletes: 'N', prints: 'N', notifs: 'N' },
  });
  await putUser({ usercode: users.sender, roles: ['EXECUTIVE'] });
  await putUser({ usercode: users.direct, roles: ['EXECUTIVE'] });
  await putUser({ usercode: users.roleOne, roles: [role] });
  await putUser({ usercode: users.roleTwo, roles: [role] });
  await putUser({ usercode: users.outsider, roles: [viewer] });
  await putUser({ usercode: users.noRights, roles: [`MSGNONE${run}`.toUpperCase()] });
  await putRole(`MSGNONE${run}`.toUpperCase(), {});
  for (const name of Object.keys(users) as (keyof typeof users)[]) {
    const { client, session } = await signIn(users[name]);
    clients[name] = client;
    tokens[name] = session.token;
  }
  jobordno = `JO-MSG-${run}`.toUpperCase();
  await testJobOrderThrough(jobordno, 'G01', [], { creator: 'admin' });
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

async function socketOf(who: keyof typeof users): Promise<TestSocket> {
  const socket = await TestSocket.open({ token: tokens[who], project: 'MOI' });
  sockets.push(socket);
  return socket;
}

describe('integration: messages', () => {
  it('lists the project users and roles a message can go to', async () => {
    const recipients = ok(await clients.sender.get<MessageRecipients>(call('getRecipients')));

    expect(recipients.users.map((user) => user.usercode)).toEqual(
      expect.arrayContaining([users.direct, users.roleOne, users.roleTwo]),
    );
    expect(recipients.roles.map((item) => item.rolecode)).toEqual(
      expect.arrayContaining([role, 'STOREKEEPER']),
    );
  });

  it('sends to a user and a role, pushes NewMessage live, lists it in the inbox and sent, counts it in gnby', async () => {
    const [directSocket, roleSocket] = await Promise.all([socketOf('direct'), socketOf('roleTwo')]);
    const subject = `Brake pads ${run}`;

    const { messageId, recipients } = await send(clients.sender, {
      subject: `  ${subject}  `,
      body: 'Please check the brake pads\nof this job order.',
      toUsers: [users.direct.toUpperCase(), users.direct],
      toRoles: [role.toLowerCase()],
      jobOrderNos: [jobordno],
    });

    expect(recipients).toEqual([users.direct, users.roleOne, users.roleTwo].sort());
    const [pushedDirect, pushedRole] = await Promise.all([
      directSocket.next(messageOf(messageId, 'NewMessage')),
      roleSocket.next(messageOf(messageId, 'NewMessage')),
    ]);
    const notification = unreadMessageNotification.strict().parse(pushedDirect.notification);
    expect(notification).toMatchObject({
      notificationType: 'NewMessage',
      messageId,
      fromUser: users.sender,
      subject,
      jobOrderNos: [jobordno],
    });
    expect(pushedRole.notification).toEqual(pushedDirect.notification);

    const received = await inbox(clients.roleOne);
    expect(received.items.find((row) => row.messageId === messageId)).toMatchObject({
      subject,
      preview: 'Please check the brake pads of this job order.',
      fromUser: users.sender,
      toUsers: [users.direct],
      toRoles: [role],
      jobOrderNos: [jobordno],
      commentCount: 0,
      isRead: false,
    });
    expect((await sent(clients.sender)).items.find((row) => row.messageId === messageId)).toMatchObject({
      subject,
      isRead: true,
    });
    expect((await inbox(clients.sender)).items.some((row) => row.messageId === messageId)).toBe(false);

    const counts = await gnby('direct');
    expect(counts.notificationCounts).toEqual({ NewMessage: 1, NewComment: 0 });
    expect(counts.messageNotifications?.[0]).toEqual(notification);
    expect((await gnby('sender')).notificationCounts).toEqual({ NewMessage: 0, NewComment: 0 });
  });

  it('shows the details with the thread to participants only; a comment reaches every other participant', async () => {
    const { messageId } = await send(clients.sender, {
      subject: `Thread ${run}`,
      body: 'Who has the spare key?',
      toUsers: [users.direct],
      toRoles: [role],
    });
    const [senderSocket, roleSocket] = await Promise.all([socketOf('sender'), socketOf('roleOne')]);

    const answer = ok(
      await clients.direct.post<[string, { messageId: string; commentId: string; recipients: string[] }]>(
        call('addComment'),
        { messageId, comment: '  The reception has it.  ' },
      ),
    );

    expect(answer[0]).toBe(messages.messageCommentAdded);
    expect(answer[1].recipients.sort()).toEqual([users.sender, users.roleOne, users.roleTwo].sort());
    const pushed = await senderSocket.next(messageOf(messageId, 'NewComment'));
    expect(pushed.notification).toMatchObject({
      notificationType: 'NewComment',
      messageId,
      fromUser: users.sender,
      subject: `Thread ${run}`,
      commentBy: users.direct,
      comment: 'The reception has it.',
      jobOrderNos: [],
    });
    await roleSocket.next(messageOf(messageId, 'NewComment'));

    const thread = await details(clients.roleTwo, messageId);
    expect(thread).toMatchObject({
      messageId,
      body: 'Who has the spare key?',
      commentCount: 1,
      lastCommentBy: users.direct,
      isRead: false,
    });
    expect(thread.participants.map((p) => p.usercode)).toEqual([
      users.sender,
      ...[users.direct, users.roleOne, users.roleTwo].sort(),
    ]);
    expect(thread.comments).toEqual([
      expect.objectContaining({ commentBy: users.direct, comment: 'The reception has it.' }),
    ]);
    // The sender's sent row shows the comment unread; the commenter's own row stays read.
    expect((await sent(clients.sender)).items.find((row) => row.messageId === messageId)).toMatchObject({
      commentCount: 1,
      isRead: false,
    });
    expect((await details(clients.direct, messageId)).isRead).toBe(true);
    expect((await gnby('sender')).notificationCounts).toEqual({ NewMessage: 0, NewComment: 1 });

    refused(await clients.outsider.get(call('getMessageById'), { messageId }), 404, messages.notFound);
    refused(
      await clients.outsider.post(call('addComment'), { messageId, comment: 'Me too' }),
      403,
      messages.forbidden,
    );
  });

  it('marks a message read and unread; reading it takes its notifications off the panel', async () => {
    const { messageId } = await send(clients.sender, {
      subject: `Read state ${run}`,
      body: 'Read me',
      toUsers: [users.roleOne],
    });
    await clients.sender.post(call('addComment'), { messageId, comment: 'And this' });
    const before = await gnby('roleOne');
    expect(before.messageNotifications?.filter((n) => n.messageId === messageId)).toHaveLength(2);

    const read = ok(
      await clients.roleOne.post<[string, { messageId: string }]>(call('markRead'), { messageId }),
    );

    expect(read).toEqual([messages.messageMarkedRead, { messageId }]);
    const after = await gnby('roleOne');
    expect(after.messageNotifications?.some((n) => n.messageId === messageId)).toBe(false);
    expect(after.notificationCounts.NewMessage).toBe(before.notificationCounts.NewMessage - 1);
    expect(after.notificationCounts.NewComment).toBe(before.notificationCounts.NewComment - 1);
    expect(
      (await inbox(clients.roleOne, { unread: 'true' })).items.some((r) => r.messageId === messageId),
    ).toBe(false);

    const unread = ok(
      await clients.roleOne.post<[string, { messageId: string }]>(call('markUnread'), { messageId }),
    );

    expect(unread).toEqual([messages.messageMarkedUnread, { messageId }]);
    const unreadList = await inbox(clients.roleOne, { unread: 'true' });
    expect(unreadList.items.find((row) => row.messageId === messageId)?.isRead).toBe(false);
    refused(await clients.outsider.post(call('markRead'), { messageId }), 404, messages.notFound);
  });

  it('serves the panel: click marks read, mark all read, clear all', async () => {
    const first = await send(clients.sender, {
      subject: `Panel one ${run}`,
      body: 'One',
      toUsers: [users.roleTwo],
    });
    const second = await send(clients.sender, {
      subject: `Panel two ${run}`,
      body: 'Two',
      toUsers: [users.roleTwo],
    });
    const panel = await gnby('roleTwo');
    const clicked = panel.messageNotifications!.find((n) => n.messageId === first.messageId)!;

    expect(
      ok(
        await clients.roleTwo.post(call('markNotificationRead'), { notificationId: clicked.notificationId }),
      ),
    ).toEqual([
      messages.messageNotificationRead,
      { notificationId: clicked.notificationId, messageId: first.messageId },
    ]);
    expect((await details(clients.roleTwo, first.messageId)).isRead).toBe(true);
    refused(
      await clients.roleTwo.post(call('markNotificationRead'), { notificationId: clicked.notificationId }),
      404,
      messages.notFound,
    );

    const all = ok(await clients.roleTwo.post<[string, { count: number }]>(call('markAllNotificationsRead')));
    expect(all[0]).toBe(messages.messageNotificationsRead);
    expect(all[1].count).toBeGreaterThanOrEqual(1);
    expect((await gnby('roleTwo')).notificationCounts).toEqual({ NewMessage: 0, NewComment: 0 });
    expect((await details(clients.roleTwo, second.messageId)).isRead).toBe(true);

    const third = await send(clients.sender, {
      subject: `Panel three ${run}`,
      body: 'Three',
      toUsers: [users.roleTwo],
    });
    const cleared = ok(await clients.roleTwo.post<[string, { count: number }]>(call('clearNotifications')));
    expect(cleared).toEqual([messages.messageNotificationsCleared, { count: 1 }]);
    expect((await gnby('roleTwo')).messageNotifications).toEqual([]);
    // Clearing the panel does not read the message.
    expect((await details(clients.roleTwo, third.messageId)).isRead).toBe(false);
  });

  it('searches and pages the inbox on the server', async () => {
    const tag = `page${run}`;
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(
        (await send(clients.sender, { subject: `${tag} ${index}`, body: 'Paged', toUsers: [users.direct] }))
          .messageId,
      );
    }

    const firstPage = await inbox(clients.direct, { search: tag.toUpperCase(), limit: 2 });
    expect(firstPage.items.map((row) => row.messageId)).toEqual([ids[2], ids[1]]);
    expect(firstPage.cursor).toBeDefined();
    const secondPage = await inbox(clients.direct, { search: tag, limit: 2, cursor: firstPage.cursor! });
    expect(secondPage.items.map((row) => row.messageId)).toEqual([ids[0]]);
    expect(secondPage.cursor).toBeUndefined();
    expect((await sent(clients.sender, { search: `${tag} 1` })).items.map((row) => row.messageId)).toEqual([
      ids[1],
    ]);
    expect((await inbox(clients.direct, { search: jobordno.toLowerCase() })).items.length).toBeGreaterThan(0);
    refused(await clients.direct.get(call('getInbox'), { limit: 0 }), 400);
  });

  it('finds a message from its job order, for its participants', async () => {
    const { messageId } = await send(clients.sender, {
      subject: `About the job ${run}`,
      body: 'See the job order',
      toUsers: [users.direct],
      jobOrderNos: [jobordno],
    });

    const rows = ok(
      await clients.direct.get<{ messageId: string }[]>(call('getMessagesByJobOrder'), { jobordno }),
    );
    expect(rows.map((row) => row.messageId)).toContain(messageId);
    const others = ok(
      await clients.outsider.get<{ messageId: string }[]>(call('getMessagesByJobOrder'), { jobordno }),
    );
    expect(others.map((row) => row.messageId)).not.toContain(messageId);
  });

  it('refuses invalid messages and comments with their messages', async () => {
    const base = { subject: 'S', body: 'B', toUsers: [users.direct] };
    const check = async (body: Record<string, unknown>, message: string) =>
      refused(await clients.sender.post(call('sendMessage'), body), 400, message);

    await check({ ...base, subject: '   ' }, messages.messageSubjectRequired);
    await check({ ...base, subject: undefined }, messages.messageSubjectRequired);
    await check({ ...base, subject: 'x'.repeat(201) }, messages.messageSubjectTooLong);
    await check({ ...base, body: '' }, messages.messageBodyRequired);
    await check({ ...base, body: 'x'.repeat(4001) }, messages.messageBodyTooLong);
    await check({ ...base, toUsers: [] }, messages.messageRecipientRequired);
    await check(
      { ...base, toUsers: Array.from({ length: 101 }, (_, i) => `u${i}`) },
      messages.messageTooManyUsers,
    );
    await check(
      { ...base, toRoles: Array.from({ length: 21 }, (_, i) => `R${i}`) },
      messages.messageTooManyRoles,
    );
    await check(
      { ...base, jobOrderNos: Array.from({ length: 21 }, (_, i) => `J${i}`) },
      messages.messageTooManyJobOrders,
    );
    await check(
      { ...base, toUsers: ['nobody-here'] },
      formatMessage(messages.messageUnknownUser, { usercode: 'nobody-here' }),
    );
    await check(
      { ...base, toRoles: ['NO_SUCH_ROLE'] },
      formatMessage(messages.messageUnknownRole, { rolecode: 'NO_SUCH_ROLE' }),
    );
    await check(
      { ...base, jobOrderNos: ['JO-NOPE-1'] },
      formatMessage(messages.messageUnknownJobOrder, { jobordno: 'JO-NOPE-1' }),
    );
    await check({ ...base, toUsers: [users.sender] }, messages.messageNoRecipients);

    const { messageId } = await send(clients.sender, base);
    refused(
      await clients.direct.post(call('addComment'), { messageId, comment: ' ' }),
      400,
      messages.messageCommentRequired,
    );
    refused(
      await clients.direct.post(call('addComment'), { messageId, comment: 'x'.repeat(2001) }),
      400,
      messages.messageCommentTooLong,
    );
    refused(
      await clients.direct.post(call('addComment'), { messageId: 'MSG0000', comment: 'Hi' }),
      404,
      messages.notFound,
    );
  });

  it('fans a role of many users out in batches beyond one transaction, for the message and a comment', async () => {
    const { getItem, putItem } = await import('@fleet/functions/lib/db');
    const bigRole = `MSGBIG${run}`.toUpperCase();
    await putRole(bigRole, {});
    const many = Array.from({ length: 60 }, (_, index) => `msgbig${run}${String(index).padStart(2, '0')}`);
    await Promise.all(
      many.map((usercode) =>
        putItem({
          pk: 'GLOBAL#USER',
          sk: usercode,
          entity: 'user',
          usercode,
          username: usercode,
          projects: ['MOI'],
          garages: [],
          roles: [bigRole],
          superuser: 'N',
          status: 'active',
          failedAttempts: 0,
          version: 1,
        }),
      ),
    );
    await accessChanged(); // the runtime caches profiles per access version

    // 1 message + 61 participants + 60 notifications + the outbox event: more than 100 items.
    const { messageId, recipients } = await send(clients.sender, {
      subject: `Everyone ${run}`,
      body: 'Big fan-out',
      toRoles: [bigRole],
    });

    expect(recipients).toEqual(many);
    const last = many[many.length - 1]!;
    const participant = await getItem<{ isRead: boolean; gsi1pk: string }>(
      `MOI#MSG#${messageId}`,
      `PART#${last}`,
    );
    expect(participant).toMatchObject({ isRead: false, gsi1pk: `MOI#MSGIN#${last}` });

    const answer = ok(
      await clients.sender.post<[string, { recipients: string[] }]>(call('addComment'), {
        messageId,
        comment: 'To all of you',
      }),
    );
    expect(answer[1].recipients).toHaveLength(60);
    expect(
      await getItem<{ commentCount: number; lastCommentBy: string }>(`MOI#MSG#${messageId}`, `PART#${last}`),
    ).toMatchObject({ commentCount: 1, lastCommentBy: users.sender });
    expect((await details(clients.sender, messageId)).comments).toHaveLength(1);
  });

  it('has the demo message of the seed in the team leader inbox, with the store keeper comment', async () => {
    const teamleader = (await signIn('teamleader')).client;
    const rows = await inbox(teamleader, { search: 'Brake pads for the next service' });
    const row = rows.items.find((item) => item.fromUser === 'supervisor');

    expect(row).toMatchObject({ toUsers: ['teamleader'], toRoles: ['STOREKEEPER'] });
    expect((await details(teamleader, row!.messageId)).comments[0]).toMatchObject({
      commentBy: 'storekeeper',
    });
  });

  it('needs the SGRC001 rights: views to read, adds to send and comment', async () => {
    refused(await clients.noRights.get(call('getInbox')), 403, messages.forbidden);
    refused(await clients.noRights.get(call('getSent')), 403, messages.forbidden);
    refused(await clients.noRights.get(call('getRecipients')), 403, messages.forbidden);
    refused(
      await clients.noRights.get(call('getMessageById'), { messageId: 'MSG1' }),
      403,
      messages.forbidden,
    );
    refused(await clients.noRights.post(call('markRead'), { messageId: 'MSG1' }), 403, messages.forbidden);
    refused(await clients.noRights.post(call('clearNotifications')), 403, messages.forbidden);
    refused(
      await clients.outsider.post(call('sendMessage'), { subject: 'S', body: 'B', toUsers: [users.direct] }),
      403,
      messages.forbidden,
    );
    expect((await gnby('noRights')).notificationCounts).toEqual({ NewMessage: 0, NewComment: 0 });
  });
});
