/**
 * The notification bell of the top bar and its panel (spec 000 section 2, "Notification bell and
 * messages"). The bell's button is a Cloudscape Button inside the trigger; the badge, the panel and its
 * rows are the feature's own elements (Cloudscape has no wrapper for them), found by `data-testid`.
 */
import type { Page } from 'playwright-core';
import arNotifications from '../../../web/src/i18n/locales/ar/notifications.json';
import enNotifications from '../../../web/src/i18n/locales/en/notifications.json';
import { locate, testId, ui } from './ui.ts';

const bell = ui.find(testId('notification-bell'));
const panel = ui.find(testId('notification-panel'));
const popover = ui.findPopover();
const loadingText = new RegExp(`${enNotifications.bell.loading}|${arNotifications.bell.loading}`);

export class NotificationBellPage {
  constructor(readonly page: Page) {}

  get button() {
    return locate(this.page, bell.findButton());
  }

  get badge() {
    return locate(this.page, ui.find(testId('notification-bell-count')));
  }

  get panel() {
    return locate(this.page, panel);
  }

  get rows() {
    return locate(this.page, panel.find(testId('notification-row')));
  }

  /** The panel's "live" indicator: shown while the WebSocket is open. */
  get liveStatus() {
    return locate(this.page, panel.findStatusIndicator()).last();
  }

  /** Waits until the panel has its first list (rows or the empty state instead of the spinner). */
  async loaded(): Promise<void> {
    await locate(this.page, panel.findStatusIndicator())
      .filter({ hasText: loadingText })
      .waitFor({ state: 'detached' });
  }

  row(text: string) {
    return this.rows.filter({ hasText: text });
  }

  async open(): Promise<void> {
    await this.button.click();
    await this.panel.waitFor();
  }

  /** Opens the panel and waits for its first list and its "live" indicator (`live`: its text, English unless told). */
  async openLive(live: string = enNotifications.bell.live): Promise<void> {
    await this.open();
    await this.loaded();
    await this.liveStatus.filter({ hasText: live }).waitFor();
  }

  async close(): Promise<void> {
    await locate(this.page, popover.findDismissButton({ renderWithPortal: true })).click();
    await this.panel.waitFor({ state: 'detached' });
  }

  /** The badge's count (0 when there is no badge). */
  async count(): Promise<number> {
    return Number((await this.badgeText()) || 0);
  }

  /** Badge text ('' when there is no badge). */
  async badgeText(): Promise<string> {
    return (await this.badge.count()) === 0 ? '' : ((await this.badge.textContent()) ?? '').trim();
  }
}
