/**
 * Report calls (spec 001 section 7 "Reports": GET, mostly fromdate and todate; spec 000 section 7
 * `DashBoard/getMovementReport`). The `/api/Reports/` prefix belongs to the stores module (its spare
 * parts and oil consumption report) and `/api/DashBoard/` to the dashboard module, so every call here
 * has an exact gateway route of its own beside those prefixes' `{proxy+}` routes.
 * Rows come from the date indexes, a page at a time; totals and averages from the projections.
 */
import { screenCodes } from '@fleet/shared';
import {
  detailedRepairHistoryQuery,
  directPurchaseQuery,
  operationStatementQuery,
  purchaseInvoiceCashQuery,
  sparePartsRequestDetailsQuery,
  sparePartsRequestQuery,
  subRepairSummaryQuery,
  invoiceSummaryQuery,
  jobOrderProgressQuery,
  workOrdersBeyondScheduleQuery,
} from '@fleet/shared/reports/reports';
import { defineModule } from '#lib/registry';
import { screenRoutes } from '#lib/document-routes';
import { invoiceSummary } from './invoices.ts';
import { jobOrderProgress, workOrdersBeyondSchedule } from './jobOrders.ts';
import { projectedRoutes } from './projected.routes.ts';
import {
  directPurchase,
  purchaseInvoiceCash,
  sparePartsRequestDetails,
  sparePartsRequests,
} from './purchases.ts';
import { subRepairGraph, subRepairSummary } from './repairs.ts';
import { detailedRepairHistory } from './repairHistory.ts';
import { operationStatement } from './statement.ts';

import { pagingText, windowText } from './access.ts';

export const reportsModule = defineModule({
  name: 'reports',
  routes: [
    screenRoutes(screenCodes.invoiceTotals).read({
      path: '/api/Reports/getInvoiceSummary',
      summary: `Added to the spec's list (/invoiceTotals): maintenance invoices of the window, newest first, optional plateNo, garageId, invoiceNo, jobOrderNo; ${windowText}; ${pagingText} (default 25): {items: [{carinvno, carinvdt YYYY/MM/DD, voucherno, vendor, vendname, garage, garagnam, jobordno, vehicleno, netval}], cursor?, totalCount, totals: {netval} (KWD, every matching invoice), window}.`,
      query: invoiceSummaryQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => invoiceSummary(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.jobCardReport).read({
      path: '/api/Reports/getJobOrderProgress',
      summary: `Added to the spec's list (/jobCardReport): job orders opened in the window at their current status, newest first, optional garage, vehmake, statuscde, group (a status group, shared/src/engines/status-groups.ts), kind (MOI|KPTC), vehicleno; ${windowText}; ${pagingText} (default 25): {items: [{jobordno, joborddat, kind, vehicleno, vehmaknam, garage, garagnam, statuscde, statusName, statusNameAr, state, ageDays}], cursor?, window}.`,
      query: jobOrderProgressQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => jobOrderProgress(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.workOrderExceeding).read({
      path: '/api/Reports/getWorkOrdersBeyondSchedule',
      summary: `Added to the spec's list (/dashboardWorkOrderExceeding): open job orders opened in the window (default the year to today) more than days (default 7) days ago, oldest first, optional garage, vehmake; ${windowText}; ${pagingText} (default 25): {items: [progress row + overdueDays], cursor?, window}.`,
      query: workOrdersBeyondScheduleQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => workOrdersBeyondSchedule(caller, query, new Date()),
    }),
    ...projectedRoutes,
    screenRoutes(screenCodes.historyOfRepairJobs).read({
      path: '/api/Reports/getDetailedRepairHistory',
      summary: `Added to the spec's list (/historyofrepairjobs): usercode (default the caller; another user's needs a superuser) limits the rows to that user's garages; optional vehicleno (all its job orders, newest first) or the window's job orders (${windowText}), optional garageid; ${pagingText} (default 25): {jobOrders: [progress rows], spareParts: [{jobordno, doctype, docnumbr, docdate, sparepart, sparenam, qty, unitcost, value}] of the page's job orders (garage and store issue vouchers), cursor?, totals: {value}, window}.`,
      query: detailedRepairHistoryQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => detailedRepairHistory(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.operationsStatement).read({
      path: '/api/Reports/getOperationStatement',
      summary: `Added to the spec's list (/dashboardOperationsStatement): per garage, the job orders opened in the window (opened) by the status group they are in now (projections' current-status counts: reception, inProgress, waitingApproval, waitingParts, onHold, completed, invoiced, submitted), the deliveries dated in the window (delivered: moves to 1227, as on every dashboard) and the money posted in the window by category (money projection, KWD: maintenance, threeInOne, labour, storeItems, pettyCash, purchase, total), optional garage, vehmake, vehmodel; ${windowText}: {items, totalCount, totals, window}.`,
      query: operationStatementQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => operationStatement(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.purchaseRequestWithJobOrderReport).read({
      path: '/api/Reports/getSparePartsRequest',
      summary: `Added to the spec's list (/purchaseRequestEntrywithjoreport): purchase requests of the window, with a job order (withjo Y, default) or without (N), newest first, optional garage, jobordno, vehicleno; ${windowText}; ${pagingText} (default 25): {items: [{docnumbr, docdate, jobordno, vehicleno, vehmaknam, garage, garagnam, storenam, status, totalqty, totalval}], cursor?, totalCount, totals: {totalval (KWD), totalqty} of every matching request, window}.`,
      query: sparePartsRequestQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => sparePartsRequests(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.purchaseRequestWithJobOrderReport).read({
      path: '/api/Reports/getSparePartsRequestDetails',
      summary:
        "Added to the spec's list (/purchaseRequestEntrywithjoreport): the lines of purchase request docnumbr: {items: [{docnumbr, serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value}], totalCount, totals: {qty, value (KWD)}}; 404 when it does not exist.",
      query: sparePartsRequestDetailsQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => sparePartsRequestDetails(caller, query.docnumbr),
    }),
    screenRoutes(screenCodes.directPurchaseReport).read({
      path: '/api/Reports/getDirectPurchase',
      summary: `Added to the spec's list (/directPurchase): the lines of the direct receipt vouchers (DRV) of the window, newest voucher first, optional storecode, vendcode, sparepart (code prefix); ${windowText}; ${pagingText} (limit counts vouchers, default 10): {items: [{docnumbr, docdate, storecode, storenam, vendcode, vendname, serlnumb, sparepart, sparenam, spareuom, qty, unitcost, value}], cursor?, totals: {qty, value (KWD)} of every matching voucher, window}.`,
      query: directPurchaseQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => directPurchase(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.historyOfRepairJobs).read({
      path: '/api/Reports/getSubRepairSummary',
      summary: `Added to the spec's list: job orders per sub repair opened in the window (projections' repair counts), most used first, optional garage, vehmake, vehmodel, wrkshpid; ${windowText}; ${pagingText} (page 1, 50 rows by default): {items: [{wrkshpid, mainrepid, subrepid, subrepnam, subrepnamar, count}], cursor?, totalCount, totals: {count}, window}.`,
      query: subRepairSummaryQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => subRepairSummary(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.historyOfRepairJobs).read({
      path: '/api/Reports/getSubRepairGraph',
      summary: `Added to the spec's list: the 10 most used sub repairs of the window (the summary's first 10 rows), same filters; ${windowText}: {items, window}.`,
      query: subRepairSummaryQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => subRepairGraph(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.directPurchaseReport).read({
      path: '/api/Reports/getPurchaseInvoiceCash',
      summary: `Added to the spec's list: cash purchases of the window, i.e. petty cash documents paid by paymode (cash|card|transfer|all, default cash), newest first, optional garage, vendor, jobordno; ${windowText}; ${pagingText} (default 25): {items: [{docnumbr, docdate, jobordno, vehicleno, garage, garagnam, vendor, vendname, paymode, status, netval}], cursor?, totalCount, totals: {netval (KWD)} of every matching document, window}.`,
      query: purchaseInvoiceCashQuery,
      gatewayRoute: 'exact',
      read: (caller, query) => purchaseInvoiceCash(caller, query, new Date()),
    }),
  ],
});
