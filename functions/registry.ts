/**
 * Every module of the API. CDK makes one Lambda per entry and the local runtime mounts the same
 * list, so the two cannot drift.
 */
import type { ModuleDefinition } from '#lib/registry';
import { authModule } from './auth/routes.ts';
import { usersModule } from './users/routes.ts';
import { rightsModule } from './rights/routes.ts';
import { notificationsModule } from './notifications/routes.ts';
import { lookupsModule } from './lookups/routes.ts';
import { metaModule } from './meta/routes.ts';
import { maintenanceInvoiceModule } from './maintenance-invoice/routes.ts';

export const modules: ModuleDefinition[] = [
  metaModule,
  authModule,
  usersModule,
  rightsModule,
  notificationsModule,
  lookupsModule,
  maintenanceInvoiceModule,
];
