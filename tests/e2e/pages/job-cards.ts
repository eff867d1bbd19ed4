/**
 * The MOI job card form (`/jobCardQs`, a four-step stepper) and its list, on Cloudscape's
 * test-utils selectors; the step bar, the checklist boxes and the upload field are found by
 * `data-testid`.
 */
import type { Locator, Page } from 'playwright-core';
import enJobCards from '../../../web/src/i18n/locales/en/jobCards.json';
import { locate, testId, ui } from './ui.ts';
import { openPath } from '../support/app.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();
const toasts = ui.findFlashbar();

export class JobCardFormPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await openPath(this.page, '/jobCardQs?mod=false&status=ADD');
    await locate(this.page, ui.find(testId('job-card-steps'))).waitFor();
    return this;
  }

  step(number: number): Locator {
    return locate(this.page, ui.find(testId(`job-card-step-${number}`)));
  }

  async currentStep(): Promise<number> {
    for (let number = 1; number <= 4; number += 1)
      if ((await this.step(number).getAttribute('data-current')) === 'true') return number;
    return 0;
  }

  async choose(id: string, value: string, filter?: string): Promise<void> {
    const select = field(id).findSelect();
    await locate(this.page, select.findTrigger()).click();
    if (filter) await locate(this.page, select.findFilteringInput().findNativeInput()).fill(filter);
    await locate(this.page, select.findDropdown().findOptionByValue(value)).click();
  }

  async fill(id: string, text: string): Promise<void> {
    await locate(this.page, field(id).findInput().findNativeInput()).fill(text);
  }

  readOnlyValue(id: string): Promise<string> {
    return locate(this.page, field(id).findInput().findNativeInput()).inputValue();
  }

  async serviceType(type: 'main' | 'quick' | 'sticker'): Promise<void> {
    await locate(this.page, ui.findButton(testId(`servicetype-${type}`))).click();
  }

  custWaiting(): Promise<boolean> {
    return locate(this.page, ui.find(testId('field-custwait')).findCheckbox().findNativeInput()).isChecked();
  }

  async next(): Promise<void> {
    await locate(this.page, ui.findButton(testId('job-card-next'))).click();
  }

  async tick(checkheader: string, checkid: string): Promise<void> {
    await locate(
      this.page,
      ui.findCheckbox(testId(`check-${checkheader}-${checkid}`)).findNativeInput(),
    ).check();
  }

  fieldError(id: string): Locator {
    return locate(this.page, ui.findFormField(testId(id)).findError());
  }

  /** The warning naming the picked plate's open job order, shown as soon as the plate is picked. */
  get openJobOrderWarning(): Locator {
    return locate(this.page, ui.findAlert(testId('open-job-order')));
  }

  /** Its link to the open job order. */
  get openJobOrderLink(): Locator {
    return locate(this.page, ui.findLink(testId('open-job-order-link')));
  }

  /** Uploads through the kit's upload field and waits for the thumbnail. */
  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator(`${testId('field-photos')} input[type="file"]`).setInputFiles(file);
    await this.page.locator(testId('field-photos')).getByText(file.name).first().waitFor();
  }

  /** Chooses several photos in one pick (one change event) and waits for every thumbnail. */
  async uploadPhotos(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.locator(`${testId('field-photos')} input[type="file"]`).setInputFiles(files);
    for (const file of files)
      await this.page.locator(testId('field-photos')).getByText(file.name).first().waitFor();
  }

  /** The names under the photo thumbnails, in their order. */
  photoNames(): Promise<string[]> {
    return this.page.locator(`${testId('field-photos')} .fleet-upload-thumb__name`).allTextContents();
  }

  async save(): Promise<void> {
    await locate(this.page, ui.findForm().findHeader().findButton()).filter({ hasText: 'Save' }).click();
  }

  successToast(text: string): Locator {
    return locate(this.page, toasts.findItemsByType('success')).filter({ hasText: text });
  }

  errorToast(text: string): Locator {
    return locate(this.page, toasts.findItemsByType('error')).filter({ hasText: text });
  }
}

export class JobCardListPage {
  constructor(readonly page: Page) {}

  get table() {
    return locate(this.page, ui.find(testId('job-card-list')).findTable());
  }

  row(text: string): Locator {
    return locate(this.page, ui.find(testId('job-card-list')).findTable().findRows()).filter({
      hasText: text,
    });
  }

  async loaded(): Promise<void> {
    await this.page.getByText(enJobCards.list.title).first().waitFor();
  }
}
