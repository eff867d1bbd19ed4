/**
 * The approver's decision on every approval page (issue 25 item 4): Approve, Reject and Save line
 * decisions sit in the document form's header and each asks for a confirmation with the remarks.
 */
import type { Page } from 'playwright-core';
import { testId } from './ui.ts';

export type DecisionAction = 'approve' | 'reject' | 'save-decisions';

/**
 * Opens the confirmation of `action` and types the remarks when given. The header's button, never a
 * list row's action of the same id: right after a row's Approve the list may still be on screen, and a
 * second click there only opens the page again (no confirmation would ever appear).
 */
export async function askDecision(page: Page, action: DecisionAction, remarks?: string): Promise<void> {
  await page.locator(`${testId(action)}:not(table ${testId(action)})`).click();
  const field = page.locator(`${testId('approval-remarks')} textarea`);
  await field.waitFor();
  if (remarks !== undefined) await field.fill(remarks);
}

/** Confirms the open decision. */
export async function confirmDecision(page: Page): Promise<void> {
  await page.locator(testId('approval-confirm')).click();
}

/** Leaves the confirmation without deciding. */
export async function cancelDecision(page: Page): Promise<void> {
  await page.locator(testId('approval-cancel')).click();
  await page.locator(testId('approval-remarks')).waitFor({ state: 'detached' });
}

/** Decides: the header's button, the remarks, the confirmation. */
export async function decideDocument(page: Page, action: DecisionAction, remarks?: string): Promise<void> {
  await askDecision(page, action, remarks);
  await confirmDecision(page);
}
