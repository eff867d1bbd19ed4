// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { MessageDetails, MessageRow } from '@fleet/shared/platform/message-board';
import { page, renderPage, setupPageTests, signInForTest } from '../../../kit/test/testing.tsx';
import { messagePushEvent } from '../../../notifications/index.ts';
import { messageApi } from './api.ts';
import MessagesPage from './MessagesPage.tsx';

vi.mock('./api.ts');

const api = vi.mocked(messageApi);

const row: MessageRow = {
  messageId: 'MSG2026000001',
  subject: 'Brake pads',
  preview: 'Please check',
  fromUser: 'supervisor',
  fromUserName: 'Ahmad',
  toUsers: ['reception'],
  toRoles: [],
  jobOrderNos: ['JO-2026-00001'],
  createdAt: '2026-01-01T08:00:00.000Z',
  lastActivityAt: '2026-01-01T08:00:00.000Z',
  commentCount: 1,
  isRead: false,
};
const details: MessageDetails = {
  ...row,
  body: 'Please check the brake pads.',
  participants: [
    { usercode: 'supervisor', username: 'Ahmad' },
    { usercode: 'reception', username: 'Reception' },
  ],
  comments: [
    {
      commentId: 'c1',
      commentBy: 'supervisor',
      commentByName: 'Ahmad',
      comment: 'Urgent, please.',
      commentedAt: '2026-01-01T08:05:00.000Z',
    },
  ],
};

const signIn = (adds: 'Y' | 'N' = 'Y') =>
  signInForTest('reception', 'Reception', { SGRC001: { ...allRights, adds } });

setupPageTests();
beforeEach(() => {
  signIn();
  api.list.mockResolvedValue({ items: [row] });
  api.get.mockResolvedValue(details);
  api.markRead.mockResolvedValue([messages.messageMarkedRead, { messageId: row.messageId }]);
  api.recipients.mockResolvedValue({
    users: [{ usercode: 'storekeeper', username: 'Store keeper', roles: ['STOREKEEPER'] }],
    roles: [{ rolecode: 'STOREKEEPER', rolename: 'Store keeper' }],
  });
});

describe('component: messages page', () => {
  it('lists the inbox, filters unread on the server and reloads on a pushed message', async () => {
    renderPage(<MessagesPage />, { route: '/messages?tab=inbox' });

    await screen.findByText('Brake pads');
    expect(api.list).toHaveBeenCalledWith('inbox', { unread: false, search: '' }, expect.anything());
    act(() => page().findToggle()!.findNativeInput().click());
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith('inbox', { unread: true, search: '' }, expect.anything()),
    );
    const calls = api.list.mock.calls.length;

    act(() => {
      window.dispatchEvent(new CustomEvent(messagePushEvent, { detail: { messageId: 'MSG2' } }));
    });

    await waitFor(() => expect(api.list.mock.calls.length).toBe(calls + 1));
  });

  it('hides New message without the adds right', async () => {
    signIn('N');
    renderPage(<MessagesPage />, { route: '/messages?tab=inbox' });

    await screen.findByText('Brake pads');
    expect(screen.queryByRole('button', { name: 'New message' })).toBeNull();
  });

  it('checks a new message with the shared schema, then sends it', async () => {
    api.send.mockResolvedValue([messages.messageSent, { messageId: 'MSG2', recipients: ['storekeeper'] }]);
    renderPage(<MessagesPage />, { route: '/messages?tab=inbox' });
    fireEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const modal = page().findModal()!;

    act(() => modal.findFooter()!.findButton('[data-testid="compose-send"]')!.click());

    expect(await screen.findByText(messages.messageSubjectRequired)).toBeTruthy();
    expect(screen.getByText(messages.messageBodyRequired)).toBeTruthy();
    expect(screen.getByText(messages.messageRecipientRequired)).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();

    const roles = page().findMultiselect('[data-testid="compose-roles"]')!;
    await waitFor(() => {
      roles.openDropdown();
      expect(roles.findDropdown().findOptionByValue('STOREKEEPER')).toBeTruthy();
    });
    act(() => roles.selectOptionByValue('STOREKEEPER'));
    act(() => page().findInput('[data-testid="compose-subject"]')!.setInputValue('Oil'));
    act(() => page().findTextarea('[data-testid="compose-body"]')!.setTextareaValue('Two drums'));
    act(() => page().findInput('[data-testid="compose-job-order"]')!.setInputValue('jo-2026-00007'));
    act(() => modal.findFooter()!.findButton('[data-testid="compose-send"]')!.click());

    await waitFor(() =>
      expect(api.send).toHaveBeenCalledWith({
        subject: 'Oil',
        body: 'Two drums',
        toUsers: [],
        toRoles: ['STOREKEEPER'],
        jobOrderNos: ['JO-2026-00007'],
      }),
    );
    expect(await screen.findByText(messages.messageSent)).toBeTruthy();
  });

  it('opens the details with the thread, marks the message read and adds a comment', async () => {
    api.comment.mockResolvedValue([
      messages.messageCommentAdded,
      { messageId: row.messageId, commentId: 'c2' },
    ]);
    renderPage(<MessagesPage />, { route: `/messages?tab=inbox&action=details&messageId=${row.messageId}` });

    expect(await screen.findByText('Urgent, please.')).toBeTruthy();
    expect(screen.getByTestId('message-body').textContent).toBe('Please check the brake pads.');
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(row.messageId));

    fireEvent.click(screen.getByTestId('comment-send'));
    expect(await screen.findByText(messages.messageCommentRequired)).toBeTruthy();
    expect(api.comment).not.toHaveBeenCalled();

    act(() => page().findTextarea('[data-testid="comment-input"]')!.setTextareaValue('On it'));
    fireEvent.click(screen.getByTestId('comment-send'));

    await waitFor(() =>
      expect(api.comment).toHaveBeenCalledWith({ messageId: row.messageId, comment: 'On it' }),
    );
    expect(await screen.findByText(messages.messageCommentAdded)).toBeTruthy();
  });
});
