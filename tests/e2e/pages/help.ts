/**
 * The help centre overlay (spec 000 section 2, "Help centre"): F1 or Help & Support opens it, Esc
 * closes it; a search over the topic cards. The overlay is the feature's own dialog
 * (`data-testid="help-centre"`); what is inside it is found with Cloudscape's wrappers.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';

const helpCentre = ui.find(testId('help-centre'));
const search = helpCentre.findInput();
const cards = helpCentre.findCards();

export class HelpCentrePage {
  constructor(readonly page: Page) {}

  get dialog() {
    return locate(this.page, helpCentre);
  }

  get searchInput() {
    return locate(this.page, search.findNativeInput());
  }

  get cards() {
    return locate(this.page, cards.findItems());
  }

  async openWithF1(): Promise<void> {
    await this.page.keyboard.press('F1');
    await this.dialog.waitFor();
    await this.cards.first().waitFor();
  }

  async closeWithEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog.waitFor({ state: 'detached' });
  }

  async search(text: string): Promise<void> {
    await this.searchInput.fill(text);
  }

  /** Titles of the topic cards shown, in order. */
  async cardTitles(): Promise<string[]> {
    const titles: string[] = [];
    const count = await this.cards.count();
    for (let index = 1; index <= count; index++) {
      const header = locate(this.page, cards.findItems().get(index).findCardHeader());
      titles.push(((await header.textContent()) ?? '').trim());
    }
    return titles;
  }
}
