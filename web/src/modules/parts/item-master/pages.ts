/** Pages of parts/item-master; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const forms = () => import('./forms.tsx');

export const pages: ModulePage[] = [
  // Master: item master open requests and the item master (SGRM009).
  screenRoute('/itemmasteropenrequestlist', 'SGRM009', () => import('./ItemOpenRequestListPage.tsx')),
  formRoute(
    '/itemmasteropenrequest',
    'SGRM009',
    'itemMaster:request.title',
    pageOf(forms, 'OpenRequestForm'),
  ),
  formRoute('/itemmaster', 'SGRM009', 'itemMaster:item.title', pageOf(forms, 'ItemForm')),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [{ path: '/itemmasterlist', to: '/itemmasteropenrequestlist' }];
