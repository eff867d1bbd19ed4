/**
 * The store voucher pages (web/src/modules/parts/stores): a type's form (`<form path>?mod=false&status=ADD`)
 * with its bound selects, the line entry, the receipt's order choice and the quantity to receive on
 * each order line; its list (`<form path>list`) and a voucher's row there.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

export class StoreVoucherPage {
  constructor(
    readonly page: Page,
    /** The form's route, e.g. `/storereceipt`; the list is the same plus `list`. */
    readonly formPath: string,
  ) {}

  async openNew(): Promise<this> {
    await openPath(this.page, `${this.formPath}?mod=false&status=ADD`);
    await locate(this.page, ui.findFormField(testId('storecode'))).waitFor();
    return this;
  }

  async openList(): Promise<this> {
    await openPath(this.page, `${this.formPath}list`);
    await this.page.locator('table').first().waitFor();
    return this;
  }

  /** Chooses an option of a bound select field (store, other store) by its value. */
  async choose(id: string, value: string): Promise<void> {
    await chooseOption(this.page, ui.findFormField(testId(id)).findControl().findSelect(), value);
  }

  /** The receipt's purchase order: its open lines fill the voucher. */
  async chooseOrder(lpono: string): Promise<void> {
    await chooseOption(this.page, ui.findSelect(testId('order')), lpono);
    await this.page.locator(`${testId('receive-qty-1')} input`).waitFor();
  }

  /** The quantity to receive on order line `line` (from 1). */
  async receive(line: number, qty: number): Promise<void> {
    await this.page.locator(`${testId(`receive-qty-${line}`)} input`).fill(String(qty));
  }

  /** A line through the line entry: the item, the quantity, Add. */
  async addLine(sparepart: string, qty: number): Promise<void> {
    await chooseOption(this.page, ui.findSelect(testId('entry-item')), sparepart);
    await this.page.locator(`${testId('entry-qty')} input`).fill(String(qty));
    await this.page.locator(testId('entry-add')).click();
  }

  /** Saves; answers the new voucher's number (from the insert call's answer). */
  async save(call: string): Promise<string> {
    const saved = this.page.waitForResponse(
      (response) => response.url().includes(`/api/Store/${call}`) && response.status() === 200,
    );
    await this.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    const [, voucher] = (await (await saved).json()) as [string, { docnumbr: string }];
    return voucher.docnumbr;
  }

  row(docnumbr: string) {
    return this.page.locator('tr', { hasText: docnumbr });
  }
}
