/** Pages of garage/scrap-spares; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { screenPagesOf } from '../../../kit/routes.ts';

const scrapSpares = screenPagesOf(() => import('./ScrapSparesPages.tsx'), 'SGRG017');

export const pages: ModulePage[] = [
  // Issue 14, scrap spares.
  scrapSpares.list('/scrapSpareslist', 'ScrapListPage'),
  scrapSpares.form('/scrapSpares', 'scrapSpares:formTitle', 'ScrapFormPage'),
];
