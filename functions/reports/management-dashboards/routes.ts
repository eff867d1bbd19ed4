/**
 * Executive Management (SGRD002), Contracting Party (SGRD004) and Garage Team Leader (SGRD005)
 * dashboards (spec 001 section 7 "Dashboards"). The `DashBoard/*` calls share their prefix with the
 * dashboard module (functions/reports/dashboard), so each has an exact API Gateway route of its own; the
 * `GarageTeamLeader/*` calls have theirs. Every figure is read from the projections or an index, never
 * a Scan; definitions in docs/management-dashboards.md.
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  activitiesQuery,
  dashboardQuery,
  dateRangeDashboardQuery,
  garageDashboardQuery,
  markAlertQuery,
  teamLeaderQuery,
  type DashboardFilter,
} from '@fleet/shared/reports/management-dashboards';
import { screenRoutes } from '#lib/document-routes';
import { defineModule, type Caller } from '#lib/registry';
import {
  contractImplementStatus,
  execHeaderCounts,
  execImplementStatus,
  financialOverview,
  priorityPendList,
  recentApprovalCount,
  recentApprovals,
} from './executive.ts';
import {
  allDashboardData,
  dashboardAlerts,
  dashboardDataByDateRange,
  dashboardDataByGarage,
  dashboardStats,
  markAlertAsRead,
  quickActionCountsOf,
  recentActivities,
  summaryStatisticsOf,
} from './team-leader.ts';

const exec = screenRoutes(screenCodes.executiveDashboard);
const contract = screenRoutes(screenCodes.contractingPartyDashboard);
const teamLeader = screenRoutes(screenCodes.garageTeamLeaderDashboard);

const filters =
  'Query (all optional): fromdate, todate (YYYY-MM-DD, Kuwait days, job orders by opening date), garage, vehmake, vehmodel (with vehmake), year (YYYY: the calendar year, intersected with the dates).';
const d = (call: string) => `/api/DashBoard/${call}`;
const g = (call: string) => `/api/GarageTeamLeader/${call}`;
/** The Executive and Contracting Party calls: who reads them, the call, what it answers and its read (a dashboard filter). */
// prettier-ignore
const filteredCalls: [typeof exec, string, string, (caller: Caller, filter: DashboardFilter) => Promise<unknown>][] = [
  [exec, 'getExecDashboardHeaderCount', `Executive header counts: totalWorkOrders (opened in the window), openWorkOrders (of them, not yet delivered) and, per status group (shared/src/engines/status-groups.ts), those whose status is now in the group: {totalWorkOrders, openWorkOrders, reception, inProgress, waitingApproval, waitingParts, onHold, completed, delivered, invoiced, submitted}, except delivered = the deliveries (moves to 1227) dated in the window.`, execHeaderCounts],
  [exec, 'getExecdashWOImplementStatus', `Work order implementation status, where the job orders opened in the window are now: {byGroup: [{group (a status group: reception|inProgress|waitingApproval|waitingParts|onHold|completed|delivered|invoiced|submitted), count}], byStatus: [{status, statusName, statusNameAr, count}], groups: [{group (month of opening, yyyy-mm), statusGroup, count}]}.`, execImplementStatus],
  [exec, 'getExecdashFinancialoverview', `Financial overview in KWD from the cost projection: {total, byCategory: [{category (3in1|labour|store_items|maintenance|petty_cash|purchase), amount, n}], byMonth: [{month (yyyy-mm), category, amount}]}.`, financialOverview],
  [exec, 'getExecdashPriorityPendList', `What waits longest, first 10, oldest first: approvals waiting at a level and job orders waiting for approval or parts or on hold: [{kind (approval|stuck), jobordno?, vehicleno?, garage?, garagnam?, since (ISO), docType?, docnumbr?, level?, amount?, link?, statuscde?, statusName?, statusNameAr?}].`, priorityPendList],
  [contract, 'getCntrctdashRecentWOApprCnt', `Approvals of work orders: {approved (approval moves in the window), pendingApproval (job orders in the waitingApproval group now), byStatus: [{status, statusName, statusNameAr, count}]}.`, recentApprovalCount],
  [contract, 'getCntrctdashImplementStatus', `Implementation status per garage: {byGroup, byStatus, groups: [{group (garage id), groupName, groupNameAr, statusGroup, count}]}.`, contractImplementStatus],
  [contract, 'getCntrctdashRecentWOAppr', `Documents approved in the window, newest first, first 10: [{docType, docnumbr, level, jobordno?, vehicleno?, garage?, garagnam?, amount (KWD), requester, approvedAt, approvedBy, link}].`, recentApprovals],
];

const dashboardData =
  '{garages, from, to, stats, quickActions, summary, recentActivities (first 10), alerts} as the single calls answer them';

export const managementDashboardsModule = defineModule({
  name: 'management-dashboards',
  routes: [
    ...filteredCalls.map(([access, call, summary, read]) =>
      access.read({
        path: d(call),
        gatewayRoute: 'exact',
        summary: `${summary} ${filters}`,
        query: dashboardQuery,
        read: (caller, query) => read(caller, query),
      }),
    ),
    teamLeader.read({
      path: g('getDashboardStats'),
      summary:
        "The team leader's garages (from the profile): {assignedTechnicians (technicians of the garages with an assigned open job), pendingInspections, activeEstimations, completedRepairs (repairs finished in the period), pendingItemRequests, garageRequests, parkedVehicles, scrapSpares (documents in the period)}. period: today|week (from Sunday)|month|year (default week).",
      query: teamLeaderQuery,
      read: (caller, query) => dashboardStats(caller, query.period, new Date()),
    }),
    teamLeader.read({
      path: g('getRecentActivities'),
      summary:
        "The latest status changes of the team leader's open job orders in the period, newest first: [{jobordno, vehicleno, vehmaknam, garage, garagnam, statuscde, statusName, statusNameAr, at}]. limit (default 10, at most 100), period (default week).",
      query: activitiesQuery,
      read: (caller, query) => recentActivities(caller, query, new Date()),
    }),
    teamLeader.read({
      path: g('getQuickActionCounts'),
      summary:
        'Job orders waiting for each quick action: {assignTechnician, garageInspection, estimation, itemRequest, repairCompletion, finalQc, parking}.',
      read: (caller) => quickActionCountsOf(caller),
    }),
    teamLeader.read({
      path: g('getSummaryStatistics'),
      summary:
        '{totalVehiclesInGarage, averageRepairTime (hours of work per repair finished in the period), technicianUtilization (% of the garage technicians with an assigned open job; 0 when none), garageTechnicians, assignedTechnicians, qualityScore (% of repairs finished in the period without a warranty return)}. period (default week, from Sunday).',
      query: teamLeaderQuery,
      read: (caller, query) => summaryStatisticsOf(caller, query.period, new Date()),
    }),
    teamLeader.read({
      path: g('getAllDashboardData'),
      summary: `The whole dashboard of the team leader's garages: ${dashboardData}. period (default week).`,
      query: teamLeaderQuery,
      read: (caller, query) => allDashboardData(caller, query.period, new Date()),
    }),
    teamLeader.read({
      path: g('getDashboardDataByGarage'),
      summary: `The dashboard of one of the team leader's garages (garageId; 403 for another garage unless superuser): ${dashboardData}. period (default week).`,
      query: garageDashboardQuery,
      read: (caller, query) => dashboardDataByGarage(caller, query.garageId, query.period, new Date()),
    }),
    teamLeader.read({
      path: g('getDashboardDataByDateRange'),
      summary: `The dashboard of the team leader's garages for fromDate..toDate (YYYY-MM-DD): ${dashboardData}.`,
      query: dateRangeDashboardQuery,
      read: (caller, query) => dashboardDataByDateRange(caller, query.fromDate, query.toDate, new Date()),
    }),
    teamLeader.read({
      path: g('getDashboardAlerts'),
      summary:
        "Alerts of the team leader's garages from real conditions, most severe and oldest first: [{id, type (stuck|lowStock), severity (warning|error), isRead (per user), jobordno?, vehicleno?, garage?, statuscde?, statusName?, statusNameAr?, since?, hours?, storecode?, storenam?, sparepart?, sparenam?, qtyonhand?}]. Stuck: waiting for approval over 48 h, for parts over 72 h, on hold over 120 h (error at twice the limit); low stock: 5 or fewer in a garage store.",
      read: (caller) => dashboardAlerts(caller, new Date()),
    }),
    teamLeader.write({
      method: 'PUT',
      path: g('markAlertAsRead'),
      summary:
        "Marks one of the caller's current alerts read for this user (alertId); 404 'Alert not found.' otherwise. Returns ['Alert marked as read', {alertId, isRead: true}].",
      action: 'views',
      query: markAlertQuery,
      message: messages.dashboardAlertMarkedRead,
      write: (caller, _body, now, query) => markAlertAsRead(caller, query.alertId, now),
    }),
  ],
});
