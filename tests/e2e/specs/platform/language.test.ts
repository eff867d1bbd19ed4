/**
 * The language toggle (spec 000 sections 2 and 8): Arabic sets `<html lang="ar" dir="rtl">`, the layout
 * mirrors (the navigation drawer moves to the right) and the choice survives a reload.
 */
import { afterAll, describe, expect, it } from 'vitest';
import arNav from '../../../../web/src/i18n/locales/ar/nav.json';
import enNav from '../../../../web/src/i18n/locales/en/nav.json';
import { ShellPage } from '../../pages/shell.ts';
import { SignInPage } from '../../pages/sign-in.ts';
import { closeApps, documentLanguage, openApp, painted, viewports } from '../../support/app.ts';

afterAll(closeApps);

async function navigationBox(shell: ShellPage) {
  await painted(shell.page);
  const box = await shell.navigationPanel.boundingBox();
  if (!box) throw new Error('the navigation drawer is not rendered');
  return { start: box.x, end: box.x + box.width };
}

describe('e2e: language toggle', () => {
  it('mirrors the layout in Arabic with the navigation on the right, and keeps the choice after a reload', async () => {
    const app = await openApp({ viewport: 'desktop', language: 'en' });
    await new SignInPage(app.page).open().then((signIn) => signIn.signIn({ username: 'admin' }));
    const shell = await new ShellPage(app.page).ready();
    const middle = viewports.desktop.width / 2;
    const english = { document: await documentLanguage(app.page), navigation: await navigationBox(shell) };
    const englishLinks = await shell.navigationLinks();

    await shell.toggleLanguage();
    const arabic = { document: await documentLanguage(app.page), navigation: await navigationBox(shell) };
    const arabicLinks = await shell.navigationLinks();
    await app.page.reload();
    await shell.ready();
    const reloaded = { document: await documentLanguage(app.page), navigation: await navigationBox(shell) };

    expect(english.document).toEqual({ lang: 'en', dir: 'ltr' });
    expect(english.navigation.end).toBeLessThanOrEqual(middle);
    expect(englishLinks).toContainEqual({ text: enNav.helpfile, href: '/helpfile' });
    expect(arabic.document).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(arabic.navigation.start).toBeGreaterThanOrEqual(middle);
    expect(arabicLinks).toContainEqual({ text: arNav.helpfile, href: '/helpfile' });
    expect(reloaded.document).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(reloaded.navigation).toEqual(arabic.navigation);
    expect(app.errors).toEqual([]);
  });

  it('switches the sign-in page too, and signs in in Arabic', async () => {
    const app = await openApp({ viewport: 'desktop', language: 'en' });
    const signIn = await new SignInPage(app.page).open();
    const shell = new ShellPage(app.page);

    await shell.toggleLanguage();
    const onSignIn = await documentLanguage(app.page);
    await signIn.signIn({ username: 'admin' });
    await shell.ready();

    expect(onSignIn).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(documentLanguage(app.page)).resolves.toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await shell.navigationLinks()).toContainEqual({ text: arNav.helpfile, href: '/helpfile' });
    expect(app.errors).toEqual([]);
  });
});
