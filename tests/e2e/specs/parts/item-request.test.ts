/**
 * Issue 11: an item request approved line by line, in Arabic. The team leader's request (through the
 * API) waits for the garage approver; the approver opens it in Arabic (right to left), approves one
 * line, leaves the other pending and saves a draft, then rejects that line with its remarks and
 * approves: the job order moves to 1218 and the approval shows in the history. Screenshots of the
 * approval screen go to tests/artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import arItemRequest from '../../../../web/src/i18n/locales/ar/itemRequest.json';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import { testJobOrderAt } from '../../../support/job-orders.ts';
import { testItemRequest } from '../../../support/item-requests.ts';
import { askDecision, cancelDecision, confirmDecision, decideDocument } from '../../pages/approval.ts';
import { ItemRequestPage } from '../../pages/item-request.ts';
import { capture, settled, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

/** A job order with an approved estimation (1216) and an item request of two seeded parts waiting. */
async function waitingRequest(): Promise<{ jobordno: string; docnumbr: string }> {
  const jobordno = await testJobOrderAt('E2E-IR', 1216);
  const { docnumbr } = await testItemRequest(jobordno, [
    { sparepart: 'FLT-1001', qty: 2 },
    { sparepart: 'BRK-2001', qty: 1 },
  ]);
  return { jobordno, docnumbr };
}

specWithRuntime();

describe('e2e: item request approved line by line in Arabic', () => {
  it('approves one line, saves the other as pending, then rejects it with remarks and approves', async () => {
    const { jobordno, docnumbr } = await waitingRequest();
    const { app } = await signedInApp({ username: 'garageapprover', project: 'MOI', language: 'ar' });
    const screen = await new ItemRequestPage(app.page).openApproval(docnumbr);
    expect(await app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await app.page.getByText(arItemRequest.form.approveTitle).first().waitFor();

    // A draft: line 1 approved, line 2 pending.
    await screen.decide(1, 'A');
    await screen.decide(2, 'P');
    await decideDocument(app.page, 'save-decisions');
    await app.page.getByText(arErrors.approvalDraftSaved).first().waitFor();
    expect((await readJobOrderCore('MOI', jobordno))!.statuscde).toBe(1217);

    // Reopened: the draft is there; rejecting line 2 without remarks is stopped in the page.
    await screen.openApproval(docnumbr);
    await settled(app.page);
    await screen.decide(2, 'R');
    await askDecision(app.page, 'approve');
    await confirmDecision(app.page);
    await app.page.getByText(arErrors.rejectionRemarksRequired).first().waitFor();
    await cancelDecision(app.page);
    await screen.lineRemarks(2, 'الفحمات الحالية صالحة');
    await capture(app.page, 'item-request-approval-ar');
    await decideDocument(app.page, 'approve');
    await app.page.getByText(arErrors.approvalApproved).first().waitFor();
    expect((await readJobOrderCore('MOI', jobordno))!.statuscde).toBe(1218);

    // The decision shows in the history, in Arabic.
    await screen.openApproval(docnumbr);
    await screen.history().getByText(arKit.approval.decision.A).first().waitFor();
    expect(app.errors).toEqual([]);
  });
});
