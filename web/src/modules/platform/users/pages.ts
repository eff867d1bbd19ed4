/** Pages of platform/users; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Master: user master (SGRM011).
  screenRoute('/userMasterlist', 'SGRM011', () => import('./list/UserListPage.tsx')),
  // The form checks the right of its mode (ADD adds, EDIT edits, VIEW views) itself.
  formRoute('/userMaster', 'SGRM011', 'users:formTitle', () => import('./form/UserFormPage.tsx')),
];
