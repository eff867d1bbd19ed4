/**
 * Change Job Order Status (`/changejoborderstatusnew`, a supervisor's correction) and the status
 * corrections the vehicle workflow page lists, on Cloudscape's test-utils selectors; the selects,
 * the reason and the buttons are found by their `data-testid`.
 */
import type { Locator, Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';
import { openPath } from '../support/app.ts';

const jobOrderSelect = ui.findSelect(testId('status-joborder'));
const statusSelect = ui.findSelect(testId('status-new'));
const reasonField = ui.findFormField(testId('status-reason'));

export class StatusChangePage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await openPath(this.page, '/changejoborderstatusnew');
    await locate(this.page, jobOrderSelect).waitFor();
    return this;
  }

  async chooseJobOrder(jobordno: string): Promise<void> {
    await locate(this.page, jobOrderSelect.findTrigger()).click();
    // The kit's select filters only a long list.
    const filter = locate(this.page, jobOrderSelect.findFilteringInput().findNativeInput());
    if ((await filter.count()) > 0) await filter.fill(jobordno);
    await locate(this.page, jobOrderSelect.findDropdown().findOptionByValue(jobordno)).click();
  }

  /** The current status as the page shows it. */
  current(): Promise<string | null> {
    return this.page.locator(testId('status-current')).textContent();
  }

  /** Whether the new status choice offers `code` (typed into its filter). */
  async offers(code: string): Promise<boolean> {
    await locate(this.page, statusSelect.findTrigger()).click();
    await locate(this.page, statusSelect.findFilteringInput().findNativeInput()).fill(code);
    const offered = await locate(this.page, statusSelect.findDropdown().findOptionByValue(code)).count();
    await this.page.keyboard.press('Escape');
    return offered > 0;
  }

  async chooseStatus(code: string): Promise<void> {
    await locate(this.page, statusSelect.findTrigger()).click();
    await locate(this.page, statusSelect.findFilteringInput().findNativeInput()).fill(code);
    await locate(this.page, statusSelect.findDropdown().findOptionByValue(code)).click();
  }

  async giveReason(text: string): Promise<void> {
    const reason = locate(this.page, reasonField.findControl().findTextarea().findNativeTextarea());
    await reason.fill(text);
    await reason.blur();
  }

  reasonError(): Locator {
    return locate(this.page, reasonField.findError());
  }

  get saveButton(): Locator {
    return locate(this.page, ui.findButton(testId('status-save')));
  }

  /** Save, then Yes in the confirmation. */
  async saveAndConfirm(): Promise<void> {
    await this.saveButton.click();
    await locate(this.page, ui.findButton(testId('status-confirm'))).click();
  }
}

/** The status corrections table of the vehicle workflow page. */
export function statusCorrections(page: Page): Locator {
  return locate(page, ui.findTable(testId('workflow-corrections')));
}
