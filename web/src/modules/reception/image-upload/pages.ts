/** Pages of reception/image-upload; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // KPTC Reception: image upload (SGRK002; ?frmtypeimg=moi reads MOI uploads under the same route).
  {
    // List and form check the rights of their form type's screen themselves.
    path: '/imageuploadlistrecmoi',
    screen: 'SGRK002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK002',
    component: lazyComponent(() => import('./list/ImageUploadListPage.tsx')),
  },
  {
    path: '/imageuploadrecmoi',
    screen: 'SGRK002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'imageUpload:form.titleAdd',
    component: lazyComponent(() => import('./form/ImageUploadPage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/imageuploadrec', to: '/imageuploadrecmoi?frmtypeimg=rec' },
  { path: '/imageuploadreclist', to: '/imageuploadlistrecmoi?frmtypeimg=rec' },
  { path: '/imageuploadrecmoilist', to: '/imageuploadlistrecmoi?frmtypeimg=rec' },
];
