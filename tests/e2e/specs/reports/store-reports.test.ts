/**
 * Issue 11: the current stock report and the item master in the browser. The report waits for a store
 * (the spec's rule) with a hint, then reads the store's balances with the KWD total row and marks the
 * items at 5 or fewer as low; in Arabic it is right to left. An item open request is decided from its
 * list: the item opens with the code and price given. Screenshots in both languages.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../support/api.ts';
import { locate, testId, ui, chooseOption } from '../../pages/ui.ts';
import { capture, type AppPage, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

async function filterText(app: AppPage, id: string, text: string) {
  await locate(
    app.page,
    ui
      .findFormField(testId(`filter-${id}`))
      .findControl()
      .findInput()
      .findNativeInput(),
  ).fill(text);
}

async function filterSelect(app: AppPage, id: string, value: string) {
  const select = ui
    .findFormField(testId(`filter-${id}`))
    .findControl()
    .findSelect();
  await chooseOption(app.page, select, value);
}

specWithRuntime();

describe('e2e: store reports and the item master', () => {
  it('shows the current stock of a store with the KWD total and the low items, in English and Arabic', async () => {
    const { app } = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      path: '/currentStockReport',
    });
    await app.page.locator(testId('report-scope')).waitFor();
    await filterSelect(app, 'cmbStore', 'G01');
    // The filters of the seeded G01 store: FLT-1030 is out of stock there.
    await filterText(app, 'txtItemFrom', 'FLT-10');
    await app.page.getByText('FLT-1030').first().waitFor();
    await app.page
      .getByText(/^KWD [\d,]+\.\d{3}$/)
      .first()
      .waitFor();
    await app.page.getByText('Low', { exact: true }).first().waitFor();
    await capture(app.page, 'current-stock-en');
    expect(app.errors).toEqual([]);

    const arabic = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      language: 'ar',
      path: '/currentStockReport',
    });
    await filterSelect(arabic.app, 'cmbStore', 'G01');
    await filterText(arabic.app, 'txtItemFrom', 'FLT-10');
    await arabic.app.page.getByText('منخفض', { exact: true }).first().waitFor();
    expect(await arabic.app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await capture(arabic.app.page, 'current-stock-ar');
    expect(arabic.app.errors).toEqual([]);
  });

  it('opens a requested item from the open request list', async () => {
    const store = (await signIn('storekeeper')).client;
    const asked = await store.post<[string, { docnumbr: string }]>('/api/ItemMaster/insertOpenRequest', {
      sparenam: 'Mirror glass (E2E)',
      spareuom: 'PCS',
      sparecat: 'BODY',
      estprice: 4,
    });
    const { docnumbr } = asked.body[1];
    const code = `MIR-${Date.now().toString(36).toUpperCase()}`;
    const { app } = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      path: '/itemmasteropenrequestlist',
    });
    const row = app.page.locator('tr', { hasText: docnumbr });
    await row.waitFor();
    await row.getByRole('button', { name: 'Decide' }).click();
    await app.page.locator(`${testId('decide-code')} input`).fill(code);
    await app.page.locator(`${testId('decide-price')} input`).fill('4.25');
    await capture(app.page, 'item-open-request-decide-en');
    await app.page.locator(testId('approve-request')).click();
    await app.page.getByText('Item opened in the item master successfully').first().waitFor();
    const items = await store.get<{ sparepart: string; sparepric: number }[]>(
      '/api/ItemMaster/getItemMasterList',
    );
    expect(items.body.find((item) => item.sparepart === code)).toMatchObject({ sparepric: 4.25 });
    expect(app.errors).toEqual([]);
  });
});
