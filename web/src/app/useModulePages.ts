/**
 * The module pages' table (pages.ts: every module's pages.ts, some 100 kB of code) loads on its own
 * rather than with the signed-in frame: the landing's first render needs none of it (its breadcrumb is
 * Home), only the side navigation and the notifications do, and they render after the first paint
 * (issue 25). A deep link needs it before the frame renders: the router asks for it first (router.tsx
 * `moduleRoutes`), so a module page's frame has it at its first render, breadcrumbs and title included.
 */
import { useEffect, useState } from 'react';
import type { ModulePage, RouteAlias } from './module-page.ts';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';

interface PagesTable {
  modulePages: readonly ModulePage[];
  moduleAliases: readonly RouteAlias[];
}

let table: PagesTable | undefined;
let loading: Promise<PagesTable> | undefined;

/** The table, loaded once (a failed chunk load is tried again by the next caller). */
export function loadModulePages(): Promise<PagesTable> {
  loading ??= import('./pages.ts').then((module) => (table = module));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The module pages: at once when the table is already loaded, undefined until it is (asked for after
 * the first paint: its request and evaluation do not delay the page's).
 */
export function useModulePages(): readonly ModulePage[] | undefined {
  const [pages, setPages] = useState(() => table?.modulePages);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (pages || !painted) return;
    let mounted = true;
    loadModulePages().then(
      (loaded) => mounted && setPages(loaded.modulePages),
      () => undefined, // the routes report a failed chunk load; the navigation stays empty until a reload
    );
    return () => {
      mounted = false;
    };
  }, [pages, painted]);
  return pages;
}
