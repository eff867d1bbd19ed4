/** Pages of reception/gate-pass; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: gate pass in (SGRG001): list, the stepper (also at /qualitycontrol) and the form alone.
  {
    path: '/gatepassinlist',
    screen: 'SGRG001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG001',
    component: lazyComponent(() => import('./list/GatePassInListPage.tsx')),
  },
  {
    path: '/gatepassin',
    screen: 'SGRG001',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'gatePass:stepper.title',
    component: lazyComponent(() => import('./stepper/GatePassInStepperPage.tsx')),
  },
  {
    path: '/qualitycontrol',
    screen: 'SGRG001',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'gatePass:stepper.title',
    component: lazyComponent(() => import('./stepper/GatePassInStepperPage.tsx')),
  },
  {
    path: '/gatepassin-direct',
    screen: 'SGRG001',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'gatePass:in.title',
    component: lazyComponent(() => import('./stepper/GatePassInDirectPage.tsx')),
  },
  // Garage: gate pass out (SGRG010).
  {
    path: '/gatepassoutlist',
    screen: 'SGRG010',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG010',
    component: lazyComponent(() => import('./list/GatePassOutListPage.tsx')),
  },
  {
    // The form checks the right of its mode (ADD adds, EDIT edits, VIEW views) itself.
    path: '/gatepassout',
    screen: 'SGRG010',
    needs: 'any',
    inNavigation: false,
    titleKey: 'gatePass:out.title',
    component: lazyComponent(() => import('./out/GatePassOutPage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/imageupload', to: '/gatepassin?step=2&frmtypeimg=gar' },
  { path: '/imageuploadlist', to: '/gatepassinlist' },
  { path: '/assignteamleader', to: '/gatepassin?step=3&frmtypeimg=gar' },
  { path: '/assignteamleaderlist', to: '/gatepassinlist' },
  { path: '/gatepasssout', to: '/gatepassout' },
  { path: '/gatepasssoutlist', to: '/gatepassoutlist' },
];
