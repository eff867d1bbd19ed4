/**
 * The warranty pages: the offer in the KJO reception form (`data-testid="warranty-offer"`) and the
 * claim form `/warrantydetail`. Fields are found by the `data-testid` the kit puts on their FormField.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';
import { openPath } from '../support/app.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();

export class WarrantyPages {
  constructor(readonly page: Page) {}

  /** The reception form of a saved job order, with its warranty offer. */
  async openReception(jobordno: string): Promise<this> {
    await openPath(
      this.page,
      `/receptionInspection?mod=false&status=EDIT&docnumbr=${encodeURIComponent(jobordno)}`,
    );
    await this.page.locator(testId('warranty-offer')).waitFor();
    return this;
  }

  offer() {
    return this.page.locator(testId('warranty-offer'));
  }

  async claim(earlierJobOrder: string): Promise<void> {
    await this.page.locator(testId(`warranty-claim-${earlierJobOrder}`)).click();
    await this.page.waitForURL(/\/warrantydetail\?/);
    await locate(this.page, field('complaint')).waitFor();
  }

  /** A read-only field's value once it is filled (the form fills it after its reads). */
  async readOnlyValue(id: string): Promise<string> {
    const selector = `${testId(id)} input`;
    await this.page.waitForFunction(
      (css) => Boolean((document.querySelector(css) as HTMLInputElement | null)?.value),
      selector,
    );
    return this.page.locator(selector).inputValue();
  }

  /** The text a choice field shows once it contains `expected` (the form fills it after its reads). */
  async selectedText(id: string, expected: string): Promise<string> {
    const control = this.page.locator(testId(id));
    await control.filter({ hasText: expected }).waitFor();
    return (await control.textContent()) ?? '';
  }

  /** Chooses a value of a select field, typed into its filter. */
  async choose(id: string, value: string): Promise<void> {
    const select = ui.find(testId(id)).findSelect();
    await locate(this.page, select.findTrigger()).click();
    const filter = locate(this.page, select.findFilteringInput().findNativeInput());
    if (await filter.count()) await filter.fill(value);
    await locate(this.page, select.findDropdown().findOptionByValue(value)).click();
  }

  async fillText(id: string, text: string): Promise<void> {
    await locate(this.page, field(id).findTextarea().findNativeTextarea()).fill(text);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^\s*(Save|حفظ)\s*$/ }).click();
  }
}
