/**
 * Screenshots of the main screens in English and Arabic at 1440 px and 390 px (issue 3, item 8), saved
 * under tests/artifacts/screenshots/ for a person to look at. Each state is checked before it is
 * captured, and no screen may scroll sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpCentrePage } from '../../pages/help.ts';
import { NotificationBellPage } from '../../pages/notifications.ts';
import { ShellPage } from '../../pages/shell.ts';
import { SignInPage } from '../../pages/sign-in.ts';
import {
  capture,
  closeApps,
  documentLanguage,
  noSidewaysScroll,
  openApp,
  type Language,
  type ViewportName,
} from '../../support/app.ts';
import { publishStatusChange } from '../../support/events.ts';

beforeAll(async () => {
  // Something to show in the bell panel.
  await publishStatusChange({ statusName: 'Inspector Assigned' });
});

afterAll(closeApps);

const cases: { language: Language; viewport: ViewportName; width: number }[] = [
  { language: 'en', viewport: 'desktop', width: 1440 },
  { language: 'ar', viewport: 'desktop', width: 1440 },
  { language: 'en', viewport: 'mobile', width: 390 },
  { language: 'ar', viewport: 'mobile', width: 390 },
];

describe('e2e: screenshots', () => {
  it.each(cases)('captures $language at $width px', async ({ language, viewport, width }) => {
    const app = await openApp({ viewport, language });
    const suffix = `${language}-${width}`;
    const overflow: string[] = [];
    const check = async (state: string) => {
      if (!(await noSidewaysScroll(app.page))) overflow.push(state);
    };
    const signIn = await new SignInPage(app.page).open();
    await signIn.projectsLoaded();
    await capture(app.page, `login-${suffix}`);
    await check('login');
    const onSignIn = await documentLanguage(app.page);

    await signIn.signIn({ username: 'admin', project: 'MOI' });
    const shell = await new ShellPage(app.page).ready();
    await capture(app.page, `landing-${suffix}`);
    await check('landing');
    if (viewport === 'mobile') {
      await shell.openNavigation();
      await capture(app.page, `navigation-${suffix}`);
      await check('navigation');
      await shell.closeNavigation();
    }
    const bell = new NotificationBellPage(app.page);
    await bell.open();
    await bell.loaded();
    await capture(app.page, `bell-${suffix}`);
    await check('bell');
    await bell.close();
    const help = new HelpCentrePage(app.page);
    await help.openWithF1();
    await capture(app.page, `help-${suffix}`);
    await check('help');

    expect(onSignIn).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
    expect(overflow).toEqual([]);
    expect(app.errors).toEqual([]);
  });
});
