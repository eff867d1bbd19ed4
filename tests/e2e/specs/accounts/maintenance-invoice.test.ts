/**
 * The maintenance invoice in the browser (issue 4, point 6): an accountant (SGRT076 rights) creates an
 * invoice with two lines, edits one, adds another, deletes one after the confirmation and saves; the
 * list finds it with the right footer total; its PDF previews with a rendered page; the list is checked
 * again in Arabic (right to left). Screenshots of list and form in English and Arabic at 1440 and 390
 * px go to tests/artifacts/screenshots/.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arInvoice from '../../../../web/src/i18n/locales/ar/invoice.json';
import enInvoice from '../../../../web/src/i18n/locales/en/invoice.json';
import {
  InvoiceFormPage,
  InvoiceListPage,
  OpenDialog,
  PdfPreview,
  itemColumns,
  listColumns,
  successToast,
} from '../../pages/maintenance-invoice.ts';
import {
  capture,
  closeApps,
  documentLanguage,
  noSidewaysScroll,
  type Language,
  type ViewportName,
} from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const accountant = 'accountant';

afterAll(closeApps);

const signedIn = (options: { viewport?: ViewportName; language?: Language } = {}) =>
  signedInApp({ username: accountant, project: 'MOI', ...options });

describe('e2e: maintenance invoice', () => {
  const voucherno = `E2E-${randomUUID().slice(0, 8)}`;

  it('creates an invoice, edits and deletes lines, saves, finds it with its total, previews its PDF, and lists it in Arabic', async () => {
    const { app, shell } = await signedIn();
    const list = await new InvoiceListPage(app.page).open();
    await capture(app.page, 'invoice-list-en-1440');

    await list.newButton.click();
    await app.page.waitForURL((url) => url.pathname === '/maintenanceinvoice');
    const form = new InvoiceFormPage(app.page);
    await form.choose('garage', 'G01');
    await form.choose('vendor', 'V001');
    await form.fill('voucherno', voucherno);
    // Line 1 with Enter in the qty, line 2 with Add.
    await form.enterLine({ sparepart: 'FLT-1001', unitprice: '2.5', qty: '4' });
    await form.press('entry-qty', 'Enter');
    await form.itemRows.first().waitFor();
    await form.enterLine({ sparepart: 'BRK-2001', unitprice: '18.5', workdisc: '10', qty: '1' });
    await form.addButton.click();
    await form.itemRows.nth(1).waitFor();
    const lineTwoNet = await form.itemCellText(2, itemColumns.worknet);
    // Edit line 1: it loads into the entry and the button reads Update.
    await form.itemAction(1, 'edit').click();
    const updateLabel = (await form.addButton.textContent())?.trim();
    const loadedQty = await form.readOnlyValue('entry-qty');
    await form.fill('entry-workdisc', '5');
    await form.fill('entry-qty', '6');
    await form.addButton.click();
    await form.enterLine({ sparepart: 'OIL-4001', unitprice: '9.25', qty: '2' });
    await form.addButton.click();
    await form.itemRows.nth(2).waitFor();
    await form.fill('totals-totdiscperc', '10');
    await capture(app.page, 'invoice-form-en-1440');
    // Delete line 2 after the confirmation.
    await form.itemAction(2, 'delete').click();
    const dialog = new OpenDialog(app.page);
    const question = (await dialog.header.textContent())?.trim();
    const warning = await dialog.content.textContent();
    await dialog.confirm();
    await expect.poll(() => form.itemRows.count()).toBe(2);
    const lines = [
      [await form.itemCellText(1, itemColumns.sparepart), await form.itemCellText(1, itemColumns.worknet)],
      [await form.itemCellText(2, itemColumns.sparepart), await form.itemCellText(2, itemColumns.worknet)],
    ];
    const netBeforeSave = await form.readOnlyValue('totals-netval');

    await form.saveButton.click();
    await app.page.waitForURL((url) => url.pathname === '/maintenanceinvoicelist');
    await successToast(app.page, messages.invoiceSaved).waitFor();
    await list.loaded();
    await list.filterText('voucherno', voucherno);
    await expect.poll(() => list.cellText(1, listColumns.voucherno)).toBe(voucherno);
    await expect.poll(() => list.itemRowCount()).toBe(1);
    const carinvno = await list.cellText(1, listColumns.carinvno);
    const rowTotal = await list.cellText(1, listColumns.netval);
    const footerTotal = await list.cellText(2, listColumns.netval);

    await list.rowAction(1, 'preview').click();
    const preview = new PdfPreview(app.page);
    const firstPage = await preview.rendered();
    await preview.close();

    await shell.toggleLanguage();
    await expect.poll(() => list.headers()).toContain(arInvoice.list.carinvno);
    await list.loaded();
    await capture(app.page, 'invoice-list-ar-1440');
    const arabic = {
      language: await documentLanguage(app.page),
      headers: await list.headers(),
      carinvno: await list.cellText(1, listColumns.carinvno),
      footer: await list.cellText(2, listColumns.netval),
    };
    await list.rowAction(1, 'view').click();
    await app.page.waitForURL((url) => url.pathname === '/maintenanceinvoice');
    await expect.poll(() => form.readOnlyValue('header-carinvno')).toBe(carinvno);
    await capture(app.page, 'invoice-form-ar-1440');
    const viewedNet = await form.readOnlyValue('totals-netval');
    // A reload reads the invoice from the query (navigation state is not needed).
    await app.page.reload();
    await expect.poll(() => form.readOnlyValue('header-carinvno')).toBe(carinvno);
    const reloadedNet = await form.readOnlyValue('totals-netval');

    expect(lineTwoNet).toBe('16.650');
    expect(updateLabel).toBe(enInvoice.entry.update);
    expect(loadedQty).toBe('4');
    expect(question).toBe('Are You Sure To Delete?');
    expect(warning).toContain('This action cannot be undone.');
    // 6 x 2.5 less 5 % = 14.250; 2 x 9.25 = 18.500; total 32.750, 10 % discount 3.275, net 29.475.
    expect(lines).toEqual([
      ['FLT-1001', '14.250'],
      ['OIL-4001', '18.500'],
    ]);
    expect(netBeforeSave).toBe('KWD 29.475');
    expect(carinvno).toMatch(/^MI-\d{4}-\d{5}$/);
    expect(rowTotal).toBe('29.475');
    expect(footerTotal).toBe('KWD 29.475');
    expect(firstPage.width).toBeGreaterThan(100);
    expect(firstPage.height).toBeGreaterThan(100);
    expect(arabic.language).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(arabic.headers).toEqual(
      expect.arrayContaining([arInvoice.list.carinvno, arInvoice.list.voucherno, arInvoice.list.netval]),
    );
    expect(arabic.carinvno).toBe(carinvno);
    expect(arabic.footer).toBe('KWD 29.475');
    expect(viewedNet).toBe('KWD 29.475');
    expect(reloadedNet).toBe('KWD 29.475');
    expect(app.errors).toEqual([]);
  });

  it("shows the server's success message in Arabic when the UI is Arabic (the wire stays English)", async () => {
    const { app } = await signedIn({ language: 'ar' });
    const list = await new InvoiceListPage(app.page).open();
    await list.newButton.click();
    await app.page.waitForURL((url) => url.pathname === '/maintenanceinvoice');
    const form = new InvoiceFormPage(app.page);
    await form.choose('garage', 'G01');
    await form.choose('vendor', 'V001');
    await form.fill('voucherno', `${voucherno}-AR`);
    await form.enterLine({ sparepart: 'FLT-1001', unitprice: '2.5', qty: '1' });
    await form.addButton.click();
    await form.itemRows.first().waitFor();
    const answer = app.page.waitForResponse((response) =>
      response.url().includes('/api/CarMaintenance/insertcarmaintenance'),
    );

    await form.saveButton.click();

    const wire = (await (await answer).json()) as unknown[];
    await successToast(app.page, arErrors.invoiceSaved).waitFor();
    expect(wire[0]).toBe(messages.invoiceSaved);
    expect(app.errors).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('fits the list and the form in %s at 390 px', async (language) => {
    const { app } = await signedIn({ viewport: 'mobile', language });
    const list = await new InvoiceListPage(app.page).open();
    await capture(app.page, `invoice-list-${language}-390`);
    const listFits = await noSidewaysScroll(app.page);

    await list.newButton.click();
    await app.page.waitForURL((url) => url.pathname === '/maintenanceinvoice');
    const form = new InvoiceFormPage(app.page);
    await form.enterLine({ sparepart: 'FLT-1001', unitprice: '2.5', qty: '2' });
    await form.addButton.click();
    await form.itemRows.first().waitFor();
    await capture(app.page, `invoice-form-${language}-390`);
    const formFits = await noSidewaysScroll(app.page);

    expect(await documentLanguage(app.page)).toEqual({
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
    });
    expect(listFits).toBe(true);
    expect(formFits).toBe(true);
    expect(app.errors).toEqual([]);
  });
});
