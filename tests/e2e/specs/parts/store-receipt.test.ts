/**
 * Issue 28 item 3 in the browser. The store keeper receives an approved purchase order's items into the
 * main store on a store receipt: the order's open lines come with it at what is open, the keeper
 * receives 4 of the 5 ordered at the order's price, the receipt lists with its KWD value and the order
 * keeps the last one open. Then the keeper raises a request voucher asking the main store for items
 * for a garage store; the list shows it open. Screenshots at 1440 and 390 px, English and Arabic.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedStoreOrder } from '../../../support/procurement.ts';
import { StoreVoucherPage } from '../../pages/store-vouchers.ts';
import { capture, type Language, type ViewportName, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { putTestSparePart, stockOf } from '../../../support/spare-parts.ts';

const item = `E2E-SR-${Date.now().toString(36).toUpperCase()}`;
let lpono: string;

const onHand = async () => (await stockOf(item, 'MAIN')).qtyonhand;

specWithRuntime();

beforeAll(async () => {
  await putTestSparePart(item, {
    sparenam: 'E2E air filter',
    sparenamar: 'فلتر هواء للاختبار',
    sparepric: 2,
    sparecat: 'FILTERS',
  });
  ({ lpono } = await approvedStoreOrder('MAIN', [{ sparepart: item, qty: 5, price: 2.5 }]));
});

const storekeeper = (options: { language?: Language; viewport?: ViewportName } = {}) =>
  signedInApp({ username: 'storekeeper', project: 'MOI', ...options });

describe('e2e: store receipt and request voucher', () => {
  it("receives a purchase order's items into the store at the order's price", async () => {
    const { app } = await storekeeper();
    const receipt = await new StoreVoucherPage(app.page, '/storereceipt').openNew();
    await receipt.chooseOrder(lpono);
    const line = app.page.locator('[data-testid="voucher-lines"] tbody tr').first();
    await expect.poll(async () => line.textContent()).toContain(item);
    expect(await app.page.locator('[data-testid="receive-qty-1"] input').inputValue()).toBe('5');
    await receipt.receive(1, 4);
    await app.page.getByText('Total quantity: 4 · Total value: KWD 10.000').first().waitFor();
    await capture(app.page, 'store-receipt-form-en');
    const srvno = await receipt.save('insertReceiptVoucher');
    await app.page.getByText('Receipt voucher saved successfully').first().waitFor();
    await app.page.waitForURL(/\/storereceiptlist/);
    expect(await onHand()).toBe(4);
    const row = receipt.row(srvno);
    await row.waitFor();
    expect(await row.textContent()).toContain('10.000');
    expect(await row.textContent()).toContain(lpono);
    await capture(app.page, 'store-receipt-list-en');
    expect(app.errors).toEqual([]);

    // In Arabic on a phone: the order now offers the one left.
    const arabic = await storekeeper({ language: 'ar', viewport: 'mobile' });
    const phone = await new StoreVoucherPage(arabic.app.page, '/storereceipt').openNew();
    await phone.chooseOrder(lpono);
    expect(await arabic.app.page.locator('[data-testid="receive-qty-1"] input').inputValue()).toBe('1');
    await capture(arabic.app.page, 'store-receipt-form-ar-390');
    await phone.openList();
    await phone.row(srvno).waitFor();
    await capture(arabic.app.page, 'store-receipt-list-ar-390');
    expect(arabic.app.errors).toEqual([]);
  });

  it("raises a request voucher asking the main store for a garage store's items", async () => {
    const { app } = await storekeeper();
    const request = await new StoreVoucherPage(app.page, '/requestvoucher').openNew();
    await request.choose('storecode', 'MAIN');
    await request.choose('tostorecode', 'G01');
    await request.addLine(item, 3);
    await app.page.getByText('Total quantity: 3').first().waitFor();
    await capture(app.page, 'request-voucher-form-en');
    const srqno = await request.save('insertRequestVoucher');
    await app.page.getByText('Request voucher saved successfully').first().waitFor();
    await app.page.waitForURL(/\/requestvoucherlist/);
    const row = request.row(srqno);
    await row.waitFor();
    expect(await row.textContent()).toContain('Open');
    await capture(app.page, 'request-voucher-list-en');
    expect(app.errors).toEqual([]);

    const arabic = await storekeeper({ language: 'ar', viewport: 'mobile' });
    const phone = await new StoreVoucherPage(arabic.app.page, '/requestvoucher').openList();
    await phone.row(srqno).waitFor();
    expect(await phone.row(srqno).textContent()).toContain('مفتوح');
    await capture(arabic.app.page, 'request-voucher-list-ar-390');
    await openPath(arabic.app.page, `/requestvoucher?mod=true&status=VIEW&docnumbr=${srqno}`);
    await arabic.app.page.locator('[data-testid="voucher-lines"] tbody tr', { hasText: item }).waitFor();
    await capture(arabic.app.page, 'request-voucher-view-ar-390');
    expect(arabic.app.errors).toEqual([]);
  });
});
