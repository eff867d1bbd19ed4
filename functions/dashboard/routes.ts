/**
 * Dashboard calls (spec 000 section 7 "Dashboard"). Issue 5 brings the job card timeline; the
 * counters and charts come with the dashboards issue (they read the projections, never documents).
 */
import { z } from 'zod';
import { messages, screenCodes } from '@fleet/shared';
import { defineModule, defineRoute } from '#lib/registry';
import { NotFoundError } from '#lib/errors';
import { readHistory, readJobOrderCore } from '../joborders/engine.ts';
import { vehicleWorkflowOf } from './workflow.ts';

/** The job card timeline report (Reports group). */
const timelineScreen = screenCodes.jobCardTimeline;

export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/api/DashBoard/getJobCardTimeline',
      summary:
        'Status history of a job order, oldest first: [{jobordno, at, fromStatus, toStatus, statusName, statusNameAr, action, user, remarks, eventId}].',
      access: { kind: 'screen', screen: timelineScreen, action: 'views' },
      query: z.object({ jobordno: z.string().trim().min(1) }),
      handler: async ({ caller, query }) => {
        const [header, history] = await Promise.all([
          readJobOrderCore(caller.project, query.jobordno),
          readHistory(caller.project, query.jobordno),
        ]);
        if (!header) throw new NotFoundError(messages.jobOrderNotFound);
        return history;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/DashBoard/getVehicleWorkflow',
      summary:
        "Added to the spec's list (the /vehicle-workflow page): one job order's whole path, by jobordno or by plate (vehicleno: its open job order, else its newest): {jobOrder: {jobordno, joborddat, vehicleno, vehmaknam, garagnam, statuscde, state}, workflow: {status, holder, stages: [{key, reached, current, at?, user?, durationMs}], causes: {approval, parts, hold, work, washing, pickup, reception} in ms, totalMs, approvals}, pendingApprovals: [{docType, docnumbr, level, amount, requester, since, link}], history, jobOrders: [{jobordno, joborddat, statuscde}] of the vehicle}.",
      access: { kind: 'screen', screen: screenCodes.vehicleWorkflow, action: 'views' },
      query: z
        .object({ jobordno: z.string().trim().optional(), vehicleno: z.string().trim().optional() })
        .refine((query) => Boolean(query.jobordno || query.vehicleno), {
          message: messages.invalidParameters,
        }),
      handler: async ({ caller, query }) => vehicleWorkflowOf(caller, query, new Date()),
    }),
  ],
});
