/**
 * The accounts' last screens (docs/accounts.md): the 3-in-1 form `/finalInvoice`, MOI's approval
 * `/finalInvoiceApr`, the tabs of `/finalInvoicelist` (3-in-1 invoices, pending approval, ready for
 * final invoice, final invoices) and of `/joborderSubmitInvoicelist` (ready for submit, submitted).
 * Row actions are the kit list's button group items (`data-testid` = the action's id); the
 * confirmation of a step is the page's `confirm-action` modal.
 */
import type { Locator, Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();

export class FinalInvoicePages {
  constructor(readonly page: Page) {}

  async openNew(): Promise<void> {
    await openPath(this.page, '/finalInvoice?mod=false&status=ADD');
  }

  async openApproval(docnumbr: string): Promise<void> {
    await openPath(
      this.page,
      `/finalInvoiceApr?docnumbr=${encodeURIComponent(docnumbr)}&mod=true&status=APPROVE&level=MOI`,
    );
  }

  async openList(tab?: 'threeInOne' | 'pending' | 'ready' | 'final'): Promise<void> {
    await openPath(this.page, tab ? `/finalInvoicelist?tab=${tab}` : '/finalInvoicelist');
  }

  async openSubmitList(tab?: 'ready' | 'submitted'): Promise<void> {
    await openPath(this.page, tab ? `/joborderSubmitInvoicelist?tab=${tab}` : '/joborderSubmitInvoicelist');
  }

  /** Chooses the job order of a new 3-in-1. */
  async chooseJobOrder(jobordno: string): Promise<void> {
    await chooseOption(this.page, field('jobordno').findSelect(), jobordno);
  }

  /** A costing table (`costing-now`, `costing-stored`). */
  costing(id: 'costing-now' | 'costing-stored'): Locator {
    return locate(this.page, ui.findTable(testId(id)));
  }

  /** The text of a costing table's last row: the total. */
  async costingTotal(id: 'costing-now' | 'costing-stored'): Promise<string> {
    const rows = locate(this.page, ui.findTable(testId(id)).findRows());
    return ((await rows.last().textContent()) ?? '').trim();
  }

  get saveButton(): Locator {
    return locate(this.page, ui.findForm().findHeader().findButton()).filter({
      hasText: /^\s*(Save|حفظ)\s*$/,
    });
  }

  /** The row of a list (by its `data-testid`) that shows `text`. */
  row(list: string, text: string): Locator {
    return this.page.locator(`${testId(list)} tr`, { hasText: text });
  }

  /** A row action (edit, delete, view, preview, print, or the page's own: issue, submit, approve). */
  rowAction(list: string, text: string, action: string): Locator {
    return this.row(list, text).locator(testId(action)).first();
  }

  /** Confirms the step's dialog (with remarks when given) and waits for it to close. */
  async confirm(remarks?: string): Promise<void> {
    const dialog = this.page.locator(testId('confirm-action')).filter({ visible: true });
    await dialog.waitFor();
    if (remarks) await dialog.locator(`${testId('confirm-remarks')} input`).fill(remarks);
    await dialog.locator(testId('confirm-yes')).click();
    await this.page
      .locator(testId('confirm-action'))
      .filter({ visible: true })
      .waitFor({ state: 'detached' });
  }
}
