/**
 * The item request pages (spec 001 "Item request"): the form `/sparepartsapprove` with its line entry
 * and the garage approver's screen (`status=APPROVE&level=GARAGE`, the kit's approval panel: a
 * decision select and a remarks input per line).
 */
import type { Page } from 'playwright-core';
import { testId, ui, chooseOption } from './ui.ts';
import { openPath } from '../support/app.ts';

export class ItemRequestPage {
  constructor(readonly page: Page) {}

  async openApproval(docnumbr: string): Promise<this> {
    await openPath(
      this.page,
      `/sparepartsapprove?docnumbr=${encodeURIComponent(docnumbr)}&mod=true&status=APPROVE&level=GARAGE`,
    );
    await this.page.locator(testId('approval-lines')).waitFor();
    return this;
  }

  /** Chooses a line's decision by its value: A, R, P or none. */
  async decide(serlnumb: number, decision: 'A' | 'R' | 'P' | 'none'): Promise<void> {
    await chooseOption(this.page, ui.findSelect(testId(`decision-${serlnumb}`)), decision);
  }

  async lineRemarks(serlnumb: number, text: string): Promise<void> {
    await this.page.locator(`${testId(`remarks-${serlnumb}`)} input`).fill(text);
  }

  approveButton() {
    return this.page.locator(testId('approve'));
  }

  saveDecisionsButton() {
    return this.page.locator(testId('save-decisions'));
  }

  history() {
    return this.page.locator(testId('approval-history'));
  }
}
