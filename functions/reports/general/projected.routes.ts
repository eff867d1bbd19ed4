/**
 * The report calls whose figures come from the projections (functions/engines/projections/read.ts): movement,
 * average time to complete, average job card time. Exact gateway routes (see routes.ts).
 */
import { screenCodes } from '@fleet/shared';
import { averageJobCardTimeQuery, averageTimeQuery, movementQuery } from '@fleet/shared/reports/reports';
import type { AnyRoute } from '#lib/registry';
import { screenRoutes } from '#lib/document-routes';
import { pagingText, windowText } from './access.ts';
import { averageJobCardTime, averageTimeToComplete, movementReport } from './projected.ts';

export const projectedRoutes: AnyRoute[] = [
  screenRoutes(screenCodes.averageTimeExceed).read({
    path: '/api/Reports/getAverageTimeToComplete',
    summary: `Added to the spec's list (/dashboardaveragtimeforexceed): per status, the stays that ended in the window and their average length, from the projections' stage durations, optional garage, vehmake, vehmodel; ${windowText}: {items: [{status, statusName, statusNameAr, stays, averageHours, totalDays}], totalCount, totals: {stays, totalDays}, averageJobCardHours, jobCards, window}.`,
    query: averageTimeQuery,
    gatewayRoute: 'exact',
    read: (caller, query) => averageTimeToComplete(caller, query, new Date()),
  }),
  screenRoutes(screenCodes.averageTimeExceed).read({
    path: '/api/Reports/getAverageJobCardTime',
    summary: `Added to the spec's list (/dashboardaveragtimeforexceed): average job card time per groupBy (garage|make|month, default garage) over the stays that ended in the window (projections' durations; a job card counts once, when it leaves its opening status), optional garage, vehmake, vehmodel; ${windowText}; ${pagingText} (page 1, 10 rows by default): {items: [{group, stays, jobCards, averageHours, totalDays}], cursor?, totalCount, totals: {stays, jobCards, totalDays}, window}.`,
    query: averageJobCardTimeQuery,
    gatewayRoute: 'exact',
    read: (caller, query) => averageJobCardTime(caller, query, new Date()),
  }),
  screenRoutes(screenCodes.movementReport).read({
    path: '/api/Reports/getMovementGraph',
    summary: `Added to the spec's list (/movementreport graph): moves into each status in the window per bucket (by day|month|total, default total) from the projections' transitions, optional garage, vehmake, vehmodel; ${windowText}: {items: [{bucket (all, YYYY/MM/DD or YYYY/MM), status, statusName, statusNameAr, count}], totalCount, totals: {count}, window}.`,
    query: movementQuery,
    gatewayRoute: 'exact',
    read: (caller, query) => movementReport(caller, query, new Date()),
  }),
  screenRoutes(screenCodes.movementReport).read({
    path: '/api/DashBoard/getMovementReport',
    summary: `Movement report (/movementreport): moves into each status within fromdate..todate (${windowText}), one row per status (the same answer as Reports/getMovementGraph with by=total).`,
    query: movementQuery,
    gatewayRoute: 'exact',
    read: (caller, query) => movementReport(caller, { ...query, by: 'total' }, new Date()),
  }),
];
