/**
 * Issue 10, item 2: approvers are pushed. A team leader submits an estimation over 250 KWD; the MOI
 * approver, signed in in a second browser context, sees the bell count rise without reloading, opens the
 * notification from the bell (it opens the estimation at the MOI level), approves; the team leader's bell
 * then shows the approval. Screenshots of the form and the approval screen go to
 * tests/artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { decideDocument } from '../../pages/approval.ts';
import { EstimationPage } from '../../pages/estimation.ts';
import { NotificationBellPage } from '../../pages/notifications.ts';
import { testJobOrderAt } from '../../../support/job-orders.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const signedIn = async (username: string) => (await signedInApp({ username, project: 'MOI' })).app;

/** A job order of garage G01 whose garage inspection is complete (1213), ready for its estimation. */
const inspectedJobOrder = () => testJobOrderAt('E2E-QT', 1213);

specWithRuntime();

describe('e2e: estimation approval is pushed to the approver and back', () => {
  it('pushes an estimation over 250 KWD to the MOI approver, who approves it from the bell; the team leader is told', async () => {
    // Arrange: the MOI approver watches the bell in a second context.
    const jobordno = await inspectedJobOrder();
    const approver = await signedIn('moiapprover');
    const approverBell = new NotificationBellPage(approver.page);
    await approverBell.openLive();
    const before = await approverBell.count();
    await approverBell.close();
    await approver.page.evaluate(() => Object.assign(window, { e2eMarker: 'same document' }));

    const leader = await signedIn('teamleader');
    const leaderBell = new NotificationBellPage(leader.page);
    await leaderBell.openLive();
    await leaderBell.close();

    // Act: the team leader submits an estimation of a full body paint (300.000 KWD of labour).
    const form = await new EstimationPage(leader.page).openNew();
    await form.chooseJobOrder(jobordno);
    await form.addSubRepair('WS03', 'MR0302', 'SR030201');
    expect(await form.total()).toContain('300.000');
    await form.kdNotice().waitFor();
    await capture(leader.page, 'estimation-form-en');
    await form.save();
    await leader.page.waitForURL(/\/estimationlist/);

    // Assert: the approver's bell rises without a reload, and the notification opens the approval screen.
    await approver.page.waitForFunction(
      ([selector, count]) =>
        Number(document.querySelector(selector as string)?.textContent?.trim() || 0) > (count as number),
      ['[data-testid="notification-bell-count"]', before] as const,
    );
    await expect(approver.page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).resolves.toBe(
      'same document',
    );
    await approverBell.open();
    const row = approverBell.row(jobordno);
    await row.first().waitFor();
    await row.first().click();
    await approver.page.waitForURL(/\/estimation\?.*status=APPROVE.*level=MOI/);
    const screen = new EstimationPage(approver.page);
    await screen.approveButton().waitFor();
    await capture(approver.page, 'estimation-approval-en');
    await decideDocument(approver.page, 'approve');
    await approver.page.getByText('Approved successfully').first().waitFor();

    // Assert: the team leader's bell shows the approval.
    await leaderBell.open();
    await leaderBell.rows
      .filter({ hasText: /approved at MOI/ })
      .filter({ hasText: jobordno })
      .first()
      .waitFor();
    expect(approver.errors).toEqual([]);
    expect(leader.errors).toEqual([]);
  });
});
