import { lazyComponent } from '../kit/lazy.ts';
import { describe, expect, it } from 'vitest';
import { allRights, noRights } from '@fleet/shared';
import type { ModulePage } from '../app/pages.ts';
import { emptyLocalState, withAllCleared, withAllRead, withRead } from './local-state.ts';
import {
  applyLocalState,
  badgeText,
  messageCount,
  mergePushed,
  mergePushedMessage,
  messageNotificationsOf,
  newUnread,
  notificationTarget,
  panelRows,
  withoutMessageNotifications,
} from './model.ts';
import { list, notification } from './test/test-data.ts';

describe('unit: notification badge', () => {
  it('shows nothing for zero, the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(2_500)).toBe('99+');
  });

  it('adds unread messages and comments for the mail badge', () => {
    expect(messageCount({ NewMessage: 2, NewComment: 3 })).toBe(5);
  });
});

describe('unit: notification panel rows', () => {
  it('shows the first 8 newest first with the total for the footer', () => {
    const items = Array.from({ length: 12 }, (_, i) => notification(11 - i));

    const { rows, shown, total } = panelRows(applyLocalState(list(items, { total: 40 }), emptyLocalState()));

    expect(rows.map((row) => row.jobOrderNo)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `JO-${i}`));
    expect(shown).toBe(8);
    expect(total).toBe(40);
  });

  it('shows all when there are fewer than 8', () => {
    expect(panelRows(applyLocalState(list([notification(1)]), emptyLocalState()))).toMatchObject({
      shown: 1,
      total: 1,
    });
  });
});

describe('unit: local state applied to the server list', () => {
  it('shows a locally read notification as read and lowers the unread count', () => {
    const items = [notification(1), notification(2)];

    const view = applyLocalState(list(items), withRead(emptyLocalState(), items[0]!));

    expect(view.notifications.map((n) => n.isRead)).toEqual([true, false]);
    expect(view.unreadCount).toBe(1);
  });

  it('hides everything after a clear-all whose server call failed, including beyond the page', () => {
    const items = [notification(1), notification(2)];

    const view = applyLocalState(
      list(items, { total: 60, unreadCount: 30 }),
      withAllCleared(emptyLocalState(), items),
    );

    expect(view).toMatchObject({ notifications: [], unreadCount: 0, total: 0 });
  });

  it('keeps later notifications visible after a clear-all', () => {
    const cleared = withAllCleared(emptyLocalState(), [notification(1), notification(2)]);

    const view = applyLocalState(list([notification(0), notification(1), notification(2)]), cleared);

    expect(view.notifications.map((n) => n.jobOrderNo)).toEqual(['JO-0']);
    expect(view).toMatchObject({ unreadCount: 1, total: 1 });
  });

  it('counts unread beyond the page from the server unless all were marked read', () => {
    const items = [notification(1), notification(2)];
    const server = list(items, { total: 60, unreadCount: 30 });

    expect(applyLocalState(server, emptyLocalState()).unreadCount).toBe(30);
    expect(applyLocalState(server, withAllRead(emptyLocalState(), items))).toMatchObject({
      unreadCount: 0,
      total: 60,
    });
  });
});

describe('unit: merging a pushed notification', () => {
  it('puts a new notification first and counts it', () => {
    const server = list([notification(2), notification(3)], { total: 10, unreadCount: 4 });

    const merged = mergePushed(server, notification(0));

    expect(merged.notifications.map((n) => n.jobOrderNo)).toEqual(['JO-0', 'JO-2', 'JO-3']);
    expect(merged).toMatchObject({ total: 11, unreadCount: 5 });
  });

  it('replaces a notification pushed twice without counting it twice', () => {
    const pushed = notification(0);

    const merged = mergePushed(mergePushed(list([notification(1)]), pushed), pushed);

    expect(merged.notifications).toHaveLength(2);
    expect(merged).toMatchObject({ total: 2, unreadCount: 2 });
  });

  it('renews a read notification when the same status comes again later', () => {
    const old = notification(5, { isRead: true });
    const again = notification(0, { id: old.id });

    const merged = mergePushed(list([old]), again);

    expect(merged.notifications).toEqual([again]);
    expect(merged).toMatchObject({ total: 1, unreadCount: 1 });
  });

  it('ignores an older copy of a notification it has', () => {
    const current = notification(0);
    const server = list([current]);

    expect(mergePushed(server, notification(9, { id: current.id }))).toBe(server);
  });

  it('finds the unread notifications that are new since the last list', () => {
    const before = [notification(1), notification(2)];
    const after = [notification(0), notification(-1, { isRead: true }), ...before];

    expect(newUnread(before, after).map((n) => n.jobOrderNo)).toEqual(['JO-0']);
  });
});

describe('unit: notification target route', () => {
  const component = lazyComponent(async () => ({ default: () => null }));
  const page = (path: string, screen: string, inNavigation: boolean): ModulePage => ({
    path,
    screen,
    needs: inNavigation ? 'any' : 'edits',
    inNavigation,
    titleKey: 'nav:x',
    component,
  });
  const pages = [page('/inspectionlistmoi', 'SGRJ002', true), page('/inspectionmoi', 'SGRJ002', false)];
  const n = notification(7);

  it('opens the form of the screen in edit mode for the job order', () => {
    expect(notificationTarget(n, pages, { superuser: true, rights: {} })).toBe(
      '/inspectionmoi?jobordno=JO-7&mod=false&status=EDIT',
    );
  });

  it('opens the list page when the user may not edit', () => {
    const rights = { SGRJ002: { ...noRights, views: 'Y' as const } };

    expect(notificationTarget(n, pages, { superuser: false, rights })).toBe('/inspectionlistmoi');
  });

  it('opens nothing when the user has no right on the screen', () => {
    expect(notificationTarget(n, pages, { superuser: false, rights: {} })).toBeUndefined();
  });

  it('opens nothing when the product has no page for it', () => {
    expect(notificationTarget(n, [], { superuser: false, rights: { SGRJ002: allRights } })).toBeUndefined();
  });

  it("opens an approval notification's link when the user may open that page, else the usual target", () => {
    const approvalPages = [...pages, page('/estimation', 'SGRG004', false)];
    const approval = notification(8, {
      formCode: 'SGRG004',
      link: '/estimation?docnumbr=QT-2026-00001&mod=true&status=APPROVE&level=MOI',
    });
    const approver = { SGRG004: { ...noRights, views: 'Y' as const, edits: 'Y' as const } };

    expect(notificationTarget(approval, approvalPages, { superuser: false, rights: approver })).toBe(
      '/estimation?docnumbr=QT-2026-00001&mod=true&status=APPROVE&level=MOI',
    );
    expect(notificationTarget(approval, approvalPages, { superuser: false, rights: {} })).toBeUndefined();
  });
});

describe('unit: message notifications of the messages menu', () => {
  const pushed = (id: string, type: 'NewMessage' | 'NewComment', messageId = 'MSG1') => ({
    notificationId: id,
    notificationType: type,
    messageId,
    fromUser: 'supervisor',
    subject: 'Brakes',
    jobOrderNos: [],
    notifiedAt: id,
  });

  it('adds a pushed message or comment once, newest first, and counts it', () => {
    const first = mergePushedMessage(list([]), pushed('2026-01-01T10:00', 'NewMessage'));
    const second = mergePushedMessage(first, pushed('2026-01-01T11:00', 'NewComment'));

    expect(mergePushedMessage(second, pushed('2026-01-01T11:00', 'NewComment'))).toBe(second);
    expect(messageNotificationsOf(second).map((item) => item.notificationId)).toEqual([
      '2026-01-01T11:00',
      '2026-01-01T10:00',
    ]);
    expect(second.notificationCounts).toEqual({ NewMessage: 1, NewComment: 1 });
  });

  it('drops the chosen ones and lowers the counts', () => {
    const current = list([], {
      messageNotifications: [pushed('b', 'NewComment', 'MSG2'), pushed('a', 'NewMessage')],
      notificationCounts: { NewMessage: 1, NewComment: 1 },
    });

    const left = withoutMessageNotifications(current, (item) => item.messageId === 'MSG2');

    expect(messageNotificationsOf(left).map((item) => item.notificationId)).toEqual(['a']);
    expect(left.notificationCounts).toEqual({ NewMessage: 1, NewComment: 0 });
    expect(withoutMessageNotifications(current, () => false)).toBe(current);
    expect(messageNotificationsOf(list([]))).toEqual([]);
  });
});
