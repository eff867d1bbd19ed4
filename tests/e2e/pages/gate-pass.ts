/**
 * The gate pass pages (spec 000 section 2): the gate pass in stepper `/gatepassin` (step buttons
 * `step-<n>`, Back and Next) and the gate pass out form `/gatepassout`. Fields are found by the
 * `data-testid` the kit puts on their FormField.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();
const stepButton = (step: number) => ui.find(testId(`step-${step}`)).findButton();

export const stepperUrl = (step: number, jobordno?: string) =>
  `/gatepassin?step=${step}&mod=false&status=ADD&frmtypeimg=gar${jobordno ? `&jobordno=${jobordno}` : ''}`;

export class GatePassInStepper {
  constructor(readonly page: Page) {}

  async open(step = 1, jobordno?: string): Promise<this> {
    await openPath(this.page, stepperUrl(step, jobordno));
    await locate(this.page, ui.find(testId('gate-pass-steps'))).waitFor();
    return this;
  }

  /** Which step buttons can be clicked, 1 to 3. */
  async clickable(): Promise<boolean[]> {
    const states: boolean[] = [];
    for (const step of [1, 2, 3]) states.push(await locate(this.page, stepButton(step)).isEnabled());
    return states;
  }

  async current(): Promise<number> {
    for (const step of [1, 2, 3]) {
      const current = await this.page.getAttribute(testId(`step-${step}`), 'data-current');
      if (current === 'true') return step;
    }
    return 0;
  }

  async completed(step: number): Promise<boolean> {
    return (await this.page.getAttribute(testId(`step-${step}`), 'data-completed')) === 'true';
  }

  async clickStep(step: number): Promise<void> {
    await locate(this.page, stepButton(step)).click();
  }

  backButton() {
    return this.page.locator(testId('stepper-back'));
  }

  nextButton() {
    return this.page.locator(testId('stepper-next'));
  }

  async stepInQuery(): Promise<string | null> {
    return new URL(this.page.url()).searchParams.get('step');
  }

  /** The row of a job order under the picker that the gate pass in does not offer yet. */
  waitingRow(jobordno: string) {
    return this.page.locator(`${testId('gate-pass-waiting')} li[data-jobordno="${jobordno}"]`);
  }

  /** The link of that row to where its step is done. */
  waitingLink(jobordno: string) {
    return this.page.locator(testId(`gate-pass-waiting-link-${jobordno}`));
  }
}

export class GatePassForm {
  constructor(readonly page: Page) {}

  async openOut(): Promise<this> {
    await openPath(this.page, '/gatepassout?mod=false&status=ADD');
    await locate(this.page, field('checkoutdt')).waitFor();
    return this;
  }

  async value(id: string): Promise<string> {
    return locate(this.page, field(id).findInput().findNativeInput()).inputValue();
  }

  async fill(id: string, text: string): Promise<void> {
    await locate(this.page, field(id).findInput().findNativeInput()).fill(text);
  }

  async fillText(id: string, text: string): Promise<void> {
    await locate(this.page, field(id).findTextarea().findNativeTextarea()).fill(text);
  }

  /** Texts of the options a choice field offers (opens and closes its dropdown). */
  async options(id: string): Promise<string[]> {
    const select = field(id).findSelect();
    await locate(this.page, select.findTrigger()).click();
    const options = this.page.locator(select.findDropdown().findOptions().toSelector());
    await options.first().waitFor();
    const values = await options.allTextContents();
    await this.page.keyboard.press('Escape');
    return values;
  }

  async choose(id: string, value: string): Promise<void> {
    await chooseOption(this.page, field(id).findSelect(), value);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^\s*(Save|حفظ)\s*$/ }).click();
  }
}
