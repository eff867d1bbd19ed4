/** Pages of parts/item-master; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { screenPagesOf, screenRoute } from '../../../kit/routes.ts';

const forms = screenPagesOf(() => import('./forms.tsx'), 'SGRM009');

export const pages: ModulePage[] = [
  // Master: item master open requests and the item master (SGRM009).
  screenRoute('/itemmasteropenrequestlist', 'SGRM009', () => import('./ItemOpenRequestListPage.tsx')),
  forms.form('/itemmasteropenrequest', 'itemMaster:request.title', 'OpenRequestFormPage'),
  forms.form('/itemmaster', 'itemMaster:item.title', 'ItemFormPage'),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/itemmasterlist', to: '/itemmasteropenrequestlist' }];
