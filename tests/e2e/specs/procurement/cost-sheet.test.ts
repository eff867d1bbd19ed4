/**
 * Issue 12: the cost sheet in the browser. Through the API a purchase request for a job order is
 * approved by every level and two MOI-approved suppliers quote (V001 and V002, each cheaper on one
 * item). In English the store keeper prepares the cost sheet on `/costsheet`: the comparison marks
 * the lowest offer of each item and preselects it; choosing a dearer supplier asks for a reason, the
 * save is refused until it is given, then the sheet is submitted (job order 1406). In Arabic (right to
 * left) the MOI approver finds it in the pending list of `/costsheetapprovallist`, opens it and
 * approves (1407); the KPTC approver approves it on `/costsheetapprovalSec` from a 390 px phone
 * (1408), and the history names both decisions. Screenshots in both languages under
 * tests/artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { messages } from '@fleet/shared';
import type { CostSheetDocument } from '@fleet/shared/procurement/procurement';
import arCostSheet from '../../../../web/src/i18n/locales/ar/costSheet.json';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import { signIn } from '../../../support/api.ts';
import { approvedPurchaseRequest, quotation } from '../../../support/procurement.ts';
import { decideDocument } from '../../pages/approval.ts';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { PurchaseRequestPage } from '../../pages/purchase-request.ts';
import { testId, ui, chooseOption } from '../../pages/ui.ts';
import { capture, type AppPage, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

specWithRuntime();

const text = (app: AppPage, id: string) => app.page.locator(testId(id)).innerText();

async function approveAs(app: AppPage) {
  await decideDocument(app.page, 'approve');
  await successToast(app.page, arErrors.approvalApproved).waitFor();
  await app.page.waitForFunction(
    (selector) => (document.querySelector(selector) as HTMLButtonElement | null)?.disabled === true,
    '[data-testid="approve"]',
  );
}

describe('e2e: cost sheet', () => {
  it('is prepared in English and approved by MOI and KPTC in Arabic', async () => {
    // Arrange: an approved request (4 x FLT-1001, 2 x BRK-2001) and two offers.
    const { docnumbr: purreqno, jobordno } = await approvedPurchaseRequest();
    await quotation(purreqno, 'V001', [2.25, 17.5]);
    await quotation(purreqno, 'V002', [2, 19]);

    // English: the store keeper compares the offers and prepares the sheet.
    const { app } = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      path: '/costsheet?mod=false&status=ADD',
    });
    await new PurchaseRequestPage(app.page).choose('purreqno', purreqno);
    await app.page.locator(testId('offer-1-V002')).getByText('Lowest').waitFor();
    await app.page.locator(testId('offer-2-V001')).getByText('Lowest').waitFor();
    // The lowest of each item is preselected: 4 x 2.000 + 2 x 17.500.
    await expect.poll(() => text(app, 'chosen-total')).toBe('KWD 43.000');

    // V001 for the filters too: a reason is asked for, and the save waits for it.
    const choice = ui.findSelect(testId('choice-1'));
    await chooseOption(app.page, choice, 'V001');
    await app.page.locator(testId('reason-1')).waitFor();
    await expect.poll(() => text(app, 'chosen-total')).toBe('KWD 44.000');
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    await app.page
      .getByText(messages.costSheetReasonRequired.replace('{{item}}', 'FLT-1001'))
      .first()
      .waitFor();
    await app.page.locator(`${testId('reason-1')} input`).fill('Same supplier for the whole order');
    await capture(app.page, 'cost-sheet-form-en');
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    await successToast(app.page, messages.costSheetSaved).waitFor();
    await app.page.waitForURL(/\/costsheetlist/);
    expect((await readJobOrderCore('MOI', jobordno))!.statuscde).toBe(1406);
    expect(app.errors).toEqual([]);

    const store = (await signIn('storekeeper')).client;
    const sheets = await store.get<{ docnumbr: string; purreqno: string; totalval: number }[]>(
      '/api/CostSheet/getCostSheetList',
    );
    const sheet = sheets.body.find((row) => row.purreqno === purreqno);
    expect(sheet?.totalval).toBe(44);
    const costshtno = sheet!.docnumbr;

    // Arabic: the MOI approver finds it waiting and approves it.
    const moi = await signedInApp({
      username: 'moiapprover',
      project: 'MOI',
      language: 'ar',
      path: '/costsheetapprovallist',
    });
    expect(await moi.app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await moi.app.page.getByText(arCostSheet.approvalList.title.MOI).first().waitFor();
    const waiting = moi.app.page.locator('tr', { hasText: costshtno });
    // Who asked for it, by the store keeper's name in Arabic (employee E1007), not the login id.
    await expect.poll(() => waiting.textContent()).toContain('يوسف الكندري');
    await openPath(
      moi.app.page,
      `/costsheetapproval?costshtno=${costshtno}&mod=true&status=APPROVE&level=MOI`,
    );
    await moi.app.page.locator(testId('choice-1')).getByText('Same supplier for the whole order').waitFor();
    expect(await text(moi.app, 'chosen-total')).toContain('44.000');
    await capture(moi.app.page, 'cost-sheet-approval-moi-ar');
    await approveAs(moi.app);
    expect((await readJobOrderCore('MOI', jobordno))!.statuscde).toBe(1407);
    expect(moi.app.errors).toEqual([]);

    // Arabic on a phone: KPTC approves; the history shows both decisions.
    const kptc = await signedInApp({
      username: 'kptcapprover',
      project: 'MOI',
      language: 'ar',
      viewport: 'mobile',
    });
    await openPath(
      kptc.app.page,
      `/costsheetapprovalSec?costshtno=${costshtno}&mod=true&status=APPROVE&level=KPTC`,
    );
    await kptc.app.page.locator(testId('approve')).waitFor();
    await capture(kptc.app.page, 'cost-sheet-approval-kptc-ar-narrow');
    await approveAs(kptc.app);
    expect((await readJobOrderCore('MOI', jobordno))!.statuscde).toBe(1408);
    const history = kptc.app.page.locator(testId('approval-history'));
    await expect.poll(() => history.getByText(arKit.approval.decision.A).count()).toBe(2);
    await capture(kptc.app.page, 'cost-sheet-approved-ar-narrow');
    expect(kptc.app.errors).toEqual([]);

    const read = await store.get<CostSheetDocument>('/api/CostSheet/getCostSheetById', { costshtno });
    expect(read.body.master.approval).toMatchObject({
      state: 'approved',
      decisions: {
        MOI: { decision: 'A', user: 'moiapprover' },
        KPTC: { decision: 'A', user: 'kptcapprover' },
      },
    });
  });
});
