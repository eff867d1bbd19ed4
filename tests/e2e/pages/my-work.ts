/**
 * "My work" (issue 25), the landing of every user the Admin dashboard is not for: one Cards per action
 * with its count, each card's header a link to the page where the user acts.
 */
import type { Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';

const myWork = ui.find(testId('my-work'));
/** The group of an action: its Cards. */
const groupOf = (action: string) => ui.find(testId(`my-work-group-${action}`));

export class MyWorkPage {
  constructor(readonly page: Page) {}

  /** Waits until the work arrived: a group of cards, or the empty state. */
  async ready(): Promise<this> {
    await locate(this.page, myWork).waitFor();
    await this.page
      .locator(`${testId('my-work')} [data-testid^="my-work-group-"], ${testId('my-work-empty')}`)
      .first()
      .waitFor();
    return this;
  }

  /** The actions shown, with their counts (in the page's order). */
  async groups(): Promise<{ action: string; count: number }[]> {
    const groups = this.page.locator(`${testId('my-work')} [data-testid^="my-work-group-"]`);
    const found: { action: string; count: number }[] = [];
    for (const element of await groups.all()) {
      const action = ((await element.getAttribute('data-testid')) ?? '').replace('my-work-group-', '');
      const header = locate(this.page, groupOf(action).findHeader());
      const counter = /\((\d+)\)/.exec((await header.textContent()) ?? '');
      found.push({ action, count: Number(counter?.[1] ?? 0) });
    }
    return found;
  }

  /** The link of the first card of an action's group. */
  firstLink(action: string) {
    return locate(this.page, groupOf(action).findCards().findItems().get(1).findCardHeader().find('a'));
  }
}
