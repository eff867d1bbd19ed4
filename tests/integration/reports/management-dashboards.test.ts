/**
 * Executive Management, Contracting Party and Garage Team Leader dashboards (spec 001 section 7
 * "Dashboards", section 3 team leader stats, section 8 messages) through the local runtime. Every job
 * order of this file is in a garage of its own, so the dashboard figures filtered by that garage are
 * this file's alone; the projections are kept by the bus subscriber, so each figure is read until the
 * subscriber has applied the events.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages, noRights, type RightsByScreen } from '@fleet/shared';
import type * as Dash from '@fleet/shared/reports/management-dashboards';
import { kuwaitDay } from '@fleet/functions/lib/clock';
import { weekStartOf } from '@fleet/shared/reports/week';
import { accessChanged } from '@fleet/functions/lib/access';
import { putItem, updateItem } from '@fleet/functions/lib/db';
import { jobOrderKeys } from '@fleet/functions/engines/status/headers';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { balanceItem } from '@fleet/functions/engines/stock/keys';
import { ok, type ApiClient, signInAll } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { writeTestJobOrder } from '../../support/job-orders.ts';
import { putTestAssignment, putTestEmployee } from '../../support/technicians.ts';
import { putGarageStore } from '../../support/spare-parts.ts';
import { eventually } from '../../support/socket.ts';

const run = Date.now().toString(36).toUpperCase();
const garage = `GMD${run}`;
const otherGarage = `GMO${run}`;
const d = (call: string) => `/api/DashBoard/${call}`;
const g = (call: string) => `/api/GarageTeamLeader/${call}`;
let counter = 0;

let executive: ApiClient;
let contracting: ApiClient;
let teamLeader: ApiClient;
let nobody: ApiClient;
let stickerReport: ApiClient;

/** A job order of this file's garage moved through `path` (job order created, gate pass in, ...). */
async function jobOrderAt(path: number[], target = garage, state?: 'closed'): Promise<string> {
  const vehicle = { vehicleno: `MD/${run}/${++counter}` };
  const options = { garage: target, vehicle, closed: state === 'closed' };
  return (await writeTestJobOrder(`JO-MD-${run}-${counter}`, 'KPTC', path, options)).jobordno;
}

const toGarage = [1201, 1205, 1208, 1209];

const body = async <T>(client: ApiClient, path: string, query: Record<string, string | number> = {}) =>
  ok(await client.get<T>(path, query));

const mine = { garage };
const jobs: Record<string, string> = {};
/** The six job orders of this file's garage (beforeAll) by status group, as the dashboards count them. */
const byGroup = {
  reception: 0,
  inProgress: 2,
  waitingApproval: 1,
  waitingParts: 0,
  onHold: 1,
  completed: 2,
  delivered: 0,
  invoiced: 0,
  submitted: 0,
};

beforeAll(async () => {
  useRuntimeEnv();
  const only = (screen: string): RightsByScreen => ({ [screen]: { ...noRights, views: 'Y' } });
  await putRole('MDTEST_NONE', {});
  await putRole('MDTEST_EXEC', only('SGRD002'));
  await putRole('MDTEST_CONTRACT', only('SGRD004'));
  await putRole('MDTEST_TL', only('SGRD005'));
  await putRole('MDTEST_STICKER', only('SGRR017'));
  await putUser({ usercode: `md_sticker_${run}`, roles: ['MDTEST_STICKER'] });
  await putUser({ usercode: `md_none_${run}`, roles: ['MDTEST_NONE'] });
  await putUser({ usercode: `md_exec_${run}`, roles: ['MDTEST_EXEC'] });
  await putUser({ usercode: `md_contract_${run}`, roles: ['MDTEST_CONTRACT'] });
  await putUser({ usercode: `md_tl_${run}`, roles: ['MDTEST_TL'] });
  // The team leader's garage is on the profile.
  await updateItem('GLOBAL#USER', `md_tl_${run}`.toLowerCase(), { garages: [garage] });
  await accessChanged(); // the runtime caches profiles per access version
  [executive, contracting, teamLeader, nobody, stickerReport] = await signInAll([
    `md_exec_${run}`,
    `md_contract_${run}`,
    `md_tl_${run}`,
    `md_none_${run}`,
    `md_sticker_${run}`,
  ]);

  jobs.working = await jobOrderAt(toGarage); // 1209: in progress, waits for the inspection
  jobs.hold = await jobOrderAt([...toGarage, 1229]); // on hold
  jobs.approval = await jobOrderAt([...toGarage, 1210, 1213, 1215, 1235]); // waits for approval
  jobs.approved = await jobOrderAt([...toGarage, 1210, 1213, 1215, 1235, 1216]); // approved in the window
  jobs.repaired = await jobOrderAt([...toGarage, 1210, 1213, 1215, 1235, 1216, 1236, 1230]); // repair finished
  jobs.completed = await jobOrderAt(
    [...toGarage, 1210, 1213, 1215, 1235, 1216, 1236, 1230, 1231],
    garage,
    'closed',
  );
  jobs.elsewhere = await jobOrderAt(toGarage, otherGarage);
  // The garage's name in the master (the contracting party page shows names, not codes).
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.garage, garage), 'garage', {
      garageid: garage,
      garagnam: `Dashboard Test Garage ${run}`,
      garagnamar: `كراج اختبار ${run}`,
      type: 'branch',
      status: 'active',
    }),
  );
  // Technicians: two of the garage (one on the open job 'working', the other on the finished repair), a
  // third inactive, and a team leader who is no technician.
  await putTestEmployee(garage, `EMD${run}1`, 'Mechanical Technician');
  await putTestEmployee(garage, `EMD${run}2`, 'Auto Electrician');
  await putTestEmployee(garage, `EMD${run}3`, 'Body Technician', 'inactive');
  await putTestEmployee(garage, `EMD${run}4`, 'Team Leader');
  await putTestAssignment(jobs.working!, [`EMD${run}1`], { garage, garagnam: garage });
  await putTestAssignment(jobs.repaired!, [`EMD${run}2`], { garage, garagnam: garage });
  // The approval has waited three days: beyond the 48 h limit (an alert), not yet twice it.
  const threeDaysAgo = new Date(Date.now() - 73 * 3_600_000).toISOString();
  const header = jobOrderKeys.header('MOI', jobs.approval!);
  await updateItem(header.pk, header.sk, { statusAt: threeDaysAgo });
  // A garage store of the team leader's garage with an item at low stock.
  const storecode = `SMD${run}`;
  await putGarageStore(storecode, { en: 'Dashboard Test Store', ar: 'مخزن اختبار' }, garage);
  await putItem(
    balanceItem('MOI', {
      storecode,
      storenam: 'Dashboard Test Store',
      sparepart: `SPMD${run}`,
      sparenam: 'Oil filter',
      spareuom: 'PCS',
      sparecat: 'FILTER',
      vehmakid: 'CHE',
      qtyonhand: 3,
      avgcost: 2.5,
      stockvalue: 7.5,
      low: 'Y',
      lastmoved: new Date().toISOString(),
      version: 1,
      costver: 1,
    }),
  );
});

describe('integration: DashBoard executive calls', () => {
  it('counts the job orders opened in the window by the status group they are in, from the projections', async () => {
    const counts = await eventually(
      () => body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), mine),
      (value) => value.totalWorkOrders === 6 && value.completed === 2 && value.waitingApproval === 1,
    );

    // Approval Required waits for approval (not in progress); a finished repair is completed, not delivered.
    expect(counts).toEqual({ totalWorkOrders: 6, openWorkOrders: 6, ...byGroup });
  });

  it('applies the make, year and date filters', async () => {
    const today = kuwaitDay(new Date());
    const year = today.slice(0, 4);
    await eventually(
      () => body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), mine),
      (value) => value.totalWorkOrders === 6,
    );

    const byMake = await body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), {
      ...mine,
      vehmake: 'CHE',
    });
    const otherMake = await body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), {
      ...mine,
      vehmake: 'NOPE',
    });
    const thisYear = await body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), {
      ...mine,
      year,
    });
    const pastYear = await body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), {
      ...mine,
      year: '2001',
    });
    const today1 = await body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), {
      ...mine,
      fromdate: today,
      todate: today,
    });
    const before = await body<Dash.ExecHeaderCount>(executive, d('getExecDashboardHeaderCount'), {
      ...mine,
      fromdate: '2001-01-01',
      todate: '2001-12-31',
    });

    expect(byMake.totalWorkOrders).toBe(6);
    expect(otherMake.totalWorkOrders).toBe(0);
    expect(thisYear.totalWorkOrders).toBe(6);
    expect(pastYear.totalWorkOrders).toBe(0);
    expect(today1.totalWorkOrders).toBe(6);
    expect(before.totalWorkOrders).toBe(0);
  });

  it('refuses a bad year, a model without make, a reversed window and a bad date', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ year: '26' }, messages.dashboardYearInvalid],
      [{ vehmodel: 'M1' }, messages.dashboardModelWithoutMake],
      [{ fromdate: '2026-02-01', todate: '2026-01-01' }, messages.dateWindowReversed],
      [{ fromdate: '01/02/2026' }, messages.useIsoDay],
    ];
    for (const [query, message] of cases) {
      const response = await executive.get<{ message: string }>(d('getExecDashboardHeaderCount'), query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('gives the implementation status by status group (as the header counts), status and month of opening', async () => {
    const status = await eventually(
      () => body<Dash.ImplementStatus>(executive, d('getExecdashWOImplementStatus'), mine),
      (value) => value.byStatus.reduce((sum, row) => sum + row.count, 0) === 6,
    );

    expect(Object.fromEntries(status.byGroup.map((row) => [row.group, row.count]))).toEqual(byGroup);
    expect(status.byStatus.find((row) => row.status === 1229)).toMatchObject({
      statusName: 'On Hold',
      count: 1,
    });
    const month = kuwaitDay(new Date()).slice(0, 7);
    expect(status.groups.filter((row) => row.group === month).reduce((sum, row) => sum + row.count, 0)).toBe(
      6,
    );
  });

  it('gives the financial overview in KWD by category and month, totals adding up', async () => {
    const overview = await body<Dash.FinancialOverview>(executive, d('getExecdashFinancialoverview'), {});
    const sum = overview.byCategory.reduce((total, row) => total + row.amount, 0);

    expect(overview.total).toBeCloseTo(sum, 3);
    for (const row of overview.byMonth) expect(row.month).toMatch(/^\d{4}-\d{2}$/);
    const none = await body<Dash.FinancialOverview>(executive, d('getExecdashFinancialoverview'), mine);
    expect(none).toEqual({ total: 0, byCategory: [], byMonth: [] });
  });

  it('lists what waits longest, oldest first: the approval waiting three days, then the job order on hold', async () => {
    const list = await body<Dash.PriorityPendItem[]>(executive, d('getExecdashPriorityPendList'), mine);

    expect(list.map((row) => row.jobordno)).toEqual([jobs.approval, jobs.hold]);
    expect(list[0]).toMatchObject({
      kind: 'stuck',
      statuscde: 1235,
      statusName: 'Approval Required',
      garage,
    });
    const otherMake = await body<Dash.PriorityPendItem[]>(executive, d('getExecdashPriorityPendList'), {
      ...mine,
      vehmake: 'NOPE',
    });
    expect(otherMake).toEqual([]);
  });
});

describe('integration: DashBoard contracting party calls', () => {
  it('counts approvals in the window and what waits for approval now', async () => {
    const counts = await eventually(
      () => body<Dash.RecentApprovalCount>(contracting, d('getCntrctdashRecentWOApprCnt'), mine),
      (value) => value.approved === 3 && value.pendingApproval === 1,
    );

    expect(counts).toEqual({
      approved: 3,
      pendingApproval: 1,
      byStatus: [
        { status: 1216, statusName: 'Estimation Approved', statusNameAr: 'تم اعتماد التقدير', count: 3 },
      ],
    });
  });

  it('gives the implementation status per garage, with the garage names', async () => {
    const status = await eventually(
      () => body<Dash.ImplementStatus>(contracting, d('getCntrctdashImplementStatus'), mine),
      (value) => value.groups.reduce((sum, row) => sum + row.count, 0) === 6,
    );

    expect(new Set(status.groups.map((row) => row.group))).toEqual(new Set([garage]));
    for (const row of status.groups)
      expect(row).toMatchObject({
        groupName: `Dashboard Test Garage ${run}`,
        groupNameAr: `كراج اختبار ${run}`,
      });
    expect(
      Object.fromEntries(
        status.groups.map((row) => [row.statusGroup, row.count] as const).filter(([, count]) => count > 0),
      ),
    ).toEqual({ inProgress: 2, waitingApproval: 1, onHold: 1, completed: 2 });
  });

  it('lists the documents approved in the window, newest first, at most 10', async () => {
    const list = await body<Dash.RecentApproval[]>(contracting, d('getCntrctdashRecentWOAppr'), {});

    expect(list.length).toBeLessThanOrEqual(10);
    const times = list.map((row) => row.approvedAt);
    expect(times).toEqual([...times].sort().reverse());
    const mineOnly = await body<Dash.RecentApproval[]>(contracting, d('getCntrctdashRecentWOAppr'), mine);
    expect(mineOnly).toEqual([]);
  });
});

describe('integration: GarageTeamLeader', () => {
  it.each([
    {
      what: "the stats of the team leader's garage (period: a week by default)",
      call: 'getDashboardStats',
      ready: (value: Record<string, number>) => value.completedRepairs === 2 && value.activeEstimations === 1,
      counts: {
        assignedTechnicians: 1,
        pendingInspections: 0,
        activeEstimations: 1,
        completedRepairs: 2,
        pendingItemRequests: 0,
        garageRequests: 0,
        parkedVehicles: 0,
        scrapSpares: 0,
      } satisfies Dash.TeamLeaderStats,
    },
    {
      what: 'the job orders waiting for each quick action',
      call: 'getQuickActionCounts',
      ready: (value: Record<string, number>) => value.finalQc === 1,
      counts: {
        assignTechnician: 0,
        garageInspection: 1,
        estimation: 0,
        itemRequest: 1,
        repairCompletion: 0,
        finalQc: 1,
        parking: 0,
      } satisfies Dash.QuickActionCounts,
    },
  ])('counts $what', async ({ call, ready, counts }) => {
    expect(await eventually(() => body<Record<string, number>>(teamLeader, g(call)), ready)).toEqual(counts);
  });

  it('computes the summary statistics; the utilization is technicians on an open job over the garage technicians', async () => {
    const summary = await eventually(
      () => body<Dash.SummaryStatistics>(teamLeader, g('getSummaryStatistics')),
      (value) => value.totalVehiclesInGarage === 5,
    );

    // Inside: 1209, 1229, 1235, 1216, 1230.
    expect(summary.totalVehiclesInGarage).toBe(5);
    // Technicians: EMD..1 (on 'working', open) and EMD..2 (on the finished repair): 1 of 2 on an open job.
    expect(summary).toMatchObject({
      garageTechnicians: 2,
      assignedTechnicians: 1,
      technicianUtilization: 50,
    });
    expect(summary.qualityScore).toBe(100);
    expect(summary.averageRepairTime).toBeGreaterThanOrEqual(0);
  });

  it('lists the recent activities newest first, 10 by default, limit honoured', async () => {
    const all = await body<Dash.RecentActivity[]>(teamLeader, g('getRecentActivities'), { period: 'month' });
    const two = await body<Dash.RecentActivity[]>(teamLeader, g('getRecentActivities'), {
      period: 'month',
      limit: 2,
    });

    // The approval's change is three days old (in the month); the completed one is not open.
    expect(new Set(all.map((row) => row.jobordno))).toEqual(
      new Set([jobs.working, jobs.hold, jobs.approval, jobs.approved, jobs.repaired]),
    );
    expect(all.map((row) => row.at)).toEqual(
      all
        .map((row) => row.at)
        .sort()
        .reverse(),
    );
    expect(two).toEqual(all.slice(0, 2));
    const today = await body<Dash.RecentActivity[]>(teamLeader, g('getRecentActivities'), {
      period: 'today',
    });
    expect(today.map((row) => row.jobordno)).not.toContain(jobs.approval);
    const bad = await teamLeader.get<{ message: string }>(g('getRecentActivities'), { limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.invalidParameters);
  });

  it('raises alerts from real conditions and marks one read for this user', async () => {
    const alerts = await body<Dash.DashboardAlert[]>(teamLeader, g('getDashboardAlerts'));
    const stuck = alerts.find((alert) => alert.type === 'stuck');
    const low = alerts.find((alert) => alert.type === 'lowStock');

    expect(alerts).toHaveLength(2);
    expect(stuck).toMatchObject({
      jobordno: jobs.approval,
      statuscde: 1235,
      severity: 'warning',
      isRead: false,
    });
    expect(stuck!.hours).toBeGreaterThanOrEqual(72);
    expect(low).toMatchObject({ sparepart: `SPMD${run}`, qtyonhand: 3, severity: 'warning', isRead: false });

    const marked = await teamLeader.request<unknown[]>('PUT', g('markAlertAsRead'), {
      query: { alertId: stuck!.id },
    });
    expect(ok(marked)).toEqual([messages.dashboardAlertMarkedRead, { alertId: stuck!.id, isRead: true }]);
    const after = await body<Dash.DashboardAlert[]>(teamLeader, g('getDashboardAlerts'));
    expect(after.find((alert) => alert.id === stuck!.id)?.isRead).toBe(true);
    expect(after.find((alert) => alert.id === low!.id)?.isRead).toBe(false);

    const unknown = await teamLeader.request<{ message: string }>('PUT', g('markAlertAsRead'), {
      query: { alertId: 'LOWSTOCK#NOPE#NOPE' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.dashboardAlertNotFound);
    const malformed = await teamLeader.request<{ message: string }>('PUT', g('markAlertAsRead'), {
      query: { alertId: 'nothing' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.dashboardAlertNotFound);
  });

  it('answers the whole dashboard for the garages, one garage and a date range', async () => {
    const all = await body<Dash.TeamLeaderDashboard>(teamLeader, g('getAllDashboardData'));
    const byGarage = await body<Dash.TeamLeaderDashboard>(teamLeader, g('getDashboardDataByGarage'), {
      garageId: garage,
    });
    const today = kuwaitDay(new Date());
    const byRange = await body<Dash.TeamLeaderDashboard>(teamLeader, g('getDashboardDataByDateRange'), {
      fromDate: '2001-01-01',
      toDate: '2001-01-31',
    });

    expect(all.garages).toEqual([garage]);
    expect(all.stats.completedRepairs).toBe(2);
    // The week starts on Sunday: the approval changed three days ago is in it only from Wednesday on.
    expect(all.from).toBe(weekStartOf(kuwaitDay(new Date())));
    const inWeek = all.from <= kuwaitDay(new Date(Date.now() - 73 * 3_600_000)) ? 5 : 4;
    expect(all.recentActivities.length).toBe(inWeek);
    // The stats and the summary say the same of the technicians.
    expect(all.stats.assignedTechnicians).toBe(all.summary.assignedTechnicians);
    expect(all.alerts).toHaveLength(2);
    expect(byGarage).toMatchObject({ garages: [garage], stats: all.stats, quickActions: all.quickActions });
    expect(all.to).toBe(today);
    expect(byRange).toMatchObject({ from: '2001-01-01', to: '2001-01-31', recentActivities: [] });
    expect(byRange.stats.completedRepairs).toBe(0);
    expect(byRange.stats.assignedTechnicians).toBe(1);
  });

  it('refuses another garage and a reversed date range', async () => {
    const other = await teamLeader.get<{ message: string }>(g('getDashboardDataByGarage'), {
      garageId: otherGarage,
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(formatMessage(messages.dashboardGarageNotYours, { garage: otherGarage }));
    const reversed = await teamLeader.get<{ message: string }>(g('getDashboardDataByDateRange'), {
      fromDate: '2026-02-01',
      toDate: '2026-01-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(messages.dateWindowReversed);
    const period = await teamLeader.get<{ message: string }>(g('getDashboardStats'), { period: 'decade' });
    expect(period.status).toBe(400);
  });
});

describe('integration: sticker summary report (SGRR017)', () => {
  const summary = '/api/StickerWorkflow/GetGarageWiseSparepart_oilitems_totals_Summary';

  it('answers the garage-wise totals to the report screen right, KWD values adding up', async () => {
    const today = kuwaitDay(new Date());
    const rows = await body<
      {
        garage: string;
        sparepartvalue: number;
        oilvalue: number;
        totalvalue: number;
        totalqty: number;
        sparepartqty: number;
        oilqty: number;
      }[]
    >(stickerReport, summary, { fromdate: '2000-01-01', todate: today });

    for (const row of rows) {
      expect(row.totalvalue).toBeCloseTo(row.sparepartvalue + row.oilvalue, 3);
      expect(row.totalqty).toBe(row.sparepartqty + row.oilqty);
    }
    const reversed = await stickerReport.get<{ message: string }>(summary, {
      fromdate: today,
      todate: '2000-01-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(messages.stickerDateRange);
    expect((await nobody.get(summary, { fromdate: today, todate: today })).status).toBe(403);
  });
});

describe('integration: management dashboard rights', () => {
  it('answers 403 to a user without the screen right, on every call', async () => {
    const reads = [
      d('getExecDashboardHeaderCount'),
      d('getExecdashWOImplementStatus'),
      d('getExecdashFinancialoverview'),
      d('getExecdashPriorityPendList'),
      d('getCntrctdashRecentWOApprCnt'),
      d('getCntrctdashImplementStatus'),
      d('getCntrctdashRecentWOAppr'),
      g('getDashboardStats'),
      g('getRecentActivities'),
      g('getQuickActionCounts'),
      g('getSummaryStatistics'),
      g('getAllDashboardData'),
      g('getDashboardDataByGarage'),
      g('getDashboardDataByDateRange'),
      g('getDashboardAlerts'),
    ];
    for (const path of reads) expect((await nobody.get(path)).status, path).toBe(403);
    expect(
      (await nobody.request('PUT', g('markAlertAsRead'), { query: { alertId: 'STUCK#X' } })).status,
    ).toBe(403);
    // Each dashboard's right opens its own calls only.
    expect((await executive.get(d('getCntrctdashRecentWOAppr'))).status).toBe(403);
    expect((await contracting.get(d('getExecDashboardHeaderCount'))).status).toBe(403);
    expect((await teamLeader.get(d('getExecDashboardHeaderCount'))).status).toBe(403);
  });
});
