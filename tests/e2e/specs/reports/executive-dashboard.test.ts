/**
 * Issue 15 (H3): the Executive Management dashboard in the browser, in English and Arabic, wide and on
 * a 390 px phone. A job order of a garage of this spec's own is put on hold through the API while the
 * page is open: the header's "On hold" count changes without a reload (the projections subscriber
 * pushes "status changed", the page refetches). Full-page screenshots in both languages. The Garage
 * Team Leader dashboard of that garage in both languages.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { noRights } from '@fleet/shared';
import { accessChanged } from '@fleet/functions/lib/access';
import { updateItem } from '@fleet/functions/lib/db';
import { signIn, type ApiClient } from '../../../support/api.ts';
import { putRole, putUser } from '../../../support/fixtures.ts';
import { writeTestJobOrder } from '../../../support/job-orders.ts';
import { documentLanguage, screenshotDir, settled, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
const garage = `GE2E${run}`;
let counter = 0;
let admin: ApiClient;

/** A job order of this spec's garage with a technician assigned (1209: garage work, can be put on hold). */
async function jobOrderInWork(): Promise<string> {
  const jobordno = `JO-EXE-${run}-${++counter}`;
  await writeTestJobOrder(jobordno, 'KPTC', [1201, 1205, 1208, 1209], {
    garage,
    vehicle: { vehicleno: `EX/${run}/${counter}` },
  });
  return jobordno;
}

async function hold(jobordno: string) {
  const response = await admin.post('/api/ChangeJobStatus/holdJobOrder', {
    jobordno,
    kind: 'hold',
    remarks: 'Waiting for the customer (E2E)',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Waits until a header count of the page reads `value`. */
async function countReads(page: Page, key: string, value: string) {
  await page
    .locator(`[data-testid="exec-header-counts"] [data-testid="stat-${key}"] .fleet-stat-card__value`)
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor({ timeout: 60_000 });
}

async function fullScreenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

specWithRuntime();

beforeAll(async () => {
  admin = (await signIn('admin')).client;
});

describe('e2e: executive management dashboard', () => {
  it('counts a job order put on hold while the page is open, in English and Arabic, wide and on a phone', async () => {
    const first = await jobOrderInWork();
    const second = await jobOrderInWork();
    const url = `/excutieManagementDashboar?garage=${garage}`;

    const { app } = await signedInApp({ username: 'admin', project: 'MOI', path: url });
    await countReads(app.page, 'totalWorkOrders', '2');
    await countReads(app.page, 'onHold', '0');
    await hold(first);
    await countReads(app.page, 'onHold', '1');
    await countReads(app.page, 'inProgress', '1');
    await app.page.locator('[data-testid="exec-priority-list"]').getByText(first).waitFor();
    await fullScreenshot(app.page, 'executive-dashboard-en');
    expect(app.errors).toEqual([]);

    const arabic = await signedInApp({ username: 'admin', project: 'MOI', language: 'ar', path: url });
    await countReads(arabic.app.page, 'onHold', '1');
    expect(await documentLanguage(arabic.app.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await arabic.app.page.getByText('لوحة معلومات الإدارة التنفيذية').first().waitFor();
    await hold(second);
    await countReads(arabic.app.page, 'onHold', '2');
    await countReads(arabic.app.page, 'inProgress', '0');
    await fullScreenshot(arabic.app.page, 'executive-dashboard-ar');
    expect(arabic.app.errors).toEqual([]);

    for (const language of ['en', 'ar'] as const) {
      const phone = await signedInApp({
        username: 'admin',
        project: 'MOI',
        language,
        viewport: 'mobile',
        path: url,
      });
      await countReads(phone.app.page, 'onHold', '2');
      expect(await phone.app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await fullScreenshot(phone.app.page, `executive-dashboard-${language}-390`);
      expect(phone.app.errors).toEqual([]);
    }
  });

  it("shows the team leader's garage with its stats, quick actions and recent activities, in English and Arabic", async () => {
    const usercode = `e2e_tl_${run}`.toLowerCase();
    await putRole('E2ETEST_TL', { SGRD005: { ...noRights, views: 'Y' } });
    await putUser({ usercode, roles: ['E2ETEST_TL'] });
    await updateItem('GLOBAL#USER', usercode, { garages: [garage] });
    await accessChanged(); // the runtime caches profiles per access version
    const waiting = await jobOrderInWork();
    await hold(waiting);

    const { app } = await signedInApp({
      username: usercode,
      project: 'MOI',
      path: '/garageTeamLeaderDashboard',
    });
    await app.page.getByText(`Garages: ${garage}`, { exact: false }).waitFor();
    await app.page.locator('[data-testid="tl-activities"]').getByText(waiting).waitFor();
    await app.page.locator('[data-testid="stat-totalVehiclesInGarage"]').waitFor();
    await fullScreenshot(app.page, 'team-leader-dashboard-en');
    expect(app.errors).toEqual([]);

    const arabic = await signedInApp({
      username: usercode,
      project: 'MOI',
      language: 'ar',
      path: '/garageTeamLeaderDashboard',
    });
    await arabic.app.page.locator('[data-testid="tl-activities"]').getByText(waiting).waitFor();
    await arabic.app.page.getByText('لوحة معلومات قائد فريق الكراج').first().waitFor();
    await fullScreenshot(arabic.app.page, 'team-leader-dashboard-ar');
    expect(arabic.app.errors).toEqual([]);
  });
});
