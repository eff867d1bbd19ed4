import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { addJobOrderNos, composeErrors, emptyCompose, readMessagesRoute, toSendBody } from './messageForm.ts';

describe('unit: message form', () => {
  it('names the first message of each field from the shared schema', () => {
    expect(composeErrors(emptyCompose())).toEqual({
      subject: messages.messageSubjectRequired,
      body: messages.messageBodyRequired,
      recipients: messages.messageRecipientRequired,
    });
    expect(
      composeErrors({ ...emptyCompose(), subject: 'x'.repeat(201), body: 'B', toRoles: ['STOREKEEPER'] }),
    ).toEqual({ subject: messages.messageSubjectTooLong });
    expect(composeErrors({ ...emptyCompose(), subject: 'S', body: 'B', toUsers: ['storekeeper'] })).toEqual(
      {},
    );
  });

  it('adds typed job order numbers once, in upper case', () => {
    expect(addJobOrderNos(['JO-1'], ' jo-1, jo-2;JO-3  jo-2 ')).toEqual(['JO-1', 'JO-2', 'JO-3']);
    expect(addJobOrderNos([], '  ')).toEqual([]);
  });

  it('trims the text it sends', () => {
    expect(toSendBody({ ...emptyCompose(), subject: ' S ', body: ' B ', toUsers: ['a'] })).toEqual({
      subject: 'S',
      body: 'B',
      toUsers: ['a'],
      toRoles: [],
      jobOrderNos: [],
    });
  });

  it('reads the tab and the details route', () => {
    expect(readMessagesRoute(new URLSearchParams('tab=sent'))).toEqual({ tab: 'sent' });
    expect(readMessagesRoute(new URLSearchParams('tab=other'))).toEqual({ tab: 'inbox' });
    expect(readMessagesRoute(new URLSearchParams('tab=inbox&action=details&messageId=MSG1'))).toEqual({
      tab: 'inbox',
      messageId: 'MSG1',
    });
    expect(readMessagesRoute(new URLSearchParams('messageId=MSG1'))).toEqual({ tab: 'inbox' });
  });
});
