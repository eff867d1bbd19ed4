/**
 * Page objects of the SPA's kit pages: a document list (a table under a test id, the New button, the
 * text filters) and a document form (fields found by the `data-testid` the kit puts on their
 * FormField, Save in the form header). Module page objects extend these with what their page adds.
 */
import type { Locator, Page } from 'playwright-core';
import arKit from '../../../web/src/i18n/locales/ar/kit.json';
import enKit from '../../../web/src/i18n/locales/en/kit.json';
import { locate, testId, ui } from './ui.ts';
import { openPath } from '../support/app.ts';

/** A button text in either language. */
export const either = (en: string, ar: string) => new RegExp(`^\\s*(${en}|${ar})\\s*$`);
export const kitTexts = {
  new: either(enKit.list.new, arKit.list.new),
  save: either(enKit.form.save, arKit.form.save),
  yes: either(enKit.delete.yes, arKit.delete.yes),
};

/** The control of the kit form field with this test id. */
export const kitField = (id: string) => ui.findFormField(testId(id)).findControl();

export class KitListPage {
  protected readonly list;
  protected readonly listTable;

  constructor(
    readonly page: Page,
    /** The list's route (`/vehicleMasterlist`). */
    readonly path: string,
    /** The test id of the list's container. */
    listTestId: string,
  ) {
    this.list = ui.find(testId(listTestId));
    this.listTable = this.list.findTable();
  }

  get table() {
    return locate(this.page, this.listTable);
  }

  get rows() {
    return locate(this.page, this.listTable.findRows());
  }

  get newButton() {
    return locate(this.page, this.listTable.findHeaderSlot().findButton()).filter({ hasText: kitTexts.new });
  }

  async open(): Promise<this> {
    await openPath(this.page, this.path);
    await this.loaded();
    return this;
  }

  /** Waits until the table is not loading. */
  async loaded(): Promise<void> {
    await this.table.waitFor();
    await locate(this.page, this.listTable.findLoadingText()).waitFor({ state: 'detached' });
  }

  cell(row: number, column: number): Locator {
    return locate(this.page, this.listTable.findBodyCell(row, column));
  }

  async cellText(row: number, column: number): Promise<string> {
    return ((await this.cell(row, column).textContent()) ?? '').trim();
  }

  /** Texts of the column headers, in order. */
  async headers(): Promise<string[]> {
    return (await locate(this.page, this.listTable.findColumnHeaders()).allTextContents()).map((text) =>
      text.trim(),
    );
  }

  /** Item rows (the rows with row actions: a footer totals row has none). */
  itemRows(): Locator {
    return locate(this.page, this.listTable.findRows().findButtonGroup());
  }

  /** Types into a text filter (the list reloads after the debounce). */
  async filterText(id: string, text: string): Promise<void> {
    await locate(this.page, kitField(`filter-${id}`).findInput().findNativeInput()).fill(text);
  }
}

export class KitFormPage {
  constructor(readonly page: Page) {}

  get saveButton(): Locator {
    return locate(this.page, ui.findForm().findHeader().findButton()).filter({ hasText: kitTexts.save });
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }

  /** The value of a text field (read-only ones too). */
  value(id: string): Promise<string> {
    return locate(this.page, kitField(id).findInput().findNativeInput()).inputValue();
  }

  async fill(id: string, text: string): Promise<void> {
    await locate(this.page, kitField(id).findInput().findNativeInput()).fill(text);
  }

  /** The label of the chosen option of a select ('' when none). */
  async selected(id: string): Promise<string> {
    return ((await locate(this.page, kitField(id).findSelect().findTrigger()).textContent()) ?? '').trim();
  }

  /** Picks `value` in a select, typing `filter` into its filter first when given. */
  async choose(id: string, value: string, filter?: string): Promise<void> {
    const select = kitField(id).findSelect();
    await locate(this.page, select.findTrigger()).click();
    if (filter) await locate(this.page, select.findFilteringInput().findNativeInput()).fill(filter);
    await locate(this.page, select.findDropdown().findOptionByValue(value)).click();
  }
}
