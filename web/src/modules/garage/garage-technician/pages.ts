/** Pages of garage/garage-technician; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Garage: technician and workshop assignment (SGRG002).
  screenRoute('/technicianDetailslist', 'SGRG002', () => import('./list/TechnicianListPage.tsx')),
  formRoute(
    '/technicianDetails',
    'SGRG002',
    'garageTechnician:form.title',
    () => import('./form/TechnicianFormPage.tsx'),
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/assigntechnician', to: '/technicianDetails' },
  { path: '/assigntechnicianlist', to: '/technicianDetailslist' },
  { path: '/assigntechnicianrequest', to: '/technicianDetails' },
  { path: '/assigntechnicianrequestlist', to: '/technicianDetailslist' },
];
