/** Pages of garage/scrap-spares; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const scrapSpares = () => import('./ScrapSparesPages.tsx');

export const pages: ModulePage[] = [
  // Issue 14, scrap spares.
  screenRoute('/scrapSpareslist', 'SGRG017', pageOf(scrapSpares, 'ScrapListPage')),
  formRoute('/scrapSpares', 'SGRG017', 'scrapSpares:formTitle', pageOf(scrapSpares, 'ScrapFormPage')),
];
