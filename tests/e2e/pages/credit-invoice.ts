/**
 * The credit invoice pages (issue 28): the list `/creditinvoicelist` with its two tabs (every credit
 * invoice, KPTC's work list) and the form `/creditinvoice` (the supplier invoice picked, a line's
 * returned quantity and credit typed, the check of each line, the totals and the supplier's balance).
 */
import type { Locator, Page } from 'playwright-core';
import { KitFormPage, KitListPage, kitField } from './kit-pages.ts';
import { locate, testId } from './ui.ts';
import { openPath } from '../support/app.ts';

export class CreditInvoiceListPage extends KitListPage {
  constructor(page: Page, view: 'all' | 'pending' = 'all') {
    super(page, '/creditinvoicelist', `credit-invoice-list-${view}`);
  }

  /** Opens a tab of the list by its label (that tab's list replaces this one). */
  async tab(label: string): Promise<void> {
    await this.page.getByRole('tab', { name: label }).click();
  }

  row(text: string): Locator {
    return this.page.locator('tr', { hasText: text });
  }
}

export class CreditInvoiceFormPage extends KitFormPage {
  async openNew(): Promise<this> {
    await openPath(this.page, '/creditinvoice?mod=false&status=ADD');
    await locate(this.page, kitField('pivno')).waitFor();
    return this;
  }

  lineInput(kind: 'qty' | 'value', serlnumb: number): Locator {
    return this.page.locator(`${testId(`${kind}-${serlnumb}`)} input`);
  }

  check(serlnumb: number): Locator {
    return this.page.locator(testId(`check-${serlnumb}`));
  }

  /** A read-only amount (the kit's AmountField) by test id. */
  amount(id: string): Promise<string> {
    return locate(this.page, kitField(id)).locator('input').inputValue();
  }
}
