/**
 * The labour charge pages (spec 000 section 2 "Labour charge update", SGRM012): the list
 * `/labourChargeList` (kit document list with the shared filter panel) and the form `/labourChargePage`
 * (workshop -> main repair -> sub repair pickers, read-only labour hours and cost, New Cost). Fields are
 * found by the `data-testid` the kit puts on their FormField.
 */
import type { Locator, Page } from 'playwright-core';
import arKit from '../../../web/src/i18n/locales/ar/kit.json';
import enKit from '../../../web/src/i18n/locales/en/kit.json';
import { locate, testId, ui } from './ui.ts';

const either = (en: string, ar: string) => new RegExp(`^\\s*(${en}|${ar})\\s*$`);
const newText = either(enKit.list.new, arKit.list.new);
const saveText = either(enKit.form.save, arKit.form.save);

const listTable = ui.find(testId('labour-charge-list')).findTable();
const field = (id: string) => ui.findFormField(testId(id)).findControl();

/** Columns of the list: serial, actions, then the page's columns. */
export const labourColumns = {
  docnumbr: 3,
  subrepnam: 7,
  laborhors: 8,
  laborcost: 9,
  newlaborcost: 10,
  username: 11,
} as const;

export class LabourChargeListPage {
  constructor(readonly page: Page) {}

  get table() {
    return locate(this.page, listTable);
  }

  get newButton() {
    return locate(this.page, listTable.findHeaderSlot().findButton()).filter({ hasText: newText });
  }

  async open(): Promise<this> {
    await this.page.goto('/labourChargeList');
    await this.loaded();
    return this;
  }

  async loaded(): Promise<void> {
    await this.table.waitFor();
    await locate(this.page, listTable.findLoadingText()).waitFor({ state: 'detached' });
  }

  /** Types into a text filter (the list reloads after the debounce). */
  async filterText(id: string, text: string): Promise<void> {
    await locate(this.page, field(`filter-${id}`).findInput().findNativeInput()).fill(text);
  }

  /** Item rows (rows with row actions). */
  itemRows(): Locator {
    return locate(this.page, listTable.findRows().findButtonGroup());
  }

  async cellText(row: number, column: number): Promise<string> {
    return ((await locate(this.page, listTable.findBodyCell(row, column)).textContent()) ?? '').trim();
  }
}

export class LabourChargeFormPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page.goto('/labourChargePage?mod=false&status=ADD');
    await locate(this.page, field('wrkshpid')).waitFor();
    return this;
  }

  get saveButton() {
    return locate(this.page, ui.findForm().findHeader().findButton()).filter({ hasText: saveText });
  }

  value(id: string): Promise<string> {
    return locate(this.page, field(id).findInput().findNativeInput()).inputValue();
  }

  /** The label of the chosen option of a select ('' when none). */
  async selected(id: string): Promise<string> {
    return ((await locate(this.page, field(id).findSelect().findTrigger()).textContent()) ?? '').trim();
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

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}
