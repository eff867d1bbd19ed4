/**
 * Every module of the API, by the workshop's domains (the spec's navigation: reception, garage,
 * stickers, parts, procurement, accounts, masters, reports, and the platform under them). CDK makes
 * one Lambda per module and the local runtime mounts the same list, so the two cannot drift. A
 * module's code is functions/<domain>/<module name>/ (its handler.ts is the Lambda's entry) unless
 * `folderOf` below names another folder; the engines every module may call are functions/engines/.
 */
import type { ModuleDefinition } from '#lib/registry';
import { authModule } from './platform/auth/routes.ts';
import { usersModule } from './platform/users/routes.ts';
import { rightsModule } from './platform/rights/routes.ts';
import { notificationsModule } from './platform/notifications/routes.ts';
import { lookupsModule } from './platform/lookups/routes.ts';
import { metaModule } from './platform/meta/routes.ts';
import { maintenanceInvoiceModule } from './accounts/maintenance-invoice/routes.ts';
import { jobOrdersModule } from './reception/job-orders/routes.ts';
import { gatePassModule } from './reception/gate-pass/routes.ts';
import { assignTechnicianModule } from './garage/assign-technician/routes.ts';
import { filesModule } from './platform/files/routes.ts';
import { imageUploadModule } from './reception/image-upload/routes.ts';
import { vehiclesModule } from './reception/vehicles/routes.ts';
import { dashboardModule } from './reports/dashboard/routes.ts';
import { jobCardsModule } from './reception/job-cards/routes.ts';
import { garageTechnicianModule } from './garage/garage-technician/routes.ts';
import { estimationModule } from './garage/estimation/routes.ts';
import { garageInspectionModule } from './garage/garage-inspection/routes.ts';
import { storesModule } from './parts/stores/routes.ts';
import { itemRequestModule } from './parts/item-request/routes.ts';
import { garageIssueModule } from './parts/garage-issue/routes.ts';
import { itemMasterModule } from './parts/item-master/routes.ts';
import { approvalsModule } from './platform/approvals/routes.ts';
import { purchaseRequestModule } from './procurement/purchase-request/routes.ts';
import { costSheetModule, lpoModule, purchaseQuotationModule } from './procurement/purchase-order.routes.ts';
import { verifyModule } from './platform/verify/routes.ts';
import { tenderPriceModule } from './masters/tender-price/routes.ts';
import { pettyCashModule } from './accounts/petty-cash/routes.ts';
import { supplierInvoiceModule } from './accounts/supplier-invoice/routes.ts';
import { creditInvoiceModule } from './accounts/credit-invoice/routes.ts';
import { accountsModule } from './accounts/invoices/routes.ts';
import { masterDataModule } from './masters/master-data/routes.ts';
import { masterRepairModule } from './masters/master-repair/routes.ts';
import { warrantyModule } from './garage/warranty/routes.ts';
import { winchModule } from './garage/winch/routes.ts';
import { scrapSparesModule } from './garage/scrap-spares/routes.ts';
import { transfersModule } from './garage/transfers/routes.ts';
import { stickersModule } from './stickers/routes.ts';
import { messagesModule } from './platform/messages/routes.ts';
import { managementDashboardsModule } from './reports/management-dashboards/routes.ts';
import { reportsModule } from './reports/general/routes.ts';
import { workorderReportsModule } from './reports/workorder-reports/routes.ts';
import { costExpenditureModule } from './reports/cost-expenditure/routes.ts';
import { searchModule } from './reports/search/routes.ts';
import { myWorkModule } from './reports/my-work/routes.ts';

export const domainNames = [
  'platform',
  'reception',
  'garage',
  'stickers',
  'parts',
  'procurement',
  'accounts',
  'masters',
  'reports',
] as const;
export type DomainName = (typeof domainNames)[number];

export const domains: Record<DomainName, ModuleDefinition[]> = {
  platform: [
    metaModule,
    authModule,
    usersModule,
    rightsModule,
    approvalsModule,
    notificationsModule,
    messagesModule,
    lookupsModule,
    filesModule,
    verifyModule,
  ],
  reception: [jobCardsModule, jobOrdersModule, vehiclesModule, gatePassModule, imageUploadModule],
  garage: [
    assignTechnicianModule,
    garageTechnicianModule,
    garageInspectionModule,
    estimationModule,
    warrantyModule,
    scrapSparesModule,
    transfersModule,
    winchModule,
  ],
  stickers: [stickersModule],
  parts: [itemRequestModule, garageIssueModule, storesModule, itemMasterModule],
  procurement: [purchaseRequestModule, purchaseQuotationModule, costSheetModule, lpoModule],
  accounts: [
    accountsModule,
    maintenanceInvoiceModule,
    pettyCashModule,
    supplierInvoiceModule,
    creditInvoiceModule,
  ],
  masters: [masterDataModule, masterRepairModule, tenderPriceModule],
  reports: [
    dashboardModule,
    managementDashboardsModule,
    reportsModule,
    workorderReportsModule,
    costExpenditureModule,
    searchModule,
    myWorkModule,
  ],
};

export const modules: ModuleDefinition[] = domainNames.flatMap((name) => domains[name]);

/** Modules whose folder is not <domain>/<module name>: the domain that is one module, and two older names. */
const folderOverrides: Record<string, string> = {
  stickers: 'stickers',
  accounts: 'accounts/invoices',
  reports: 'reports/general',
};

/** The folder under functions/ holding a module's code and its handler.ts. */
export function folderOf(module: ModuleDefinition): string {
  const override = folderOverrides[module.name];
  if (override) return override;
  const domain = domainNames.find((name) => domains[name].includes(module));
  if (!domain) throw new Error(`module ${module.name} is in no domain`);
  return `${domain}/${module.name}`;
}

/** The folders under functions/ of the Lambdas that are not API modules. */
export const lambdaFolders = {
  /** One handler file per WebSocket route. */
  webSocket: 'platform/ws',
  /** The bus subscribers and scheduled tasks (the status outbox relay, notifications, projections). */
  events: 'engines/events',
  /** The demo data, run once by the local runtime and by infra/scripts/seed-aws.ts. */
  seed: 'platform/seed',
} as const;
