/**
 * The top-bar search (issue 25 item 2): the Autosuggest in the top bar (below 768 px behind its icon),
 * its hits in the dropdown (rendered to the viewport) and the keyboard shortcut.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';

const search = ui.findAutosuggest(testId('top-bar-search'));
const dropdown = search.findDropdown({ expandToViewport: true });

export class TopBarSearchPage {
  constructor(readonly page: Page) {}

  get input() {
    return locate(this.page, search.findNativeInput());
  }

  get openButton() {
    return locate(this.page, ui.findButton(testId('top-bar-search-open')));
  }

  get options() {
    return locate(this.page, dropdown.findOptions());
  }

  /** The hit whose option value is `value` (`vehicle:<plate>`, `jobOrder:<number>`, `document:<type>:<number>`). */
  hit(value: string) {
    return locate(this.page, dropdown.findOptionByValue(value));
  }

  get highlighted() {
    return locate(this.page, dropdown.findHighlightedOption());
  }

  /** Focuses the search with its shortcut (`/`) and types `text`. */
  async typeWithShortcut(text: string): Promise<void> {
    // The shortcut works outside a field: leave whatever has the focus.
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The search (and its shortcut) joins the top bar just after the page's first paint (issue 25): a
    // `/` pressed before that is a plain key press, so press it again until the search has the focus.
    await expect
      .poll(
        async () => {
          await this.page.keyboard.press('/');
          return this.page.evaluate(() => document.activeElement?.tagName === 'INPUT');
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    await this.input.waitFor();
    await this.page.keyboard.type(text);
  }
}
