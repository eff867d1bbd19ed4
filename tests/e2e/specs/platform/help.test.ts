/**
 * The help centre (spec 000 section 2): F1 opens it over the page, the search narrows the topic cards
 * by title, description and keywords, Esc closes it; Help & Support in the drawer opens it too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import arHelp from '../../../../web/src/i18n/locales/ar/help.json';
import arTopics from '../../../../web/src/i18n/locales/ar/help-topics.json';
import enTopics from '../../../../web/src/i18n/locales/en/help-topics.json';
import { HelpCentrePage } from '../../pages/help.ts';
import { SignInPage } from '../../pages/sign-in.ts';
import { closeApps, openApp } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

async function signedIn() {
  const { app, shell } = await signedInApp({ username: 'admin' });
  return { app, shell, help: new HelpCentrePage(app.page) };
}

const allTitles = Object.values(enTopics).map((topic) => topic.title);

describe('e2e: help centre', () => {
  it('opens with F1, finds a topic by a keyword and closes with Esc', async () => {
    const { app, help } = await signedIn();

    await help.openWithF1();
    const overview = await help.cardTitles();
    await help.search('technician');
    await help.cards.filter({ hasText: enTopics.qcTechnicianAssignment.title }).waitFor();
    const found = await help.cardTitles();
    await help.closeWithEscape();

    expect(overview).toEqual(allTitles);
    expect(found).toContain(enTopics.qcTechnicianAssignment.title);
    expect(found).not.toContain(enTopics.login.title);
    expect(found.length).toBeLessThan(allTitles.length);
    await expect(help.dialog.count()).resolves.toBe(0);
    expect(app.errors).toEqual([]);
  });

  it('opens with F1 on the sign-in page, in Arabic, with its texts (loaded only when it opens)', async () => {
    const app = await openApp({ language: 'ar' });
    await new SignInPage(app.page).open();
    const help = new HelpCentrePage(app.page);

    await help.openWithF1();

    expect(await help.cardTitles()).toEqual(Object.values(arTopics).map((topic) => topic.title));
    await expect(app.page.getByText(arHelp.title).first().isVisible()).resolves.toBe(true);
    expect(app.errors).toEqual([]);
  });

  it('opens from Help & Support at the bottom of the navigation drawer', async () => {
    const { app, shell, help } = await signedIn();

    await shell.helpSupportButton.click();
    await help.cards.first().waitFor();

    await expect(help.searchInput.isVisible()).resolves.toBe(true);
    expect(await help.cardTitles()).toEqual(allTitles);
    expect(app.errors).toEqual([]);
  });
});
