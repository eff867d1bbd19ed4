/**
 * KPTC reception in the browser: a reception user creates a direct KPTC job order for a plate with a
 * reception inspection finding (the job order lands at Reception Inspection) and finds it in the Create
 * Job Order (KJO) list; a supervisor then corrects its status on /changejoborderstatusnew with a reason,
 * after the confirmation (a correction is a supervisor's right: issue 24 item 9).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { fleetOf } from '@fleet/functions/platform/seed/fleet';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { StatusChangePage } from '../../pages/job-orders.ts';
import { locate, testId, ui } from '../../pages/ui.ts';
import { capture, closeApps, saveScreenshot, type AppPage } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

// Seeded job orders use the first vehicles of the fleet; this one has none.
const plate = fleetOf('MOI')[25]!.vehicleno;

afterAll(closeApps);

/** A select inside a form field (`field`) or carrying the test id itself. */
const selectOf = (id: string, inField = true) =>
  inField ? ui.find(testId(id)).findSelect() : ui.findSelect(testId(id));

async function chooseOption(app: AppPage, select: ReturnType<typeof selectOf>, text: string) {
  await locate(app.page, select.findTrigger()).click();
  const filter = locate(app.page, select.findFilteringInput().findNativeInput());
  if (await filter.count()) await filter.fill(text);
  await locate(app.page, select.findDropdown().findOptionByValue(text)).click();
}

describe('e2e: KPTC job orders', () => {
  it('creates a job order with a reception inspection and changes its status', async () => {
    // Arrange
    // Act: the form, from a plate.
    const { app } = await signedInApp({
      username: 'reception',
      project: 'MOI',
      path: '/receptionInspection?mod=false&status=ADD',
    });
    await app.page.getByText('A vehicle (direct KPTC job order)').click();
    await chooseOption(app, selectOf('field-vehicle'), plate);
    await chooseOption(app, selectOf('field-garage'), 'G01');
    await locate(app.page, ui.find(testId('mobileno')).findInput().findNativeInput()).fill('55512345');
    await locate(app.page, ui.findInput(testId('finding-text')).findNativeInput()).fill(
      'Scratch on the rear door',
    );
    await locate(app.page, ui.findButton(testId('finding-add'))).click();
    await capture(app.page, 'job-orders-form-en-desktop');
    await app.page.getByRole('button', { name: 'Save' }).click();

    // Assert: saved, back on the list at Reception Inspection.
    await successToast(app.page, messages.inspectionSaved).waitFor();
    await app.page.waitForURL((url) => url.pathname === '/receptionInspectionList');
    // By plate, as a user finds it: other tests' job orders of today may fill the first page (newest
    // first is by day, then by number).
    await app.page.locator(`${testId('filter-vehicleno')} input`).fill(plate);
    const row = app.page.locator('tr', { hasText: plate });
    await row.waitFor();
    expect(await row.textContent()).toContain('Reception Inspection');
    const jobordno = (await row.textContent())?.match(/JO-\d{4}-\d{5}/)?.[0];
    expect(jobordno).toBeDefined();

    // Act: the supervisor's correction, with its reason.
    const { app: supervisorApp } = await signedInApp({ username: 'supervisor', project: 'MOI' });
    const statusPage = await new StatusChangePage(supervisorApp.page).open();
    await statusPage.chooseJobOrder(jobordno!);
    await expect.poll(() => statusPage.current()).toBe('Reception Inspection');
    await statusPage.chooseStatus('1229');
    await statusPage.giveReason('Waiting for the owner');
    await statusPage.saveAndConfirm();

    // Assert
    await successToast(supervisorApp.page, messages.kjoStatusUpdated).waitFor();
    await expect.poll(() => statusPage.current()).toBe('On Hold');
    await saveScreenshot(supervisorApp.page, 'job-orders-status-en-desktop');
    expect(app.errors).toEqual([]);
    expect(supervisorApp.errors).toEqual([]);
  });
});
