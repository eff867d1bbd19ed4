import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, routePath } from './breadcrumbs.ts';

const pages = [
  { path: '/userMasterlist', screen: 'SGRM011', inNavigation: true, titleKey: 'nav:screens.SGRM011' },
  { path: '/userMaster', screen: 'SGRM011', inNavigation: false, titleKey: 'users:form.title' },
  { path: '/messages?tab=inbox', screen: 'SGRC001', inNavigation: true, titleKey: 'nav:screens.SGRC001' },
];

describe('unit: breadcrumbTrail', () => {
  it('is Home alone on the landing page', () => {
    expect(breadcrumbTrail('/dashboard/default', pages)).toEqual([
      { titleKey: 'nav:home', href: '/dashboard/default' },
    ]);
  });

  it('puts the list screen between Home and a form', () => {
    expect(breadcrumbTrail('/userMaster', pages).map((crumb) => crumb.titleKey)).toEqual([
      'nav:home',
      'nav:screens.SGRM011',
      'users:form.title',
    ]);
  });

  it('matches a page whose spec link carries a query and ignores a trailing slash', () => {
    expect(breadcrumbTrail('/messages/', pages).at(-1)).toEqual({
      titleKey: 'nav:screens.SGRC001',
      href: '/messages',
    });
    expect(routePath('/messages?tab=inbox')).toBe('/messages');
  });

  it('names the help and not-found pages and falls back to Home for anything else', () => {
    expect(breadcrumbTrail('/helpfile', pages).at(-1)?.titleKey).toBe('nav:helpfile');
    expect(breadcrumbTrail('/404', pages).at(-1)?.titleKey).toBe('shell:notFound.title');
    expect(breadcrumbTrail('/nowhere', pages)).toHaveLength(1);
  });
});
