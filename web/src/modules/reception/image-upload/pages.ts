/** Pages of reception/image-upload; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // KPTC Reception: image upload (SGRK002; ?frmtypeimg=moi reads MOI uploads under the same route).
  // List and form check the rights of their form type's screen themselves.
  screenRoute('/imageuploadlistrecmoi', 'SGRK002', () => import('./list/ImageUploadListPage.tsx')),
  formRoute(
    '/imageuploadrecmoi',
    'SGRK002',
    'imageUpload:form.titleAdd',
    () => import('./form/ImageUploadPage.tsx'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/imageuploadrec', to: '/imageuploadrecmoi?frmtypeimg=rec' },
  { path: '/imageuploadreclist', to: '/imageuploadlistrecmoi?frmtypeimg=rec' },
  { path: '/imageuploadrecmoilist', to: '/imageuploadlistrecmoi?frmtypeimg=rec' },
];
