/** Pages of reception/gate-pass; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, pageOf, screenRoute } from '../../../kit/routes.ts';

const gatePassInStepper = () => import('./stepper/GatePassInStepperPage.tsx');
const lists = () => import('./list/GatePassListPages.tsx');

export const pages: ModulePage[] = [
  // Garage: gate pass in (SGRG001): list, the stepper (also at /qualitycontrol) and the form alone.
  screenRoute('/gatepassinlist', 'SGRG001', pageOf(lists, 'GatePassInListPage')),
  formRoute('/gatepassin', 'SGRG001', 'gatePass:stepper.title', gatePassInStepper, 'adds'),
  formRoute('/qualitycontrol', 'SGRG001', 'gatePass:stepper.title', gatePassInStepper, 'adds'),
  formRoute(
    '/gatepassin-direct',
    'SGRG001',
    'gatePass:in.title',
    () => import('./stepper/GatePassInDirectPage.tsx'),
    'adds',
  ),
  // Garage: gate pass out (SGRG010).
  screenRoute('/gatepassoutlist', 'SGRG010', pageOf(lists, 'GatePassOutListPage')),
  // The form checks the right of its mode (ADD adds, EDIT edits, VIEW views) itself.
  formRoute('/gatepassout', 'SGRG010', 'gatePass:out.title', () => import('./out/GatePassOutPage.tsx')),
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
