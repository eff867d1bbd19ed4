/**
 * The side navigation as data (spec 000 sections 2 and 6): one section per sidebar group in the spec's
 * order, holding the screens that have a page in the product and that this user may see; a group
 * shows when one of its screens does. Help and the user guide close the list for everyone
 * signed in.
 */
import { screenGroups, screens, type ScreenGroup } from '@fleet/shared/platform/screens';
import { canSeeScreen, type Access } from './access.ts';
import { guidePath, helpPath } from './paths.ts';
import type { ModulePage } from './pages.ts';

export { guidePath, helpPath, landingPath } from './paths.ts';

/** Groups with a user guide in the spec's sidebar (`/Guide?screen=<area>` closes the group). */
const guideAreaOfGroup: Partial<Record<ScreenGroup, string>> = {
  moiReception: 'MOIReception',
  kptcReception: 'KPTCReception',
  garage: 'Garage',
  procurement: 'Procurement',
  accounts: 'Accounts',
};

export interface NavigationLink {
  /** Screen code (rights); `help` and `guide` for the help pages. */
  screen: string;
  href: string;
  /** i18n key of the link text. */
  titleKey: string;
}

export interface NavigationSection {
  group: ScreenGroup | 'help';
  /** i18n key of the group title. */
  titleKey: string;
  links: NavigationLink[];
}

/** Sections and links this user sees; empty without a session. */
export function navigationModel(
  access: Access | null,
  pages: readonly Pick<ModulePage, 'path' | 'screen' | 'inNavigation' | 'titleKey'>[],
): NavigationSection[] {
  if (!access) return [];
  const listPages = new Map<string, (typeof pages)[number]>();
  for (const page of pages) {
    if (page.inNavigation && !listPages.has(page.screen)) listPages.set(page.screen, page);
  }
  const sections: NavigationSection[] = [];
  for (const group of screenGroups) {
    const links: NavigationLink[] = [];
    for (const screen of screens) {
      if (screen.group !== group) continue;
      const page = listPages.get(screen.code);
      if (!page || !canSeeScreen(access, screen.code)) continue;
      links.push({ screen: screen.code, href: page.path, titleKey: page.titleKey });
    }
    if (links.length === 0) continue;
    const area = guideAreaOfGroup[group];
    if (area)
      links.push({ screen: 'guide', href: `${guidePath}?screen=${area}`, titleKey: 'nav:groupGuide' });
    sections.push({ group, titleKey: `nav:groups.${group}`, links });
  }
  sections.push({
    group: 'help',
    titleKey: 'nav:groups.help',
    links: [
      { screen: 'help', href: helpPath, titleKey: 'nav:helpfile' },
      { screen: 'guide', href: guidePath, titleKey: 'nav:guide' },
    ],
  });
  return sections;
}
