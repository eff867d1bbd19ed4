/**
 * Cloudscape's test-utils selectors as Playwright locators. `ui` is the wrapper of the whole page;
 * `locate(page, ui.findX(...))` turns a wrapper into a locator. Page objects build on these, not on
 * raw CSS; a `data-testid` is only used as the selector argument of a Cloudscape finder or where
 * Cloudscape has no wrapper.
 */
import { ElementWrapper } from '@cloudscape-design/components/test-utils/selectors';
import type { Locator, Page } from 'playwright-core';

export const ui = new ElementWrapper('body');

export function locate(page: Page, wrapper: { toSelector(): string }): Locator {
  return page.locator(wrapper.toSelector());
}

/** `[data-testid="<id>"]`, for the selector argument of a Cloudscape finder. */
export const testId = (id: string) => `[data-testid="${id}"]`;

/** Opens a Cloudscape select (its trigger) and picks the option of `value`. */
export async function chooseOption(
  page: Page,
  select: {
    findTrigger(): { toSelector(): string };
    findDropdown(): { findOptionByValue(value: string): { toSelector(): string } };
  },
  value: string,
): Promise<void> {
  await locate(page, select.findTrigger()).click();
  await locate(page, select.findDropdown().findOptionByValue(value)).click();
}
