/**
 * "My work" in the browser (issue 25 item 1): each role of the workshop signs in (MOI, demo data) and
 * lands on its work, finds its next step there and opens it: the page opens without a refused call
 * (403) or "Page not found". Screenshots of the page in English and Arabic at 1440 and 390 px (each
 * checked by axe in its language and width).
 */
import { describe, expect, it } from 'vitest';
import { demoUsers } from '@fleet/functions/platform/seed/users';
import { MyWorkPage } from '../../pages/my-work.ts';
import { landingPath } from '../../pages/sign-in.ts';
import {
  capture,
  documentLanguage,
  type Language,
  refusedCallsWhile,
  specWithRuntime,
} from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

/** The demo users of the roles the issue names (reception, inspector ... each approver, accountant). */
const roleUsers = [
  'reception',
  'inspector',
  'teamleader',
  'technician',
  'storekeeper',
  'garageapprover',
  'moiapprover',
  'kptcapprover',
  'thirdapprover',
  'accountant',
].map((usercode) => demoUsers.find((user) => user.usercode === usercode)!);

specWithRuntime();

describe('e2e: my work of each role', () => {
  it.each(roleUsers.map((user) => [user.usercode] as const))(
    '%s lands on its work and opens its next step',
    async (usercode) => {
      const { app, shell } = await signedInApp({ username: usercode, project: 'MOI' });
      const myWork = await new MyWorkPage(app.page).ready();
      expect(new URL(app.page.url()).pathname).toBe(landingPath);

      const groups = await myWork.groups();
      expect(groups.length, `${usercode} has nothing waiting`).toBeGreaterThan(0);
      expect(groups.every((group) => group.count > 0)).toBe(true);
      const link = myWork.firstLink(groups[0]!.action);
      const href = (await link.getAttribute('href')) ?? '';

      const refused = await refusedCallsWhile(app.page, async () => {
        await link.click();
        await app.page.waitForURL((url) => url.pathname !== landingPath);
      });

      expect(new URL(app.page.url()).pathname).toBe(href.split('?')[0]);
      expect(refused).toEqual([]);
      expect(await shell.notFound.count()).toBe(0);
      expect(app.errors).toEqual([]);
      await app.close();
    },
  );
});

describe.each(['en', 'ar'] as const)('e2e: my work screenshots (%s)', (language: Language) => {
  it.each(['desktop', 'mobile'] as const)('shows the work grouped by action (%s)', async (viewport) => {
    const { app } = await signedInApp({ username: 'reception', project: 'MOI', language, viewport });
    const myWork = await new MyWorkPage(app.page).ready();
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect((await myWork.groups()).length).toBeGreaterThan(0);
    const heading = language === 'ar' ? 'أعمالي' : 'My work';
    await app.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await capture(app.page, `my-work-${language}${viewport === 'mobile' ? '-narrow' : ''}`);

    // At 390 px nothing runs off the side: the cards stack.
    const overflow = await app.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(app.errors).toEqual([]);
    await app.close();
  });
});
