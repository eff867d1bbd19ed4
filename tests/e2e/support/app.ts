/**
 * What every spec needs: the shared Chromium (one connection per spec file), a context per test with a
 * viewport and a language (a signed-in one handed on to the next test of the file that starts from the
 * same session, put back as it started), the runtime's URL, page errors collected, screenshots saved
 * under tests/artifacts/screenshots/.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import axe from 'axe-core';
import type { Browser, BrowserContext, Dialog, Page, Request, Response } from 'playwright-core';
import { repoRoot } from '../../../infra/local/runtime.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { ui } from '../pages/ui.ts';
import { connectBrowser } from './browser.ts';
import { seededCookie, seedStorage, type StorageState } from './storage.ts';

export type Language = 'en' | 'ar';

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

export const screenshotDir = join(repoRoot, 'tests', 'artifacts', 'screenshots');

let browser: Browser | undefined;
/** The apps this spec file opened (`closeApps` closes them). */
const openedApps: OpenedApp[] = [];

/** The run's Chromium (connected once per spec file). */
export async function sharedBrowser(): Promise<Browser> {
  browser ??= await connectBrowser(inject('browserEndpoint'));
  return browser;
}

export async function disconnectBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface AppPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions of the page (a spec ends by asserting there were none). */
  errors: string[];
  close(): Promise<void>;
}

export interface AppPageOptions {
  viewport?: ViewportName;
  /** The language the app starts in (stored the way the app stores the choice, before its first load). */
  language?: Language;
  /** Storage state to start from (e.g. a signed-in session): its cookies and local storage. */
  storageState?: StorageState;
}

/** An app as `openApp` keeps it: whether its test closed it, and how to stop collecting its errors. */
interface OpenedApp extends AppPage {
  readonly closed: boolean;
  stopCollecting(): void;
}

/**
 * Signed-in apps whose test has passed, for a later test of the spec file that starts from the same kept
 * session (in any viewport and language): the page goes on to that test instead of a new context and
 * page (about 1 s of Chromium's CPU each: tests/bench/RESULTS.md, 2026-12-02).
 */
const idleApps: { storageState: StorageState; app: OpenedApp }[] = [];

/** The cookie that gives the language a context's pages start in (`AppPageOptions.language`). */
const languageCookie = 'e2e-language';
/** The cookies the browser tests set for themselves, not the app's. */
const ownCookies = [languageCookie, seededCookie];

/** The cookies that put the language of `options` into a context of this run's app. */
const languageCookies = (options: AppPageOptions) =>
  options.language ? [{ name: languageCookie, value: options.language, url: inject('baseUrl') }] : [];

/**
 * Sets the language of the language cookie where the app has stored none, before each page of the
 * context: the first load (later reloads must show what the app itself persisted). A script added
 * after it that empties the storage (`seedStorage`) needs it once more after itself.
 */
async function startInCookieLanguage(context: BrowserContext): Promise<void> {
  await context.addInitScript((cookie) => {
    const language = document.cookie
      .split('; ')
      .find((entry) => entry.startsWith(`${cookie}=`))
      ?.slice(cookie.length + 1);
    if (language && localStorage.getItem('lang') === null) localStorage.setItem('lang', language);
  }, languageCookie);
}

/**
 * A browser context of its own (own storage) with one page. An app started from a `storageState` is taken
 * back once its test has passed and handed to a later test of the spec file that starts from the same
 * session, put back as a fresh context with its options would start (`reset`).
 */
export async function openApp(options: AppPageOptions = {}): Promise<AppPage> {
  const idle = idleApps.findIndex((entry) => entry.storageState === options.storageState);
  const app =
    options.storageState && idle >= 0
      ? await reset(idleApps.splice(idle, 1)[0]!.app, options)
      : await newApp(options);
  keepAfterTest(app, options);
  return app;
}

async function newApp(options: AppPageOptions): Promise<OpenedApp> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    baseURL: inject('baseUrl'),
    // Cloudscape turns its motion off: layouts settle at once, screenshots are stable.
    reducedMotion: 'reduce',
    // The users are in Kuwait, where the server dates documents: a browser in UTC would put the list's
    // "last 7 days" a day behind a job order saved between 21:00 and 24:00 UTC.
    timezoneId: 'Asia/Kuwait',
  });
  if (options.storageState) await seedStorage(context, options.storageState);
  await context.addCookies(languageCookies(options));
  await startInCookieLanguage(context);
  const app = collectingErrors(context, await context.newPage());
  openedApps.push(app);
  return app;
}

/** The app of `page`, with the page's uncaught exceptions from now on. */
function collectingErrors(context: BrowserContext, page: Page): OpenedApp {
  const errors: string[] = [];
  const collect = (error: Error) => errors.push(error.message);
  page.on('pageerror', collect);
  let closed = false;
  return {
    context,
    page,
    errors,
    get closed() {
      return closed;
    },
    stopCollecting: () => page.off('pageerror', collect),
    close: () => {
      closed = true;
      return context.close();
    },
  };
}

/**
 * The storage `app` holds after signing in through its page, as a kept session to start later apps from
 * (`AppPageOptions.storageState`): without the language, in the app's local storage or in this module's
 * cookie (each app starts in its own), nor this module's other cookies. `app` itself becomes one of that
 * session's: handed to a later test of the spec file that starts from it once its test has passed.
 */
export async function keepAsSession(app: AppPage): Promise<StorageState> {
  const stored = await app.context.storageState();
  const state: StorageState = {
    cookies: stored.cookies.filter((cookie) => !ownCookies.includes(cookie.name)),
    origins: stored.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => entry.name !== 'lang'),
    })),
  };
  const opened = openedApps.find((candidate) => candidate.page === app.page);
  if (opened) {
    await seedStorage(app.context, state, { seeded: true });
    await startInCookieLanguage(app.context);
    keepAfterTest(opened, { storageState: state });
  }
  return state;
}

/**
 * Once the test that asked for `app` has passed, the app waits for a later test of the spec file that
 * starts from the same kept session; a failed test's app is closed (what it shows is the failure's
 * evidence). Only apps of a kept session, opened in a test: their storage can be put back as it started.
 */
function keepAfterTest(app: OpenedApp, { storageState }: AppPageOptions): void {
  if (!storageState || !getCurrentTest()) return;
  onTestFinished(async ({ task }) => {
    if (app.closed) return;
    if (task.result?.state !== 'pass') return app.close();
    app.stopCollecting();
    idleApps.push({ storageState, app });
  });
}

/** The events a spec listens to on its page (the reset removes what a test left listening). */
const specEvents = [
  'console',
  'dialog',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
] as const;

/**
 * `app` as a fresh context with `options` starts: its other pages (previews) closed, no routes, online,
 * the viewport of `options`, the page on about:blank (a form's "leave the page?" answered yes), no
 * listeners of the last test, and the kept session's cookies with the language of `options`, so that the
 * session's storage script (`seedStorage`) fills the local and session storage again, from empty, and
 * the language script sets the language, at the next load.
 */
async function reset(app: OpenedApp, options: AppPageOptions): Promise<OpenedApp> {
  const { context, page } = app;
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  for (const event of specEvents) page.removeAllListeners(event);
  const leave = (dialog: Dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  await page.goto('about:blank');
  page.off('dialog', leave);
  await page.setViewportSize(viewports[options.viewport ?? 'desktop']);
  await context.clearCookies();
  await context.addCookies([...options.storageState!.cookies, ...languageCookies(options)]);
  const fresh = collectingErrors(context, page);
  openedApps[openedApps.indexOf(app)] = fresh;
  return fresh;
}

/** Closes every app the spec file opened and its browser connection: a spec's `afterAll`. */
export async function closeApps(): Promise<void> {
  idleApps.splice(0);
  await Promise.all(openedApps.splice(0).map((app) => app.close()));
  await disconnectBrowser();
}

/**
 * The hooks of a spec file that prepares its data through the engines' code: the runtime's environment
 * in process.env before its tests, its apps closed after them.
 */
export function specWithRuntime(): void {
  beforeAll(() => {
    useRuntimeEnv();
  });
  afterAll(closeApps);
}

/** Saves a full-viewport screenshot as tests/artifacts/screenshots/<name>.png; returns the path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  // Every page a browser test looks at is also checked for accessibility, in its language.
  await expectAccessible(page, name);
  return path;
}

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The violations of axe-core's WCAG 2.1 A/AA rules on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axe.source });
  const found = await page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only the violations are read: axe then keeps one node of each pass and skips their selectors
      // (measured 10-30% less per page; about 355 pages are checked in a run, near a second each).
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return found;
}

/**
 * What axe's findings on the page depend on, without what differs between two showings of the same
 * page in the same state: every element's tag and attributes (its classes and styles: colours, sizes,
 * visibility), texts and links only as given or empty, ids only as unique or not, references to ids
 * only as found or not, whether the element holds text of its own, no `data-` attributes (the tests'
 * own marks); a run of identical siblings (the rows of a list) counts once. With the document's
 * language, direction and title and the viewport.
 */
function skeleton(): string {
  const given = [
    'value',
    'title',
    'alt',
    'aria-label',
    'placeholder',
    'href',
    'src',
    'aria-valuenow',
    'aria-valuetext',
  ];
  const references = [
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-activedescendant',
    'for',
    'headers',
  ];
  const ids = new Map<string, number>();
  document.querySelectorAll('[id]').forEach(({ id }) => ids.set(id, (ids.get(id) ?? 0) + 1));
  const attribute = ({ name, value }: Attr): string => {
    if (name.startsWith('data-')) return '';
    if (name === 'id') return (ids.get(value) ?? 0) > 1 ? 'id*' : 'id';
    if (given.includes(name)) return `${name}${value.trim() ? '+' : '-'}`;
    if (references.includes(name))
      return `${name}=${value
        .split(/\s+/)
        .map((id) => (ids.has(id) ? '+' : '-'))
        .join('')}`;
    return `${name}=${value}`;
  };
  const shape = (element: Element): string => {
    const attributes = Array.from(element.attributes, attribute).filter(Boolean).sort().join(' ');
    const text = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    const children = Array.from(element.children, shape).filter(
      (child, index, all) => index === 0 || child !== all[index - 1],
    );
    return `<${element.tagName} ${attributes}${text ? ' #' : ''}>${children.join('')}`;
  };
  const { lang, dir } = document.documentElement;
  return [lang, dir, document.title !== '', window.innerWidth, window.innerHeight, shape(document.body)].join(
    '|',
  );
}

/**
 * The findings of the pages checked in this run by their `skeleton` (a hash of it): the same page in
 * the same state gives the same findings, so a page already checked in that state is not checked again
 * (the workshop day's job cards of each job order, the lists of the same kind ...: about 1 in 6 of the
 * screenshots, near a second each). The spec files share the worker's modules, and so this.
 */
const checked = new Map<string, Violation[]>();

/** `accessibilityViolations` of the page, or those of the same skeleton checked before in the run. */
async function violationsOnce(page: Page): Promise<Violation[]> {
  const key = createHash('sha1')
    .update(await page.evaluate(skeleton))
    .digest('hex');
  let violations = checked.get(key);
  if (!violations) {
    violations = await accessibilityViolations(page);
    checked.set(key, violations);
  }
  return violations;
}

/** Fails on any serious or critical WCAG 2.1 A/AA violation (issue 16), naming the rule and the elements. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const violations = (await violationsOnce(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (violations.length > 0)
    throw new Error(
      `${name}: ${violations
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`,
        )
        .join('; ')}`,
    );
}

/** `<html lang dir>` as the page has them now. */
export function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** The values of every input of the page, as shown (a form's filled-in fields, read at once). */
export function inputValues(page: Page): Promise<string[]> {
  return page
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

export function localStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage));
}

/** Resolves after the browser has painted two more frames (a layout change has been applied). */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Network quiet, web fonts loaded and painted: the page is ready to be captured. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await painted(page);
}

/** The page's screenshot `name` (`saveScreenshot`, with its accessibility check) once it is `settled`. */
export async function capture(page: Page, name: string): Promise<string> {
  await settled(page);
  return saveScreenshot(page, name);
}

/**
 * Opens `path` the way a link in the app does (history + popstate: react-router navigates), not by
 * loading the SPA again (its bundle, translations, session and rights). Waits until the page shown
 * before has gone: its heading is marked first; a new heading, or the same element (a page of the same
 * kind) with another title, ends the wait.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((target) => {
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left', ''));
    const title = document.querySelector('h1')?.textContent ?? '';
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return title;
  }, path);
  await page.waitForFunction((title) => {
    const heading = document.querySelector('h1');
    return !!heading && (!heading.hasAttribute('data-left') || heading.textContent !== title);
  }, before);
}

/** A toast's one button: its dismiss (kit:toast.dismiss). */
const toastDismissButtons = `${ui.findFlashbar().findItems().toSelector()} button`;

/**
 * Opens `path` as the user would go there from the page shown: where the signed-in app is up on this
 * page at another route, as a link of the app does (`navigateInApp`), the toasts of the step before
 * dismissed first (a page loaded again shows none); else (a page not yet loaded, the sign-in page, the
 * same route again, with other parameters or to see it fresh: its heading would not change) by loading
 * it. A load boots the SPA again: about 0.8 s of Chromium's CPU, and the page's first accessibility
 * check builds axe's caches again.
 */
export async function openPath(page: Page, path: string): Promise<void> {
  const inApp = await page.evaluate((target) => {
    if (!window.location.protocol.startsWith('http')) return false;
    const there = new URL(target, window.location.href);
    return (
      there.origin === window.location.origin &&
      there.pathname !== window.location.pathname &&
      !!document.querySelector('[data-testid="profile-menu"]') &&
      !!document.querySelector('h1')
    );
  }, path);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.$$eval(toastDismissButtons, (buttons) =>
    buttons.forEach((button) => (button as HTMLElement).click()),
  );
  await navigateInApp(page, path);
}

/**
 * Runs `act` (a load, a link clicked, `openPage`) and waits until the page has had no call in flight
 * for 500 ms (Playwright's `networkidle`, which a navigation in the app does not wait for again);
 * returns the API calls refused with 403 meanwhile.
 */
export async function refusedCallsWhile(page: Page, act: () => Promise<unknown>): Promise<string[]> {
  const refused: string[] = [];
  const pending = new Set<Request>();
  let quietSince = Date.now();
  const sent = (request: Request) => pending.add(request);
  const ended = (request: Request) => {
    if (pending.delete(request)) quietSince = Date.now();
  };
  const answered = (response: Response) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
  };
  page.on('request', sent);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', answered);
  try {
    await act();
    while (pending.size > 0 || Date.now() - quietSince < 500) await page.waitForTimeout(100);
  } finally {
    page.off('request', sent);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
    page.off('response', answered);
  }
  return refused;
}

/** Whether the page fits its viewport's width (nothing scrolls sideways). */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
