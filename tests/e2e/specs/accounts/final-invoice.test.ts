/**
 * Issue 13: the last mile of a job order in the browser (docs/accounts.md). Through the API a job order
 * takes parts from the store, is delivered (1227) and gets a maintenance invoice (1422). In English the
 * accountant prepares its 3-in-1 invoice on `/finalInvoice`: the costing shows parts and outside work
 * with their subtotals and the total; saving submits it to MOI (1420). In Arabic (right to left) the MOI
 * approver opens `/finalInvoiceApr` (the notification's link) and approves (1421). In Arabic the
 * accountant issues the final invoice from "Ready for final invoice" after a confirmation (1425),
 * previews its PDF from "Final invoices", and on a 390 px phone submits the job order for payment on
 * `/joborderSubmitInvoicelist` (1426). Screenshots under tests/artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { FinalInvoiceMaster, ThreeInOneMaster } from '@fleet/shared/accounts/accounts';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arFinal from '../../../../web/src/i18n/locales/ar/finalInvoice.json';
import { ok, signInAll, type ApiClient } from '../../../support/api.ts';
import { deliverTestJobOrder, testJobOrderThrough } from '../../../support/job-orders.ts';
import { decideDocument } from '../../pages/approval.ts';
import { FinalInvoicePages } from '../../pages/final-invoice.ts';
import { PdfPreview, successToast } from '../../pages/maintenance-invoice.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { putTestSparePart, receiveDirect } from '../../../support/spare-parts.ts';

const run = Date.now().toString(36).toUpperCase();
const today = new Date().toISOString().slice(0, 10);

specWithRuntime();

const status = async (jobordno: string) => (await readJobOrderCore('MOI', jobordno))!.statuscde;

/**
 * A delivered job order being invoiced: 4 parts at 5.000 issued to it (20.000 at ledger cost), then
 * delivered and a maintenance invoice of 3 x 2.250 (6.750): 1422.
 */
async function deliveredJobOrder(admin: ApiClient, store: ApiClient): Promise<string> {
  const { jobordno } = await testJobOrderThrough(`JO-FI-${run}`, 'G01', [], { creator: 'admin' });
  const sparepart = `FI-${run}`;
  await putTestSparePart(sparepart, {
    sparenam: 'Final invoice test part',
    sparenamar: 'قطعة اختبار الفاتورة النهائية',
    sparepric: 6,
    sparecat: 'ENGINE',
  });
  await receiveDirect(store, { sparepart, qty: 10, unitcost: 5 });
  ok(
    await store.post('/api/Store/insertIssueVoucher', {
      storecode: 'MAIN',
      jobordno,
      remarks: '',
      lines: [{ sparepart, qty: 4 }],
    }),
  );
  await deliverTestJobOrder(jobordno);
  ok(
    await admin.post('/api/CarMaintenance/insertcarmaintenance', {
      status: 'ADD',
      voucherno: `FI-${run}`,
      voucherdate: today,
      garage: 'G01',
      vendor: 'V002',
      jobordno,
      remarks: 'Outside upholstery work',
      totdiscperc: 0,
      details: [
        { sparepart: 'BRK-2011', sparenam: 'Brake fluid DOT 4', spareuom: 'LTR', qty: 3, unitprice: 2.25 },
      ],
    }),
  );
  return jobordno;
}

describe('e2e: 3-in-1 and final invoice', () => {
  it('is prepared in English, approved by MOI in Arabic, invoiced, previewed and submitted in Arabic', async () => {
    const [admin, store, accountant] = await signInAll(['admin', 'storekeeper', 'accountant']);
    const jobordno = await deliveredJobOrder(admin, store);
    expect(await status(jobordno)).toBe(1422);

    // English: the accountant prepares the 3-in-1 from the costing now.
    const { app } = await signedInApp({ username: 'accountant', project: 'MOI' });
    const en = new FinalInvoicePages(app.page);
    await en.openNew();
    await en.chooseJobOrder(jobordno);
    await en.costing('costing-now').getByText('Outside work').first().waitFor();
    await expect.poll(() => en.costingTotal('costing-now')).toContain('KWD 26.750');
    expect(await en.costing('costing-now').innerText()).toContain('Subtotal Parts');
    await capture(app.page, 'final-invoice-three-in-one-en');
    await en.saveButton.click();
    await successToast(app.page, messages.threeInOneSaved).waitFor();
    await app.page.waitForURL(/\/finalInvoicelist/);
    expect(await status(jobordno)).toBe(1420);
    await en.row('three-in-one-list', jobordno).waitFor();
    await capture(app.page, 'final-invoice-list-en');
    expect(app.errors).toEqual([]);

    const list = ok(await accountant.get<ThreeInOneMaster[]>('/api/ThreeInOne/getThreeInOneList'));
    const threeInOne = list.find((row) => row.jobordno === jobordno)!;
    expect(threeInOne.totalval).toBe(26.75);

    // Re-costing from the list's edit: someone else saves first (409, the input is kept), then it saves.
    await en.rowAction('three-in-one-list', jobordno, 'edit').click();
    await app.page.waitForURL(/status=EDIT/);
    await expect.poll(() => en.costingTotal('costing-stored')).toContain('KWD 26.750');
    await expect.poll(() => en.costingTotal('costing-now')).toContain('KWD 26.750');
    ok(
      await accountant.post('/api/ThreeInOne/insertThreeInOne', {
        docnumbr: threeInOne.docnumbr,
        version: threeInOne.version,
        jobordno,
        remarks: 'Re-costed elsewhere',
      }),
    );
    await en.saveButton.click();
    await app.page.locator('[data-testid="three-in-one-conflict"]').waitFor();
    await capture(app.page, 'final-invoice-recost-conflict-en');
    await app.page.reload();
    await expect.poll(() => en.costingTotal('costing-now')).toContain('KWD 26.750');
    await en.saveButton.click();
    await successToast(app.page, messages.threeInOneSaved).waitFor();
    await app.page.waitForURL(/\/finalInvoicelist/);
    expect(app.errors).toEqual([]);

    // Arabic: MOI approves it from the notification's link.
    const moi = await signedInApp({ username: 'moiapprover', project: 'MOI', language: 'ar' });
    const ar = new FinalInvoicePages(moi.app.page);
    await ar.openApproval(threeInOne.docnumbr);
    expect(await moi.app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await ar.costing('costing-stored').getByText(arFinal.heads.OUTSIDE).first().waitFor();
    await moi.app.page.locator('[data-testid="approve"]').waitFor();
    await capture(moi.app.page, 'final-invoice-approval-ar');
    await decideDocument(moi.app.page, 'approve');
    await successToast(moi.app.page, arErrors.approvalApproved).waitFor();
    await expect.poll(() => status(jobordno)).toBe(1421);
    expect(moi.app.errors).toEqual([]);

    // Arabic: the accountant issues the final invoice and previews it.
    const accountantAr = await signedInApp({ username: 'accountant', project: 'MOI', language: 'ar' });
    const pages = new FinalInvoicePages(accountantAr.app.page);
    await pages.openList('ready');
    await pages.rowAction('final-invoice-ready', jobordno, 'issue').click();
    await capture(accountantAr.app.page, 'final-invoice-issue-confirm-ar');
    await pages.confirm('Issued for payment');
    await successToast(accountantAr.app.page, arErrors.finalInvoiceSaved).waitFor();
    await expect.poll(() => status(jobordno)).toBe(1425);
    const invoices = ok(await accountant.get<FinalInvoiceMaster[]>('/api/FinalInvoice/getFinalInvoiceList'));
    const invoice = invoices.find((row) => row.jobordno === jobordno)!;
    expect(invoice).toMatchObject({ threeinone: threeInOne.docnumbr, totalval: 26.75, state: 'pending' });

    await pages.openList('final');
    await pages.row('final-invoice-list', invoice.docnumbr).waitFor();
    await capture(accountantAr.app.page, 'final-invoice-final-list-ar');
    await pages.rowAction('final-invoice-list', invoice.docnumbr, 'preview').click();
    const preview = new PdfPreview(accountantAr.app.page);
    const firstPage = await preview.rendered();
    expect(firstPage.height).toBeGreaterThan(firstPage.width);
    await capture(accountantAr.app.page, 'final-invoice-pdf-ar');
    await preview.close();
    expect(accountantAr.app.errors).toEqual([]);

    // Arabic on a phone: the job order is submitted for payment.
    const phone = await signedInApp({
      username: 'accountant',
      project: 'MOI',
      language: 'ar',
      viewport: 'mobile',
    });
    const submit = new FinalInvoicePages(phone.app.page);
    await submit.openSubmitList();
    await submit.row('jo-submit-ready', jobordno).waitFor();
    await capture(phone.app.page, 'jo-submit-ready-ar-narrow');
    await submit.rowAction('jo-submit-ready', jobordno, 'submit').click();
    await submit.confirm();
    await successToast(phone.app.page, arErrors.joSubmitted).waitFor();
    await expect.poll(() => status(jobordno)).toBe(1426);
    await submit.openSubmitList('submitted');
    await submit.row('jo-submit-list', jobordno).waitFor();
    await capture(phone.app.page, 'jo-submit-list-ar-narrow');
    expect(phone.app.errors).toEqual([]);

    // The submitted job order's final invoice can no longer be deleted.
    const refused = await accountant.post('/api/FinalInvoice/deleteFinalInvoice', undefined, {
      docnumbr: invoice.docnumbr,
    });
    expect(refused.body).toMatchObject({ message: messages.finalInvoiceSubmitted });
  });
});
