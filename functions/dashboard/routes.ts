/**
 * Dashboard calls (spec 000 section 7 "Dashboard"). Issue 5 brings the job card timeline; the
 * counters and charts come with the dashboards issue (they read the projections, never documents).
 */
import { z } from 'zod';
import { messages, screenCodes } from '@fleet/shared';
import { defineModule, defineRoute } from '#lib/registry';
import { NotFoundError } from '#lib/errors';
import { readHistory, readJobOrderCore } from '../joborders/engine.ts';

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
  ],
});
