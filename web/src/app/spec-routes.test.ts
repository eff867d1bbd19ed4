/**
 * Issue 28: every route of spec 000 section 2 opens a page, its own or the page that does its job
 * (a route alias keeping the query); no alias hides a page or points nowhere.
 */
import { describe, expect, it } from 'vitest';
import { specRoutes } from '../../../tests/support/spec-routes.ts';
import { routePath } from './breadcrumbs.ts';
import { aliasTarget } from './module-page.ts';
import { moduleAliases, modulePages } from './pages.ts';
import { guidePath, helpPath, landingPath } from './paths.ts';

// React Router matches paths without regard to case.
const key = (path: string) => routePath(path).toLowerCase();
const pagePaths = new Set([
  ...modulePages.map((page) => key(page.path)),
  key(landingPath),
  key(helpPath),
  key(guidePath),
]);
const aliasPaths = new Set(moduleAliases.map((alias) => key(alias.path)));

describe('unit: spec routes', () => {
  it('opens a page or an alias of one for every route of spec section 2', () => {
    const missing = specRoutes.filter((route) => !pagePaths.has(key(route)) && !aliasPaths.has(key(route)));
    expect(missing).toEqual([]);
  });

  it('points every alias at a page and never over one', () => {
    for (const alias of moduleAliases) {
      expect(pagePaths.has(key(alias.to)), `${alias.path} -> ${alias.to}`).toBe(true);
      expect(pagePaths.has(key(alias.path)), `${alias.path} is a page`).toBe(false);
    }
    const paths = moduleAliases.map((alias) => key(alias.path));
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it("keeps the query the user came with, under the alias's fixed query", () => {
    const alias = { path: '/imageuploadrec', to: '/imageuploadrecmoi?frmtypeimg=rec' };
    expect(aliasTarget(alias, '?jobordno=JO-1&frmtypeimg=gar&mod=true', '#top')).toBe(
      '/imageuploadrecmoi?jobordno=JO-1&frmtypeimg=rec&mod=true#top',
    );
    expect(aliasTarget({ path: '/gatepasssout', to: '/gatepassout' }, '')).toBe('/gatepassout');
  });
});
