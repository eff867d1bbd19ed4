/**
 * Lists of work that stays open (issue 25 item 2): without a date window the MOI job card list, the
 * inspector assignment list and the KJO list answer every open job order whatever its age (a job card
 * opened 40 days ago is still there), not the last 7 days; a date window lists every job order of the
 * window, closed ones too.
 */
import { describe, expect, it } from 'vitest';
import type { JobOrderListPage } from '@fleet/shared/reception/kptc-job-orders';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { signIn, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { deliverTestJobOrder, writeTestJobOrder, testJobOrderNumber } from '../../support/job-orders.ts';

const daysAgo = (days: number) => {
  const date = new Date(`${kuwaitClock(new Date()).date}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** A job order opened `age` days ago (MOI job card at 1196 with its inspector, or KPTC at 1201), optionally delivered. */
async function jobOrder(kind: 'MOI' | 'KPTC', age: number, delivered = false) {
  const { jobordno } = await writeTestJobOrder(
    testJobOrderNumber('OPEN'),
    kind,
    kind === 'MOI' ? [1195, 1196] : [1201],
    {
      header: {
        joborddat: daysAgo(age),
        ...(kind === 'MOI' ? { inspector: 'inspector', inspectorname: 'QC Inspector' } : {}),
      },
    },
  );
  if (delivered) await deliverTestJobOrder(jobordno);
  return jobordno;
}

const numbers = (rows: { jobordno: string }[]) => rows.map((row) => row.jobordno);

useRuntimeEnv();
const admin = (await signIn('admin')).client;

describe('integration: lists of open work without a date window', () => {
  it('lists every open MOI job card whatever its age, and a window every job card of the window', async () => {
    const old = await jobOrder('MOI', 40);
    const oldDelivered = await jobOrder('MOI', 40, true);
    const recent = await jobOrder('MOI', 1);

    const open = await admin.get<{ jobordno: string }[]>('/api/JobOrdermoi/getJobOrderList');
    const assigned = await admin.get<{ jobordno: string }[]>(
      '/api/AssignInspectormoi/getAssignInspectorList',
    );
    const window = await admin.get<{ jobordno: string }[]>('/api/JobOrdermoi/getJobOrderList', {
      fromdate: daysAgo(41),
      todate: daysAgo(39),
    });

    expect(numbers(ok(open))).toEqual(expect.arrayContaining([old, recent]));
    expect(numbers(open.body)).not.toContain(oldDelivered);
    expect(numbers(assigned.body)).toEqual(expect.arrayContaining([old, recent]));
    expect(numbers(window.body)).toEqual(expect.arrayContaining([old, oldDelivered]));
    expect(numbers(window.body)).not.toContain(recent);
  });

  it('lists every open KJO whatever its age, filtered, in one page', async () => {
    const old = await jobOrder('KPTC', 60);
    const oldDelivered = await jobOrder('KPTC', 60, true);

    const open = await admin.get<JobOrderListPage>('/api/JobOrder/getJobOrderList', { limit: 10 });
    const byStatus = await admin.get<JobOrderListPage>('/api/JobOrder/getJobOrderList', { statuscde: 1201 });

    expect(numbers(ok(open).items)).toContain(old);
    expect(numbers(open.body.items)).not.toContain(oldDelivered);
    expect(open.body.cursor).toBeUndefined();
    expect(byStatus.body.items.every((row) => row.statuscde === 1201)).toBe(true);
    expect(numbers(byStatus.body.items)).toContain(old);
  });
});
