/**
 * The technician task screen `/TechnicialTaskScreen` (SGRS004): one card per sticker job, its task
 * checkboxes, the item form and the pending markers of updates waiting for the connection.
 */
import type { Locator, Page } from 'playwright-core';
import { testId } from './ui.ts';
import { openPath } from '../support/app.ts';

export class StickerTaskPage {
  constructor(readonly page: Page) {}

  async open(jobordno: string): Promise<this> {
    await openPath(this.page, '/TechnicialTaskScreen');
    await this.card(jobordno).waitFor();
    return this;
  }

  card(jobordno: string): Locator {
    return this.page.locator(testId(`sticker-job-${jobordno}`));
  }

  /** Ticks (or unticks) a task by tapping its checkbox. */
  async toggleTask(jobordno: string, taskid: string): Promise<void> {
    await this.card(jobordno)
      .locator(`${testId(`sticker-task-${taskid}`)} input[type="checkbox"]`)
      .click();
  }

  async taskChecked(jobordno: string, taskid: string): Promise<boolean> {
    return this.card(jobordno)
      .locator(`${testId(`sticker-task-${taskid}`)} input[type="checkbox"]`)
      .isChecked();
  }

  async addItem(jobordno: string, item: { code: string; name: string; qty: number }): Promise<void> {
    const form = this.card(jobordno).locator(testId('sticker-item-form'));
    if (!(await form.isVisible()))
      await this.card(jobordno)
        .locator(`${testId('sticker-item-section')} [aria-expanded="false"]`)
        .first()
        .click();
    await form.locator(`${testId('sticker-item-code')} input`).fill(item.code);
    await form.locator(`${testId('sticker-item-name')} input`).fill(item.name);
    await form.locator(`${testId('sticker-item-qty')} input`).fill(String(item.qty));
    await form.locator(testId('sticker-item-add')).click();
  }

  pending(jobordno: string): Locator {
    return this.card(jobordno).locator(testId('sticker-pending'));
  }

  items(jobordno: string): Locator {
    return this.card(jobordno).locator(testId('sticker-item'));
  }

  async connectionText(): Promise<string> {
    return (await this.page.locator(testId('sticker-connection')).textContent()) ?? '';
  }

  /** Whether the page scrolls sideways (it must not on a phone). */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
}
