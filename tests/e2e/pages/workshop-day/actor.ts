/**
 * One demo user signed in in their own browser context, in their language, and what every step of the
 * workshop day does with the kit's pages: open a list filtered on the job order, click a row's action,
 * choose and fill the kit's fields (found by the `data-testid` the kit puts on their FormField), save
 * and wait for the write's own toast (a red one fails the step with its text), screenshot.
 */
import type { Locator, Page } from 'playwright-core';
import { openPath, saveScreenshot, settled, type AppPage, type Language } from '../../support/app.ts';
import { locate, testId, ui } from '../ui.ts';
import { exactly, text } from './texts.ts';

const field = (id: string) => ui.findFormField(testId(id)).findControl();
const toastItems = ui.findFlashbar().findItems().toSelector();
const errorItem = ui.findFlashbar().findItemsByType('error').toSelector();
type SelectWrapper = ReturnType<ReturnType<typeof field>['findSelect']>;

/** `path` with `?jobordno=` (a list shows that job order whatever its date). */
export const linked = (path: string, jobordno: string) =>
  `${path}${path.includes('?') ? '&' : '?'}jobordno=${encodeURIComponent(jobordno)}`;

export class Actor {
  /** Put before a screenshot's name: the day's job order (`''` for the main path, `w-` ...). */
  private shotPrefix = '';
  /**
   * The next `goto` loads the SPA again: on another job order's day, whose test vehicle, winch or part
   * the master data the SPA keeps a while (the vehicle choices ...) do not hold yet.
   */
  private reload = false;

  constructor(
    readonly app: AppPage,
    readonly usercode: string,
    readonly language: Language,
    /** Accessibility findings of the screenshots, collected instead of stopping the day. */
    private readonly findings: string[],
  ) {}

  get page(): Page {
    return this.app.page;
  }

  /** The actor works on the job order's day whose screenshots' names start with `prefix`. */
  workOn(prefix: string): void {
    if (prefix !== this.shotPrefix) this.reload = true;
    this.shotPrefix = prefix;
  }

  /** The SPA's text for `key` in this user's language. */
  t(key: string, values?: Record<string, string | number>): string {
    return text(this.language, key, values);
  }

  /**
   * Opens `path` as a link of the app does (`openPath`: no second boot of the SPA per step); the first
   * page of another day is loaded again.
   */
  async goto(path: string): Promise<void> {
    if (this.reload) {
      this.reload = false;
      await this.page.goto(path);
      return;
    }
    await openPath(this.page, path);
  }

  /** A row of a kit document list (its `data-testid`) showing `text`. */
  row(list: string, rowText: string): Locator {
    return this.page.locator(`${testId(list)} tr`, { hasText: rowText });
  }

  /** Clicks a row action of a kit list (the button group item's id: edit, view, open-form, approve ...). */
  async rowAction(list: string, rowText: string, action: string): Promise<void> {
    const button = this.row(list, rowText).locator(testId(action)).first();
    await button.waitFor();
    await button.click();
  }

  /** The list's New button (kit:list.new). */
  async newDocument(): Promise<void> {
    await this.page.getByRole('button', { name: exactly(this.t('kit:list.new')) }).click();
  }

  /** The list at `path` -> its New button: the empty form of a new document. */
  async newOn(path: string): Promise<void> {
    await this.goto(path);
    await this.newDocument();
  }

  /** The list at `path` (its `data-testid` `list`) opened on `jobordno` -> the row action `action`. */
  async openRow(path: string, list: string, jobordno: string, action: string): Promise<void> {
    await this.goto(linked(path, jobordno));
    await this.rowAction(list, jobordno, action);
  }

  /** Waits until the kit table carrying the `data-testid` `table` shows a row. */
  async rowsShown(table: string): Promise<void> {
    await locate(this.page, ui.findTable(testId(table)).findRows())
      .first()
      .waitFor();
  }

  private async pick(select: SelectWrapper, value: string, filter?: string): Promise<void> {
    await locate(this.page, select.findTrigger()).click();
    const input = locate(this.page, select.findFilteringInput().findNativeInput());
    if (filter !== undefined && (await input.count()) > 0) await input.fill(filter);
    await locate(this.page, select.findDropdown().findOptionByValue(value)).click();
  }

  /** Chooses `value` in a kit field's select (typing `filter` first when the list filters). */
  async choose(id: string, value: string, filter = value): Promise<void> {
    await this.pick(field(id).findSelect(), value, filter);
  }

  /** Chooses `value` in a select that carries the `data-testid` itself. */
  async chooseIn(selectId: string, value: string, filter?: string): Promise<void> {
    await this.pick(ui.findSelect(testId(selectId)), value, filter);
  }

  private async pickShowing(select: SelectWrapper, shown: string): Promise<void> {
    await locate(this.page, select.findTrigger()).click();
    const input = locate(this.page, select.findFilteringInput().findNativeInput());
    if ((await input.count()) > 0) await input.fill(shown);
    await locate(this.page, select.findDropdown().findOptions()).filter({ hasText: shown }).first().click();
  }

  /** Chooses the first option of a kit field's select whose text (label or description) shows `shown`. */
  async chooseShowing(id: string, shown: string): Promise<void> {
    await this.pickShowing(field(id).findSelect(), shown);
  }

  /** The same for a select that carries the `data-testid` itself (options in groups too). */
  async chooseShowingIn(selectId: string, shown: string): Promise<void> {
    await this.pickShowing(ui.findSelect(testId(selectId)), shown);
  }

  /** The value shown by a kit field's select. */
  async chosen(id: string): Promise<string> {
    return ((await locate(this.page, field(id).findSelect().findTrigger()).textContent()) ?? '').trim();
  }

  async fill(id: string, value: string): Promise<void> {
    await locate(this.page, field(id).findInput().findNativeInput()).fill(value);
  }

  async value(id: string): Promise<string> {
    return locate(this.page, field(id).findInput().findNativeInput()).inputValue();
  }

  /** A kit date field (typed DD/MM/YYYY in both languages). */
  async fillDay(id: string, ddmmyyyy: string): Promise<void> {
    await locate(this.page, ui.findFormField(testId(id)).findControl())
      .locator('input')
      .first()
      .fill(ddmmyyyy);
  }

  async fillText(id: string, value: string): Promise<void> {
    await locate(this.page, field(id).findTextarea().findNativeTextarea()).fill(value);
  }

  async check(id: string): Promise<void> {
    await locate(this.page, ui.find(testId(id)).findCheckbox().findNativeInput()).check();
  }

  async checked(id: string): Promise<boolean> {
    return locate(this.page, ui.find(testId(id)).findCheckbox().findNativeInput()).isChecked();
  }

  /** The Save button of the kit's document form (its header). */
  saveButton(): Locator {
    return locate(this.page, ui.findForm().findHeader().findButton()).filter({
      hasText: exactly(this.t('kit:form.save')),
    });
  }

  /**
   * Runs `act` (the click that writes) and waits for the toast it raises: the text of a success
   * toast is returned; an error toast fails with its text. Toasts already shown are not mistaken for it.
   */
  async written(act: () => Promise<unknown>): Promise<string> {
    await this.page.$$eval(toastItems, (items) =>
      items.forEach((item) => item.setAttribute('data-seen', '')),
    );
    await act();
    const fresh = this.page.locator(`${toastItems}:not([data-seen])`).first();
    await fresh.waitFor();
    const message = ((await fresh.textContent()) ?? '').trim();
    const failed = await fresh.evaluate((item, selector) => item.matches(selector), errorItem);
    if (failed) throw new Error(`${this.usercode}: the save was refused: ${message}`);
    return message;
  }

  /** Saves the kit's document form and waits for its success toast. */
  async save(): Promise<string> {
    return this.written(() => this.saveButton().click());
  }

  /** The screenshot `shot` of the filled form, then Save (`save`). */
  async shotAndSave(shot: string): Promise<string> {
    await this.shot(shot);
    return this.save();
  }

  /**
   * Screenshot of the page as it is now at 1440 px
   * (tests/artifacts/screenshots/workshop-day-<prefix><name>-<lang>.png) with its accessibility check; a
   * violation is collected for the end of the day.
   */
  async shot(name: string): Promise<void> {
    await settled(this.page);
    try {
      await saveScreenshot(this.page, `workshop-day-${this.shotPrefix}${name}-${this.language}`);
    } catch (error) {
      this.findings.push((error as Error).message);
    }
  }
}
