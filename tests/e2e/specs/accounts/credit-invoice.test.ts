/**
 * Issue 28: the credit invoice in the browser. A supplier invoice of V001 (4 filters at 10.500, 2 brake
 * pad sets at 5.250) is approved (written through the engines' store). In English the accountant opens
 * `/creditinvoicelist`, starts a new credit invoice, picks the supplier invoice: its lines come with what
 * is open to credit; a credit above what is open is flagged, one filter is returned (its amount follows
 * at the invoice price) and the pads' price corrected, and the credit is saved and listed. In Arabic
 * (right to left) the KPTC approver finds it on the work list tab and approves it; the supplier's
 * balance shows the credit. List and form at 390 px in both languages. Screenshots under
 * tests/artifacts/screenshots/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { CreditInvoiceRow } from '@fleet/shared/accounts/credit-invoice';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arCredit from '../../../../web/src/i18n/locales/ar/creditInvoice.json';
import { signIn } from '../../../support/api.ts';
import { approvedSupplierInvoice } from '../../../support/supplier-invoices.ts';
import { decideDocument } from '../../pages/approval.ts';
import { CreditInvoiceFormPage, CreditInvoiceListPage } from '../../pages/credit-invoice.ts';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { testId } from '../../pages/ui.ts';
import { capture, noSidewaysScroll, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
let pivno = '';
let docnumbr = '';

specWithRuntime();

beforeAll(async () => {
  pivno = (
    await approvedSupplierInvoice([
      { sparepart: 'FLT-1001', sparenam: 'Oil filter', qty: 4, unitprice: 10.5 },
      { sparepart: 'BRK-2001', sparenam: 'Brake pads', qty: 2, unitprice: 5.25 },
    ])
  ).docnumbr;
});

describe('e2e: credit invoice', () => {
  it('is raised by the accountant in English and approved by KPTC in Arabic', async () => {
    // English: the accountant credits a returned filter and a price correction on the pads.
    const { app } = await signedInApp({ username: 'accountant', project: 'MOI' });
    const list = await new CreditInvoiceListPage(app.page).open();
    await capture(app.page, 'credit-invoice-list-en-1440');
    await list.newButton.click();
    await app.page.waitForURL((url) => url.pathname === '/creditinvoice');
    const form = new CreditInvoiceFormPage(app.page);
    await form.choose('pivno', pivno);
    await form.lineInput('qty', 1).waitFor();
    await form.lineInput('value', 2).fill('10.501');
    await form.check(2).getByText('More than open').waitFor();
    await form.lineInput('value', 2).fill('0.250');
    await form.check(2).getByText('Within limit').waitFor();
    await form.lineInput('qty', 1).fill('1');
    expect(await form.lineInput('value', 1).inputValue()).toBe('10.500');
    await expect.poll(() => form.amount('totalval')).toBe('KWD 10.750');
    await form.fill('crednoteno', `CN-${run}`);
    await form.choose('reason', 'return');
    await capture(app.page, 'credit-invoice-form-en-1440');
    await form.save();
    await successToast(app.page, messages.creditInvoiceSaved).waitFor();
    await app.page.waitForURL(/\/creditinvoicelist/);
    await list.row(`CN-${run}`).waitFor();
    expect(app.errors).toEqual([]);

    const accountant = (await signIn('accountant')).client;
    const rows = (await accountant.get<CreditInvoiceRow[]>('/api/CreditInvoice/getCreditInvoiceList')).body;
    const credit = rows.find((row) => row.crednoteno === `CN-${run}`)!;
    expect(credit).toMatchObject({ pivno, totalval: 10.75, totalqty: 1, state: 'pending', reason: 'return' });
    docnumbr = credit.docnumbr;

    // Arabic: KPTC finds it on the work list and approves it.
    const kptc = await signedInApp({ username: 'kptcapprover', project: 'MOI', language: 'ar' });
    const pending = await new CreditInvoiceListPage(kptc.app.page, 'all').open();
    expect(await kptc.app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await pending.tab(arCredit.list.tab.pending);
    const waiting = new CreditInvoiceListPage(kptc.app.page, 'pending');
    await waiting.loaded();
    await waiting.row(docnumbr).waitFor();
    await capture(kptc.app.page, 'credit-invoice-list-ar-1440');
    await openPath(kptc.app.page, `/creditinvoice?docnumbr=${docnumbr}&mod=true&status=APPROVE&level=KPTC`);
    await kptc.app.page.locator(`${testId('docnumbr')} input`).waitFor();
    await capture(kptc.app.page, 'credit-invoice-approval-ar-1440');
    await decideDocument(kptc.app.page, 'approve', '');
    await successToast(kptc.app.page, arErrors.approvalApproved).waitFor();
    await expect
      .poll(() => kptc.app.page.locator(`${testId('state')} input`).inputValue())
      .toBe(arCredit.state.approved);
    expect(kptc.app.errors).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('fits the list and the form in %s at 390 px', async (language) => {
    const { app } = await signedInApp({
      username: 'accountant',
      project: 'MOI',
      viewport: 'mobile',
      language,
    });
    const list = await new CreditInvoiceListPage(app.page).open();
    await list.row(docnumbr).waitFor();
    await capture(app.page, `credit-invoice-list-${language}-390`);
    await openPath(app.page, `/creditinvoice?mod=true&status=VIEW&docnumbr=${docnumbr}`);
    await app.page.locator(`${testId('docnumbr')} input`).waitFor();
    await app.page.locator(`${testId('balance-credited')}`).waitFor();
    await capture(app.page, `credit-invoice-form-${language}-390`);
    expect(await noSidewaysScroll(app.page)).toBe(true);
    expect(app.errors).toEqual([]);
  });
});
