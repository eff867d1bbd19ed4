/**
 * Issue 28, item 4: the workshop manager (the garage approver) approves a completed garage inspection of
 * a garage that asks for it, from the work list through the decision page; a supervisor reopens a
 * completed inspection with a reason, which the inspection then shows. Screenshots of the lists and
 * pages at 1440 and 390 px in English and Arabic go to tests/artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { messages } from '@fleet/shared';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { signIn } from '../../../support/api.ts';
import { inspectedTestJobOrder, seedRepairs } from '../../../support/garage-inspections.ts';
import { decideDocument } from '../../pages/approval.ts';
import { EstimationPage } from '../../pages/estimation.ts';
import {
  InspectionApprovalFormPage,
  ManagerApprovalListPage,
  ReopenListPage,
} from '../../pages/inspection-approval.ts';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { capture, viewports, type AppPage, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

/** A job order of `garage` whose inspection the inspector completed (through the API). */
async function completedInspection(garage: 'G01' | 'G02') {
  const inspector = (await signIn('inspector')).client;
  const { jobordno, inspection } = await inspectedTestJobOrder(inspector, 'E2E-GA', [seedRepairs.brakes], {
    garage,
    remarks: 'Brakes worn',
  });
  return { jobordno, docnumbr: inspection.docnumbr };
}

/** The shots of `screenshots`, in English at 1440 px last: the page is left as it was found. */
const shots = [
  ['ar', 'desktop'],
  ['ar', 'mobile'],
  ['en', 'mobile'],
  ['en', 'desktop'],
] as const;

/** The page as it is now in both languages and both widths (reloaded in each), back in English at 1440 px. */
async function screenshots(app: AppPage, name: string, ready: () => Locator) {
  for (const [language, viewport] of shots) {
    await app.page.setViewportSize(viewports[viewport]);
    await app.page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await app.page.reload();
    await ready().waitFor();
    await capture(app.page, `${name}-${language}-${viewports[viewport].width}`);
  }
}

specWithRuntime();

describe("e2e: the workshop manager's approval and the reopening of a garage inspection", () => {
  it('lets the manager approve a completed inspection from the work list', async () => {
    // Arrange
    const { jobordno, docnumbr } = await completedInspection('G02');
    const free = await completedInspection('G01');
    // The team leader, who makes the estimation, is not offered the job order while the manager has its
    // inspection, and is told so where a link opens the estimation for it.
    const lead = await signedInApp({ username: 'teamleader', project: 'MOI', language: 'ar' });
    const estimation = await new EstimationPage(lead.app.page).openNew();
    expect(await estimation.offersJobOrder(jobordno, free.jobordno)).toBe(false);
    await estimation.openFor(jobordno);
    await lead.app.page.locator('[data-testid="awaits-manager"]').waitFor();
    // Save says why it is off instead of refusing silently on click.
    await expect
      .poll(() =>
        lead.app.page
          .getByRole('button', { name: arKit.form.save, exact: true })
          .getAttribute('aria-disabled'),
      )
      .toBe('true');
    await capture(lead.app.page, 'estimation-awaits-manager-ar-1440');
    expect(lead.app.errors).toEqual([]);
    const { app } = await signedInApp({ username: 'garageapprover', project: 'MOI', language: 'en' });
    const list = await new ManagerApprovalListPage(app.page).open();
    await list.row(docnumbr).waitFor();
    // The manager's work list names the inspector (employee E1004), not the login id.
    await expect.poll(() => list.row(docnumbr).textContent()).toContain('Ahmed Al-Hajri');
    await screenshots(app, 'manager-approval-list', () => list.row(docnumbr));

    // Act: from the row to the decision page, then Approve.
    await list.rowAction(docnumbr, 'approve').click();
    await app.page.waitForURL(/\/managerapproval\?.*status=APPROVE.*level=GARAGE/);
    const form = new InspectionApprovalFormPage(app.page);
    await app.page.locator('[data-testid="approve"]').first().waitFor();
    expect(await form.managerState.textContent()).toContain('Waiting for the manager');
    await screenshots(app, 'manager-approval', () => app.page.locator('[data-testid="approve"]').first());
    await decideDocument(app.page, 'approve');

    // Assert
    await successToast(app.page, messages.approvalApproved).waitFor();
    await expect.poll(async () => (await form.managerState.textContent()) ?? '').toContain('Approved');
    expect((await readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1213);
    expect(app.errors).toEqual([]);
  });

  it('lets a supervisor reopen a completed inspection with a reason, which the inspection keeps', async () => {
    // Arrange
    const { jobordno, docnumbr } = await completedInspection('G01');
    const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language: 'en' });
    const list = await new ReopenListPage(app.page).open();
    await list.row(docnumbr).waitFor();
    await screenshots(app, 'inspection-reopen-list', () => list.row(docnumbr));

    // Act
    await openPath(app.page, `/inspectionInsrepoen?mod=false&status=EDIT&docnumbr=${docnumbr}`);
    const form = new InspectionApprovalFormPage(app.page);
    await app.page.locator('[data-testid="reopen-reason"] textarea').waitFor();
    await form.fillReason('Customer reports a noise from the front axle');
    await screenshots(app, 'inspection-reopen', () =>
      app.page.locator('[data-testid="reopen-reason"] textarea'),
    );
    await form.fillReason('Customer reports a noise from the front axle');
    await form.save();

    // Assert: back to 1212; the inspection shows who reopened it, when and why.
    await successToast(app.page, messages.garageInspectionReopened).waitFor();
    await app.page.waitForURL(/\/inspectionInsrepoenlist/);
    expect((await readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1212);
    await openPath(app.page, `/inspectionInsrepoen?mod=true&status=VIEW&docnumbr=${docnumbr}`);
    await form.reopens.getByText('Customer reports a noise from the front axle').waitFor();
    await capture(app.page, 'inspection-reopened-en-1440');
    expect(app.errors).toEqual([]);

    // The inspector's own form shows the reopening too, and is open to change again.
    const inspector = await signedInApp({
      username: 'inspector',
      project: 'MOI',
      language: 'ar',
      path: `/inspectionIns?mod=false&status=EDIT&docnumbr=${docnumbr}`,
    });
    const own = new InspectionApprovalFormPage(inspector.app.page);
    await own.reopens.getByText('Customer reports a noise from the front axle').waitFor();
    await inspector.app.page.locator('[data-testid="inspection-add"]').waitFor();
    expect(inspector.app.errors).toEqual([]);
  });

  it("shows the inspector the manager's state and keeps the form read-only while the manager has it", async () => {
    // Arrange: completed in a garage that asks for the manager's approval (G02).
    const { docnumbr } = await completedInspection('G02');

    // Act
    const { app } = await signedInApp({
      username: 'inspector',
      project: 'MOI',
      language: 'en',
      path: `/inspectionIns?mod=false&status=EDIT&docnumbr=${docnumbr}`,
    });
    const form = new InspectionApprovalFormPage(app.page);
    await form.managerState.waitFor();

    // Assert: the state, why it cannot be changed, and no way to change the lines.
    expect(await form.managerState.textContent()).toContain('Waiting for the manager');
    await app.page.getByText('reopen it to change it').waitFor();
    await app.page.locator('[data-testid="inspection-lines"] tbody tr').first().waitFor();
    expect(await app.page.getByRole('button', { name: /Remove line/ }).count()).toBe(0);
    expect(await app.page.locator('[data-testid="inspection-add"]').count()).toBe(0);
    await capture(app.page, 'inspection-with-manager-en-1440');
    await app.page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await app.page.setViewportSize(viewports.mobile);
    await app.page.reload();
    await form.managerState.waitFor();
    expect(await form.managerState.textContent()).toContain('بانتظار المدير');
    await capture(app.page, 'inspection-with-manager-ar-390');
    expect(app.errors).toEqual([]);
  });
});
