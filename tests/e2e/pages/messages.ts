/**
 * Messages (`/messages?tab=inbox`, screen SGRC001) and the messages menu of the top bar. Cloudscape
 * parts through its test-utils selectors; the menu's badge, panel rows, subjects and comments are the
 * feature's own elements, found by `data-testid`.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';
import { openPath } from '../support/app.ts';

const modal = ui.findModal();
const menu = ui.find(testId('messages-menu'));
const panel = ui.find(testId('messages-panel'));

export class MessagesPage {
  constructor(readonly page: Page) {}

  async open(tab: 'inbox' | 'sent' = 'inbox'): Promise<this> {
    await openPath(this.page, `/messages?tab=${tab}`);
    await this.list(tab).waitFor();
    return this;
  }

  list(tab: 'inbox' | 'sent') {
    return locate(this.page, ui.findTable(testId(`messages-${tab}`)));
  }

  async showTab(tab: 'inbox' | 'sent'): Promise<void> {
    await locate(this.page, ui.findTabs().findTabLinkById(tab)).click();
    await this.list(tab).waitFor();
  }

  /** A list row's subject link (the bold / normal span says unread / read). */
  subject(tab: 'inbox' | 'sent', text: string) {
    return locate(this.page, ui.findTable(testId(`messages-${tab}`)).find(testId('message-subject'))).filter({
      hasText: text,
    });
  }

  async compose(): Promise<void> {
    await locate(this.page, ui.findButton(testId('new-message'))).click();
    await locate(this.page, modal).waitFor();
  }

  async chooseUser(usercode: string): Promise<void> {
    const select = ui.findMultiselect(testId('compose-users'));
    await locate(this.page, select.findTrigger()).click();
    await locate(this.page, select.findFilteringInput().findNativeInput()).fill(usercode);
    await locate(this.page, select.findDropdown().findOptionByValue(usercode)).click();
    await this.page.keyboard.press('Escape');
  }

  async addJobOrder(jobordno: string): Promise<void> {
    await locate(this.page, ui.findInput(testId('compose-job-order')).findNativeInput()).fill(jobordno);
    await locate(this.page, ui.findButton(testId('compose-add-job-order'))).click();
  }

  async write(subject: string, body: string): Promise<void> {
    await locate(this.page, ui.findInput(testId('compose-subject')).findNativeInput()).fill(subject);
    await locate(this.page, ui.findTextarea(testId('compose-body')).findNativeTextarea()).fill(body);
  }

  async send(): Promise<void> {
    await locate(this.page, ui.findButton(testId('compose-send'))).click();
    await locate(this.page, modal).waitFor({ state: 'detached' });
  }

  get title() {
    return locate(this.page, ui.find(testId('message-title')));
  }

  get comments() {
    return locate(this.page, ui.find(testId('message-comment')));
  }

  async comment(text: string): Promise<void> {
    await locate(this.page, ui.findTextarea(testId('comment-input')).findNativeTextarea()).fill(text);
    await locate(this.page, ui.findButton(testId('comment-send'))).click();
  }

  successToast(text: string) {
    return locate(this.page, ui.findFlashbar().findItemsByType('success')).filter({ hasText: text });
  }
}

export class MessagesMenuPage {
  constructor(readonly page: Page) {}

  get badge() {
    return locate(this.page, ui.find(testId('messages-menu-count')));
  }

  get panel() {
    return locate(this.page, panel);
  }

  async open(): Promise<void> {
    await locate(this.page, menu.findButton()).click();
    await this.panel.waitFor();
  }

  /** An unread message or comment of the panel. */
  row(text: string) {
    return locate(this.page, panel.find(testId('message-notification'))).filter({ hasText: text });
  }

  async badgeText(): Promise<string> {
    return (await this.badge.count()) === 0 ? '' : ((await this.badge.textContent()) ?? '').trim();
  }
}
