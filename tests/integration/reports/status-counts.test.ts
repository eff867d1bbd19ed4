/**
 * Issue 24 item 13: every count a person reads means one thing. A garage of this file's own gets job
 * orders at every status group (shared/src/engines/status-groups.ts), Approval Required and a delivered job
 * order that moved on to invoiced among them; then every dashboard, report and query screen's call is
 * read for that garage and must show, for each group, the count of the job order list (the job orders
 * of JobOrder/getJobOrderList folded through `statusGroupOf`), and for "delivered in the period" the
 * job orders whose history delivered them (moved to 1227) today. The team leader's figures agree with
 * each other, over the workshop's week (from Sunday).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HeaderCounts, StatusCountRow } from '@fleet/shared/reports/dashboard';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import type {
  ExecHeaderCount,
  ImplementStatus,
  RecentApprovalCount,
  TeamLeaderDashboard,
} from '@fleet/shared/reports/management-dashboards';
import type {
  OperationStatementRow,
  JobOrderProgressRow,
  ReportPageAnswer,
} from '@fleet/shared/reports/reports';
import {
  openGroups,
  statusGroupOf,
  statusGroups,
  type StatusGroup,
} from '@fleet/shared/engines/status-groups';
import { weekStartOf } from '@fleet/shared/reports/week';
import { inWorkshopGroups, type WorkOrderPage } from '@fleet/shared/reports/workorder-reports';
import { writeJobOrder } from '@fleet/functions/engines/status/engine';
import { kuwaitDay } from '@fleet/functions/lib/clock';
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { signIn, type ApiClient } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderThrough } from '../../support/job-orders.ts';
import { putTestAssignment, putTestEmployee } from '../../support/technicians.ts';
import { eventually } from '../../support/socket.ts';

const run = Date.now().toString(36).toUpperCase();
/** A garage no other test uses: every figure filtered by it is this file's. */
const garage = `SCG${run}`;
const garageName = `Status Count Garage ${run}`;
const garageNameAr = `كراج عدّ الحالات ${run}`;
const today = kuwaitDay(new Date());

let admin: ApiClient;
let sequence = 0;

const toGarage = [1205, 1208, 1209];
const estimated = [...toGarage, 1210, 1213, 1215];
const approved = [...estimated, 1235, 1216];
const repaired = [...approved, 1236, 1230];
const delivery = [...repaired, 1222, 1223, 1224, 1225, 1206, 1227];

/** The job orders of this file: a path from reception (1201) for each, and the group it ends in. */
const paths: { path: number[]; group: StatusGroup; close?: boolean }[] = [
  { path: [], group: 'reception' },
  { path: [1202, 1203, 1204], group: 'reception' },
  { path: toGarage, group: 'inProgress' },
  { path: [...approved, 1236], group: 'inProgress' },
  // Items issued (1219): work goes on.
  { path: [...approved, 1217, 1218, 1219], group: 'inProgress' },
  // Approval Required (1235) and the KD250 tier (1256): waiting for approval, not in progress.
  { path: [...estimated, 1235], group: 'waitingApproval' },
  { path: [...estimated, 1235, 1256], group: 'waitingApproval' },
  { path: [...approved, 1228], group: 'waitingParts' },
  { path: [...approved, 1217, 1401], group: 'waitingParts' },
  { path: [...toGarage, 1229], group: 'onHold' },
  { path: repaired, group: 'completed' },
  { path: [...repaired, 1222, 1223, 1224, 1225], group: 'completed' },
  { path: delivery, group: 'delivered', close: true },
  // Delivered today, then invoiced: still one of the period's deliveries.
  { path: [...delivery, 1232], group: 'invoiced', close: true },
  { path: [...delivery, 1420, 1421, 1425, 1426], group: 'submitted', close: true },
];

const jobs: { jobordno: string; group: StatusGroup }[] = [];

/** A job order of this file's garage created at reception and moved along `path` (closed at its delivery). */
async function jobOrderAlong(path: readonly number[], close = false): Promise<string> {
  const { jobordno } = await testJobOrderThrough(`JO-SC-${run}-${(sequence += 1)}`, garage, []);
  // One write makes the moves up to the delivery (closing it when asked), one more those after it.
  const delivered = close ? path.indexOf(1227) + 1 : path.length;
  const writes = [path.slice(0, delivered), path.slice(delivered)];
  for (const [index, moves] of writes.entries()) {
    if (moves.length === 0) continue;
    await writeJobOrder({
      project: 'MOI',
      user: 'admin',
      jobordno,
      from: [],
      moves: moves.map((to) => ({ to })),
      allowClosed: index === 1,
      ...(close && index === 0 ? { state: 'closed' as const } : {}),
    });
  }
  return jobordno;
}

const get = async <T>(path: string, query: Record<string, string | number | undefined> = {}) => {
  const response = await admin.get<T>(path, query);
  expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
};

/** Every row of a paged call (`{items, cursor?}`). */
async function allRows<T>(path: string, query: Record<string, string | number | undefined>): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await get<{ items: T[]; cursor?: string }>(path, { ...query, limit: 100, cursor });
    rows.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

const zero = () => Object.fromEntries(statusGroups.map((group) => [group, 0])) as Record<StatusGroup, number>;

/** The reference: the job order list of the garage, folded through the status groups. */
let expected: Record<StatusGroup, number>;
/** The job orders the history delivered (moved to 1227) today. */
let deliveries: number;
let total: number;

const only = (counts: Partial<Record<StatusGroup, number>>, groups: readonly StatusGroup[]) =>
  Object.fromEntries(groups.map((group) => [group, counts[group] ?? 0]));
const withoutDelivered = statusGroups.filter((group) => group !== 'delivered');

beforeAll(async () => {
  useRuntimeEnv();
  admin = (await signIn('admin')).client;
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.garage, garage), 'garage', {
      garageid: garage,
      garagnam: garageName,
      garagnamar: garageNameAr,
      type: 'branch',
      status: 'active',
    }),
  );
  for (const { path, group, close } of paths)
    jobs.push({ jobordno: await jobOrderAlong(path, close), group });
  // Two technicians of the garage: one on an open job (in progress), one on a finished repair.
  await putTestEmployee(garage, `ESC${run}1`, 'Mechanical Technician');
  await putTestEmployee(garage, `ESC${run}2`, 'Auto Electrician');
  await putTestEmployee(garage, `ESC${run}3`, 'Team Leader');
  await putTestAssignment(jobs.find((job) => job.group === 'inProgress')!.jobordno, [`ESC${run}1`], {
    garage,
    garagnam: garageName,
    day: today,
  });
  await putTestAssignment(jobs.find((job) => job.group === 'completed')!.jobordno, [`ESC${run}2`], {
    garage,
    garagnam: garageName,
    day: today,
  });

  // The reference: the job order list, each row's status folded into its group.
  const listed = await allRows<JobOrderRow>('/api/JobOrder/getJobOrderList', {
    garage,
    fromdate: today,
    todate: today,
  });
  expect(listed.map((row) => row.jobordno).sort()).toEqual(jobs.map((job) => job.jobordno).sort());
  expected = zero();
  for (const row of listed) expected[statusGroupOf(Number(row.statuscde))] += 1;
  total = listed.length;
  // The deliveries of today, from each job order's history.
  deliveries = 0;
  for (const row of listed) {
    const history = await get<{ toStatus: number; at: string }[]>('/api/DashBoard/getJobCardTimeline', {
      jobordno: row.jobordno,
    });
    if (history.some((entry) => entry.toStatus === 1227 && kuwaitDay(new Date(entry.at)) === today))
      deliveries += 1;
  }
  // The job orders were put where the test meant, and every group has some.
  for (const group of statusGroups)
    expect(expected[group], group).toBe(jobs.filter((job) => job.group === group).length);
  expect(deliveries).toBe(3);
  // The projections subscriber applies the events after the writes: wait for the last of them.
  await eventually(
    () => get<HeaderCounts>('/api/DashBoard/getDashboardHeaderCount', { garage }),
    (counts) => counts.total === total && counts.submitted === 1 && counts.delivered === deliveries,
  );
}, 300_000);

describe('integration: one count per status group on every screen (issue 24 item 13)', () => {
  it('Admin and Management dashboards: the header, per garage, per status and this month', async () => {
    const header = await get<HeaderCounts>('/api/DashBoard/getDashboardHeaderCount', { garage });
    expect(only(header, withoutDelivered)).toEqual(only(expected, withoutDelivered));
    expect(header.total).toBe(total);
    // "Delivered" of a header is the deliveries of the period, not the job orders still at 1227.
    expect(header.delivered).toBe(deliveries);

    const byGarage = await get<(HeaderCounts & { group: string; groupName: string })[]>(
      '/api/DashBoard/getDashboardHeaderCount',
      { garage, groupBy: 'garage' },
    );
    expect(byGarage).toEqual([expect.objectContaining({ group: garage, groupName: garageName, ...header })]);

    const fold = (rows: StatusCountRow[]) => {
      const counts = zero();
      for (const row of rows) counts[row.group] += row.count;
      return counts;
    };
    const statuses = await get<StatusCountRow[]>('/api/DashBoard/getcDashDetailStatusCount', { garage });
    for (const row of statuses) expect(row.group).toBe(statusGroupOf(row.statuscde));
    expect(fold(statuses)).toEqual(expected);
    const month = await get<{ total: number; statuses: StatusCountRow[] }>(
      '/api/DashBoard/getMonthlyJobOrderCount',
      { garage },
    );
    expect(month.total).toBe(total);
    expect(fold(month.statuses)).toEqual(expected);

    const trends = await get<{ month: string; opened: number; delivered: number }[]>(
      '/api/DashBoard/getMonthlyJoborderTrends',
      { garage },
    );
    expect(trends.at(-1)).toMatchObject({ month: today.slice(0, 7), opened: total, delivered: deliveries });
  });

  it('Executive dashboard: the KPI row and its own implementation status table agree', async () => {
    const kpi = await get<ExecHeaderCount>('/api/DashBoard/getExecDashboardHeaderCount', { garage });
    expect(only(kpi, withoutDelivered)).toEqual(only(expected, withoutDelivered));
    expect(kpi.delivered).toBe(deliveries);
    expect(kpi.totalWorkOrders).toBe(total);
    expect(kpi.openWorkOrders).toBe(openGroups.reduce((sum, group) => sum + expected[group], 0));

    const implementation = await get<ImplementStatus>('/api/DashBoard/getExecdashWOImplementStatus', {
      garage,
    });
    expect(Object.fromEntries(implementation.byGroup.map((row) => [row.group, row.count]))).toEqual(expected);
    const perMonth = zero();
    for (const row of implementation.groups) perMonth[row.statusGroup] += row.count;
    expect(perMonth).toEqual(expected);
  });

  it('Contracting party dashboard: the groups per garage, by garage name, and what waits for approval', async () => {
    const implementation = await get<ImplementStatus>('/api/DashBoard/getCntrctdashImplementStatus', {
      garage,
    });
    expect(Object.fromEntries(implementation.byGroup.map((row) => [row.group, row.count]))).toEqual(expected);
    const perGarage = zero();
    for (const row of implementation.groups) {
      expect(row).toMatchObject({ group: garage, groupName: garageName, groupNameAr: garageNameAr });
      perGarage[row.statusGroup] += row.count;
    }
    expect(perGarage).toEqual(expected);
    const approvals = await get<RecentApprovalCount>('/api/DashBoard/getCntrctdashRecentWOApprCnt', {
      garage,
    });
    expect(approvals.pendingApproval).toBe(expected.waitingApproval);
  });

  it('Work-order lists, statistics and query screens: the same rows per group', async () => {
    const lists: [string, StatusGroup][] = [
      ['/api/DashBoard/getPendingWorkOrders', 'reception'],
      ['/api/DashBoard/getJobOrderWOProgressList', 'inProgress'],
      ['/api/DashBoard/getWaitingSparePartsList', 'waitingParts'],
      ['/api/DashBoard/getJobOrderOnHoldList', 'onHold'],
    ];
    for (const [call, group] of lists)
      expect((await allRows<unknown>(call, { garage })).length, call).toBe(expected[group]);

    for (const group of statusGroups) {
      const stat = await get<{ total: number }>('/api/DashBoard/getJobOrderWOprogressstat', {
        garage,
        type: 'garage',
        jotype: group,
      });
      expect(stat.total, `progress stat ${group}`).toBe(expected[group]);
      const listed = await allRows<WorkOrderPage['items'][number]>('/api/Query/getJobOrderList', {
        garage,
        group,
      });
      expect(listed.length, `job order list query ${group}`).toBe(expected[group]);
      expect(listed.every((row) => row.group === group)).toBe(true);
    }

    // The workshop query: its groups, each as the dashboards count it.
    for (const group of inWorkshopGroups)
      expect(
        (await allRows<unknown>('/api/Query/getJobOrdersInWorkshop', { garage, group })).length,
        `in workshop ${group}`,
      ).toBe(expected[group]);
    expect((await allRows<unknown>('/api/Query/getJobOrdersInWorkshop', { garage })).length).toBe(
      inWorkshopGroups.reduce((sum, group) => sum + expected[group], 0),
    );

    const turnover = await get<{ garage: string; opened: number; delivered: number; inProgress: number }[]>(
      '/api/Query/getGarageTurnover',
      { fromdate: today, todate: today },
    );
    expect(turnover.find((row) => row.garage === garage)).toEqual({
      garage,
      opened: total,
      delivered: deliveries,
      inProgress: openGroups.reduce((sum, group) => sum + expected[group], 0),
    });
  });

  it('Reports: the job order progress by group and the operations statement', async () => {
    for (const group of statusGroups) {
      const rows = await allRows<JobOrderProgressRow>('/api/Reports/getJobOrderProgress', { garage, group });
      expect(rows.length, `job order progress ${group}`).toBe(expected[group]);
    }
    const statement = await get<ReportPageAnswer<OperationStatementRow>>(
      '/api/Reports/getOperationStatement',
      {
        garage,
      },
    );
    expect(statement.items).toHaveLength(1);
    const row = statement.items[0]!;
    expect(only(row, withoutDelivered)).toEqual(only(expected, withoutDelivered));
    expect(row.delivered).toBe(deliveries);
    expect(row.opened).toBe(total);
  });

  it('Team leader: technicians on a job and the utilization agree, over the week from Sunday', async () => {
    const dashboard = await get<TeamLeaderDashboard>('/api/GarageTeamLeader/getDashboardDataByGarage', {
      garageId: garage,
    });
    expect(dashboard.from).toBe(weekStartOf(today));
    expect(new Date(`${dashboard.from}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(dashboard.to).toBe(today);
    // Two technicians of the garage; one on an open job (the other's repair is finished).
    expect(dashboard.stats.assignedTechnicians).toBe(1);
    expect(dashboard.summary).toMatchObject({
      garageTechnicians: 2,
      assignedTechnicians: 1,
      technicianUtilization: 50,
    });
    // Repairs finished today (moves into 1230): the completed, delivered, invoiced and submitted ones.
    expect(dashboard.stats.completedRepairs).toBe(
      expected.completed + expected.delivered + expected.invoiced + expected.submitted,
    );
  });
});
