/**
 * Issue 15 item 4 in the browser: the downtime by cause report in Arabic. A job order of a garage of
 * this file's own is moved through known stays in the last days (the engine stamps moves with the
 * clock, set here), then /downtimeReport shows that garage with its vehicle-days per cause in the
 * table, right to left, with the stacked bar chart above it. Screenshot in Arabic.
 */
import { describe, expect, it, vi } from 'vitest';
import { moveTestJobOrder, writeTestJobOrder } from '../../../support/job-orders.ts';
import { eventually } from '../../../support/socket.ts';
import { newTestVehicle } from '../../../support/vehicles.ts';
import { signIn } from '../../../support/api.ts';
import { testId } from '../../pages/ui.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const garage = `H5E${Date.now().toString(36).toUpperCase()}`;
const day = 86_400_000;

specWithRuntime();

describe('e2e: downtime by cause', () => {
  it('shows the vehicle-days of a garage per cause in Arabic, right to left', async () => {
    const vehicle = await newTestVehicle('MOI');
    const jobordno = `JO-H5E-${garage}`;
    const start = Date.now() - 12 * day;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(start));
      await writeTestJobOrder(jobordno, 'KPTC', [1201], { garage, vehicle });
      // Reception 1 day, approval 3 days, parts 5 days.
      for (const [to, offset] of [
        [1235, 1],
        [1228, 4],
        [1236, 9],
      ] as const) {
        vi.setSystemTime(new Date(start + offset * day));
        await moveTestJobOrder(jobordno, to);
      }
    } finally {
      vi.useRealTimers();
    }
    const admin = (await signIn('admin')).client;
    await eventually(
      () => admin.get<{ rows: { group: string }[] }>('/api/DashBoard/getDowntimeByCause', { garage }),
      (answer) => answer.body.rows?.some((row) => row.group === garage),
    );

    const { app } = await signedInApp({
      username: 'admin',
      project: 'MOI',
      language: 'ar',
      path: '/downtimeReport',
    });
    await app.page.locator(testId('downtime-chart')).waitFor();
    // The report's search box finds the group (client-side).
    await app.page.getByPlaceholder('ابحث عن كراج أو ورشة أو مورد أو نوع').fill(garage);
    const row = app.page.locator('tr', { hasText: garage });
    await row.first().waitFor();
    // Cause columns in order: approval 3, parts 5, hold, work, washing, pickup 0, reception 1.
    await expect.poll(() => row.first().innerText()).toMatch(/\t3\t5\t0\t0\t0\t0\t1(\t|$)/);
    await app.page.getByText('بانتظار الاعتماد').first().waitFor();
    await app.page.getByText('التوقف حسب السبب').first().waitFor();
    expect(await app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await capture(app.page, 'downtime-by-cause-ar');
    expect(app.errors).toEqual([]);
  });
});
