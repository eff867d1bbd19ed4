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
import { jobOrdersModule } from './job-orders/routes.ts';
import { gatePassModule } from './gate-pass/routes.ts';
import { assignTechnicianModule } from './assign-technician/routes.ts';
import { filesModule } from './files/routes.ts';
import { imageUploadModule } from './image-upload/routes.ts';
import { vehiclesModule } from './vehicles/routes.ts';
import { dashboardModule } from './dashboard/routes.ts';
import { jobCardsModule } from './job-cards/routes.ts';
// Garage modules (issue 10): imports.
import { garageTechnicianModule } from './garage-technician/routes.ts';
import { estimationModule } from './estimation/routes.ts';
import { garageInspectionModule } from './garage-inspection/routes.ts';
import { storesModule } from './stores/routes.ts';
import { itemRequestModule } from './item-request/routes.ts';
import { garageIssueModule } from './garage-issue/routes.ts';
import { itemMasterModule } from './item-master/routes.ts';
import { approvalsModule } from './approvals/routes.ts';
import { purchaseRequestModule } from './procurement/purchase-request.routes.ts';
import { costSheetModule, lpoModule, purchaseQuotationModule } from './procurement/purchase-order.routes.ts';
// Procurement (issue 12)
import { verifyModule } from './verify/routes.ts';
// Procurement (issue 12)
import { tenderPriceModule } from './tender-price/routes.ts';
// Petty cash (issue 13)
import { pettyCashModule } from './petty-cash/routes.ts';
// Supplier invoice (issue 13)
import { supplierInvoiceModule } from './supplier-invoice/routes.ts';
// 3-in-1 invoice, final invoice and job order submit (issue 13)
import { accountsModule } from './accounts/routes.ts';

// Issue 14, master data: vehicle side: imports.
import { masterDataModule } from './master-data/routes.ts';
// Issue 14, master data: repairs, labour, employees: imports.
import { masterRepairModule } from './master-repair/routes.ts';
// Issue 14, warranty and winch: imports.
import { warrantyModule } from './warranty/routes.ts';
import { winchModule } from './winch/routes.ts';
// Issue 14, scrap spares, transfers, engine service: imports.
import { scrapSparesModule } from './scrap-spares/routes.ts';
import { transfersModule } from './transfers/routes.ts';
// Issue 14, stickers: imports.
import { stickersModule } from './stickers/routes.ts';
// Issue 14, messages: imports.
import { messagesModule } from './messages/routes.ts';
// Issue 15 H1: imports.
// Issue 15 H2: imports.
// Issue 15 H3: imports.
import { managementDashboardsModule } from './management-dashboards/routes.ts';
// Issue 15 H4: imports.
import { reportsModule } from './reports/routes.ts';
// Issue 15 H5: imports.
import { workorderReportsModule } from './workorder-reports/routes.ts';
// Issue 15 H6: imports.
import { costExpenditureModule } from './cost-expenditure/routes.ts';
// Issue 15 H7: imports.
// Issue 25: the top-bar search.
import { searchModule } from './search/routes.ts';
// Issue 25, My work: imports.
import { myWorkModule } from './my-work/routes.ts';

export const modules: ModuleDefinition[] = [
  metaModule,
  authModule,
  usersModule,
  rightsModule,
  notificationsModule,
  lookupsModule,
  maintenanceInvoiceModule,
  jobOrdersModule,
  gatePassModule,
  assignTechnicianModule,
  filesModule,
  imageUploadModule,
  vehiclesModule,
  dashboardModule,
  jobCardsModule,
  // Garage modules (issue 10): entries.
  garageTechnicianModule,
  estimationModule,
  garageInspectionModule,
  storesModule,
  itemRequestModule,
  garageIssueModule,
  itemMasterModule,
  approvalsModule,
  purchaseRequestModule,
  purchaseQuotationModule,
  costSheetModule,
  lpoModule,
  // Procurement (issue 12)
  verifyModule,
  // Procurement (issue 12)
  tenderPriceModule,
  // Petty cash (issue 13)
  pettyCashModule,
  // Supplier invoice (issue 13)
  supplierInvoiceModule,
  // 3-in-1 invoice, final invoice and job order submit (issue 13)
  accountsModule,
  // Issue 14, master data: vehicle side: entries.
  masterDataModule,
  // Issue 14, master data: repairs, labour, employees: entries.
  masterRepairModule,
  // Issue 14, warranty and winch: entries.
  warrantyModule,
  winchModule,
  // Issue 14, scrap spares, transfers, engine service: entries.
  scrapSparesModule,
  transfersModule,
  // Issue 14, stickers: entries.
  stickersModule,
  // Issue 14, messages: entries.
  messagesModule,
  // Issue 15 H1
  // Issue 15 H2
  // Issue 15 H3
  managementDashboardsModule,
  // Issue 15 H4
  reportsModule,
  // Issue 15 H5
  workorderReportsModule,
  // Issue 15 H6
  costExpenditureModule,
  // Issue 15 H7
  // Issue 25: the top-bar search.
  searchModule,
  // Issue 25, My work
  myWorkModule,
];
