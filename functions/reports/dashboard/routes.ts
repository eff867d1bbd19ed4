/**
 * Dashboard calls (spec 000 section 7 "Dashboard"). Issue 5 brings the job card timeline; the
 * counters and charts come with the dashboards issue (they read the projections, never documents).
 */
import { z } from 'zod';
import { inputLimits } from '@fleet/shared/platform/limits';
import { messages, screenCodes } from '@fleet/shared';
import { screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import { NotFoundError } from '#lib/errors';
import { readHistory, readJobOrderCore } from '../../engines/status/engine.ts';
import { vehicleWorkflowOf } from './workflow.ts';
import {
  dashboardFilterQuery,
  detailByStatusQuery,
  headerCountQuery,
  monthlyJobOrderCountQuery,
  nextStageQuery,
} from '@fleet/shared/reports/dashboard';
import {
  dashboardHeaderCount,
  dashboardHeaderCountBy,
  detailStatusCount,
  jobOrderAndInvoiceSummary,
  monthlyJobOrderCount,
  monthlyTrends,
  repairJobTypeCount,
  topTenRepairJobs,
} from './figures.ts';
import { detailByStatus, nextStageNotifications } from './rows.ts';

/** The job card timeline report (Reports group). */
const timelineScreen = screenCodes.jobCardTimeline;

/**
 * The Admin dashboard's calls (SGRD001); the Management (SGRD003) and Executive Management (SGRD002)
 * dashboards read the same figures, so any of the three screens' views right lets a caller through.
 */
const dashboard = screenRoutes({
  anyOf: [screenCodes.adminDashboard, screenCodes.managementDashboard, 'SGRD002'],
});

const filterText =
  'Filters fromdate, todate (yyyy-mm-dd, Kuwait days of opening), garage, vehmake, vehmodel (with vehmake), year (a calendar year).';

export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: [
    screenRoutes(timelineScreen).read({
      path: '/api/DashBoard/getJobCardTimeline',
      summary:
        'Status history of a job order, oldest first: [{jobordno, at, fromStatus, toStatus, statusName, statusNameAr, action, user, remarks, eventId}].',
      query: z.object({ jobordno: z.string().trim().min(1).max(inputLimits.code) }),
      read: async (caller, query) => {
        const [header, history] = await Promise.all([
          readJobOrderCore(caller.project, query.jobordno),
          readHistory(caller.project, query.jobordno),
        ]);
        if (!header) throw new NotFoundError(messages.jobOrderNotFound);
        return history;
      },
    }),
    screenRoutes(screenCodes.vehicleWorkflow).read({
      path: '/api/DashBoard/getVehicleWorkflow',
      summary:
        "Added to the spec's list (the /vehicle-workflow page): one job order's whole path, by jobordno or by plate (vehicleno: its open job order, else its newest): {jobOrder: {jobordno, joborddat, vehicleno, vehmaknam, garagnam, statuscde, state}, workflow: {status, holder, stages: [{key, reached, current, at?, user?, durationMs}], causes: {approval, parts, hold, work, washing, pickup, reception} in ms, totalMs, approvals}, pendingApprovals: [{docType, docnumbr, level, amount, requester, since, link}], history, jobOrders: [{jobordno, joborddat, statuscde}] of the vehicle, users: {usercode: username} of the users named}. Once delivered (1227, then the accounts' statuses) the holder is delivered and every duration stops at the delivery; the approval stage names the approver who decided (approval.onBehalfOf: acting for).",
      query: z
        .object({
          jobordno: z.string().trim().max(inputLimits.code).optional(),
          vehicleno: z.string().trim().max(inputLimits.code).optional(),
        })
        .refine((query) => Boolean(query.jobordno || query.vehicleno), {
          message: messages.invalidParameters,
        }),
      read: (caller, query) => vehicleWorkflowOf(caller, query, new Date()),
    }),
    dashboard.read({
      path: '/api/DashBoard/getDashboardHeaderCount',
      summary: `Header counts: total (job orders opened in the window) and, per status group (shared/src/engines/status-groups.ts), those of them whose status is now in the group: {total, reception, inProgress, waitingApproval, waitingParts, onHold, completed, delivered, invoiced, submitted}, except delivered = the deliveries (moves to 1227) dated in the window, whatever happened after; with groupBy=garage|make: [{group, groupName, groupNameAr, ...the same counts}], largest first. ${filterText}`,
      query: headerCountQuery,
      read: (caller, query) =>
        query.groupBy
          ? dashboardHeaderCountBy(caller.project, query, query.groupBy)
          : dashboardHeaderCount(caller.project, query),
    }),
    dashboard.read({
      path: '/api/DashBoard/getRepairJobTypeCnt',
      summary: `Job orders per repair job type (main repair) opened in the window: [{wrkshpid, mainrepid, mainrepnam, mainrepnamar, count}], largest first. ${filterText}`,
      query: dashboardFilterQuery,
      read: (caller, query) => repairJobTypeCount(caller.project, query),
    }),
    dashboard.read({
      path: '/api/DashBoard/getMonthlyJoborderTrends',
      summary: `Per month of the window (default the last 12 months): [{month (yyyy-mm), opened (job orders opened), completed (entries into the completed group: repair finished), delivered (deliveries: moves to 1227)}], oldest first. ${filterText}`,
      query: dashboardFilterQuery,
      read: (caller, query) => monthlyTrends(caller.project, query, new Date()),
    }),
    dashboard.read({
      path: '/api/DashBoard/getcDashDetailStatusCount',
      summary: `Job orders opened in the window per current status: [{statuscde, statusName, statusNameAr, group, count}] in status order. ${filterText}`,
      query: dashboardFilterQuery,
      read: (caller, query) => detailStatusCount(caller.project, query),
    }),
    dashboard.read({
      path: '/api/DashBoard/getMonthlyJobOrderCount',
      summary:
        'Job orders opened in one month (year, month 1-12; default the current Kuwait month), per current status: {year, month, total, statuses: [{statuscde, statusName, statusNameAr, group, count}]}. Also garage, vehmake, vehmodel.',
      query: monthlyJobOrderCountQuery,
      read: (caller, query) => monthlyJobOrderCount(caller.project, query, new Date()),
    }),
    dashboard.read({
      path: '/api/DashBoard/getTopTenRepairJob',
      summary: `The 10 sub repairs with the most job orders opened in the last 12 months (or the filter's window): [{wrkshpid, mainrepid, subrepid, subrepnam, subrepnamar, count}], largest first. ${filterText}`,
      query: dashboardFilterQuery,
      read: (caller, query) => topTenRepairJobs(caller.project, query, new Date()),
    }),
    dashboard.read({
      path: '/api/DashBoard/getJobOrderAndInvoiceSummaryByMonths',
      summary:
        'The last 12 months, oldest first: {months: [{month, jobOrders (opened), invoices (job orders invoiced: entries into the invoiced group), amount (KWD of 3-in-1 and maintenance invoices dated in the month, from the cost projection; not narrowed by vehmodel)}]}. Also garage, vehmake, vehmodel.',
      query: dashboardFilterQuery,
      read: (caller, query) => jobOrderAndInvoiceSummary(caller.project, query, new Date()),
    }),
    dashboard.read({
      path: '/api/DashBoard/getNextStageNotification',
      summary:
        'Job orders whose next stage is due (time at the current status past its target): {items: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, garagnamar, statuscde, statusName, statusNameAr, statusAt, dueAt, overdueHours}], cursor?}; first 10 by default (limit), garage filter, cursor for more.',
      query: nextStageQuery,
      read: (caller, query) => nextStageNotifications(caller.project, query, new Date()),
    }),
    dashboard.read({
      path: '/api/DashBoard/getDetailByStatus',
      summary:
        'Job orders at a status (Statuscde), paged: {items: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, garagnamar, statuscde, statusName, statusNameAr, statusAt}], cursor?}; limit (default 25), cursor, garage.',
      query: detailByStatusQuery,
      read: (caller, query) => detailByStatus(caller.project, query),
    }),
  ],
});
