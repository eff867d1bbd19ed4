/**
 * The vehicle master pages: the list `/vehicleMasterlist` (kit document list with the filter panel:
 * plate search, make, status) and the form `/vehicleMaster` (kit document form). Cloudscape wrappers
 * throughout; fields are found by the `data-testid` the kit puts on their FormField.
 */
import type { Page } from 'playwright-core';
import { KitFormPage, KitListPage, kitField as field } from './kit-pages.ts';
import { locate, ui } from './ui.ts';

/** Columns of the list table: serial, actions, then the page's columns. */
export const vehicleColumns = {
  vehicleno: 3,
  make: 4,
  model: 5,
  year: 6,
  colour: 7,
  fuel: 8,
  status: 11,
} as const;

export class VehicleListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/vehicleMasterlist', 'vehicle-master-list');
  }

  async rowCount(): Promise<number> {
    return this.rows.count();
  }

  /** Types into the plate search filter (the list reloads after the debounce). */
  async searchPlate(text: string): Promise<void> {
    await this.filterText('vehicleno', text);
  }

  /** Opens the filter panel when it starts collapsed (narrow screens). */
  async showFilters(): Promise<void> {
    const input = locate(this.page, field('filter-vehicleno').findInput().findNativeInput());
    if (await input.isVisible()) return;
    await locate(this.page, this.list.findButton('[aria-expanded="false"]')).first().click();
    await input.waitFor();
  }
}

export class VehicleFormPage extends KitFormPage {}

/** The green toast with a text. */
export const successToast = (page: Page, text: string) =>
  locate(page, ui.findFlashbar().findItemsByType('success')).filter({ hasText: text });
