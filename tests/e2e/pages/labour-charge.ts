/**
 * The labour charge pages (spec 000 section 2 "Labour charge update", SGRM012): the list
 * `/labourChargeList` (kit document list with the shared filter panel) and the form `/labourChargePage`
 * (workshop -> main repair -> sub repair pickers, read-only labour hours and cost, New Cost). Fields are
 * found by the `data-testid` the kit puts on their FormField.
 */
import type { Page } from 'playwright-core';
import { KitFormPage, KitListPage, kitField as field } from './kit-pages.ts';
import { locate } from './ui.ts';
import { openPath } from '../support/app.ts';

/** Columns of the list: serial, actions, then the page's columns. */
export const labourColumns = {
  docnumbr: 3,
  subrepnam: 7,
  laborhors: 8,
  laborcost: 9,
  newlaborcost: 10,
  username: 11,
} as const;

export class LabourChargeListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/labourChargeList', 'labour-charge-list');
  }
}

export class LabourChargeFormPage extends KitFormPage {
  async open(): Promise<this> {
    await openPath(this.page, '/labourChargePage?mod=false&status=ADD');
    await locate(this.page, field('wrkshpid')).waitFor();
    return this;
  }
}
