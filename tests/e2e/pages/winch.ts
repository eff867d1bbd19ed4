/**
 * The winch pages (spec 000 section 2 Garage and Winch): the winches with their state `/winchlist`, the
 * winch assignment form `/Winchdetailsassign` and the winch move form `/winchMove`. Fields are found by
 * the `data-testid` the kit puts on their FormField.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();

export class WinchPages {
  constructor(readonly page: Page) {}

  async openStates(): Promise<this> {
    await openPath(this.page, '/winchlist');
    await this.page
      .locator(`${testId('winch-state-list')} tbody tr`)
      .first()
      .waitFor();
    return this;
  }

  /** The text of the state list's row of one winch. */
  async stateRow(winchid: string): Promise<string> {
    const row = this.page.locator(`${testId('winch-state-list')} tbody tr`, { hasText: winchid });
    await row.first().waitFor();
    return (await row.first().textContent()) ?? '';
  }

  async openAssign(): Promise<this> {
    await openPath(this.page, '/Winchdetailsassign?mod=false&status=ADD');
    await locate(this.page, field('fromlocation')).waitFor();
    return this;
  }

  async openMove(): Promise<this> {
    await openPath(this.page, '/winchMove?mod=false&status=ADD');
    await locate(this.page, field('startdt')).waitFor();
    return this;
  }

  async fill(id: string, text: string): Promise<void> {
    await locate(this.page, field(id).findInput().findNativeInput()).fill(text);
  }

  async choose(id: string, value: string): Promise<void> {
    await chooseOption(this.page, field(id).findSelect(), value);
  }

  /** Values a choice field offers (opens and closes its dropdown). */
  async optionTexts(id: string): Promise<string> {
    const select = field(id).findSelect();
    await locate(this.page, select.findTrigger()).click();
    const options = this.page.locator(select.findDropdown().findOptions().toSelector());
    await options.first().waitFor();
    const texts = (await options.allTextContents()).join('\n');
    await this.page.keyboard.press('Escape');
    return texts;
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^\s*(Save|حفظ)\s*$/ }).click();
  }
}
