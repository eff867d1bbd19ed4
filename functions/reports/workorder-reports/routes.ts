/**
 * Work-order dashboard pages, query screens and downtime by cause (issue 15, H5). The spec's
 * `DashBoard/*` work-order calls (spec 000 section 7) and the added ones named in its style; the
 * dashboard prefix belongs to the dashboard module, so each call here takes an exact gateway route.
 * `jotype` and `type` are defined in shared/src/reports/workorder-reports.ts.
 */
import type { z } from 'zod';
import { screenCodes } from '@fleet/shared';
import {
  delayedQuery,
  downtimeQuery,
  frequentVehicleQuery,
  inWorkshopQuery,
  invoiceQuery as invoiceQuerySchema,
  jobOrderListQuery,
  jobOrderNumberQuery,
  jobOrderStatusQuery,
  progressGraphQuery,
  progressStatQuery,
  turnoverQuery,
  workOrderListQuery,
  type WorkOrderGroup,
} from '@fleet/shared/reports/workorder-reports';
import { defineModule, type Caller } from '#lib/registry';
import { screenRoutes } from '#lib/document-routes';
import {
  delayedJobOrders,
  downtime,
  frequentVehicles,
  garageTurnover,
  groupList,
  inWorkshop,
  invoiceQuery,
  joSubmitSummary,
  jobOrderList,
  jobOrderStatus,
  progressDetail,
  progressGraph,
  progressStat,
  stateList,
  threeInOneReport,
} from './queries.ts';

const views = (...screens: string[]) => screenRoutes(screens.length === 1 ? screens[0]! : { anyOf: screens });

/** A DashBoard call (on an exact gateway route: the prefix is the dashboard module's) or a Query call. */
const call =
  (prefix: 'DashBoard' | 'Query') =>
  <Q extends z.ZodType>(
    screens: string | string[],
    name: string,
    query: Q,
    run: (caller: Caller, query: z.output<Q>, now: Date) => Promise<unknown>,
    summary: string,
  ) =>
    views(...[screens].flat()).read({
      path: `/api/${prefix}/${name}`,
      ...(prefix === 'DashBoard' ? { gatewayRoute: 'exact' as const } : {}),
      summary,
      query,
      read: (caller, parsed) => run(caller, parsed, new Date()),
    });
const dash = call('DashBoard');
const q = call('Query');
const rowShape =
  '{items: [{jobordno, joborddat, vehicleno, vehmakid, vehmaknam, vehmodid?, garage, garagnam, statuscde, group (its status group), kind, state, statusAt?, atStatusMs?}], cursor?}';
const groupNames =
  'a status group (reception|inProgress|waitingApproval|waitingParts|onHold|completed|delivered|invoiced|submitted, shared/src/engines/status-groups.ts), open (every group before delivery) or exceptional; the names inprogress, onhold, waitingparts, pending (= reception) and all (= open) are still accepted';
const listFilters = '?fromdate&todate (opening date) &garage&vehmake&vehmodel&limit (10|25|50|100)&cursor';

/** A list of job orders as one of the dashboard's work-order lists reads it. */
type ListRead = (caller: Caller, query: z.output<typeof workOrderListQuery>, now: Date) => Promise<unknown>;
const group =
  (name: WorkOrderGroup): ListRead =>
  (caller, query, now) =>
    groupList(caller, name, query, now);
const state =
  (name: 'closed' | 'cancelled' | 'rejected'): ListRead =>
  (caller, query, now) =>
    stateList(caller, name, query, now);

export const workorderReportsModule = defineModule({
  name: 'workorder-reports',
  // prettier-ignore
  routes: [
    dash([screenCodes.jobInProgress, screenCodes.jobInProgressGraph], 'getJobOrderWOProgressList', workOrderListQuery, group('inProgress'), `Open job orders of the inProgress status group (in the garage, work going on), from the status index, paged ${listFilters}: ${rowShape}.`),
    dash(screenCodes.jobsOnHold, 'getJobOrderOnHoldList', workOrderListQuery, group('onHold'), `Open job orders of the onHold status group (1229), paged ${listFilters}: ${rowShape}.`),
    dash(screenCodes.jobsWaitingSpareParts, 'getWaitingSparePartsList', workOrderListQuery, group('waitingParts'), `Added: open job orders of the waitingParts status group (parts requested, being bought or received, not yet issued), paged ${listFilters}: ${rowShape}.`),
    dash(screenCodes.jobsCompleted, 'getJobOrderCompletedList', workOrderListQuery, state('closed'), `Job orders opened in the window and completed (state closed: delivered), newest first from the headers by date, paged ${listFilters}: ${rowShape}.`),
    dash(screenCodes.jobsCancelled, 'getCancelledList', workOrderListQuery, state('cancelled'), `Added: job orders opened in the window and cancelled, newest first, paged ${listFilters}: ${rowShape}.`),
    dash(screenCodes.rejectedJobOrders, 'getRejectedJobOrders', workOrderListQuery, state('rejected'), `Added: job orders opened in the window and rejected, newest first, paged ${listFilters}: ${rowShape}.`),
    dash(screenCodes.pendingWorkOrders, 'getPendingWorkOrders', workOrderListQuery, group('reception'), `Added: job orders of the reception status group (received, not yet through the gate pass in: 1195..1204), paged ${listFilters}: ${rowShape}.`),
    dash([screenCodes.exceptionalOrders, screenCodes.exceptionalWorkOrders], 'getExceptionalWorkOrders', workOrderListQuery, group('exceptional'), `Added: open job orders out of the normal flow (on hold 1229, warranty 1234, returned 1240, transferred 1241, 1252), paged ${listFilters}: ${rowShape}.`),
    dash([screenCodes.jobInProgress, screenCodes.jobInProgressGraph], 'getJobOrderWOprogressstat', progressStatQuery, progressStat, `Counts of a work-order group (jotype: ${groupNames}; default inProgress) split by type (garage|make|model|month|status, default garage), for job orders opened in the window at their current status, from the projections; ?fromdate&todate&garage&vehmake&vehmodel: {type, jotype, rows: [{group, count, byStatus}], total}.`),
    dash([screenCodes.jobInProgress, screenCodes.jobInProgressGraph], 'getJobOrderWOprogressstatdtl', jobOrderNumberQuery, (caller, query, now) => progressDetail(caller, query.jobordno, now), 'One job order of the progress statistics (?jobordno): {jobOrder, workflow: {stages, causes, totalMs}, pendingApprovals, history, jobOrders}, as DashBoard/getVehicleWorkflow.'),
    dash([screenCodes.jobInProgressGraph, screenCodes.jobInProgress], 'getJobOrderWOprogressGraph', progressGraphQuery, progressGraph, `Moves into the statuses of a work-order group (jotype: ${groupNames}) per type (day|month, default day) within ?fromdate&todate, from the projections: {type, jotype, points: [{bucket, count, byStatus}]}.`),
    dash(screenCodes.joSubmittedSummary, 'getThreeInOneInvoiceReport', workOrderListQuery, threeInOneReport, '3-in-1 invoices dated in ?fromdate&todate (&garage), newest first, paged on their date index (limit, cursor): {items: [3-in-1 masters without lines, state], cursor?, totalCount, totalval (KWD) of every matching invoice (document totals projection)}.'),
    dash(screenCodes.joSubmittedSummary, 'getJoSubmitSummary', workOrderListQuery, joSubmitSummary, 'Job orders submitted for payment in ?fromdate&todate (&garage): {garages: [{garage, garagnam, count, totalval}], rows: [submit masters], totalCount, totalval (KWD)}; the per garage and grand totals from the document totals projection.'),
    dash(screenCodes.downtimeReport, 'getDowntimeByCause', downtimeQuery, downtime, 'Added (issue 15 item 4): vehicle-days lost per cause (approval, parts, hold, work, washing, pickup, reception) for each group of groupBy (garage|workshop|supplier|make, default garage), from the stage durations of stays ended in ?fromdate&todate (&garage&vehmake&vehmodel); largest total first: {groupBy, rows: [{group, days: {<cause>: days}, approvalLevels: {<status>: days}, totalDays, stays}]}.'),
    // ---- Query screens ----
    q(screenCodes.jobOrderListQuery, 'getJobOrderList', jobOrderListQuery, jobOrderList, `Added: job orders by opening date (newest first), plate (that vehicle's index), status (statuscde) or status group (group) and garage; ${listFilters}&vehicleno&statuscde&group: ${rowShape}.`),
    q(screenCodes.turnoverGarageQuery, 'getGarageTurnover', turnoverQuery, garageTurnover, 'Added: per garage: job orders opened in ?fromdate&todate, of them still open (not yet delivered: inProgress), and the deliveries (moves to 1227) dated in the window, from the projections: [{garage, opened, delivered, inProgress}].'),
    q(screenCodes.jobOrderInWorkshopQuery, 'getJobOrdersInWorkshop', inWorkshopQuery, inWorkshop, `Added: job orders now in the garage's workshops, the repair not finished (status groups inProgress, waitingApproval, waitingParts, onHold), ?garage&group (one of those four)&limit&cursor: ${rowShape}.`),
    q(screenCodes.invoiceQuery, 'getInvoiceList', invoiceQuerySchema, invoiceQuery, 'Added: maintenance invoices (kind=maintenance, default) or final invoices (kind=final), each paged on its date index, by ?invoiceno (part), vehicleno, jobordno, garage, fromdate, todate: {items: [{kind, invoiceno, invdate, jobordno, vehicleno?, garage, garagnam, amount}], cursor?, totalCount?, totals?: {amount} (KWD of every matching invoice, from the projections, when no invoiceno, vehicleno or jobordno is given)}.'),
    q(screenCodes.delayedJobOrderQuery, 'getDelayedJobOrders', delayedQuery, delayedJobOrders, `Added: open job orders whose time at the current status exceeds its limit (delayLimitHours per cause: reception 24 h, work 72 h, approval 48 h, parts 168 h, hold 168 h, washing 12 h, pickup 48 h), ?garage&limit&cursor: ${rowShape}.`),
    q(screenCodes.frequentVehicleQuery, 'getFrequentVehicles', frequentVehicleQuery, frequentVehicles, 'Added: vehicles with at least ?minimum (default 2) job orders opened in the months of ?fromdate&todate (default the last 12 months; &garage), from the job orders per vehicle per month projection: {fromMonth, toMonth, items: [{vehicleno, count, months: {<yyyy-mm>: n}}]}, most first.'),
    q(screenCodes.jobOrderStatusQuery, 'getJobOrderStatus', jobOrderStatusQuery, jobOrderStatus, "Added: a job order's status and history by ?jobordno or ?vehicleno (its open job order, else its newest), as DashBoard/getVehicleWorkflow."),
  ],
});
