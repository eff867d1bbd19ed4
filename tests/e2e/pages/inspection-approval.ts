/**
 * The workshop manager's approval of a garage inspection and its reopening (issue 28): the manager's
 * work list and decision page, the reopen list and its form (the reason, then Save).
 */
import type { Locator, Page } from 'playwright-core';
import { KitFormPage, KitListPage } from './kit-pages.ts';
import { testId } from './ui.ts';

class InspectionRowsPage extends KitListPage {
  constructor(
    page: Page,
    path: string,
    private readonly listTestId: string,
  ) {
    super(page, path, listTestId);
  }

  /** The row of an inspection (by its number). */
  row(docnumbr: string): Locator {
    return this.page.locator(`${testId(this.listTestId)} tr`, { hasText: docnumbr });
  }

  /** A row action: view, or the page's own (approve, reopen). */
  rowAction(docnumbr: string, action: string): Locator {
    return this.row(docnumbr).locator(testId(action)).first();
  }
}

export class ManagerApprovalListPage extends InspectionRowsPage {
  constructor(page: Page) {
    super(page, '/managerapprovallist', 'manager-approval-list');
  }
}

export class ReopenListPage extends InspectionRowsPage {
  constructor(page: Page) {
    super(page, '/inspectionInsrepoenlist', 'inspection-reopen-list');
  }
}

/** The decision page and the reopen form share the inspection's read-only summary. */
export class InspectionApprovalFormPage extends KitFormPage {
  /** The manager's approval state badge of the inspection. */
  get managerState(): Locator {
    return this.page.locator(testId('manager-state')).first();
  }

  get reopens(): Locator {
    return this.page.locator(testId('inspection-reopens'));
  }

  async fillReason(text: string): Promise<void> {
    await this.page.locator(`${testId('reopen-reason')} textarea`).fill(text);
  }
}
