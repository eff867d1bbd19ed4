/**
 * Issue 11: store vouchers in the browser. The store keeper receives an item into the main store on a
 * direct receipt (supplier, unit cost), then issues part of it to a department on an issue voucher,
 * seeing the store's stock while entering the line; an issue larger than the stock is refused with the
 * server's message naming the item and what is left. The issue voucher list shows it with its KWD
 * value. Screenshots in English and Arabic.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testId, ui, chooseOption } from '../../pages/ui.ts';
import { capture, type AppPage, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { putTestSparePart, stockOf } from '../../../support/spare-parts.ts';

const item = `E2E-${Date.now().toString(36).toUpperCase()}`;

async function pick(app: AppPage, field: string, value: string) {
  await chooseOption(app.page, ui.findFormField(testId(field)).findControl().findSelect(), value);
}

async function chooseItem(app: AppPage) {
  await chooseOption(app.page, ui.findSelect(testId('entry-item')), item);
}

async function addLine(app: AppPage, qty: number, unitcost?: number, chosen = false) {
  if (!chosen) await chooseItem(app);
  await app.page.locator(`${testId('entry-qty')} input`).fill(String(qty));
  if (unitcost !== undefined)
    await app.page.locator(`${testId('entry-unitcost')} input`).fill(String(unitcost));
  await app.page.locator(testId('entry-add')).click();
}

const onHand = async () => (await stockOf(item, 'MAIN')).qtyonhand;

specWithRuntime();

beforeAll(async () => {
  await putTestSparePart(item, {
    sparenam: 'E2E wiper blade',
    sparenamar: 'مساحة زجاج للاختبار',
    sparepric: 1.5,
    sparecat: 'BODY',
  });
});

describe('e2e: store vouchers', () => {
  it('receives an item, issues part of it, and refuses an issue larger than the stock', async () => {
    const { app } = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      path: '/storereceiptdirect?mod=false&status=ADD',
    });
    await pick(app, 'storecode', 'MAIN');
    await pick(app, 'vendcode', 'V001');
    await addLine(app, 6, 1.25);
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    await app.page.getByText('Direct receipt saved successfully').first().waitFor();
    await app.page.waitForURL(/\/storereceiptdirectlist/);
    expect(await onHand()).toBe(6);

    await openPath(app.page, '/issueVoucher?mod=false&status=ADD');
    await pick(app, 'storecode', 'MAIN');
    await pick(app, 'deptcode', 'D01');
    await chooseItem(app);
    await app.page.getByText('In this store: 6').first().waitFor();
    await addLine(app, 9, undefined, true);
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    await app.page
      .getByText(/Not enough stock of .* 6 available, 9 requested\./)
      .first()
      .waitFor();
    expect(await onHand()).toBe(6);

    await app.page.getByRole('button', { name: /Remove line 1/ }).click();
    await addLine(app, 4);
    await capture(app.page, 'store-issue-form-en');
    const saved = app.page.waitForResponse(
      (response) => response.url().includes('/api/Store/insertIssueVoucher') && response.status() === 200,
    );
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    const [, voucher] = (await (await saved).json()) as [string, { docnumbr: string }];
    await app.page.getByText('Issue voucher saved successfully').first().waitFor();
    await app.page.waitForURL(/\/issueVoucherlist/);
    expect(await onHand()).toBe(2);
    // Its row with its value (other tests' vouchers share the list and its total).
    const row = app.page.locator('tr', { hasText: voucher.docnumbr });
    await row.waitFor();
    expect(await row.textContent()).toContain('5.000');
    expect(app.errors).toEqual([]);

    const arabic = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      language: 'ar',
      path: '/issueVoucherlist',
    });
    await arabic.app.page.getByText('سندات الصرف المخزني').first().waitFor();
    await capture(arabic.app.page, 'store-issue-list-ar');
    expect(arabic.app.errors).toEqual([]);
  });
});
