/**
 * The top-bar search (issue 25 item 2): the Autosuggest in the top bar (below 768 px behind its icon),
 * its hits in the dropdown (rendered to the viewport) and the keyboard shortcut.
 */
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
    await this.page.keyboard.press('/');
    await this.input.waitFor();
    await this.page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await this.page.keyboard.type(text);
  }
}
