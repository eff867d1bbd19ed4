/**
 * The generic master data pages (web/src/modules/masters/master-data): a list (kit document list, search in
 * the filter panel, row actions, delete confirmation) and a form (kit document form) for each master
 * type. Cloudscape wrappers throughout; fields are found by the `data-testid` the kit puts on their
 * FormField, the list by its type id (`make-list`, `model-list`, ...).
 */
import type { Locator, Page } from 'playwright-core';
import arKit from '../../../web/src/i18n/locales/ar/kit.json';
import enKit from '../../../web/src/i18n/locales/en/kit.json';
import { locate, testId, ui } from './ui.ts';
import { openPath } from '../support/app.ts';

const either = (en: string, ar: string) => new RegExp(`^\\s*(${en}|${ar})\\s*$`);
const newText = either(enKit.list.new, arKit.list.new);
const saveText = either(enKit.form.save, arKit.form.save);
const yesText = either(enKit.delete.yes, arKit.delete.yes);
const field = (id: string) => ui.findFormField(testId(id)).findControl();

/** Columns of a list table: serial, actions, then the declared columns. */
export const actionsColumn = 2;

export class MasterListPage {
  private readonly list;
  private readonly table;

  constructor(
    readonly page: Page,
    readonly type: string,
    readonly path: string,
  ) {
    this.list = ui.find(testId(`${type}-list`));
    this.table = this.list.findTable();
  }

  get newButton(): Locator {
    return locate(this.page, this.table.findHeaderSlot().findButton()).filter({ hasText: newText });
  }

  async open(): Promise<this> {
    await openPath(this.page, this.path);
    await this.loaded();
    return this;
  }

  async loaded(): Promise<void> {
    await locate(this.page, this.table).waitFor();
    await locate(this.page, this.table.findLoadingText()).waitFor({ state: 'detached' });
  }

  /** Types into the list's search (applied after the debounce). */
  async search(text: string): Promise<void> {
    await this.page.locator(`${this.list.toSelector()} input[type="search"]`).fill(text);
  }

  async rowCount(): Promise<number> {
    return locate(this.page, this.table.findRows()).count();
  }

  async cellText(row: number, column: number): Promise<string> {
    return ((await locate(this.page, this.table.findBodyCell(row, column)).textContent()) ?? '').trim();
  }

  rowAction(row: number, action: 'edit' | 'delete' | 'view'): Locator {
    return locate(
      this.page,
      this.table.findBodyCell(row, actionsColumn).findButtonGroup().findButtonById(action),
    );
  }

  /** Confirms the open delete dialog. */
  async confirmDelete(): Promise<void> {
    await locate(this.page, ui.findModal().findFooter().findButton()).filter({ hasText: yesText }).click();
  }
}

export class MasterFormPage {
  constructor(readonly page: Page) {}

  get saveButton(): Locator {
    return locate(this.page, ui.findForm().findHeader().findButton()).filter({ hasText: saveText });
  }

  async fill(id: string, text: string): Promise<void> {
    await locate(this.page, field(id).findInput().findNativeInput()).fill(text);
  }

  value(id: string): Promise<string> {
    return locate(this.page, field(id).findInput().findNativeInput()).inputValue();
  }

  async choose(id: string, value: string, filter?: string): Promise<void> {
    const select = field(id).findSelect();
    await locate(this.page, select.findTrigger()).click();
    if (filter) await locate(this.page, select.findFilteringInput().findNativeInput()).fill(filter);
    await locate(this.page, select.findDropdown().findOptionByValue(value)).click();
  }
}

/** A toast of a type with a text. */
export const toast = (page: Page, type: 'success' | 'error', text: string) =>
  locate(page, ui.findFlashbar().findItemsByType(type)).filter({ hasText: text });
