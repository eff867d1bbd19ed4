import { describe, expect, it } from 'vitest';
import {
  addCommentBody,
  countMessageNotifications,
  messageDetailsPath,
  messageListQuery,
  messageMatches,
  messagePreview,
  sendMessageBody,
  type MessageRow,
} from './message-board.ts';
import { messages } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('unit: message board schemas', () => {
  it('normalises recipients and job orders: trimmed, distinct, users lower case, roles upper case', () => {
    const parsed = sendMessageBody.parse({
      subject: '  Brakes ',
      body: ' Check ',
      toUsers: ['Reception', 'reception ', 'inspector'],
      toRoles: ['storekeeper', 'STOREKEEPER'],
      jobOrderNos: ['JO-1', 'JO-1', ' JO-2 '],
    });

    expect(parsed).toEqual({
      subject: 'Brakes',
      body: 'Check',
      toUsers: ['reception', 'inspector'],
      toRoles: ['STOREKEEPER'],
      jobOrderNos: ['JO-1', 'JO-2'],
    });
  });

  it('words every refusal from the catalogue', () => {
    const base = { subject: 'S', body: 'B', toUsers: ['a'] };
    expect(firstMessage(sendMessageBody.safeParse({ ...base, subject: ' ' }))).toBe(
      messages.messageSubjectRequired,
    );
    expect(firstMessage(sendMessageBody.safeParse({ ...base, subject: undefined }))).toBe(
      messages.messageSubjectRequired,
    );
    expect(firstMessage(sendMessageBody.safeParse({ ...base, subject: 'x'.repeat(201) }))).toBe(
      messages.messageSubjectTooLong,
    );
    expect(firstMessage(sendMessageBody.safeParse({ ...base, body: '' }))).toBe(messages.messageBodyRequired);
    expect(firstMessage(sendMessageBody.safeParse({ ...base, body: 'x'.repeat(4001) }))).toBe(
      messages.messageBodyTooLong,
    );
    expect(firstMessage(sendMessageBody.safeParse({ ...base, toUsers: [] }))).toBe(
      messages.messageRecipientRequired,
    );
    expect(firstMessage(addCommentBody.safeParse({ messageId: 'M', comment: '  ' }))).toBe(
      messages.messageCommentRequired,
    );
    expect(firstMessage(addCommentBody.safeParse({ messageId: 'M', comment: 'x'.repeat(2001) }))).toBe(
      messages.messageCommentTooLong,
    );
  });

  it('reads the list query: unread flag, limit within 1-100', () => {
    expect(messageListQuery.parse({ unread: 'true', limit: '20' })).toEqual({ unread: true, limit: 20 });
    expect(messageListQuery.parse({})).toEqual({ unread: false });
    expect(messageListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('unit: message board rules', () => {
  const row: MessageRow = {
    messageId: 'MSG2026000001',
    subject: 'Brake pads',
    preview: 'Check them',
    fromUser: 'supervisor',
    fromUserName: 'Ahmad',
    toUsers: ['reception'],
    toRoles: ['STOREKEEPER'],
    jobOrderNos: ['JO-2026-00001'],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastActivityAt: '2026-01-01T00:00:00.000Z',
    commentCount: 0,
    isRead: false,
  };

  it('matches a search in the subject, preview, people, roles and job orders, any case', () => {
    for (const search of ['brake', 'THEM', 'ahmad', 'Reception', 'storekeeper', 'jo-2026', '', undefined])
      expect(messageMatches(row, search), String(search)).toBe(true);
    expect(messageMatches(row, 'winch')).toBe(false);
  });

  it('previews the body on one line, cut at 140 characters', () => {
    expect(messagePreview('One\n\ntwo   three')).toBe('One two three');
    const long = messagePreview('x'.repeat(300));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });

  it('counts new messages and comments, and links the details route', () => {
    expect(
      countMessageNotifications([
        { notificationType: 'NewMessage' },
        { notificationType: 'NewComment' },
        { notificationType: 'NewComment' },
      ]),
    ).toEqual({ NewMessage: 1, NewComment: 2 });
    expect(messageDetailsPath('MSG 1', 'sent')).toBe('/messages?tab=sent&action=details&messageId=MSG%201');
  });
});
