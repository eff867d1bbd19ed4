/**
 * Module pages of the SPA: each list screen of spec 000 section 2 that exists in the product, with the
 * screen code its rights live under. The navigation shows a screen only when it is listed here (no
 * placeholder pages) and the router mounts these as lazy routes behind the rights guard.
 */
import type { RightAction } from '@fleet/shared';
import { lazyComponent, type LazyComponent } from '../kit/lazy.ts';

export interface ModulePage {
  /** Route path, as the spec writes it (e.g. `/userMasterlist`, `/userMaster`). */
  path: string;
  /** Screen code whose rights guard the route (shared/src/platform/screens.ts). */
  screen: string;
  /** Right needed to open the route; a list needs any right (spec section 6), a form its mode's right. */
  needs: 'any' | RightAction;
  /** Shown in the navigation (list screens) or only reachable from a list (forms). */
  inNavigation: boolean;
  /** i18n key of the page title (breadcrumbs), e.g. `nav:screens.SGRM011`. */
  titleKey: string;
  /** The page's code, loaded by its route before the page renders (router.tsx). */
  component: LazyComponent;
}

/** Filled by the modules as they are built; keep list and form routes of a module together. */
export const modulePages: ModulePage[] = [
  // Garage: after the repair: washing (SGRG011), delivery approval (SGRG013), parking at the garage (SGRG016).
  {
    path: '/washinglist',
    screen: 'SGRG011',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG011',
    component: lazyComponent(() =>
      import('../modules/garage/assign-technician/after-repair/WashingPages.tsx').then((module) => ({
        default: module.WashingListPage,
      })),
    ),
  },
  {
    path: '/washing',
    screen: 'SGRG011',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:washingForm.title',
    component: lazyComponent(() =>
      import('../modules/garage/assign-technician/after-repair/WashingPages.tsx').then((module) => ({
        default: module.WashingFormPage,
      })),
    ),
  },
  {
    path: '/vehicledeliveryapprovelist',
    screen: 'SGRG013',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG013',
    component: lazyComponent(() =>
      import('../modules/garage/assign-technician/after-repair/DeliveryApprovalPages.tsx').then((module) => ({
        default: module.DeliveryApprovalListPage,
      })),
    ),
  },
  {
    path: '/vehicledeliveryapprove',
    screen: 'SGRG013',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:deliveryApprovalForm.title',
    component: lazyComponent(() =>
      import('../modules/garage/assign-technician/after-repair/DeliveryApprovalPages.tsx').then((module) => ({
        default: module.DeliveryApprovalFormPage,
      })),
    ),
  },
  {
    path: '/parkinggaragelist',
    screen: 'SGRG016',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG016',
    component: lazyComponent(() =>
      import('../modules/garage/assign-technician/after-repair/ParkingGaragePages.tsx').then((module) => ({
        default: module.ParkingGarageListPage,
      })),
    ),
  },
  {
    path: '/parking',
    screen: 'SGRG016',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:parkingGarageForm.title',
    component: lazyComponent(() =>
      import('../modules/garage/assign-technician/after-repair/ParkingGaragePages.tsx').then((module) => ({
        default: module.ParkingGarageFormPage,
      })),
    ),
  },
  // Garage: inspection (SGRG003), repair job completion (SGRG007), final QC by the garage (SGRG008) and MOI (SGRG009).
  {
    path: '/inspectionlistIns',
    screen: 'SGRG003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG003',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/InspectionListPage.tsx').then((module) => ({
        default: module.InspectionListPage,
      })),
    ),
  },
  {
    path: '/inspectionIns',
    screen: 'SGRG003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageInspection:form.title',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/InspectionPage.tsx').then((module) => ({
        default: module.InspectionPage,
      })),
    ),
  },
  {
    path: '/repairjobcompletionlist',
    screen: 'SGRG007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG007',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/RepairPages.tsx').then((module) => ({
        default: module.RepairListPage,
      })),
    ),
  },
  {
    path: '/repairjobcompletion',
    screen: 'SGRG007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageInspection:repair.listTitle',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/RepairPages.tsx').then((module) => ({
        default: module.RepairFormPage,
      })),
    ),
  },
  {
    path: '/finalqcgaragelist',
    screen: 'SGRG008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG008',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcGarageListPage,
      })),
    ),
  },
  {
    path: '/finalqcgarage',
    screen: 'SGRG008',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'garageInspection:finalQc.garageTitle',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcGarageFormPage,
      })),
    ),
  },
  {
    path: '/finalqcmoilist',
    screen: 'SGRG009',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG009',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcMoiListPage,
      })),
    ),
  },
  {
    path: '/finalqcmoi',
    screen: 'SGRG009',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'garageInspection:finalQc.moiTitle',
    component: lazyComponent(() =>
      import('../modules/garage/garage-inspection/FinalQcPages.tsx').then((module) => ({
        default: module.FinalQcMoiFormPage,
      })),
    ),
  },
  // Garage: vehicle workflow (SGRG012).
  {
    path: '/vehicle-workflow',
    screen: 'SGRG012',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG012',
    component: lazyComponent(() => import('../modules/garage/vehicle-workflow/VehicleWorkflowPage.tsx')),
  },
  // Garage: estimation with its approval (SGRG004).
  {
    path: '/estimationlist',
    screen: 'SGRG004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG004',
    component: lazyComponent(() => import('../modules/garage/estimation/list/EstimationListPage.tsx')),
  },
  {
    // The form checks the right of its mode itself; APPROVE (an approver's link) reads with views.
    path: '/estimation',
    screen: 'SGRG004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'estimation:form.title',
    component: lazyComponent(() => import('../modules/garage/estimation/form/EstimationPage.tsx')),
  },
  // Garage: item requests with the garage approver's line-by-line approval (SGRG021).
  {
    path: '/sparepartsapprovelist',
    screen: 'SGRG021',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG021',
    component: lazyComponent(() => import('../modules/parts/item-request/list/ItemRequestListPage.tsx')),
  },
  {
    // The form checks the right of its mode itself; APPROVE (the approver's link) reads with views.
    path: '/sparepartsapprove',
    screen: 'SGRG021',
    needs: 'any',
    inNavigation: false,
    titleKey: 'itemRequest:form.title',
    component: lazyComponent(() => import('../modules/parts/item-request/form/ItemRequestPage.tsx')),
  },
  // Garage: garage requests for parts the store lacks (SGRG006).
  {
    path: '/garageRequestVoucherlist',
    screen: 'SGRG006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG006',
    component: lazyComponent(() => import('../modules/parts/garage-issue/list/GarageRequestListPage.tsx')),
  },
  {
    path: '/garageRequestVoucher',
    screen: 'SGRG006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageIssue:requestForm.title',
    component: lazyComponent(() => import('../modules/parts/garage-issue/form/GarageRequestPage.tsx')),
  },
  // KPTC reception: garage issue vouchers against approved item requests (SGRK004).
  {
    path: '/garageIssueVoucherlist',
    screen: 'SGRK004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK004',
    component: lazyComponent(() => import('../modules/parts/garage-issue/list/GarageIssueListPage.tsx')),
  },
  {
    path: '/garageIssueVoucher',
    screen: 'SGRK004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageIssue:form.title',
    component: lazyComponent(() => import('../modules/parts/garage-issue/form/GarageIssuePage.tsx')),
  },
  // Stores (SGRX001-005) and the garage's consignment store (SGRG005): one list and one form per voucher type.
  {
    path: '/storereceiptdirectlist',
    screen: 'SGRX001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX001',
    component: lazyComponent(() =>
      import('../modules/parts/stores/list/VoucherListPage.tsx').then((module) => ({
        default: module.DirectReceiptList,
      })),
    ),
  },
  {
    path: '/storereceiptdirect',
    screen: 'SGRX001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.directReceipt.form',
    component: lazyComponent(() =>
      import('../modules/parts/stores/form/VoucherFormPage.tsx').then((module) => ({
        default: module.DirectReceiptForm,
      })),
    ),
  },
  {
    path: '/issueVoucherlist',
    screen: 'SGRX002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX002',
    component: lazyComponent(() =>
      import('../modules/parts/stores/list/VoucherListPage.tsx').then((module) => ({
        default: module.IssueVoucherList,
      })),
    ),
  },
  {
    path: '/issueVoucher',
    screen: 'SGRX002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.issue.form',
    component: lazyComponent(() =>
      import('../modules/parts/stores/form/VoucherFormPage.tsx').then((module) => ({
        default: module.IssueVoucherForm,
      })),
    ),
  },
  {
    path: '/returnvoucherlist',
    screen: 'SGRX003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX003',
    component: lazyComponent(() =>
      import('../modules/parts/stores/list/VoucherListPage.tsx').then((module) => ({
        default: module.ReturnVoucherList,
      })),
    ),
  },
  {
    path: '/returnvoucher',
    screen: 'SGRX003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.return.form',
    component: lazyComponent(() =>
      import('../modules/parts/stores/form/VoucherFormPage.tsx').then((module) => ({
        default: module.ReturnVoucherForm,
      })),
    ),
  },
  {
    path: '/transferVoucherlist',
    screen: 'SGRX004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX004',
    component: lazyComponent(() =>
      import('../modules/parts/stores/list/VoucherListPage.tsx').then((module) => ({
        default: module.TransferVoucherList,
      })),
    ),
  },
  {
    path: '/transferVoucher',
    screen: 'SGRX004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.transfer.form',
    component: lazyComponent(() =>
      import('../modules/parts/stores/form/VoucherFormPage.tsx').then((module) => ({
        default: module.TransferVoucherForm,
      })),
    ),
  },
  {
    path: '/transferVoucherdirectlist',
    screen: 'SGRX005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX005',
    component: lazyComponent(() =>
      import('../modules/parts/stores/list/VoucherListPage.tsx').then((module) => ({
        default: module.TransferDirectList,
      })),
    ),
  },
  {
    path: '/transferVoucherdirect',
    screen: 'SGRX005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.transferDirect.form',
    component: lazyComponent(() =>
      import('../modules/parts/stores/form/VoucherFormPage.tsx').then((module) => ({
        default: module.TransferDirectForm,
      })),
    ),
  },
  {
    path: '/consignmentstorelist',
    screen: 'SGRG005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG005',
    component: lazyComponent(() =>
      import('../modules/parts/stores/list/VoucherListPage.tsx').then((module) => ({
        default: module.ConsignmentList,
      })),
    ),
  },
  {
    path: '/consignmentstore',
    screen: 'SGRG005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stores:types.consignment.form',
    component: lazyComponent(() =>
      import('../modules/parts/stores/form/VoucherFormPage.tsx').then((module) => ({
        default: module.ConsignmentForm,
      })),
    ),
  },
  // Reports: the store reports (SGRR011, SGRR018-021).
  {
    path: '/currentStockReport',
    screen: 'SGRR020',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR020',
    component: lazyComponent(() =>
      import('../modules/reports/store-reports/StoreReportPage.tsx').then((m) => ({
        default: m.CurrentStockReport,
      })),
    ),
  },
  {
    path: '/stockQueryReport',
    screen: 'SGRR019',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR019',
    component: lazyComponent(() =>
      import('../modules/reports/store-reports/StoreReportPage.tsx').then((m) => ({
        default: m.StockQueryReport,
      })),
    ),
  },
  {
    path: '/storeDocumentsReport',
    screen: 'SGRR021',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR021',
    component: lazyComponent(() =>
      import('../modules/reports/store-reports/StoreReportPage.tsx').then((m) => ({
        default: m.StoreDocumentsReport,
      })),
    ),
  },
  {
    path: '/dailyTransactionReport',
    screen: 'SGRR018',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR018',
    component: lazyComponent(() =>
      import('../modules/reports/store-reports/StoreReportPage.tsx').then((m) => ({
        default: m.DailyTransactionReport,
      })),
    ),
  },
  {
    path: '/sparePartsOilConsumption',
    screen: 'SGRR011',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR011',
    component: lazyComponent(() =>
      import('../modules/reports/store-reports/StoreReportPage.tsx').then((m) => ({
        default: m.SparePartsConsumptionReport,
      })),
    ),
  },
  // Master: item master open requests and the item master (SGRM009).
  {
    path: '/itemmasteropenrequestlist',
    screen: 'SGRM009',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM009',
    component: lazyComponent(() => import('../modules/parts/item-master/ItemOpenRequestListPage.tsx')),
  },
  {
    path: '/itemmasteropenrequest',
    screen: 'SGRM009',
    needs: 'any',
    inNavigation: false,
    titleKey: 'itemMaster:request.title',
    component: lazyComponent(() =>
      import('../modules/parts/item-master/forms.tsx').then((module) => ({
        default: module.OpenRequestForm,
      })),
    ),
  },
  {
    path: '/itemmaster',
    screen: 'SGRM009',
    needs: 'any',
    inNavigation: false,
    titleKey: 'itemMaster:item.title',
    component: lazyComponent(() =>
      import('../modules/parts/item-master/forms.tsx').then((module) => ({ default: module.ItemForm })),
    ),
  },
  // Master: tender prices (SGRM002), the suppliers' contracted prices of items.
  {
    path: '/Tenderpricemaster',
    screen: 'SGRM002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM002',
    component: lazyComponent(() => import('../modules/masters/tender-price/TenderPriceListPage.tsx')),
  },
  {
    path: '/CreateTenderPrice',
    screen: 'SGRM002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'tenderPrice:form.title',
    component: lazyComponent(() => import('../modules/masters/tender-price/TenderPriceFormPage.tsx')),
  },
  // Stores: purchase requests for a store with the parts to purchase (SGRX006); Procurement: purchase
  // requests with a job order (SGRP001) and the suppliers' quotations (SGRP002) (issue 12).
  {
    path: '/purchaseReqEntrylist',
    screen: 'SGRX006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRX006',
    component: lazyComponent(
      () => import('../modules/procurement/purchase-request/list/PurchaseRequestListPage.tsx'),
    ),
  },
  {
    path: '/purchaseReqEntry',
    screen: 'SGRX006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'purchaseRequest:form.title.plain',
    component: lazyComponent(
      () => import('../modules/procurement/purchase-request/form/PurchaseRequestPage.tsx'),
    ),
  },
  {
    path: '/purchaseReqEntrywithjolist',
    screen: 'SGRP001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP001',
    component: lazyComponent(() =>
      import('../modules/procurement/purchase-request/list/PurchaseRequestListPage.tsx').then((module) => ({
        default: module.PurchaseRequestWithJoListPage,
      })),
    ),
  },
  {
    path: '/purchaseReqEntrywithjo',
    screen: 'SGRP001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'purchaseRequest:form.title.withjo',
    component: lazyComponent(() =>
      import('../modules/procurement/purchase-request/form/PurchaseRequestPage.tsx').then((module) => ({
        default: module.PurchaseRequestWithJoPage,
      })),
    ),
  },
  {
    path: '/quotationpurlist',
    screen: 'SGRP002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP002',
    component: lazyComponent(
      () => import('../modules/procurement/purchase-quotation/list/QuotationListPage.tsx'),
    ),
  },
  {
    path: '/quotationpur',
    screen: 'SGRP002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'purchaseQuotation:form.title',
    component: lazyComponent(
      () => import('../modules/procurement/purchase-quotation/form/QuotationPage.tsx'),
    ),
  },
  // Procurement: cost sheets (SGRP003) with their MOI (SGRP004) and KPTC / third level (SGRP005)
  // approvals, local purchase orders with the KPTC approval (SGRP006) and item inspection (SGRP007).
  // Forms check the right of their mode themselves; an approver's link reads with views.
  {
    path: '/costsheetlist',
    screen: 'SGRP003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP003',
    component: lazyComponent(() => import('../modules/procurement/cost-sheet/list/CostSheetListPage.tsx')),
  },
  {
    path: '/costsheet',
    screen: 'SGRP003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'costSheet:form.title',
    component: lazyComponent(() => import('../modules/procurement/cost-sheet/form/CostSheetPage.tsx')),
  },
  {
    path: '/costsheetapprovallist',
    screen: 'SGRP004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP004',
    component: lazyComponent(
      () => import('../modules/procurement/cost-sheet/list/CostSheetApprovalListPage.tsx'),
    ),
  },
  {
    path: '/costsheetapproval',
    screen: 'SGRP004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'nav:screens.SGRP004',
    component: lazyComponent(
      () => import('../modules/procurement/cost-sheet/form/CostSheetApprovalPage.tsx'),
    ),
  },
  {
    path: '/costsheetapprovalSeclist',
    screen: 'SGRP005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP005',
    component: lazyComponent(() =>
      import('../modules/procurement/cost-sheet/list/CostSheetApprovalListPage.tsx').then((module) => ({
        default: module.CostSheetApprovalSecListPage,
      })),
    ),
  },
  {
    path: '/costsheetapprovalSec',
    screen: 'SGRP005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'nav:screens.SGRP005',
    component: lazyComponent(() =>
      import('../modules/procurement/cost-sheet/form/CostSheetApprovalPage.tsx').then((module) => ({
        default: module.CostSheetApprovalSecPage,
      })),
    ),
  },
  {
    path: '/inspectionnewlist',
    screen: 'SGRP006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP006',
    component: lazyComponent(() => import('../modules/procurement/lpo/list/LpoListPage.tsx')),
  },
  {
    path: '/inspectionnew',
    screen: 'SGRP006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'lpo:form.title',
    component: lazyComponent(() => import('../modules/procurement/lpo/form/LpoPage.tsx')),
  },
  {
    path: '/purchaseorderapproval',
    screen: 'SGRP006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'lpo:approval.title',
    component: lazyComponent(() => import('../modules/procurement/lpo/form/LpoPage.tsx')),
  },
  {
    path: '/iteminspecctionlist',
    screen: 'SGRP007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRP007',
    component: lazyComponent(() =>
      import('../modules/procurement/lpo/inspection/InspectionPages.tsx').then((module) => ({
        default: module.InspectionListPage,
      })),
    ),
  },
  {
    path: '/iteminspecction',
    screen: 'SGRP007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'lpo:inspection.title',
    component: lazyComponent(() => import('../modules/procurement/lpo/inspection/InspectionPages.tsx')),
  },
  // Garage: technician and workshop assignment (SGRG002).
  {
    path: '/technicianDetailslist',
    screen: 'SGRG002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG002',
    component: lazyComponent(() => import('../modules/garage/garage-technician/list/TechnicianListPage.tsx')),
  },
  {
    path: '/technicianDetails',
    screen: 'SGRG002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'garageTechnician:form.title',
    component: lazyComponent(() => import('../modules/garage/garage-technician/form/TechnicianFormPage.tsx')),
  },
  // KPTC reception: job orders (SGRK003), status changes (SGRK006, SGRK007), vehicle history (SGRK008).
  {
    path: '/receptionInspectionList',
    screen: 'SGRK003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK003',
    component: lazyComponent(
      () => import('../modules/reception/job-orders/list/ReceptionInspectionListPage.tsx'),
    ),
  },
  {
    path: '/receptionInspection',
    screen: 'SGRK003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobOrders:form.title',
    component: lazyComponent(
      () => import('../modules/reception/job-orders/form/ReceptionInspectionPage.tsx'),
    ),
  },
  {
    path: '/changejoborderstatusnew',
    screen: 'SGRK006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK006',
    component: lazyComponent(
      () => import('../modules/reception/job-orders/status/ChangeJobOrderStatusPage.tsx'),
    ),
  },
  {
    path: '/changejobstatusbyplate',
    screen: 'SGRK007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK007',
    component: lazyComponent(
      () => import('../modules/reception/job-orders/status/ChangeJobStatusByPlatePage.tsx'),
    ),
  },
  {
    path: '/vehicleHistoryPage',
    screen: 'SGRK008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK008',
    component: lazyComponent(() => import('../modules/reception/job-orders/history/VehicleHistoryPage.tsx')),
  },
  // Master: user master (SGRM011).
  {
    path: '/userMasterlist',
    screen: 'SGRM011',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM011',
    component: lazyComponent(() => import('../modules/platform/users/list/UserListPage.tsx')),
  },
  {
    // The form checks the right of its mode (ADD adds, EDIT edits, VIEW views) itself.
    path: '/userMaster',
    screen: 'SGRM011',
    needs: 'any',
    inNavigation: false,
    titleKey: 'users:formTitle',
    component: lazyComponent(() => import('../modules/platform/users/form/UserFormPage.tsx')),
  },
  // Master: role permission assignment (SGRM010).
  {
    path: '/Rolepermissionassignmentlist',
    screen: 'SGRM010',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM010',
    component: lazyComponent(() => import('../modules/platform/rights/list/RoleListPage.tsx')),
  },
  {
    path: '/rolepermissionassign',
    screen: 'SGRM010',
    needs: 'any',
    inNavigation: false,
    titleKey: 'rights:formTitle',
    component: lazyComponent(() => import('../modules/platform/rights/form/RolePermissionPage.tsx')),
  },
  // Accounts: supplier invoice (SGRT001) and its KPTC approval (SGRT002), issue 13.
  {
    path: '/supplierinvoicelist',
    screen: 'SGRT001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT001',
    component: lazyComponent(
      () => import('../modules/accounts/supplier-invoice/SupplierInvoiceListPage.tsx'),
    ),
  },
  {
    path: '/supplierinvoice',
    screen: 'SGRT001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'supplierInvoice:form.title',
    component: lazyComponent(() => import('../modules/accounts/supplier-invoice/SupplierInvoicePage.tsx')),
  },
  {
    path: '/supplierinvoicelistApr',
    screen: 'SGRT002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT002',
    component: lazyComponent(
      () => import('../modules/accounts/supplier-invoice/SupplierInvoiceApprovalListPage.tsx'),
    ),
  },
  {
    path: '/supplierinvoiceApr',
    screen: 'SGRT002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'supplierInvoice:approval.title',
    component: lazyComponent(() =>
      import('../modules/accounts/supplier-invoice/SupplierInvoicePage.tsx').then((module) => ({
        default: module.SupplierInvoiceApprovalPage,
      })),
    ),
  },
  // Accounts: petty cash (SGRT003) and its third-level approval (SGRT004), issue 13. Forms check the
  // right of their mode themselves; the approver's link reads with views.
  {
    path: '/pettycashList',
    screen: 'SGRT003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT003',
    component: lazyComponent(() => import('../modules/accounts/petty-cash/list/PettyCashListPage.tsx')),
  },
  {
    path: '/pettycash',
    screen: 'SGRT003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'pettyCash:form.title',
    component: lazyComponent(() => import('../modules/accounts/petty-cash/form/PettyCashPage.tsx')),
  },
  {
    path: '/pettycashAprList',
    screen: 'SGRT004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT004',
    component: lazyComponent(
      () => import('../modules/accounts/petty-cash/list/PettyCashApprovalListPage.tsx'),
    ),
  },
  {
    path: '/pettycashApr',
    screen: 'SGRT004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'pettyCash:approval.title',
    component: lazyComponent(() => import('../modules/accounts/petty-cash/form/PettyCashApprovalPage.tsx')),
  },
  // Accounts: 3-in-1 and final invoice (SGRT005, with MOI's 3-in-1 approval) and job order submit
  // (SGRT006), issue 13. Forms check the right of their mode themselves; the approver's link reads
  // with views.
  {
    path: '/finalInvoicelist',
    screen: 'SGRT005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT005',
    component: lazyComponent(() => import('../modules/accounts/final-invoice/list/FinalInvoiceListPage.tsx')),
  },
  {
    path: '/finalInvoice',
    screen: 'SGRT005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'finalInvoice:form.title',
    component: lazyComponent(() => import('../modules/accounts/final-invoice/form/ThreeInOnePage.tsx')),
  },
  {
    path: '/finalInvoiceApr',
    screen: 'SGRT005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'finalInvoice:approval.title',
    component: lazyComponent(
      () => import('../modules/accounts/final-invoice/form/ThreeInOneApprovalPage.tsx'),
    ),
  },
  {
    path: '/joborderSubmitInvoicelist',
    screen: 'SGRT006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT006',
    component: lazyComponent(() => import('../modules/accounts/final-invoice/list/JoSubmitListPage.tsx')),
  },
  // Accounts: maintenance invoice (SGRT076).
  {
    // The list checks the spec's four rights (adds, edits, deletes, views) itself.
    path: '/maintenanceinvoicelist',
    screen: 'SGRT076',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRT076',
    component: lazyComponent(
      () => import('../modules/accounts/maintenance-invoice/list/MaintenanceInvoiceListPage.tsx'),
    ),
  },
  {
    path: '/maintenanceinvoice',
    screen: 'SGRT076',
    needs: 'any',
    inNavigation: false,
    titleKey: 'invoice:formTitle',
    component: lazyComponent(
      () => import('../modules/accounts/maintenance-invoice/form/MaintenanceInvoicePage.tsx'),
    ),
  },
  // KPTC Reception: QC technician assignment (SGRK001, MOI and reception variants), parking at reception
  // (SGRK005); MOI Reception: vehicle delivery (SGRJ003). Forms check the right of their mode themselves.
  {
    path: '/technicianDetailslistmoi',
    screen: 'SGRK001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK001',
    component: lazyComponent(
      () => import('../modules/garage/assign-technician/technician/TechnicianListPage.tsx'),
    ),
  },
  {
    path: '/technicianDetailsmoi',
    screen: 'SGRK001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'assignTechnician:technicianForm.title',
    component: lazyComponent(
      () => import('../modules/garage/assign-technician/technician/TechnicianFormPage.tsx'),
    ),
  },
  {
    path: '/parkingreceptionlist',
    screen: 'SGRK005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK005',
    component: lazyComponent(() => import('../modules/garage/assign-technician/parking/ParkingListPage.tsx')),
  },
  {
    path: '/parkingreception',
    screen: 'SGRK005',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:parkingForm.title',
    component: lazyComponent(() => import('../modules/garage/assign-technician/parking/ParkingFormPage.tsx')),
  },
  {
    path: '/vehicledeliverylist',
    screen: 'SGRJ003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ003',
    component: lazyComponent(
      () => import('../modules/garage/assign-technician/delivery/DeliveryListPage.tsx'),
    ),
  },
  {
    path: '/vehicledelivery',
    screen: 'SGRJ003',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:deliveryForm.title',
    component: lazyComponent(
      () => import('../modules/garage/assign-technician/delivery/DeliveryFormPage.tsx'),
    ),
  },
  // Garage: gate pass in (SGRG001): list, the stepper (also at /qualitycontrol) and the form alone.
  {
    path: '/gatepassinlist',
    screen: 'SGRG001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG001',
    component: lazyComponent(() => import('../modules/reception/gate-pass/list/GatePassInListPage.tsx')),
  },
  {
    path: '/gatepassin',
    screen: 'SGRG001',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'gatePass:stepper.title',
    component: lazyComponent(
      () => import('../modules/reception/gate-pass/stepper/GatePassInStepperPage.tsx'),
    ),
  },
  {
    path: '/qualitycontrol',
    screen: 'SGRG001',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'gatePass:stepper.title',
    component: lazyComponent(
      () => import('../modules/reception/gate-pass/stepper/GatePassInStepperPage.tsx'),
    ),
  },
  {
    path: '/gatepassin-direct',
    screen: 'SGRG001',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'gatePass:in.title',
    component: lazyComponent(() => import('../modules/reception/gate-pass/stepper/GatePassInDirectPage.tsx')),
  },
  // Garage: gate pass out (SGRG010).
  {
    path: '/gatepassoutlist',
    screen: 'SGRG010',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG010',
    component: lazyComponent(() => import('../modules/reception/gate-pass/list/GatePassOutListPage.tsx')),
  },
  {
    // The form checks the right of its mode (ADD adds, EDIT edits, VIEW views) itself.
    path: '/gatepassout',
    screen: 'SGRG010',
    needs: 'any',
    inNavigation: false,
    titleKey: 'gatePass:out.title',
    component: lazyComponent(() => import('../modules/reception/gate-pass/out/GatePassOutPage.tsx')),
  },
  // Master: vehicle master (SGRM005).
  {
    // The list checks the four rights (adds, edits, deletes, views) itself.
    path: '/vehicleMasterlist',
    screen: 'SGRM005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM005',
    component: lazyComponent(() => import('../modules/reception/vehicles/list/VehicleListPage.tsx')),
  },
  {
    path: '/vehicleMaster',
    screen: 'SGRM005',
    needs: 'any',
    inNavigation: false,
    titleKey: 'vehicles:formTitle',
    component: lazyComponent(() => import('../modules/reception/vehicles/form/VehicleFormPage.tsx')),
  },
  // KPTC Reception: image upload (SGRK002; ?frmtypeimg=moi reads MOI uploads under the same route).
  {
    // List and form check the rights of their form type's screen themselves.
    path: '/imageuploadlistrecmoi',
    screen: 'SGRK002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK002',
    component: lazyComponent(() => import('../modules/reception/image-upload/list/ImageUploadListPage.tsx')),
  },
  {
    path: '/imageuploadrecmoi',
    screen: 'SGRK002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'imageUpload:form.titleAdd',
    component: lazyComponent(() => import('../modules/reception/image-upload/form/ImageUploadPage.tsx')),
  },
  // Approval administration (issue 12): delegation of authority on the everyone-screen SGRM013 (any
  // signed-in user; the server checks who may delegate what), the limit table on SGRM010.
  {
    path: '/delegation',
    screen: 'SGRM013',
    needs: 'any',
    inNavigation: false,
    titleKey: 'approvalAdmin:delegation.title',
    component: lazyComponent(() => import('../modules/platform/approval-admin/DelegationPage.tsx')),
  },
  {
    path: '/approvalLimits',
    screen: 'SGRM010',
    needs: 'any',
    inNavigation: false,
    titleKey: 'approvalAdmin:limits.title',
    component: lazyComponent(() => import('../modules/platform/approval-admin/ApprovalLimitsPage.tsx')),
  },
  // Master: change password (SGRM013).
  {
    path: '/changepassword',
    screen: 'SGRM013',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM013',
    component: lazyComponent(() => import('../modules/platform/account/ChangePasswordPage.tsx')),
  },
  // MOI Reception: job cards (SGRJ001), inspector assignment and inspection (SGRJ002), reopen (SGRJ004);
  // Garage: rejected job cards (SGRG020). Forms check the right of their mode themselves.
  {
    path: '/jobCardQslist',
    screen: 'SGRJ001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ001',
    component: lazyComponent(() => import('../modules/reception/job-cards/list/JobCardListPage.tsx')),
  },
  {
    path: '/jobCardQs',
    screen: 'SGRJ001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:form.title',
    component: lazyComponent(() => import('../modules/reception/job-cards/form/JobCardPage.tsx')),
  },
  {
    path: '/inspectionlistmoi',
    screen: 'SGRJ002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ002',
    component: lazyComponent(() => import('../modules/reception/job-cards/inspector/InspectorListPage.tsx')),
  },
  {
    path: '/assigninspectormoi',
    screen: 'SGRJ002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:assign.title',
    component: lazyComponent(
      () => import('../modules/reception/job-cards/inspector/AssignInspectorPage.tsx'),
    ),
  },
  {
    path: '/inspectionmoi',
    screen: 'SGRJ002',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:inspection.title',
    component: lazyComponent(() => import('../modules/reception/job-cards/inspector/InspectionPage.tsx')),
  },
  {
    path: '/jobCardReOpenlist',
    screen: 'SGRJ004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ004',
    component: lazyComponent(() => import('../modules/reception/job-cards/reopen/ReopenListPage.tsx')),
  },
  {
    path: '/jobCardReOpen',
    screen: 'SGRJ004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:reopen.title',
    component: lazyComponent(() => import('../modules/reception/job-cards/reopen/ReopenPage.tsx')),
  },
  {
    path: '/rejectJobCardList',
    screen: 'SGRG020',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG020',
    component: lazyComponent(() => import('../modules/reception/job-cards/reject/RejectListPage.tsx')),
  },
  {
    path: '/rejectJobCard',
    screen: 'SGRG020',
    needs: 'any',
    inNavigation: false,
    titleKey: 'jobCards:reject.title',
    component: lazyComponent(() => import('../modules/reception/job-cards/reject/RejectPage.tsx')),
  },
  // Issue 14, master data: vehicle side.
  {
    path: '/vehicleMakelist',
    screen: 'SGRM001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM001',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({ default: module.MakeListPage })),
    ),
  },
  {
    path: '/VehicleMake',
    screen: 'SGRM001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:make.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({ default: module.MakeFormPage })),
    ),
  },
  {
    path: '/vehicleModellist',
    screen: 'SGRM003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM003',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.ModelListPage,
      })),
    ),
  },
  {
    path: '/VehicleModel',
    screen: 'SGRM003',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:model.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.ModelFormPage,
      })),
    ),
  },
  {
    path: '/supplierlist',
    screen: 'SGRM006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM006',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.SupplierListPage,
      })),
    ),
  },
  {
    path: '/supplier',
    screen: 'SGRM006',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:supplier.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.SupplierFormPage,
      })),
    ),
  },
  {
    path: '/color',
    screen: 'SGRM022',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM022',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.ColorListPage,
      })),
    ),
  },
  {
    path: '/colorDetail',
    screen: 'SGRM022',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:color.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.ColorFormPage,
      })),
    ),
  },
  {
    path: '/accessoriesMaster',
    screen: 'SGRM021',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM021',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.AccessoryListPage,
      })),
    ),
  },
  {
    path: '/accessory',
    screen: 'SGRM021',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:accessory.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.AccessoryFormPage,
      })),
    ),
  },
  {
    path: '/servicemoi',
    screen: 'SGRM014',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM014',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.ServiceListPage,
      })),
    ),
  },
  {
    path: '/servicemoiDetail',
    screen: 'SGRM014',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterData:service.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-data/pages.tsx').then((module) => ({
        default: module.ServiceFormPage,
      })),
    ),
  },
  // Issue 14, master data: repairs, labour, employees.
  {
    path: '/mainrepairlist',
    screen: 'SGRM007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM007',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/MainRepairPages.tsx').then((module) => ({
        default: module.MainRepairListPage,
      })),
    ),
  },
  {
    path: '/mainrepair',
    screen: 'SGRM007',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:mainRepair.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/MainRepairPages.tsx').then((module) => ({
        default: module.MainRepairFormPage,
      })),
    ),
  },
  {
    path: '/labourScreen',
    screen: 'SGRM008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM008',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/LabourScreenPages.tsx').then((module) => ({
        default: module.LabourScreenListPage,
      })),
    ),
  },
  {
    path: '/labourScreenDetail',
    screen: 'SGRM008',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:labourScreen.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/LabourScreenPages.tsx').then((module) => ({
        default: module.SubRepairFormPage,
      })),
    ),
  },
  {
    path: '/labourChargeList',
    screen: 'SGRM012',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM012',
    component: lazyComponent(() => import('../modules/masters/master-repair/LabourChargeListPage.tsx')),
  },
  {
    path: '/labourChargePage',
    screen: 'SGRM012',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:labourCharge.formTitle',
    component: lazyComponent(() => import('../modules/masters/master-repair/LabourChargeFormPage.tsx')),
  },
  {
    path: '/employee',
    screen: 'SGRM020',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM020',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/EmployeePages.tsx').then((module) => ({
        default: module.EmployeeListPage,
      })),
    ),
  },
  {
    path: '/employeeDetail',
    screen: 'SGRM020',
    needs: 'any',
    inNavigation: false,
    titleKey: 'masterRepair:employee.formTitle',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/EmployeePages.tsx').then((module) => ({
        default: module.EmployeeFormPage,
      })),
    ),
  },
  {
    path: '/employeesync',
    screen: 'SGRM018',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM018',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/SyncPage.tsx').then((module) => ({
        default: module.EmployeeSyncPage,
      })),
    ),
  },
  {
    path: '/itemsync',
    screen: 'SGRM019',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM019',
    component: lazyComponent(() =>
      import('../modules/masters/master-repair/SyncPage.tsx').then((module) => ({
        default: module.ItemSyncPage,
      })),
    ),
  },
  // Issue 14, warranty and winch.
  {
    path: '/warrantydetaillist',
    screen: 'SGRG014',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG014',
    component: lazyComponent(() => import('../modules/garage/warranty/WarrantyListPage.tsx')),
  },
  {
    path: '/warrantydetail',
    screen: 'SGRG014',
    needs: 'any',
    inNavigation: false,
    titleKey: 'warranty:form.title',
    component: lazyComponent(() => import('../modules/garage/warranty/WarrantyFormPage.tsx')),
  },
  {
    path: '/winchassignlist',
    screen: 'SGRG015',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG015',
    component: lazyComponent(() =>
      import('../modules/garage/winch/AssignPages.tsx').then((module) => ({
        default: module.AssignListPage,
      })),
    ),
  },
  {
    path: '/Winchdetailsassign',
    screen: 'SGRG015',
    needs: 'any',
    inNavigation: false,
    titleKey: 'winch:assign.formTitle',
    component: lazyComponent(() =>
      import('../modules/garage/winch/AssignPages.tsx').then((module) => ({
        default: module.AssignFormPage,
      })),
    ),
  },
  {
    path: '/winchMovelist',
    screen: 'SGRG018',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG018',
    component: lazyComponent(() =>
      import('../modules/garage/winch/MovePages.tsx').then((module) => ({ default: module.MoveListPage })),
    ),
  },
  {
    path: '/winchMove',
    screen: 'SGRG018',
    needs: 'any',
    inNavigation: false,
    titleKey: 'winch:move.formTitle',
    component: lazyComponent(() =>
      import('../modules/garage/winch/MovePages.tsx').then((module) => ({ default: module.MoveFormPage })),
    ),
  },
  {
    path: '/winchlist',
    screen: 'SGRW001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRW001',
    component: lazyComponent(() => import('../modules/garage/winch/WinchStatePage.tsx')),
  },
  // Issue 14, scrap spares, transfers, engine service.
  {
    path: '/scrapSpareslist',
    screen: 'SGRG017',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG017',
    component: lazyComponent(() =>
      import('../modules/garage/scrap-spares/ScrapSparesPages.tsx').then((module) => ({
        default: module.ScrapListPage,
      })),
    ),
  },
  {
    path: '/scrapSpares',
    screen: 'SGRG017',
    needs: 'any',
    inNavigation: false,
    titleKey: 'scrapSpares:formTitle',
    component: lazyComponent(() =>
      import('../modules/garage/scrap-spares/ScrapSparesPages.tsx').then((module) => ({
        default: module.ScrapFormPage,
      })),
    ),
  },
  {
    path: '/garageTransferList',
    screen: 'SGRG019',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG019',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/GarageTransferPages.tsx').then((module) => ({
        default: module.GarageTransferListPage,
      })),
    ),
  },
  {
    path: '/garageTransfer',
    screen: 'SGRG019',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:garage.formTitle',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/GarageTransferPages.tsx').then((module) => ({
        default: module.GarageTransferFormPage,
      })),
    ),
  },
  {
    path: '/employeeTransferList',
    screen: 'SGRM015',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM015',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferListPage,
      })),
    ),
  },
  {
    path: '/employeeTransfer',
    screen: 'SGRM015',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:emp.formTitle',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferFormPage,
      })),
    ),
  },
  {
    path: '/employeeTransferListAppr',
    screen: 'SGRM016',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM016',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferApprListPage,
      })),
    ),
  },
  {
    path: '/employeeTransferAppr',
    screen: 'SGRM016',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:appr.formTitle',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferApprPage,
      })),
    ),
  },
  {
    path: '/employeeTransferListCls',
    screen: 'SGRM017',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM017',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferClsListPage,
      })),
    ),
  },
  {
    path: '/employeeTransferCls',
    screen: 'SGRM017',
    needs: 'any',
    inNavigation: false,
    titleKey: 'transfers:cls.formTitle',
    component: lazyComponent(() =>
      import('../modules/garage/transfers/EmployeeTransferPages.tsx').then((module) => ({
        default: module.EmpTransferClsPage,
      })),
    ),
  },
  // Issue 14, stickers.
  {
    path: '/StickerDashboard',
    screen: 'SGRS001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS001',
    component: lazyComponent(() =>
      import('../modules/stickers/DashboardPages.tsx').then((module) => ({
        default: module.StickerDashboardPage,
      })),
    ),
  },
  {
    path: '/SupervisorDashboard',
    screen: 'SGRS002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS002',
    component: lazyComponent(() =>
      import('../modules/stickers/DashboardPages.tsx').then((module) => ({
        default: module.SupervisorDashboardPage,
      })),
    ),
  },
  {
    path: '/TeamLeadWorkBench',
    screen: 'SGRS003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS003',
    component: lazyComponent(() =>
      import('../modules/stickers/DashboardPages.tsx').then((module) => ({
        default: module.TeamLeadWorkBenchPage,
      })),
    ),
  },
  {
    path: '/TechnicialTaskScreen',
    screen: 'SGRS004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRS004',
    component: lazyComponent(() =>
      import('../modules/stickers/TechnicianTaskPage.tsx').then((module) => ({
        default: module.TechnicianTaskPage,
      })),
    ),
  },
  {
    path: '/stickerMakeList',
    screen: 'SGRM004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRM004',
    component: lazyComponent(() =>
      import('../modules/stickers/StickerMakePages.tsx').then((module) => ({
        default: module.StickerMakeListPage,
      })),
    ),
  },
  {
    path: '/createSticker',
    screen: 'SGRM004',
    needs: 'any',
    inNavigation: false,
    titleKey: 'stickers:make.addTitle',
    component: lazyComponent(() =>
      import('../modules/stickers/StickerMakePages.tsx').then((module) => ({
        default: module.StickerMakeFormPage,
      })),
    ),
  },
  // Issue 14, messages.
  {
    path: '/messages',
    screen: 'SGRC001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRC001',
    component: lazyComponent(() => import('../modules/platform/messages/MessagesPage.tsx')),
  },
  // Issue 15 H1
  // Issue 15 H2
  {
    path: '/dashboardpage',
    screen: 'SGRD001',
    needs: 'views',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD001',
    component: lazyComponent(() => import('../modules/reports/dashboard/AdminDashboardPage.tsx')),
  },
  {
    path: '/dashboardpagehome',
    screen: 'SGRD001',
    needs: 'views',
    inNavigation: false,
    titleKey: 'nav:screens.SGRD001',
    component: lazyComponent(() => import('../modules/reports/dashboard/AdminDashboardPage.tsx')),
  },
  {
    path: '/managementDashboard',
    screen: 'SGRD003',
    needs: 'views',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD003',
    component: lazyComponent(() => import('../modules/reports/dashboard/ManagementDashboardPage.tsx')),
  },
  // Issue 15 H3
  {
    path: '/excutieManagementDashboar',
    screen: 'SGRD002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD002',
    component: lazyComponent(
      () => import('../modules/reports/management-dashboards/ExecutiveDashboardPage.tsx'),
    ),
  },
  {
    path: '/contractingPartyDashboard',
    screen: 'SGRD004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD004',
    component: lazyComponent(
      () => import('../modules/reports/management-dashboards/ContractingPartyDashboardPage.tsx'),
    ),
  },
  {
    path: '/garageTeamLeaderDashboard',
    screen: 'SGRD005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRD005',
    component: lazyComponent(
      () => import('../modules/reports/management-dashboards/TeamLeaderDashboardPage.tsx'),
    ),
  },
  {
    path: '/stickerSummary',
    screen: 'SGRR017',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR017',
    component: lazyComponent(() => import('../modules/stickers/StickerSummaryReportPage.tsx')),
  },
  // Issue 15 H4
  {
    path: '/jobcardtimeline',
    screen: 'SGRR003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR003',
    component: lazyComponent(() =>
      import('../modules/reports/general/JobCardTimelineReport.tsx').then((m) => ({
        default: m.JobCardTimelineReport,
      })),
    ),
  },
  {
    path: '/invoiceTotals',
    screen: 'SGRR005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR005',
    component: lazyComponent(() =>
      import('../modules/reports/general/InvoiceSummaryReport.tsx').then((m) => ({
        default: m.InvoiceSummaryReport,
      })),
    ),
  },
  {
    path: '/historyofrepairjobs',
    screen: 'SGRR006',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR006',
    component: lazyComponent(() =>
      import('../modules/reports/general/RepairHistoryReport.tsx').then((m) => ({
        default: m.RepairHistoryReport,
      })),
    ),
  },
  {
    path: '/usermovementreport',
    screen: 'SGRR009',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR009',
    component: lazyComponent(() =>
      import('../modules/reports/general/UserMovementReport.tsx').then((m) => ({
        default: m.UserMovementReport,
      })),
    ),
  },
  {
    path: '/movementreport',
    screen: 'SGRR010',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR010',
    component: lazyComponent(() =>
      import('../modules/reports/general/MovementReport.tsx').then((m) => ({ default: m.MovementReport })),
    ),
  },
  {
    path: '/dashboardaveragtimeforexceed',
    screen: 'SGRR014',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR014',
    component: lazyComponent(() =>
      import('../modules/reports/general/AverageTimeReport.tsx').then((m) => ({
        default: m.AverageTimeReport,
      })),
    ),
  },
  {
    path: '/jobCardReport',
    screen: 'SGRR016',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR016',
    component: lazyComponent(() =>
      import('../modules/reports/general/JobOrderProgressReport.tsx').then((m) => ({
        default: m.JobOrderProgressReport,
      })),
    ),
  },
  {
    path: '/dashboardWorkOrderExceeding',
    screen: 'SGRR039',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR039',
    component: lazyComponent(() =>
      import('../modules/reports/general/JobOrderProgressReport.tsx').then((m) => ({
        default: m.WorkOrdersBeyondScheduleReport,
      })),
    ),
  },
  {
    path: '/directPurchase',
    screen: 'SGRR007',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR007',
    component: lazyComponent(() =>
      import('../modules/reports/general/DirectPurchaseReport.tsx').then((m) => ({
        default: m.DirectPurchaseReport,
      })),
    ),
  },
  {
    path: '/purchaseRequestEntrywithjoreport',
    screen: 'SGRR008',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR008',
    component: lazyComponent(() =>
      import('../modules/reports/general/SparePartsRequestReport.tsx').then((m) => ({
        default: m.SparePartsRequestReport,
      })),
    ),
  },
  {
    path: '/dashboardOperationsStatement',
    screen: 'SGRR038',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR038',
    component: lazyComponent(() =>
      import('../modules/reports/general/OperationStatementReport.tsx').then((m) => ({
        default: m.OperationStatementReport,
      })),
    ),
  },
  // Issue 15 H5
  {
    path: '/dashboardJobInProgressPage',
    screen: 'SGRR001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR001',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.InProgressPage,
      })),
    ),
  },
  {
    path: '/dashboardJobInProgressgraph',
    screen: 'SGRR002',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR002',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/ProgressGraphPage.tsx').then((module) => ({
        default: module.ProgressGraphPage,
      })),
    ),
  },
  {
    path: '/exceptionalOrderDashboard',
    screen: 'SGRR004',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR004',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.ExceptionalOrdersPage,
      })),
    ),
  },
  {
    path: '/dashboardJosubmittedsummary',
    screen: 'SGRR012',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR012',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/QueryPages.tsx').then((module) => ({
        default: module.SubmittedSummaryPage,
      })),
    ),
  },
  {
    path: '/dashboardpendingworkorder',
    screen: 'SGRR013',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR013',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.PendingPage,
      })),
    ),
  },
  {
    path: '/dashboardJexceptionalworkorder',
    screen: 'SGRR015',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR015',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.ExceptionalWorkOrdersPage,
      })),
    ),
  },
  {
    path: '/joborderlistquery',
    screen: 'SGRR022',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR022',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.JobOrderListQueryPage,
      })),
    ),
  },
  {
    path: '/turnovergaragequery',
    screen: 'SGRR023',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR023',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/QueryPages.tsx').then((module) => ({
        default: module.TurnoverPage,
      })),
    ),
  },
  {
    path: '/joborderinworkshopquery',
    screen: 'SGRR024',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR024',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.InWorkshopPage,
      })),
    ),
  },
  {
    path: '/invoicequery',
    screen: 'SGRR025',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR025',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/QueryPages.tsx').then((module) => ({
        default: module.InvoiceQueryPage,
      })),
    ),
  },
  {
    path: '/delayedjoborderquery',
    screen: 'SGRR026',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR026',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.DelayedPage,
      })),
    ),
  },
  {
    path: '/frequentylyvehiclequery',
    screen: 'SGRR027',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR027',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/QueryPages.tsx').then((module) => ({
        default: module.FrequentVehiclesPage,
      })),
    ),
  },
  {
    path: '/joborderstatusquery',
    screen: 'SGRR028',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR028',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/QueryPages.tsx').then((module) => ({
        default: module.JobOrderStatusPage,
      })),
    ),
  },
  {
    path: '/rejectJobOrderReport',
    screen: 'SGRR029',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR029',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.RejectedPage,
      })),
    ),
  },
  {
    path: '/downtimeReport',
    screen: 'SGRR031',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR031',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/DowntimePage.tsx').then((module) => ({
        default: module.DowntimePage,
      })),
    ),
  },
  {
    path: '/dashboardJobOnHoldPage',
    screen: 'SGRR034',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR034',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.OnHoldPage,
      })),
    ),
  },
  {
    path: '/dashboardJobWaitingSparePage',
    screen: 'SGRR035',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR035',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.WaitingPartsPage,
      })),
    ),
  },
  {
    path: '/dashboardJobCompletedPage',
    screen: 'SGRR036',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR036',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.CompletedPage,
      })),
    ),
  },
  {
    path: '/dashboardJobCancelledPage',
    screen: 'SGRR037',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR037',
    component: lazyComponent(() =>
      import('../modules/reports/workorder-reports/WorkOrderListPages.tsx').then((module) => ({
        default: module.CancelledPage,
      })),
    ),
  },
  // Issue 15 H6
  {
    path: '/costExpenditure',
    screen: 'SGRR032',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR032',
    component: lazyComponent(() =>
      import('../modules/reports/cost-expenditure/CostExpenditurePage.tsx').then((module) => ({
        default: module.CostExpenditurePage,
      })),
    ),
  },
  {
    path: '/labourCostSummary',
    screen: 'SGRR033',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR033',
    component: lazyComponent(() =>
      import('../modules/reports/cost-expenditure/LabourCostSummaryPage.tsx').then((module) => ({
        default: module.LabourCostSummaryPage,
      })),
    ),
  },
  {
    path: '/moiprojectmonthlyfinancialreport',
    screen: 'SGRR030',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRR030',
    component: lazyComponent(() =>
      import('../modules/reports/cost-expenditure/MonthlyFinancialReportPage.tsx').then((module) => ({
        default: module.MonthlyFinancialReportPage,
      })),
    ),
  },
  // Issue 15 H7
];
