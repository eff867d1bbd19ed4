/**
 * The purchase request pages (docs/procurement.md): the form `/purchaseReqEntry` or
 * `/purchaseReqEntrywithjo` with its job order, store and part entry (the kit's PartEntry), the list
 * with the approver's work list, and a level's approval screen (`status=APPROVE&level=`, the kit's
 * approval panel).
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();

export class PurchaseRequestPage {
  constructor(
    readonly page: Page,
    readonly withjo = true,
  ) {}

  private get formPath() {
    return this.withjo ? '/purchaseReqEntrywithjo' : '/purchaseReqEntry';
  }

  async openNew(): Promise<this> {
    await openPath(this.page, `${this.formPath}?mod=false&status=ADD`);
    await locate(this.page, ui.findFormField(testId('storecode'))).waitFor();
    return this;
  }

  async openList(): Promise<this> {
    await openPath(this.page, this.withjo ? '/purchaseReqEntrywithjolist' : '/purchaseReqEntrylist');
    await this.page.locator(testId(`purchase-request-list-${this.withjo ? 'withjo' : 'plain'}`)).waitFor();
    return this;
  }

  async openApproval(docnumbr: string, level = 'GARAGE'): Promise<this> {
    await openPath(
      this.page,
      `${this.formPath}?docnumbr=${encodeURIComponent(docnumbr)}&mod=true&status=APPROVE&level=${level}`,
    );
    await this.page.locator(testId('approval-lines')).waitFor();
    return this;
  }

  /** Chooses an option of a bound select field (job order, store) by its value. */
  async choose(id: string, value: string): Promise<void> {
    await chooseOption(this.page, field(id).findSelect(), value);
  }

  /** A part line through the kit's part entry: the item, the quantity, Add. */
  async addPart(sparepart: string, qty: number): Promise<void> {
    await chooseOption(this.page, ui.findSelect(testId('entry-item')), sparepart);
    await this.page.locator(`${testId('entry-qty')} input`).fill(String(qty));
    await this.page.locator(testId('entry-add')).click();
  }

  async lineRemarks(line: number, text: string): Promise<void> {
    await this.page.locator(`${testId(`line-remarks-${line}`)} input`).fill(text);
  }

  /** The read-only estimated total (an input inside its form field). */
  async total(): Promise<string> {
    return locate(this.page, field('totalval')).locator('input').inputValue();
  }

  lines() {
    return this.page.locator(testId('request-lines'));
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^\s*(Save|حفظ)\s*$/ }).click();
  }

  workListLink(docnumbr: string) {
    return this.page.locator(testId(`approve-link-${docnumbr}`));
  }

  approveAllButton() {
    return this.page.locator(testId('approve-all'));
  }

  approveButton() {
    return this.page.locator(testId('approve'));
  }

  history() {
    return this.page.locator(testId('approval-history'));
  }
}
