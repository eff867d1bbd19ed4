/**
 * The public verification page `/verify?p&t&n&h` (issue 12): the verdict (a Cloudscape alert), the record
 * (number, status, totals, approvals) and the printed and current hashes. No sign-in.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';
import { openPath } from '../support/app.ts';

const verdict = ui.findAlert(testId('verify-verdict'));
const failed = ui.findAlert(testId('verify-failed'));

export class VerifyPage {
  constructor(readonly page: Page) {}

  /** Opens a verification link (the path a QR code carries) and waits for the answer. */
  async open(path: string): Promise<this> {
    await openPath(this.page, path);
    await locate(this.page, verdict).or(locate(this.page, failed)).first().waitFor();
    return this;
  }

  get verdict() {
    return locate(this.page, verdict);
  }

  async verdictText(): Promise<string> {
    return ((await locate(this.page, verdict.findHeader()).textContent()) ?? '').trim();
  }

  /** 'true' when the printed hash matches the record. */
  async valid(): Promise<string | null> {
    return this.verdict.getAttribute('data-valid');
  }

  async failureText(): Promise<string> {
    return ((await locate(this.page, failed.findContent()).textContent()) ?? '').trim();
  }

  private async text(id: string): Promise<string> {
    return ((await this.page.locator(testId(id)).first().textContent()) ?? '').trim();
  }

  number = () => this.text('verify-number');
  status = () => this.text('verify-status');
  printedHash = () => this.text('verify-printed-hash');
  currentHash = () => this.text('verify-current-hash');

  async totals(): Promise<string[]> {
    return (await this.page.locator(testId('verify-total')).allTextContents()).map((text) => text.trim());
  }

  async approvals(): Promise<string[]> {
    return (await this.page.locator(testId('verify-approval')).allTextContents()).map((text) => text.trim());
  }
}
