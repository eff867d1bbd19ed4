import { useMemo } from 'react';
import Button from '@cloudscape-design/components/button';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Session } from '../auth/session.ts';
import { routePath } from './breadcrumbs.ts';
import { landingPath, navigationModel } from './navigation.ts';
import type { ModulePage } from './module-page.ts';
import { useHelpCentre } from '../help/index.ts';

/** The link to highlight: the page itself (with its query when a link has one), or a form's list. */
function activeHref(
  pathname: string,
  search: string,
  links: { href: string; screen: string }[],
  modulePages: readonly ModulePage[],
): string {
  const exact =
    links.find((link) => link.href === `${pathname}${search}`) ??
    links.find((link) => routePath(link.href) === pathname);
  if (exact) return exact.href;
  const page = modulePages.find((candidate) => routePath(candidate.path) === pathname);
  return links.find((link) => page && link.screen === page.screen)?.href ?? pathname;
}

/** Side navigation by rights (spec 000 sections 2 and 6) with Help & Support at the bottom. */
export function NavigationDrawer({
  session,
  pages,
  onFollow,
}: {
  session: Session;
  /** The module pages (useModulePages): loaded apart from the frame's code. */
  pages: readonly ModulePage[];
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const helpCentre = useHelpCentre();
  const sections = useMemo(() => navigationModel(session, pages), [session, pages]);

  const items = sections.reduce<SideNavigationProps.Item[]>((list, section) => {
    const links = section.links.map((link): SideNavigationProps.Link => ({
      type: 'link',
      text: t(link.titleKey),
      href: link.href,
    }));
    // Help and the guide are for everyone: below the groups, not a group of their own.
    if (section.group === 'help')
      return [...list, ...(list.length ? [{ type: 'divider' } as const] : []), ...links];
    return [...list, { type: 'section', text: t(section.titleKey), defaultExpanded: true, items: links }];
  }, []);

  const follow = (href: string) => {
    navigate(href);
    onFollow();
  };

  return (
    <div className="fw-drawer" data-testid="navigation-drawer">
      <SideNavigation
        header={{ href: landingPath, text: t('nav:home') }}
        activeHref={activeHref(
          pathname,
          search,
          sections.flatMap((section) => section.links),
          pages,
        )}
        items={items}
        onFollow={(event) => {
          if (event.detail.external) return;
          event.preventDefault();
          follow(event.detail.href);
        }}
      />
      <div className="fw-drawer__footer">
        <Button iconName="support" fullWidth onClick={() => helpCentre.open()} data-testid="help-support">
          {t('nav:helpSupport')}
        </Button>
      </div>
    </div>
  );
}
