/**
 * The signed-in app shell (spec 000 section 2, "App shell"): Cloudscape AppLayout with the side
 * navigation, the top bar (language toggle, profile menu with Logout, bell) and the content.
 */
import type { Locator, Page } from 'playwright-core';
import { locate, testId, ui } from './ui.ts';

export interface NavigationLink {
  text: string;
  href: string;
}

export interface NavigationSection {
  title: string | null;
  links: NavigationLink[];
}

const appLayout = ui.findAppLayout();
const sideNavigation = ui.findSideNavigation();
type SideNavigationItemWrapper = ReturnType<typeof sideNavigation.findItemByIndex>;
const profileMenu = ui.findButtonDropdown(testId('profile-menu'));
/** The language toggle is the one button that names the other language in its `lang` attribute. */
const languageToggle = ui.findButton('[lang]');
const notFound = ui.findBox(testId('not-found'));
const helpSupport = ui.findButton(testId('help-support'));

export class ShellPage {
  constructor(readonly page: Page) {}

  /** The navigation drawer (its box tells on which side it sits). */
  get navigationPanel() {
    return locate(this.page, appLayout.findNavigation());
  }

  get openNavigationPanel() {
    return locate(this.page, appLayout.findOpenNavigationPanel());
  }

  get navigationToggle() {
    return locate(this.page, appLayout.findNavigationToggle());
  }

  /** The table of a list page in the content area. */
  get contentTable() {
    return locate(this.page, appLayout.findContentRegion().findTable());
  }

  get languageToggle() {
    return locate(this.page, languageToggle);
  }

  get profileMenuTrigger() {
    return locate(this.page, profileMenu.findNativeButton());
  }

  get notFound() {
    return locate(this.page, notFound);
  }

  get helpSupportButton() {
    return locate(this.page, helpSupport);
  }

  navigationLink(href: string) {
    return locate(this.page, sideNavigation.findLinkByHref(href));
  }

  /** Waits until the shell shows its side navigation. */
  async ready(): Promise<this> {
    await locate(this.page, sideNavigation.findHeader()).first().waitFor({ state: 'attached' });
    return this;
  }

  /**
   * Sections and links of the side navigation, in order, as the user sees them; links outside any
   * section (below a divider) form sections with a `null` title.
   */
  async navigationSections(): Promise<NavigationSection[]> {
    const sections: NavigationSection[] = [];
    let loose: NavigationSection | undefined;
    for (let index = 1; ; index++) {
      const item = sideNavigation.findItemByIndex(index);
      if ((await locate(this.page, item).count()) === 0) return sections;
      if ((await locate(this.page, item.findSection()).count()) > 0) {
        loose = undefined;
        const title = (await locate(this.page, item.findSectionTitle()).textContent())?.trim() ?? '';
        sections.push({ title, links: await this.linksOf(item) });
      } else if ((await locate(this.page, item.findLink()).count()) > 0) {
        if (!loose) sections.push((loose = { title: null, links: [] }));
        loose.links.push(await this.link(locate(this.page, item.findLink())));
      } else {
        loose = undefined; // a divider
      }
    }
  }

  /** Every link of the navigation, in order. */
  async navigationLinks(): Promise<NavigationLink[]> {
    return (await this.navigationSections()).flatMap((section) => section.links);
  }

  private async linksOf(section: SideNavigationItemWrapper): Promise<NavigationLink[]> {
    const links: NavigationLink[] = [];
    for (let index = 1; ; index++) {
      const link = locate(this.page, section.findItemByIndex(index).findLink());
      if ((await link.count()) === 0) return links;
      links.push(await this.link(link));
    }
  }

  private async link(link: Locator): Promise<NavigationLink> {
    return { text: (await link.textContent())?.trim() ?? '', href: (await link.getAttribute('href')) ?? '' };
  }

  async toggleLanguage(): Promise<void> {
    const before = await this.page.evaluate(() => document.documentElement.lang);
    await this.languageToggle.click();
    await this.page.waitForFunction((previous) => document.documentElement.lang !== previous, before);
  }

  /** Opens the navigation drawer (mobile, where it starts closed). */
  async openNavigation(): Promise<void> {
    await this.navigationToggle.click();
    await this.openNavigationPanel.waitFor();
  }

  /** Closes the navigation drawer (mobile, where it overlays the page). */
  async closeNavigation(): Promise<void> {
    await locate(this.page, appLayout.findNavigationClose()).click();
    await this.openNavigationPanel.waitFor({ state: 'hidden' });
  }

  async signOut(): Promise<void> {
    await this.profileMenuTrigger.click();
    await locate(this.page, profileMenu.findItemById('logout')).click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }
}
