/**
 * Navigation by rights (spec 000 section 6) in the browser: the superuser sees every group that has a
 * page, a user whose role holds only the change-password rights sees that one link (and Help), and a
 * route the user has no right for goes to /404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRights } from '@fleet/shared';
import enNav from '../../../../web/src/i18n/locales/en/nav.json';
import { putRole, putUser } from '../../../support/fixtures.ts';
import { closeApps } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const restricted = 'e2erestricted';
const restrictedRole = 'E2E_CHANGE_PASSWORD';
const userMasterList = '/userMasterlist';

const signedIn = (username: string) => signedInApp({ username });

beforeAll(async () => {
  await putRole(restrictedRole, { SGRM013: { ...noRights, views: 'Y', edits: 'Y' } });
  await putUser({ usercode: restricted, roles: [restrictedRole], projects: ['MOI'] });
});

afterAll(closeApps);

describe('e2e: navigation by rights', () => {
  it('shows the superuser the Master group with User Master, and the restricted user only the screen it has rights for', async () => {
    const admin = await signedIn('admin');
    const user = await signedIn(restricted);

    const adminSections = await admin.shell.navigationSections();
    const userSections = await user.shell.navigationSections();

    const adminTitles = adminSections.map((section) => section.title);
    const adminLinks = adminSections.flatMap((section) => section.links);
    const userLinks = userSections.flatMap((section) => section.links);
    const help = { text: enNav.helpfile, href: '/helpfile' };
    const changePassword = { text: enNav.screens.SGRM013, href: '/changepassword' };
    expect(adminTitles).toContain(enNav.groups.master);
    expect(adminSections.find((section) => section.title === enNav.groups.master)?.links).toEqual(
      expect.arrayContaining([{ text: enNav.screens.SGRM011, href: userMasterList }, changePassword]),
    );
    // The restricted role holds rights on the change-password screen only: that link, then the help
    // links everyone has.
    const helpLinks = adminSections.at(-1);
    expect(helpLinks).toMatchObject({ title: null, links: expect.arrayContaining([help]) });
    expect(userSections).toEqual([{ title: enNav.groups.master, links: [changePassword] }, helpLinks]);
    // Every link the restricted user has, the superuser has too; the superuser has more.
    expect(adminLinks).toEqual(expect.arrayContaining(userLinks));
    expect(adminLinks.length).toBeGreaterThan(userLinks.length);
    expect(admin.app.errors).toEqual([]);
    expect(user.app.errors).toEqual([]);
  });

  it('sends the restricted user from a route without rights to /404, and lets the superuser in', async () => {
    const user = await signedIn(restricted);
    const admin = await signedIn('admin');

    await user.app.page.goto(userMasterList);
    await user.app.page.waitForURL((url) => url.pathname === '/404');
    await admin.app.page.goto(userMasterList);
    await admin.shell.contentTable.waitFor();

    await expect(user.shell.notFound.isVisible()).resolves.toBe(true);
    expect(new URL(admin.app.page.url()).pathname).toBe(userMasterList);
    await expect(admin.shell.notFound.count()).resolves.toBe(0);
    expect(user.app.errors).toEqual([]);
    expect(admin.app.errors).toEqual([]);
  });
});
