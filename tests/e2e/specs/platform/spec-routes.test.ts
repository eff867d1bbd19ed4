/**
 * Issue 28: every route of spec 000 section 2, opened as the superuser (from a bookmark or an old
 * link), opens a page: its own, or the page doing its job with the query kept. None lands on the
 * "Page not found" page.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { specRoutes } from '../../../support/spec-routes.ts';
import { closeApps } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

describe('e2e: the spec routes', () => {
  it('opens a page for every route of section 2, none on "Page not found"', async () => {
    const { app, shell } = await signedInApp({ username: 'admin' });
    const { page } = app;
    const notFound: string[] = [];
    const slow: string[] = [];
    for (const route of specRoutes) {
      // In-app navigation (as a link would): the shell stays, the route's page loads.
      await page.evaluate((path) => {
        document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-walked', ''));
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      // The route's page has its own heading (or it is the not-found page); a page that keeps the
      // previous heading element is given a moment.
      await page
        .waitForFunction(
          () => document.querySelector('[data-testid="not-found"], h1:not([data-walked])') !== null,
          undefined,
          { timeout: 2_000 },
        )
        .catch(() => slow.push(route));
      const pathname = new URL(page.url()).pathname;
      if (pathname === '/404' || (await shell.notFound.count()) > 0) notFound.push(route);
    }
    console.log(`${specRoutes.length} routes; no fresh heading within 2 s: ${slow.join(' ') || 'none'}`);
    expect(notFound).toEqual([]);
    expect(specRoutes.length).toBeGreaterThan(250);
    expect(app.errors).toEqual([]);
  }, 900_000);

  it('keeps the query when a spec route opens the page doing its job', async () => {
    const { app } = await signedInApp({ username: 'admin' });
    await app.page.goto('/imageuploadrec?jobordno=JO-2026-00001');
    await app.page.waitForURL((url) => url.pathname === '/imageuploadrecmoi');
    const url = new URL(app.page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ jobordno: 'JO-2026-00001', frmtypeimg: 'rec' });
    expect(app.errors).toEqual([]);
  });
});
