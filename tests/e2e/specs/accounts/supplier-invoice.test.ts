/**
 * Issue 13: the supplier invoice in the browser. Through the API an LPO from V001 for two parts is
 * approved and received (3 of 4 and 2 of 2 accepted). In English the accountant opens
 * `/supplierinvoice`, picks the order: the lines come prefilled with what was received at the LPO
 * price; a higher price on the first line shows the price mismatch, the document is uploaded and the
 * invoice saved; the list shows it as not matching. In Arabic (right to left) the KPTC approver finds it
 * waiting on `/supplierinvoicelistApr`, opens it, sees the mismatch warning, is refused without remarks
 * and approves with remarks (pending for payment, 1250). Screenshots under tests/artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { SupplierInvoiceRow } from '@fleet/shared/accounts/supplier-invoice';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arInvoice from '../../../../web/src/i18n/locales/ar/supplierInvoice.json';
import { ok, signIn } from '../../../support/api.ts';
import { decideDocument } from '../../pages/approval.ts';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { PurchaseRequestPage } from '../../pages/purchase-request.ts';
import { locate, testId, ui } from '../../pages/ui.ts';
import { capture, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { putTestSparePart } from '../../../support/spare-parts.ts';
import { receivedStoreOrder } from '../../../support/procurement.ts';

const run = Date.now().toString(36).toUpperCase();
const invoiceFile = {
  name: 'supplier-invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

specWithRuntime();

/** An approved LPO from V001: 4 of part A at 10.500 (3 received), 2 of part B at 5.250 (2 received). */
async function receivedOrder(): Promise<string> {
  const parts = [
    { sparepart: `SIE-${run}-A`, qty: 4, price: 10.5, accepted: 3 },
    { sparepart: `SIE-${run}-B`, qty: 2, price: 5.25, accepted: 2 },
  ];
  for (const part of parts)
    await putTestSparePart(part.sparepart, {
      sparenam: `Invoiced part ${part.sparepart}`,
      sparenamar: `قطعة ${part.sparepart}`,
      sparepric: part.price,
      sparecat: 'ENGINE',
    });
  return (await receivedStoreOrder('MAIN', parts)).lpono;
}

const amount = (page: import('playwright-core').Page, id: string) =>
  locate(page, ui.findFormField(testId(id)).findControl())
    .locator('input')
    .inputValue();

describe('e2e: supplier invoice', () => {
  it('is entered in English with a price mismatch and approved with remarks in Arabic', async () => {
    const lpono = await receivedOrder();

    // English: the accountant enters the supplier's invoice for the order.
    const { app } = await signedInApp({
      username: 'accountant',
      project: 'MOI',
      path: '/supplierinvoice?mod=false&status=ADD',
    });
    await new PurchaseRequestPage(app.page).choose('lpono', lpono);
    await app.page.locator(`${testId('qty-1')} input`).waitFor();
    // Prefilled: 3 x 10.500 + 2 x 5.250, matching the order.
    expect(await app.page.locator(`${testId('qty-1')} input`).inputValue()).toBe('3');
    await expect.poll(() => amount(app.page, 'totalval')).toBe('KWD 42.000');
    await app.page.locator(testId('match-1')).getByText('Matches the order').waitFor();
    await app.page.locator(`${testId('price-1')} input`).fill('11');
    await app.page.locator(testId('match-1')).getByText('Price differs').waitFor();
    await expect.poll(() => amount(app.page, 'totalval')).toBe('KWD 43.500');
    expect(await amount(app.page, 'lpoval')).toBe('KWD 42.000');
    await app.page.locator(`${testId('suppinvno')} input`).fill(`INV-${run}`);
    await app.page
      .locator(`${testId('supplier-invoice-document')} input[type="file"]`)
      .setInputFiles(invoiceFile);
    await app.page.getByRole('button', { name: `Remove ${invoiceFile.name}` }).waitFor();
    await capture(app.page, 'supplier-invoice-form-en');
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    await successToast(app.page, messages.supplierInvoiceSaved).waitFor();
    await app.page.waitForURL(/\/supplierinvoicelist/);
    const row = app.page.locator('tr', { hasText: `INV-${run}` });
    await row.getByText('Mismatched lines: 1').waitFor();
    expect(app.errors).toEqual([]);

    const accountant = (await signIn('accountant')).client;
    const listed = ok(
      await accountant.get<SupplierInvoiceRow[]>('/api/PurchaseInvoice/getPurchaseInvoiceList'),
    );
    const invoice = listed.find((candidate) => candidate.suppinvno === `INV-${run}`)!;
    expect(invoice).toMatchObject({ lpono, totalval: 43.5, lpoval: 42, mismatches: 1 });

    // Arabic: the KPTC approver finds it waiting; remarks are needed for a mismatch.
    const kptc = await signedInApp({
      username: 'kptcapprover',
      project: 'MOI',
      language: 'ar',
      path: '/supplierinvoicelistApr',
    });
    expect(await kptc.app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await kptc.app.page.locator('tr', { hasText: invoice.docnumbr }).waitFor();
    await openPath(
      kptc.app.page,
      `/supplierinvoiceApr?docnumbr=${invoice.docnumbr}&mod=true&status=APPROVE&level=KPTC`,
    );
    await kptc.app.page
      .locator(testId('mismatch-warning'))
      .getByText(arInvoice.approval.mismatchTitle)
      .waitFor();
    await capture(kptc.app.page, 'supplier-invoice-approval-ar');
    await decideDocument(kptc.app.page, 'approve');
    await kptc.app.page.getByText(arErrors.supplierInvoiceMismatchRemarks).first().waitFor();
    await decideDocument(kptc.app.page, 'approve', 'تم الاتفاق على السعر الجديد');
    await successToast(kptc.app.page, arErrors.approvalApproved).waitFor();
    await expect
      .poll(() => kptc.app.page.locator(`${testId('state')} input`).inputValue())
      .toBe(arInvoice.status['1250']);
    expect(kptc.app.errors).toEqual([]);
  });
});
