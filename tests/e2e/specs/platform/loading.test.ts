/**
 * What the built SPA downloads (issue 16): the sign-in page loads none of the signed-in code (frame,
 * landing, dashboard, Amplify) nor the other language's texts; a signed-in start of the landing loads
 * its code as a few grouped chunks (web/vite.config.ts, signedInGroups), not one file per component.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enHelp from '../../../../web/src/i18n/locales/en/help.json';
import enNav from '../../../../web/src/i18n/locales/en/nav.json';
import { ShellPage } from '../../pages/shell.ts';
import { landingPath, SignInPage } from '../../pages/sign-in.ts';
import { closeApps, openApp } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

/** File names of the scripts and stylesheets the page requests from /assets from now on. */
function assetRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && /\.(m?js|css)$/.test(pathname))
      files.push(pathname.slice('/assets/'.length));
  });
  return files;
}

const signedInChunks = /^(frame|landing|admin-dashboard|amplify-client)-/;

describe('e2e: what the SPA loads', () => {
  it('loads no signed-in code and only its own language on the sign-in page', async () => {
    const app = await openApp({ language: 'en' });
    const files = assetRequests(app.page);

    const signIn = await new SignInPage(app.page).open();
    await signIn.projectsLoaded();
    await app.page.waitForLoadState('networkidle');

    expect(files.filter((file) => signedInChunks.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('locales-'))).toEqual([
      expect.stringMatching(/^locales-en-core-/),
    ]);
    expect(app.errors).toEqual([]);
  });

  it('starts a signed-in landing from a few grouped chunks, then opens a module page and the help file', async () => {
    const { app } = await signedInApp({ username: 'admin' });
    const files = assetRequests(app.page);

    await app.page.reload();
    const shell = await new ShellPage(app.page).ready();
    await app.page.waitForLoadState('networkidle');

    expect(new URL(app.page.url()).pathname).toBe(landingPath);
    const scripts = files.filter((file) => /\.m?js$/.test(file));
    for (const chunk of ['frame', 'landing', 'admin-dashboard', 'locales-en-app'])
      expect(scripts).toContainEqual(expect.stringMatching(new RegExp(`^${chunk}-`)));
    // The stored access token is still valid: Amplify (the token refresh) is not loaded (auth/amplify.ts).
    expect(scripts.filter((file) => file.startsWith('amplify-client-'))).toEqual([]);
    // Before the first paint: the entry, the groups, the texts and a few small shared chunks (about
    // 15); ~90 files before issue 16. After it, the parts that wait for the paint (the module pages'
    // table, the search, the live channel: issue 25) add a few more.
    const beforePaint = await app.page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.(m?js|css)$/.test(entry.name) && entry.startTime <= paint)
        .length;
    });
    expect(beforePaint).toBeGreaterThan(0);
    expect(beforePaint).toBeLessThanOrEqual(20);
    expect(files.length).toBeLessThanOrEqual(30);

    // Following a link: the page's own code loads on the way (its route's `lazy`), the frame's is there.
    const before = files.length;
    await shell.navigationLink('/userMasterlist').click();
    // The landing stays until the page's code is there, then the list replaces it.
    await app.page.getByRole('heading', { level: 1, name: enNav.screens.SGRM011 }).waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/userMasterlist');
    await shell.contentTable.waitFor();
    const pageFiles = files.slice(before);
    expect(pageFiles.length).toBeGreaterThan(0);
    expect(pageFiles.filter((file) => signedInChunks.test(file))).toEqual([]);

    // The help file loads in its route the same way.
    await shell.navigationLink('/helpfile').click();
    await app.page.getByRole('heading', { level: 1, name: enHelp.pages.helpfile.title }).waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/helpfile');
    expect(app.errors).toEqual([]);
  });
});
