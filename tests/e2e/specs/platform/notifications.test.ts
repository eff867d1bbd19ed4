/**
 * The bell receives a pushed notification without a reload (spec 000 section 2, ARCHITECTURE.md
 * section 5): a JobOrderStatusChanged for the signed-in user goes on the local bus, the subscriber
 * pushes it over the WebSocket, and the open panel and the badge show it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationBellPage } from '../../pages/notifications.ts';
import { ShellPage } from '../../pages/shell.ts';
import { SignInPage } from '../../pages/sign-in.ts';
import { putUser } from '../../../support/fixtures.ts';
import { closeApps, openApp } from '../../support/app.ts';
import { publishStatusChange } from '../../support/events.ts';

/** A user of its own: no other test sends it notifications while the badge is counted. */
const recipient = 'e2ebell';

beforeAll(async () => {
  await putUser({ usercode: recipient, roles: ['ADMIN'], projects: ['MOI'], superuser: true });
});

afterAll(closeApps);

describe('e2e: notification bell', () => {
  it('shows a notification pushed over the WebSocket in the open panel and the badge, without a reload', async () => {
    const app = await openApp();
    const frames: string[] = [];
    app.page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => frames.push(String(payload))),
    );
    await new SignInPage(app.page)
      .open()
      .then((signIn) => signIn.signIn({ username: recipient, project: 'MOI' }));
    await new ShellPage(app.page).ready();
    const bell = new NotificationBellPage(app.page);
    await bell.openLive();
    const badgeBefore = await bell.count();
    await app.page.evaluate(() => Object.assign(window, { e2eMarker: 'same document' }));

    const change = await publishStatusChange({ notifyUsers: [recipient] });
    const row = bell.row(change.jobordno);
    await row.waitFor();

    expect(frames.some((frame) => frame.includes(change.jobordno))).toBe(true);
    await expect(row.getAttribute('data-read')).resolves.toBe('false');
    await expect(row.textContent()).resolves.toContain(change.statusName);
    expect(Number(await bell.badgeText())).toBe(badgeBefore + 1);
    await expect(app.page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).resolves.toBe(
      'same document',
    );
    expect(app.errors).toEqual([]);
  });
});
