/** Pages of platform/account; web/src/app/pages.ts collects every module's. */
import type { ModulePage } from '../../../app/module-page.ts';
import { screenRoute } from '../../../kit/routes.ts';

export const pages: ModulePage[] = [
  // Master: change password (SGRM013).
  screenRoute('/changepassword', 'SGRM013', () => import('./ChangePasswordPage.tsx')),
];
