/**
 * Work-order dashboard pages, query screens and downtime by cause (issue 15, H5). The spec's
 * `DashBoard/*` work-order calls (spec 000 section 7) and the added ones named in its style; the
 * dashboard prefix belongs to the dashboard module, so each call here takes an exact gateway route.
 * `jotype` and `type` are defined in shared/src/reports/workorder-reports.ts.
 */
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
import { defineModule } from '#lib/registry';
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

const dash = (name: string) => `/api/DashBoard/${name}`;
const q = (name: string) => `/api/Query/${name}`;
const rowShape =
  '{items: [{jobordno, joborddat, vehicleno, vehmakid, vehmaknam, vehmodid?, garage, garagnam, statuscde, group (its status group), kind, state, statusAt?, atStatusMs?}], cursor?}';
const groupNames =
  'a status group (reception|inProgress|waitingApproval|waitingParts|onHold|completed|delivered|invoiced|submitted, shared/src/engines/status-groups.ts), open (every group before delivery) or exceptional; the names inprogress, onhold, waitingparts, pending (= reception) and all (= open) are still accepted';
const listFilters = '?fromdate&todate (opening date) &garage&vehmake&vehmodel&limit (10|25|50|100)&cursor';

/** The work-order lists (the dashboard's list pages): screens, call, status group or state, what it lists. */
// prettier-ignore
const workOrderLists: [string[], string, { group: WorkOrderGroup } | { state: 'closed' | 'cancelled' | 'rejected' }, string][] = [
  [[screenCodes.jobInProgress, screenCodes.jobInProgressGraph], 'getJobOrderWOProgressList', { group: 'inProgress' }, 'Open job orders of the inProgress status group (in the garage, work going on), from the status index'],
  [[screenCodes.jobsOnHold], 'getJobOrderOnHoldList', { group: 'onHold' }, 'Open job orders of the onHold status group (1229)'],
  [[screenCodes.jobsWaitingSpareParts], 'getWaitingSparePartsList', { group: 'waitingParts' }, 'Added: open job orders of the waitingParts status group (parts requested, being bought or received, not yet issued)'],
  [[screenCodes.jobsCompleted], 'getJobOrderCompletedList', { state: 'closed' }, 'Job orders opened in the window and completed (state closed: delivered), newest first from the headers by date'],
  [[screenCodes.jobsCancelled], 'getCancelledList', { state: 'cancelled' }, 'Added: job orders opened in the window and cancelled, newest first'],
  [[screenCodes.rejectedJobOrders], 'getRejectedJobOrders', { state: 'rejected' }, 'Added: job orders opened in the window and rejected, newest first'],
  [[screenCodes.pendingWorkOrders], 'getPendingWorkOrders', { group: 'reception' }, 'Added: job orders of the reception status group (received, not yet through the gate pass in: 1195..1204)'],
  [[screenCodes.exceptionalOrders, screenCodes.exceptionalWorkOrders], 'getExceptionalWorkOrders', { group: 'exceptional' }, 'Added: open job orders out of the normal flow (on hold 1229, warranty 1234, returned 1240, transferred 1241, 1252)'],
];

export const workorderReportsModule = defineModule({
  name: 'workorder-reports',
  routes: [
    ...workOrderLists.map(([screens, name, list, what]) =>
      views(...screens).read({
        gatewayRoute: 'exact',
        path: dash(name),
        summary: `${what}, paged ${listFilters}: ${rowShape}.`,
        query: workOrderListQuery,
        read: (caller, query) =>
          'group' in list
            ? groupList(caller, list.group, query, new Date())
            : stateList(caller, list.state, query, new Date()),
      }),
    ),
    views(screenCodes.jobInProgress, screenCodes.jobInProgressGraph).read({
      gatewayRoute: 'exact',
      path: dash('getJobOrderWOprogressstat'),
      summary: `Counts of a work-order group (jotype: ${groupNames}; default inProgress) split by type (garage|make|model|month|status, default garage), for job orders opened in the window at their current status, from the projections; ?fromdate&todate&garage&vehmake&vehmodel: {type, jotype, rows: [{group, count, byStatus}], total}.`,
      query: progressStatQuery,
      read: (caller, query) => progressStat(caller, query),
    }),
    views(screenCodes.jobInProgress, screenCodes.jobInProgressGraph).read({
      gatewayRoute: 'exact',
      path: dash('getJobOrderWOprogressstatdtl'),
      summary:
        'One job order of the progress statistics (?jobordno): {jobOrder, workflow: {stages, causes, totalMs}, pendingApprovals, history, jobOrders}, as DashBoard/getVehicleWorkflow.',
      query: jobOrderNumberQuery,
      read: (caller, query) => progressDetail(caller, query.jobordno, new Date()),
    }),
    views(screenCodes.jobInProgressGraph, screenCodes.jobInProgress).read({
      gatewayRoute: 'exact',
      path: dash('getJobOrderWOprogressGraph'),
      summary: `Moves into the statuses of a work-order group (jotype: ${groupNames}) per type (day|month, default day) within ?fromdate&todate, from the projections: {type, jotype, points: [{bucket, count, byStatus}]}.`,
      query: progressGraphQuery,
      read: (caller, query) => progressGraph(caller, query),
    }),
    views(screenCodes.joSubmittedSummary).read({
      gatewayRoute: 'exact',
      path: dash('getThreeInOneInvoiceReport'),
      summary:
        '3-in-1 invoices dated in ?fromdate&todate (&garage), newest first, paged on their date index (limit, cursor): {items: [3-in-1 masters without lines, state], cursor?, totalCount, totalval (KWD) of every matching invoice (document totals projection)}.',
      query: workOrderListQuery,
      read: (caller, query) => threeInOneReport(caller, query),
    }),
    views(screenCodes.joSubmittedSummary).read({
      gatewayRoute: 'exact',
      path: dash('getJoSubmitSummary'),
      summary:
        'Job orders submitted for payment in ?fromdate&todate (&garage): {garages: [{garage, garagnam, count, totalval}], rows: [submit masters], totalCount, totalval (KWD)}; the per garage and grand totals from the document totals projection.',
      query: workOrderListQuery,
      read: (caller, query) => joSubmitSummary(caller, query),
    }),
    views(screenCodes.downtimeReport).read({
      gatewayRoute: 'exact',
      path: dash('getDowntimeByCause'),
      summary:
        'Added (issue 15 item 4): vehicle-days lost per cause (approval, parts, hold, work, washing, pickup, reception) for each group of groupBy (garage|workshop|supplier|make, default garage), from the stage durations of stays ended in ?fromdate&todate (&garage&vehmake&vehmodel); largest total first: {groupBy, rows: [{group, days: {<cause>: days}, approvalLevels: {<status>: days}, totalDays, stays}]}.',
      query: downtimeQuery,
      read: (caller, query) => downtime(caller, query),
    }),
    // ---- Query screens ----
    views(screenCodes.jobOrderListQuery).read({
      path: q('getJobOrderList'),
      summary: `Added: job orders by opening date (newest first), plate (that vehicle's index), status (statuscde) or status group (group) and garage; ${listFilters}&vehicleno&statuscde&group: ${rowShape}.`,
      query: jobOrderListQuery,
      read: (caller, query) => jobOrderList(caller, query, new Date()),
    }),
    views(screenCodes.turnoverGarageQuery).read({
      path: q('getGarageTurnover'),
      summary:
        'Added: per garage: job orders opened in ?fromdate&todate, of them still open (not yet delivered: inProgress), and the deliveries (moves to 1227) dated in the window, from the projections: [{garage, opened, delivered, inProgress}].',
      query: turnoverQuery,
      read: (caller, query) => garageTurnover(caller, query),
    }),
    views(screenCodes.jobOrderInWorkshopQuery).read({
      path: q('getJobOrdersInWorkshop'),
      summary: `Added: job orders now in the garage's workshops, the repair not finished (status groups inProgress, waitingApproval, waitingParts, onHold), ?garage&group (one of those four)&limit&cursor: ${rowShape}.`,
      query: inWorkshopQuery,
      read: (caller, query) => inWorkshop(caller, query, new Date()),
    }),
    views(screenCodes.invoiceQuery).read({
      path: q('getInvoiceList'),
      summary:
        'Added: maintenance invoices (kind=maintenance, default) or final invoices (kind=final), each paged on its date index, by ?invoiceno (part), vehicleno, jobordno, garage, fromdate, todate: {items: [{kind, invoiceno, invdate, jobordno, vehicleno?, garage, garagnam, amount}], cursor?, totalCount?, totals?: {amount} (KWD of every matching invoice, from the projections, when no invoiceno, vehicleno or jobordno is given)}.',
      query: invoiceQuerySchema,
      read: (caller, query) => invoiceQuery(caller, query, new Date()),
    }),
    views(screenCodes.delayedJobOrderQuery).read({
      path: q('getDelayedJobOrders'),
      summary: `Added: open job orders whose time at the current status exceeds its limit (delayLimitHours per cause: reception 24 h, work 72 h, approval 48 h, parts 168 h, hold 168 h, washing 12 h, pickup 48 h), ?garage&limit&cursor: ${rowShape}.`,
      query: delayedQuery,
      read: (caller, query) => delayedJobOrders(caller, query, new Date()),
    }),
    views(screenCodes.frequentVehicleQuery).read({
      path: q('getFrequentVehicles'),
      summary:
        'Added: vehicles with at least ?minimum (default 2) job orders opened in the months of ?fromdate&todate (default the last 12 months; &garage), from the job orders per vehicle per month projection: {fromMonth, toMonth, items: [{vehicleno, count, months: {<yyyy-mm>: n}}]}, most first.',
      query: frequentVehicleQuery,
      read: (caller, query) => frequentVehicles(caller, query, new Date()),
    }),
    views(screenCodes.jobOrderStatusQuery).read({
      path: q('getJobOrderStatus'),
      summary:
        "Added: a job order's status and history by ?jobordno or ?vehicleno (its open job order, else its newest), as DashBoard/getVehicleWorkflow.",
      query: jobOrderStatusQuery,
      read: (caller, query) => jobOrderStatus(caller, query, new Date()),
    }),
  ],
});
