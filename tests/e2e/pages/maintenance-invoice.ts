/**
 * The maintenance invoice pages (spec 000 section 2): the list `/maintenanceinvoicelist` (kit document
 * list with the shared filter panel) and the form `/maintenanceinvoice` (kit document form, line
 * entry, items table, totals, delete confirmation, PDF preview dialog). Cloudscape wrappers throughout;
 * fields are found by the `data-testid` the kit puts on their FormField.
 */
import type { Locator, Page } from 'playwright-core';
import { KitFormPage, KitListPage, kitField as field, kitTexts } from './kit-pages.ts';
import { locate, testId, ui } from './ui.ts';

const yesText = kitTexts.yes;
const itemsTable = ui.findTable(testId('invoice-items'));
const pdfPages = ui.find(testId('pdf-pages'));
const toasts = ui.findFlashbar();

/** Columns of the list table: serial, actions, then the page's columns. */
export const listColumns = {
  serial: 1,
  actions: 2,
  carinvno: 3,
  carinvdt: 4,
  voucherno: 5,
  netval: 8,
} as const;
/** Columns of the items table. */
export const itemColumns = { serial: 1, sparepart: 2, qty: 4, worknet: 9, actions: 11 } as const;

export type RowAction = 'edit' | 'delete' | 'view' | 'preview' | 'print';

export class InvoiceListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/maintenanceinvoicelist', 'maintenance-invoice-list');
  }

  rowAction(row: number, action: RowAction): Locator {
    return locate(
      this.page,
      this.listTable.findBodyCell(row, listColumns.actions).findButtonGroup().findButtonById(action),
    );
  }

  /** Item rows only (the footer totals row has no actions). */
  async itemRowCount(): Promise<number> {
    return this.itemRows().count();
  }
}

export class InvoiceFormPage extends KitFormPage {
  get itemsTable() {
    return locate(this.page, itemsTable);
  }

  get itemRows() {
    return locate(this.page, itemsTable.findRows());
  }

  get addButton() {
    return locate(this.page, ui.findButton(testId('entry-add')));
  }

  readOnlyValue(id: string): Promise<string> {
    return this.value(id);
  }

  async press(id: string, key: string): Promise<void> {
    await locate(this.page, field(id).findInput().findNativeInput()).press(key);
  }

  /** Searches spare parts by code (Search button); `choose` then waits for the option.  */
  async searchPart(code: string): Promise<void> {
    await this.fill('entry-search-code', code);
    await locate(this.page, ui.findButton(testId('entry-search'))).click();
  }

  /** Searches the part, chooses it, types unit price, discount and qty (the line is not added yet). */
  async enterLine(line: {
    sparepart: string;
    qty: string;
    unitprice?: string;
    workdisc?: string;
  }): Promise<void> {
    await this.searchPart(line.sparepart);
    await this.choose('entry-sparepart', line.sparepart);
    if (line.unitprice !== undefined) await this.fill('entry-unitprice', line.unitprice);
    await this.fill('entry-workdisc', line.workdisc ?? '');
    await this.fill('entry-qty', line.qty);
  }

  itemCell(row: number, column: number): Locator {
    return locate(this.page, itemsTable.findBodyCell(row, column));
  }

  async itemCellText(row: number, column: number): Promise<string> {
    return ((await this.itemCell(row, column).textContent()) ?? '').trim();
  }

  itemAction(row: number, action: 'edit' | 'delete'): Locator {
    return locate(
      this.page,
      itemsTable.findBodyCell(row, itemColumns.actions).findButtonGroup().findButtonById(action),
    );
  }
}

/** The open modal: the delete confirmation ('Are You Sure To Delete?', No / Yes) or the PDF preview. */
export class OpenDialog {
  constructor(readonly page: Page) {}

  private part(wrapper: { toSelector(): string }): Locator {
    return locate(this.page, wrapper).filter({ visible: true });
  }

  get header() {
    return this.part(ui.findModal().findHeader());
  }

  get content() {
    return this.part(ui.findModal().findContent());
  }

  /** Yes, then waits for the dialog to close. */
  async confirm(): Promise<void> {
    await this.part(ui.findModal().findFooter().findButton()).filter({ hasText: yesText }).click();
    await this.header.waitFor({ state: 'detached' });
  }

  async dismiss(): Promise<void> {
    await this.part(ui.findModal().findDismissButton()).click();
    await this.header.waitFor({ state: 'detached' });
  }
}

/** The PDF preview dialog: its rendered pages are canvases. */
export class PdfPreview {
  constructor(readonly page: Page) {}

  get pages() {
    return locate(this.page, pdfPages);
  }

  /** Waits for a first page drawn on its canvas (non-zero size). */
  async rendered(): Promise<{ width: number; height: number }> {
    const canvas = this.pages.locator('canvas').first();
    await canvas.waitFor();
    await this.page.waitForFunction((selector) => {
      const first = document.querySelector(`${selector} canvas`) as HTMLCanvasElement | null;
      return first !== null && first.width > 0 && first.height > 0;
    }, pdfPages.toSelector());
    return canvas.evaluate((element: HTMLCanvasElement) => ({
      width: element.width,
      height: element.height,
    }));
  }

  async close(): Promise<void> {
    await new OpenDialog(this.page).dismiss();
  }
}

/** The success toast with `text`. */
export function successToast(page: Page, text: string): Locator {
  return locate(page, toasts.findItemsByType('success')).filter({ hasText: text });
}
