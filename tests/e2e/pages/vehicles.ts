/**
 * The vehicle master pages: the list `/vehicleMasterlist` (kit document list with the filter panel:
 * plate search, make, status) and the form `/vehicleMaster` (kit document form). Cloudscape wrappers
 * throughout; fields are found by the `data-testid` the kit puts on their FormField.
 */
import type { Locator, Page } from 'playwright-core';
import arKit from '../../../web/src/i18n/locales/ar/kit.json';
import enKit from '../../../web/src/i18n/locales/en/kit.json';
import { locate, testId, ui } from './ui.ts';

const either = (en: string, ar: string) => new RegExp(`^\\s*(${en}|${ar})\\s*$`);
const newText = either(enKit.list.new, arKit.list.new);
const saveText = either(enKit.form.save, arKit.form.save);

const list = ui.find(testId('vehicle-master-list'));
const listTable = list.findTable();
const field = (id: string) => ui.findFormField(testId(id)).findControl();

/** Columns of the list table: serial, actions, then the page's columns. */
export const vehicleColumns = {
  vehicleno: 3,
  make: 4,
  model: 5,
  year: 6,
  colour: 7,
  fuel: 8,
  status: 11,
} as const;

export class VehicleListPage {
  constructor(readonly page: Page) {}

  get table() {
    return locate(this.page, listTable);
  }

  get newButton() {
    return locate(this.page, listTable.findHeaderSlot().findButton()).filter({ hasText: newText });
  }

  async open(): Promise<this> {
    await this.page.goto('/vehicleMasterlist');
    await this.loaded();
    return this;
  }

  async loaded(): Promise<void> {
    await this.table.waitFor();
    await locate(this.page, listTable.findLoadingText()).waitFor({ state: 'detached' });
  }

  async cellText(row: number, column: number): Promise<string> {
    return ((await locate(this.page, listTable.findBodyCell(row, column)).textContent()) ?? '').trim();
  }

  async headers(): Promise<string[]> {
    return (await locate(this.page, listTable.findColumnHeaders()).allTextContents()).map((text) =>
      text.trim(),
    );
  }

  async rowCount(): Promise<number> {
    return locate(this.page, listTable.findRows()).count();
  }

  /** Types into the plate search filter (the list reloads after the debounce). */
  async searchPlate(text: string): Promise<void> {
    await locate(this.page, field('filter-vehicleno').findInput().findNativeInput()).fill(text);
  }

  /** Opens the filter panel when it starts collapsed (narrow screens). */
  async showFilters(): Promise<void> {
    const input = locate(this.page, field('filter-vehicleno').findInput().findNativeInput());
    if (await input.isVisible()) return;
    await locate(this.page, list.findButton('[aria-expanded="false"]')).first().click();
    await input.waitFor();
  }
}

export class VehicleFormPage {
  constructor(readonly page: Page) {}

  get saveButton(): Locator {
    return locate(this.page, ui.findForm().findHeader().findButton()).filter({ hasText: saveText });
  }

  async choose(id: string, value: string): Promise<void> {
    const select = field(id).findSelect();
    await locate(this.page, select.findTrigger()).click();
    await locate(this.page, select.findDropdown().findOptionByValue(value)).click();
  }

  async fill(id: string, text: string): Promise<void> {
    await locate(this.page, field(id).findInput().findNativeInput()).fill(text);
  }

  readOnlyValue(id: string): Promise<string> {
    return locate(this.page, field(id).findInput().findNativeInput()).inputValue();
  }
}

/** The green toast with a text. */
export const successToast = (page: Page, text: string) =>
  locate(page, ui.findFlashbar().findItemsByType('success')).filter({ hasText: text });
