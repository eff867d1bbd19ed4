/**
 * The estimation pages (spec 001 "Estimation (quotation)"): the form `/estimation` with its line entry
 * (Cloudscape selects and inputs with `data-testid`), and the approver's screen (`status=APPROVE`).
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();

export class EstimationPage {
  constructor(readonly page: Page) {}

  async openNew(): Promise<this> {
    await openPath(this.page, '/estimation?mod=false&status=ADD');
    await locate(this.page, ui.findFormField(testId('jobordno'))).waitFor();
    return this;
  }

  /** The new estimation as a link for one job order opens it (a notification, "My work"). */
  async openFor(jobordno: string): Promise<this> {
    await openPath(this.page, `/estimation?mod=false&status=ADD&jobordno=${encodeURIComponent(jobordno)}`);
    await locate(this.page, ui.findFormField(testId('jobordno'))).waitFor();
    return this;
  }

  /**
   * Whether the job order choice offers `jobordno`, read once `offered` (a job order it must offer) is
   * listed, so a list still loading is not taken for one without it. The dropdown is closed again.
   */
  async offersJobOrder(jobordno: string, offered: string): Promise<boolean> {
    const select = field('jobordno').findSelect();
    await locate(this.page, select.findTrigger()).click();
    await locate(this.page, select.findDropdown().findOptionByValue(offered)).waitFor();
    const count = await locate(this.page, select.findDropdown().findOptionByValue(jobordno)).count();
    await this.page.keyboard.press('Escape');
    return count > 0;
  }

  async chooseJobOrder(jobordno: string): Promise<void> {
    await chooseOption(this.page, field('jobordno').findSelect(), jobordno);
  }

  private async pick(id: string, value: string): Promise<void> {
    await chooseOption(this.page, ui.findSelect(testId(id)), value);
  }

  /** A sub repair line through the workshop -> main repair -> sub repair cascade. */
  async addSubRepair(wrkshpid: string, mainrepid: string, subrepid: string): Promise<void> {
    await this.pick('entry-workshop', wrkshpid);
    await this.pick('entry-mainrepair', mainrepid);
    await this.pick('entry-subrepair', subrepid);
    await this.page.locator(testId('entry-add')).click();
  }

  /** The line type of the line being entered. */
  async chooseLineType(linetype: 'SUBREPAIR' | 'PART' | 'LABOUR'): Promise<void> {
    await this.pick('entry-linetype', linetype);
  }

  /** A spare part from the item master: typed into the part choice's filter, then chosen. */
  async choosePart(itemNumber: string): Promise<void> {
    const select = field('entry-sparepart').findSelect();
    await locate(this.page, select.findTrigger()).click();
    await locate(this.page, select.findFilteringInput().findNativeInput()).fill(itemNumber);
    await locate(this.page, select.findDropdown().findOptionByValue(itemNumber)).click();
  }

  /** The value of a read-only or typed field of the form (an input inside its form field). */
  async value(id: string): Promise<string> {
    return locate(this.page, field(id)).locator('input').inputValue();
  }

  /** The value of an entry input outside a form field wrapper (`entry-qty`, `entry-price`). */
  async entryValue(id: string): Promise<string> {
    return this.page.locator(`${testId(id)} input`).inputValue();
  }

  async typeEntry(id: string, text: string): Promise<void> {
    await this.page.locator(`${testId(id)} input`).fill(text);
  }

  async addLine(): Promise<void> {
    await this.page.locator(testId('entry-add')).click();
  }

  /** Brings the line entry into view (for a screenshot of the part just chosen). */
  async showEntry(): Promise<void> {
    await this.page.locator(testId('entry-add')).scrollIntoViewIfNeeded();
  }

  /** The rows of the lines table. */
  lineRows() {
    return locate(this.page, ui.findTable(testId('estimation-lines')).findRows());
  }

  /** The notice that the lines came from the garage inspection. */
  prefilledNotice() {
    return this.page.locator(testId('prefilled'));
  }

  /** The read-only total (an input inside its form field). */
  async total(): Promise<string> {
    return locate(this.page, ui.findFormField(testId('totalval')).findControl())
      .locator('input')
      .inputValue();
  }

  kdNotice() {
    return this.page.locator(testId('kd-tier'));
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^\s*(Save|حفظ)\s*$/ }).click();
  }

  /** The approver's screen. */
  approveButton() {
    return this.page.locator(testId('approve'));
  }
}
