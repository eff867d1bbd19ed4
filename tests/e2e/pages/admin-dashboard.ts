/**
 * The Admin dashboard (`/dashboardpage`, the landing of its users): header figures, the filter bar, the
 * charts' tables and the job orders behind a count. Cloudscape finders on the kit's `data-testid`s.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

export class AdminDashboardPage {
  constructor(readonly page: Page) {}

  /** Waits for the header figures (the landing of an Admin dashboard user, or `/dashboardpage`). */
  async ready(): Promise<this> {
    await this.page.locator(testId('stat-total')).waitFor();
    return this;
  }

  async open(path = '/dashboardpage'): Promise<this> {
    await openPath(this.page, path);
    return this.ready();
  }

  /** The figure shown for a header count (`total`, `onHold` ...). */
  async figure(key: string): Promise<string> {
    return (
      (await this.page.locator(`${testId(`stat-${key}`)} .fleet-stat-card__value`).textContent()) ?? ''
    ).trim();
  }

  /** Waits until a header figure reads `value`. */
  async waitForFigure(key: string, value: string): Promise<void> {
    await this.page.waitForFunction(
      ([id, expected]) =>
        document.querySelector(`[data-testid="stat-${id}"] .fleet-stat-card__value`)?.textContent?.trim() ===
        expected,
      [key, value] as const,
    );
  }

  async clickFigure(key: string): Promise<void> {
    await this.page
      .locator(
        `${testId(`stat-${key}`)} .fleet-stat-card__value a, ${testId(`stat-${key}`)} .fleet-stat-card__value [role="button"]`,
      )
      .first()
      .click();
  }

  /** Chooses an option of one of the filter bar's selects (`dashboard-vehmake` ...) by its value. */
  async filter(id: string, value: string): Promise<void> {
    await chooseOption(this.page, ui.findSelect(testId(id)), value);
  }

  /** Rows of a chart panel's table (hidden or shown), each row's cells' texts. */
  async chartTable(panel: string): Promise<string[][]> {
    return this.page
      .locator(`${testId(panel)} ${testId('chart-table')} tbody tr`)
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
      );
  }

  /** The x axis tick labels of a line chart panel with their horizontal centre on the screen, left to right. */
  async xTicks(panel: string): Promise<{ text: string; x: number }[]> {
    const ticks = this.page.locator(ui.find(testId(panel)).findLineChart().findXTicks().toSelector());
    await ticks.first().waitFor();
    const boxes = await ticks.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { text: item.textContent?.trim() ?? '', x: box.left + box.width / 2 };
      }),
    );
    return boxes.sort((a, b) => a.x - b.x);
  }

  /** Turns a chart panel's table view on. */
  async showTable(panel: string): Promise<void> {
    await locate(
      this.page,
      ui.findContainer(testId(panel)).findHeader().findToggle().findNativeInput(),
    ).click();
  }

  /** Waits for the detail by status table to list a job order; returns that row's text. */
  async detailRow(jobordno: string): Promise<string> {
    const row = this.page.locator(`${testId('detail-table')} tbody tr`, { hasText: jobordno }).first();
    await row.waitFor();
    return (await row.textContent()) ?? '';
  }
}
