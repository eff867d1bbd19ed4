/**
 * Issue 12: a purchase request for a job order waiting for parts, in the browser. In English the
 * administrator raises it on `/purchaseReqEntrywithjo`: the job order (its item request approved,
 * 1218), the store, two parts through the part entry (the item master's price as the estimate) and a
 * line remark; saving submits it to the garage approver and the job order moves to 1401. In Arabic
 * (right to left) the garage approver finds it in "pending for my approval" on the list, opens it at
 * the garage level, approves every line and approves: the request then waits for MOI and the
 * decision shows in the history. Then a supplier's quotation for a request approved by every level:
 * only MOI-approved suppliers are offered, the prices give the total, the supplier's document is
 * uploaded with the form and linked from the saved quotation. Screenshots in both languages, wide and
 * 390 px narrow, under tests/artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import type { PurchaseRequestDocument } from '@fleet/shared/procurement/procurement';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import arPurchaseRequest from '../../../../web/src/i18n/locales/ar/purchaseRequest.json';
import enPurchaseRequest from '../../../../web/src/i18n/locales/en/purchaseRequest.json';
import { signIn } from '../../../support/api.ts';
import { approvedPurchaseRequest, jobOrderWaitingForParts } from '../../../support/procurement.ts';
import { decideDocument } from '../../pages/approval.ts';
import { PdfPreview } from '../../pages/maintenance-invoice.ts';
import { PurchaseRequestPage } from '../../pages/purchase-request.ts';
import { locate, testId, ui } from '../../pages/ui.ts';
import { capture, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

/** A one-page PDF as a supplier would send it. */
const offer = {
  name: 'supplier-offer.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

specWithRuntime();

describe('e2e: purchase request with a job order', () => {
  it('is raised in English and approved at the garage level in Arabic', async () => {
    const jobordno = await jobOrderWaitingForParts();

    // English: the administrator raises the request for the job order.
    const { app } = await signedInApp({ username: 'admin', project: 'MOI' });
    const form = await new PurchaseRequestPage(app.page).openNew();
    await app.page.getByText(enPurchaseRequest.form.title.withjo).first().waitFor();
    await form.choose('jobordno', jobordno);
    await form.choose('storecode', 'MAIN');
    await form.addPart('FLT-1001', 2);
    await form.addPart('BRK-2001', 1);
    await form.addPart('FLT-1001', 1);
    await form.lineRemarks(2, 'Front axle');
    // 3 x 2.500 + 1 x 18.500 (the item master's prices).
    expect(await form.total()).toBe('KWD 26.000');
    await form.lines().getByText('FLT-1001').first().waitFor();
    await capture(app.page, 'purchase-request-form-en');
    await form.save();
    await app.page.getByText('Purchase request saved and submitted for approval').first().waitFor();
    await app.page.waitForURL(/\/purchaseReqEntrywithjolist/);
    expect((await readJobOrderCore('MOI', jobordno))!.statuscde).toBe(1401);

    const admin = (await signIn('admin')).client;
    const listed = await admin.get<{ docnumbr: string; jobordno: string; waiting: string[] }[]>(
      '/api/PurchaseRequest/getPurchaseRequestListwithjo',
    );
    const row = listed.body.find((candidate) => candidate.jobordno === jobordno);
    expect(row?.waiting).toEqual(['GARAGE']);
    const docnumbr = row!.docnumbr;
    await app.page.getByText(docnumbr).first().waitFor();
    await capture(app.page, 'purchase-request-list-en');
    // Its bilingual PDF (with the verification QR code) previews.
    await locate(
      app.page,
      ui.findFormField(testId('filter-search')).findControl().findInput().findNativeInput(),
    ).fill(docnumbr);
    const list = ui.find(testId('purchase-request-list-withjo')).findTable();
    await expect.poll(() => locate(app.page, list.findRows()).count()).toBe(2);
    await locate(app.page, list.findBodyCell(1, 2).findButtonGroup().findButtonById('preview')).click();
    const preview = new PdfPreview(app.page);
    await preview.rendered();
    await preview.close();
    expect(app.errors).toEqual([]);

    // Arabic: the garage approver opens it from the work list and approves every line.
    const arabic = await signedInApp({ username: 'garageapprover', project: 'MOI', language: 'ar' });
    const approver = await new PurchaseRequestPage(arabic.app.page).openList();
    expect(await arabic.app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await arabic.app.page.getByText(arPurchaseRequest.workList.title).first().waitFor();
    await approver.workListLink(docnumbr).click();
    await arabic.app.page.waitForURL(/status=APPROVE&level=GARAGE/);
    await approver.approveAllButton().waitFor();
    await arabic.app.page.getByText(arPurchaseRequest.form.approveTitle.split(':')[0]!).first().waitFor();
    await approver.approveAllButton().click();
    await capture(arabic.app.page, 'purchase-request-approval-ar');
    await decideDocument(arabic.app.page, 'approve');
    await arabic.app.page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLButtonElement | null)?.disabled === true,
      '[data-testid="approve"]',
    );

    // The button is off while the decision is on its way: wait for the server to have it.
    const readRequest = () =>
      admin.get<PurchaseRequestDocument>('/api/PurchaseRequest/getPurchaseRequestByIdwithjo', { docnumbr });
    await expect
      .poll(async () => (await readRequest()).body.master.approval?.decisions.GARAGE, { timeout: 30_000 })
      .toBeDefined();
    const read = await readRequest();
    expect(read.body.master.approval?.decisions.GARAGE).toMatchObject({
      decision: 'A',
      user: 'garageapprover',
    });
    expect(read.body.master.approval?.waitingSince.MOI).toBeDefined();
    expect(read.body.lines.map((line) => line.aprstatus)).toEqual(['A', 'A']);

    // The decision shows in the history, in Arabic; then the approval screen on a 390 px phone.
    await approver.openApproval(docnumbr);
    await approver.history().getByText(arKit.approval.decision.A).first().waitFor();
    await capture(arabic.app.page, 'purchase-request-approved-ar');
    expect(arabic.app.errors).toEqual([]);

    const phone = await signedInApp({
      username: 'garageapprover',
      project: 'MOI',
      language: 'ar',
      viewport: 'mobile',
    });
    await new PurchaseRequestPage(phone.app.page).openApproval(docnumbr);
    await phone.app.page.getByText('FLT-1001').first().waitFor();
    await capture(phone.app.page, 'purchase-request-approval-ar-narrow');
    expect(phone.app.errors).toEqual([]);
  });

  it("records a supplier's quotation with its document for an approved request", async () => {
    const { docnumbr } = await approvedPurchaseRequest();
    const { app } = await signedInApp({ username: 'admin', project: 'MOI', path: '/quotationpurlist' });
    await app.page.locator(testId(`add-quotation-${docnumbr}`)).click();
    await app.page.waitForURL(/\/quotationpur\?/);
    await app.page.locator(testId('price-1')).waitFor();

    // Only MOI-approved suppliers are offered (V005 is not approved).
    const supplier = ui.findFormField(testId('vendcode')).findControl().findSelect();
    await locate(app.page, supplier.findTrigger()).click();
    await locate(app.page, supplier.findDropdown().findOptionByValue('V001')).waitFor();
    expect(await locate(app.page, supplier.findDropdown().findOptionByValue('V005')).count()).toBe(0);
    await locate(app.page, supplier.findDropdown().findOptionByValue('V001')).click();
    await app.page.locator(`${testId('quotref')} input`).fill('GAP/Q/2026/118');
    await app.page.locator(`${testId('deliverydays')} input`).fill('5');
    // Form dates are typed DD/MM/YYYY (kit DayInput).
    const validTo = locate(app.page, ui.findFormField(testId('validto')).findControl().findInput());
    await validTo.locator('input').fill('31/12/2099');
    await app.page.locator(`${testId('price-1')} input`).fill('2.250');
    await app.page.locator(`${testId('price-2')} input`).fill('17.5');
    await app.page.locator(`${testId('quotation-document')} input[type="file"]`).setInputFiles(offer);
    await app.page.getByRole('button', { name: `Remove ${offer.name}` }).waitFor();
    // 4 x 2.250 + 2 x 17.500.
    expect(
      await locate(app.page, ui.findFormField(testId('totalval')).findControl())
        .locator('input')
        .inputValue(),
    ).toBe('KWD 44.000');
    await capture(app.page, 'purchase-quotation-form-en');
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    await app.page.getByText('Purchase quotation saved successfully').first().waitFor();
    await app.page.waitForURL(/\/quotationpurlist/);

    const admin = (await signIn('admin')).client;
    const listed = await admin.get<{ docnumbr: string; purreqno: string; totalval: number }[]>(
      '/api/PurchaseQuotation/getPurchaseQuotationList',
    );
    const quotation = listed.body.find((row) => row.purreqno === docnumbr);
    expect(quotation?.totalval).toBe(44);
    await openPath(app.page, `/quotationpur?docnumbr=${quotation!.docnumbr}&mod=true&status=VIEW`);
    await app.page.locator(testId('quotation-document-link')).getByText(offer.name).waitFor();
    expect(app.errors).toEqual([]);
  });
});
