import { describe, expect, it } from 'vitest';
import { allRights, noRights, type FormRights } from '@fleet/shared/platform/rights';
import { canOpenPage, canSeeScreen } from './access.ts';
import { navigationModel, type NavigationSection } from './navigation.ts';

/** The model's screen links in order, without the help and guide links. */
const navigationLinks = (sections: readonly NavigationSection[]) =>
  sections.flatMap((section) => section.links.filter((link) => !['help', 'guide'].includes(link.screen)));

const page = (path: string, screen: string, inNavigation = true) => ({
  path,
  screen,
  inNavigation,
  titleKey: `nav:screens.${screen}`,
});

// Spec order inside a group is SGRM010 before SGRM011; the page list is deliberately in another order.
const pages = [
  page('/userMasterlist', 'SGRM011'),
  page('/userMaster', 'SGRM011', false),
  page('/Rolepermissionassignmentlist', 'SGRM010'),
  page('/maintenanceinvoicelist', 'SGRT076'),
  page('/maintenanceinvoice', 'SGRT076', false),
  page('/usermovementreport', 'SGRR009'),
];

const only = (rights: Partial<FormRights>): FormRights => ({ ...noRights, ...rights });

describe('unit: navigationModel', () => {
  it('is empty without a session', () => {
    expect(navigationModel(null, pages)).toEqual([]);
  });

  it('shows a superuser every screen that has a list page, in the spec order of groups and screens', () => {
    const model = navigationModel({ superuser: true, rights: {} }, pages);

    expect(model.map((section) => section.group)).toEqual(['accounts', 'master', 'reports', 'help']);
    expect(model.find((section) => section.group === 'master')?.links).toEqual([
      { screen: 'SGRM010', href: '/Rolepermissionassignmentlist', titleKey: 'nav:screens.SGRM010' },
      { screen: 'SGRM011', href: '/userMasterlist', titleKey: 'nav:screens.SGRM011' },
    ]);
    expect(model.find((section) => section.group === 'accounts')?.titleKey).toBe('nav:groups.accounts');
    expect(model.find((section) => section.group === 'accounts')?.links.at(-1)).toEqual({
      screen: 'guide',
      href: '/Guide?screen=Accounts',
      titleKey: 'nav:groupGuide',
    });
  });

  it('shows an item when any one of its six rights is Y, including notifs alone', () => {
    const model = navigationModel(
      { superuser: false, rights: { SGRT076: only({ notifs: 'Y' }), SGRM011: only({ prints: 'Y' }) } },
      pages,
    );

    expect(navigationLinks(model).map((link) => link.screen)).toEqual(['SGRT076', 'SGRM011']);
  });

  it('hides an item whose rights are all N or missing, and a group with no visible item', () => {
    const model = navigationModel(
      { superuser: false, rights: { SGRM010: noRights, SGRR009: allRights } },
      pages,
    );

    expect(model.map((section) => section.group)).toEqual(['reports', 'help']);
    expect(model[0]?.links.map((link) => link.screen)).toEqual(['SGRR009']);
  });

  it('lists no screen without a page (no placeholders) and no form routes', () => {
    const model = navigationModel({ superuser: true, rights: {} }, []);

    expect(model).toEqual([
      {
        group: 'help',
        titleKey: 'nav:groups.help',
        links: [
          { screen: 'help', href: '/helpfile', titleKey: 'nav:helpfile' },
          { screen: 'guide', href: '/Guide', titleKey: 'nav:guide' },
        ],
      },
    ]);
    expect(
      navigationLinks(navigationModel({ superuser: true, rights: {} }, pages)).map((l) => l.href),
    ).not.toContain('/userMaster');
  });
});

describe('unit: canOpenPage', () => {
  const user = { superuser: false, rights: { SGRT076: only({ views: 'Y' }) } };

  it('opens a list with any right and a form only with the right it needs', () => {
    expect(canOpenPage(user, { screen: 'SGRT076', needs: 'any' })).toBe(true);
    expect(canOpenPage(user, { screen: 'SGRT076', needs: 'views' })).toBe(true);
    expect(canOpenPage(user, { screen: 'SGRT076', needs: 'adds' })).toBe(false);
    expect(canOpenPage(user, { screen: 'SGRM011', needs: 'any' })).toBe(false);
  });

  it('refuses a list whose four rights are N (spec: redirect to /404)', () => {
    const none = { superuser: false, rights: { SGRT076: noRights } };

    expect(canOpenPage(none, { screen: 'SGRT076', needs: 'any' })).toBe(false);
    expect(canSeeScreen(none, 'SGRT076')).toBe(false);
  });

  it('lets a superuser open everything', () => {
    expect(canOpenPage({ superuser: true, rights: {} }, { screen: 'SGRM011', needs: 'deletes' })).toBe(true);
  });
});
