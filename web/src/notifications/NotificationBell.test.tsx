// @vitest-environment jsdom
import { lazyComponent } from '../kit/lazy.ts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { allRights } from '@fleet/shared';
import type { NotificationList } from '@fleet/shared/platform/notifications';
import type { ModulePage } from '../app/pages.ts';
import { ApiError } from '../api/errors.ts';
import { clearSession, setSession } from '../auth/session.ts';
import { initI18n } from '../i18n/index.ts';
import { isolate } from './text.ts';
import type { NotificationsApi } from './api.ts';
import { localStateKey } from './local-state.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { MessagesMenu } from './MessagesMenu.tsx';
import { clearNotificationCache, NotificationsProvider } from './NotificationsProvider.tsx';
import { list, notification } from './test/test-data.ts';

const now = Date.now();
const items = Array.from({ length: 12 }, (_, i) => notification(i, {}, now));

type FakeApi = { [K in keyof NotificationsApi]: Mock<NotificationsApi[K]> };

function fakeApi(answer: () => Promise<NotificationList>): FakeApi {
  return {
    list: vi.fn<NotificationsApi['list']>(answer),
    markRead: vi.fn<NotificationsApi['markRead']>(async () => ['Notification marked as read']),
    markAllRead: vi.fn<NotificationsApi['markAllRead']>(async () => ['All notifications marked as read']),
    clearAll: vi.fn<NotificationsApi['clearAll']>(async () => ['All notifications cleared']),
    markMessageNotificationRead: vi.fn<NotificationsApi['markMessageNotificationRead']>(async () => [
      'Message notification marked as read',
    ]),
    markAllMessageNotificationsRead: vi.fn<NotificationsApi['markAllMessageNotificationsRead']>(async () => [
      'All messages and comments marked as read',
    ]),
    clearMessageNotifications: vi.fn<NotificationsApi['clearMessageNotifications']>(async () => [
      'Message notifications cleared',
    ]),
  };
}

const component = lazyComponent(async () => ({ default: () => null }));
const pages: ModulePage[] = [
  {
    path: '/inspectionlistmoi',
    screen: 'SGRJ002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'x',
    component,
  },
  {
    path: '/inspectionmoi',
    screen: 'SGRJ002',
    needs: 'edits',
    inNavigation: false,
    titleKey: 'x',
    component,
  },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderTopBar(api: NotificationsApi) {
  return render(
    <MemoryRouter initialEntries={['/dashboard/default']}>
      <NotificationsProvider api={api} live={false} pages={pages}>
        <MessagesMenu />
        <NotificationBell />
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </NotificationsProvider>
    </MemoryRouter>,
  );
}

async function openBell() {
  fireEvent.click(within(screen.getByTestId('notification-bell')).getByRole('button'));
  return screen.findByTestId('notification-panel');
}

describe('component: notification bell', () => {
  beforeAll(async () => {
    await initI18n({ preload: 'everything' });
  });

  beforeEach(() => {
    localStorage.clear();
    clearNotificationCache();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setSession({
      sessionToken: 'test-session',
      usercode: 'inspector',
      username: 'Inspector',
      superuser: false,
      project: 'MOI',
      projects: ['MOI'],
      rights: { SGRJ002: allRights },
    });
  });

  afterEach(() => {
    cleanup();
    clearSession();
    vi.restoreAllMocks();
  });

  it('shows the unread badge, the first 8 newest first and "Showing 8 of N"', async () => {
    const api = fakeApi(async () => list(items, { total: 30, unreadCount: 120 }));
    renderTopBar(api);

    expect(await screen.findByTestId('notification-bell-count')).toHaveProperty('textContent', '99+');
    const panel = await openBell();

    const rows = within(panel).getAllByTestId('notification-row');
    expect(rows).toHaveLength(8);
    expect(rows[0]!.textContent).toContain('Inspector Assigned');
    expect(rows[0]!.textContent).toContain(`Plate: ${isolate('12-10000')}`);
    expect(rows[0]!.textContent).toContain('Just now');
    expect(rows[1]!.textContent).toContain('1m ago');
    expect(within(panel).getByTestId('notifications-showing').textContent).toBe('Showing 8 of 30');
  });

  it('marks a clicked notification read and opens its form for the job order', async () => {
    const api = fakeApi(async () => list(items.slice(0, 3)));
    renderTopBar(api);
    const panel = await openBell();

    fireEvent.click(within(panel).getAllByTestId('notification-row')[1]!);

    expect(api.markRead).toHaveBeenCalledWith('inspector', items[1]!.id);
    expect(screen.getByTestId('location').textContent).toBe(
      '/inspectionmoi?jobordno=JO-1&mod=false&status=EDIT',
    );
    expect(screen.getByTestId('notification-bell-count').textContent).toBe('2');
  });

  it('applies mark all read and clear all locally when the server calls fail', async () => {
    const api = fakeApi(async () => list(items.slice(0, 3)));
    api.markAllRead.mockRejectedValue(new ApiError(500, 'Server error. Please try again later.'));
    api.clearAll.mockRejectedValue(new ApiError(0, 'Network error, please try again later.'));
    renderTopBar(api);
    const panel = await openBell();

    await act(async () => fireEvent.click(within(panel).getByTestId('notifications-mark-all')));
    expect(screen.queryByTestId('notification-bell-count')).toBeNull();
    expect(
      within(panel)
        .getAllByTestId('notification-row')
        .map((row) => row.dataset.read),
    ).toEqual(['true', 'true', 'true']);
    await act(async () => fireEvent.click(within(panel).getByTestId('notifications-clear-all')));

    expect(within(panel).getByText('No notifications')).toBeTruthy();
    expect(api.clearAll).toHaveBeenCalledWith('inspector');
    const stored = JSON.parse(localStorage.getItem(localStateKey('MOI', 'inspector'))!);
    expect(Object.keys(stored.cleared)).toHaveLength(3);
  });

  it('shows the spec texts for a failed fetch', async () => {
    const api = fakeApi(() => Promise.reject(new ApiError(500, 'Server error. Please try again later.')));
    renderTopBar(api);
    const panel = await openBell();

    await waitFor(() =>
      expect(within(panel).getByText('Server error. Please try again later.')).toBeTruthy(),
    );
    expect(within(panel).getByText('No notifications')).toBeTruthy();

    api.list.mockRejectedValue(new ApiError(401, 'Unauthorized. Please log in.', 'unauthorized'));
    fireEvent.click(within(panel).getByText('Retry'));
    await waitFor(() =>
      expect(within(panel).getByText('Authentication failed. Please log in again.')).toBeTruthy(),
    );
  });

  it('shows the message and comment counts with their empty states', async () => {
    const api = fakeApi(async () => list([], { notificationCounts: { NewMessage: 2, NewComment: 1 } }));
    renderTopBar(api);

    expect((await screen.findByTestId('messages-menu-count')).textContent).toBe('3');
    fireEvent.click(within(screen.getByTestId('messages-menu')).getByRole('button'));
    const panel = await screen.findByTestId('messages-panel');

    expect(panel.textContent).toContain('Unread messages (2)');
    expect(panel.textContent).toContain('No unread messages');
    expect(panel.textContent).toContain('Unread comments (1)');
    expect(panel.textContent).toContain('No unread comments');
  });

  it('lists unread messages and comments; a click marks read and opens the message; mark all read empties it', async () => {
    const newMessage = {
      notificationId: '2026-01-02T10:00:00.000Z~a',
      notificationType: 'NewMessage' as const,
      messageId: 'MSG2026000001',
      fromUser: 'supervisor',
      subject: 'Brake pads',
      jobOrderNos: ['JO-2026-00001'],
      notifiedAt: '2026-01-02T10:00:00.000Z',
    };
    const newComment = {
      ...newMessage,
      notificationId: '2026-01-02T11:00:00.000Z~b',
      notificationType: 'NewComment' as const,
      messageId: 'MSG2026000002',
      subject: 'Spare key',
      commentBy: 'reception',
      comment: 'The reception has it.',
      notifiedAt: '2026-01-02T11:00:00.000Z',
    };
    const api = fakeApi(async () =>
      list([], {
        notificationCounts: { NewMessage: 1, NewComment: 1 },
        messageNotifications: [newComment, newMessage],
      }),
    );
    renderTopBar(api);

    expect((await screen.findByTestId('messages-menu-count')).textContent).toBe('2');
    fireEvent.click(within(screen.getByTestId('messages-menu')).getByRole('button'));
    const panel = await screen.findByTestId('messages-panel');
    expect(within(panel).getByTestId('messages-new').textContent).toContain('Brake pads');
    expect(within(panel).getByTestId('messages-comments').textContent).toContain('The reception has it.');

    fireEvent.click(within(within(panel).getByTestId('messages-new')).getByTestId('message-notification'));

    expect(api.markMessageNotificationRead).toHaveBeenCalledWith(newMessage.notificationId);
    expect(screen.getByTestId('messages-menu-count').textContent).toBe('1');

    if (!screen.queryByTestId('messages-panel'))
      fireEvent.click(within(screen.getByTestId('messages-menu')).getByRole('button'));
    fireEvent.click(await screen.findByTestId('messages-mark-all'));

    expect(api.markAllMessageNotificationsRead).toHaveBeenCalled();
    expect(screen.queryByTestId('messages-menu-count')).toBeNull();
  });
});
