/**
 * The Admin dashboard in the browser (issue 15), in English and Arabic: the landing of an Admin
 * dashboard user, the make filter narrowing every figure to this test's job orders, the numbers of a
 * chart in its table, a figure's job orders, and a status change arriving live.
 */
import { describe, expect, it } from 'vitest';
import { kuwaitDayOf } from '@fleet/shared/reports/dashboard';
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { moveTestJobOrder, testJobOrderNumber, testJobOrderThrough } from '../../../support/job-orders.ts';
import { AdminDashboardPage } from '../../pages/admin-dashboard.ts';
import { capture, documentLanguage, type Language, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();

/** A vehicle make of this test, so the make filter shows only this test's job orders. */
async function newMake(language: Language): Promise<string> {
  const vehmakid = `E2D${run}${language.toUpperCase()}`;
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.vehicleMake, vehmakid), 'vehicleMake', {
      makecode: vehmakid,
      vehmakid,
      vehmaknam: `Dashboard Make ${language}`,
      vehmaknamar: `نوع لوحة المعلومات ${language}`,
    }),
  );
  return vehmakid;
}

const newJobOrder = async (make: string, moves: number[]) =>
  (await testJobOrderThrough(testJobOrderNumber('E2E-AD'), 'G01', moves, { header: { vehmakid: make } }))
    .jobordno;

specWithRuntime();

describe.each(['en', 'ar'] as const)('e2e: admin dashboard (%s)', (language: Language) => {
  it('lands on the dashboard, filters by make, drills down and counts a status change live', async () => {
    // Arrange: three job orders of a make of this test: two in progress, one on hold.
    const make = await newMake(language);
    const working = await newJobOrder(make, [1205, 1209]);
    await newJobOrder(make, [1205, 1209]);
    const held = await newJobOrder(make, [1205, 1209, 1229]);

    // Act: sign in (the admin lands on the dashboard) and narrow it to the make.
    const { app } = await signedInApp({ username: 'admin', project: 'MOI', language });
    const dashboard = await new AdminDashboardPage(app.page).ready();
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await dashboard.filter('dashboard-vehmake', make);

    // Assert: the figures are this test's.
    await dashboard.waitForFigure('total', '3');
    expect(await dashboard.figure('inProgress')).toBe('2');
    expect(await dashboard.figure('onHold')).toBe('1');
    const onHold = language === 'ar' ? 'معلق' : 'On Hold';
    const inProgress = language === 'ar' ? 'تم تعيين الفني في الكراج' : 'Technician Assigned at Garage';
    expect(await dashboard.chartTable('status-chart')).toEqual([
      [inProgress, '2'],
      [onHold, '1'],
    ]);
    // The trends chart reads its own call: it may still show the unfiltered months a moment after the figures.
    await expect
      .poll(async () => (await dashboard.chartTable('monthly-trends')).at(-1)?.slice(1), { timeout: 15_000 })
      .toEqual(['3', '0', '0']);
    const month = await dashboard.chartTable('monthly-trends');
    // The dashboard opens on this year: one row per month so far.
    expect(month).toHaveLength(Number(kuwaitDayOf(new Date()).slice(5, 7)));
    expect(month.at(-1)?.slice(1)).toEqual(['3', '0', '0']);

    // Assert: Cloudscape mirrors the chart in Arabic: the first month on the right, the last on the left.
    // (Cloudscape may label every other month: the months it labels, left to right, in month order.)
    const labels = month.map((row) => row[0]);
    const order = (await dashboard.xTicks('monthly-trends'))
      .map((tick) => labels.indexOf(tick.text))
      .filter((index) => index >= 0);
    expect(order.length).toBeGreaterThan(1);
    const ascending = [...order].sort((a, b) => a - b);
    expect(order).toEqual(language === 'ar' ? ascending.reverse() : ascending);

    // Act: the on-hold figure opens its job orders.
    await dashboard.clickFigure('onHold');
    expect(await dashboard.detailRow(held)).toContain(onHold);
    await dashboard.showTable('status-chart');
    await capture(app.page, `admin-dashboard-${language}`);

    // Act: another job order goes on hold; the figures follow without a reload.
    await moveTestJobOrder(working, 1229);
    await dashboard.waitForFigure('onHold', '2');
    expect(await dashboard.figure('inProgress')).toBe('1');
    expect(await dashboard.figure('total')).toBe('3');
    await app.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await capture(app.page, `admin-dashboard-bottom-${language}`);
  });
});
