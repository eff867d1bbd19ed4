/**
 * Issue 25 items 8, 9, 10, 14 and 16 in the browser: a half-filled form asks before it is left through
 * the navigation; a refused save's red toast sits above the form, not over Close / Clear / Save; the
 * top bar's hard refresh asks before it signs the user out; three lists at 390 px show plate, number,
 * status (and amount) before anything else; delegation is in the profile menu and offers only the
 * roles held and delegates other than oneself. Screenshots in both languages; every screenshot is also
 * checked with axe (at 390 px too), and that check is shown to fail on a page with known violations.
 */
import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arApprovalAdmin from '../../../../web/src/i18n/locales/ar/approvalAdmin.json';
import arEstimation from '../../../../web/src/i18n/locales/ar/estimation.json';
import arJobCards from '../../../../web/src/i18n/locales/ar/jobCards.json';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import arJobOrders from '../../../../web/src/i18n/locales/ar/jobOrders.json';
import arShell from '../../../../web/src/i18n/locales/ar/shell.json';
import enApprovalAdmin from '../../../../web/src/i18n/locales/en/approvalAdmin.json';
import enEstimation from '../../../../web/src/i18n/locales/en/estimation.json';
import enJobCards from '../../../../web/src/i18n/locales/en/jobCards.json';
import enKit from '../../../../web/src/i18n/locales/en/kit.json';
import enJobOrders from '../../../../web/src/i18n/locales/en/jobOrders.json';
import enShell from '../../../../web/src/i18n/locales/en/shell.json';
import { InvoiceFormPage } from '../../pages/maintenance-invoice.ts';
import { ShellPage } from '../../pages/shell.ts';
import { SignInPage } from '../../pages/sign-in.ts';
import { locate, testId, ui } from '../../pages/ui.ts';
import {
  capture,
  closeApps,
  expectAccessible,
  localStorageKeys,
  openApp,
  type AppPage,
  type Language,
  openPath,
} from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

const texts = {
  en: {
    kit: enKit,
    shell: enShell,
    jobCards: enJobCards,
    estimation: enEstimation,
    jobOrders: enJobOrders,
    approvalAdmin: enApprovalAdmin,
  },
  ar: {
    kit: arKit,
    shell: arShell,
    jobCards: arJobCards,
    estimation: arEstimation,
    jobOrders: arJobOrders,
    approvalAdmin: arApprovalAdmin,
  },
} as const;

const languages: Language[] = ['en', 'ar'];
const discardDialog = ui.findModal(testId('discard-changes'));
const hardRefreshDialog = ui.findModal(testId('hard-refresh-confirm'));
const hardRefreshButton = ui.findButton(testId('hard-refresh'));
const profileMenu = ui.findButtonDropdown(testId('profile-menu'));

/** The page's kit list (the table with the serial column; a work list may sit above it), once read. */
async function kitList(app: AppPage, serialHeader: string): Promise<Locator> {
  const table = ui.findAppLayout().findContentRegion().findTable();
  const list = locate(app.page, table)
    .filter({ has: app.page.getByRole('columnheader', { name: serialHeader, exact: true }) })
    .first();
  await list.waitFor();
  await locate(app.page, table.findLoadingText()).first().waitFor({ state: 'detached' });
  return list;
}

/** The column headers of a table, in order. */
async function headersOf(list: Locator): Promise<string[]> {
  return (await list.getByRole('columnheader').allTextContents()).map((text) => text.trim());
}

describe('e2e: forms ask before unsaved changes are lost', () => {
  it.each(languages)(
    'asks before a half-filled form is left through the navigation (%s)',
    async (language) => {
      const kit = texts[language].kit;
      const { app, shell } = await signedInApp({
        username: 'accountant',
        project: 'MOI',
        language,
        path: '/maintenanceinvoice?mod=false&status=ADD',
      });
      const form = new InvoiceFormPage(app.page);
      await form.fill('voucherno', 'V-HALF-25');

      await shell.navigationLink('/maintenanceinvoicelist').click();
      const dialog = locate(app.page, discardDialog);
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(kit.form.leaveBody);
      await capture(app.page, `unsaved-form-leave-${language}`);

      await dialog.getByRole('button', { name: kit.form.keepEditing }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(app.page.url()).pathname).toBe('/maintenanceinvoice');
      expect(
        await locate(
          app.page,
          ui.findFormField(testId('voucherno')).findControl().findInput().findNativeInput(),
        ).inputValue(),
      ).toBe('V-HALF-25');

      await shell.navigationLink('/maintenanceinvoicelist').click();
      await dialog.getByRole('button', { name: kit.form.discard }).click();
      await app.page.waitForURL((url) => url.pathname === '/maintenanceinvoicelist');

      // An untouched form is left at once. The new form is loaded, not opened inside the app: right after
      // a Discard the in-app way twice waited 30 s for the form's heading (in 2 of 4 runs of this session).
      await app.page.goto('/maintenanceinvoice?mod=false&status=ADD');
      await locate(app.page, ui.findFormField(testId('voucherno'))).waitFor();
      await shell.navigationLink('/maintenanceinvoicelist').click();
      await app.page.waitForURL((url) => url.pathname === '/maintenanceinvoicelist');
      expect(await dialog.count()).toBe(0);
      expect(app.errors).toEqual([]);
    },
  );
});

describe('e2e: toasts', () => {
  it.each(languages)(
    "show a refused save's red toast above the form, not over its buttons (%s)",
    async (language) => {
      const kit = texts[language].kit;
      const { app } = await signedInApp({
        username: 'accountant',
        project: 'MOI',
        language,
        path: '/maintenanceinvoice?mod=false&status=ADD',
      });
      const form = new InvoiceFormPage(app.page);
      await form.choose('garage', 'G01');
      await form.choose('vendor', 'V001');
      await form.fill('voucherno', `V-TOAST-${language}`);
      await form.enterLine({ sparepart: 'FLT-1001', unitprice: '2.5', qty: '1' });
      await form.addButton.click();
      await form.itemRows.first().waitFor();
      // The server refuses the save (someone else changed it): nothing is written.
      await app.page.route('**/api/CarMaintenance/insertcarmaintenance', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: messages.conflict }),
        }),
      );

      await form.saveButton.click();
      const toast = locate(app.page, ui.findFlashbar().findItemsByType('error')).first();
      await toast.waitFor();
      expect(await toast.textContent()).toContain(language === 'ar' ? arErrors.conflict : messages.conflict);
      const header = locate(app.page, ui.findForm().findHeader());
      const buttons = [kit.form.close, kit.form.clear, kit.form.save].map((name) =>
        header.getByRole('button', { name, exact: true }),
      );
      const toastBox = (await toast.boundingBox())!;
      for (const button of buttons) {
        const box = (await button.boundingBox())!;
        const overlaps =
          box.x < toastBox.x + toastBox.width &&
          toastBox.x < box.x + box.width &&
          box.y < toastBox.y + toastBox.height &&
          toastBox.y < box.y + box.height;
        expect(overlaps, `${await button.textContent()} covered by the toast`).toBe(false);
      }
      await capture(app.page, `form-error-toast-${language}`);
      expect(app.errors).toEqual([]);
    },
  );
});

describe('e2e: hard refresh', () => {
  it.each(languages)('says it signs out and asks first (%s)', async (language) => {
    const shellTexts = texts[language].shell;
    const { app } = await signedInApp({ username: 'admin', project: 'MOI', language });
    const button = locate(app.page, hardRefreshButton);
    expect(await button.getAttribute('aria-label')).toBe(shellTexts.hardRefresh.label);

    await button.click();
    const dialog = locate(app.page, hardRefreshDialog);
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.textContent()).toContain(shellTexts.hardRefresh.body);
    await capture(app.page, `hard-refresh-confirm-${language}`);
    await dialog.getByRole('button', { name: shellTexts.hardRefresh.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await localStorageKeys(app.page)).toContain('usecode');
    expect(new URL(app.page.url()).pathname).not.toBe('/');

    await button.click();
    await dialog.getByRole('button', { name: shellTexts.hardRefresh.confirm }).click();
    await app.page.waitForURL((url) => url.pathname === '/');
    await new SignInPage(app.page).submitButton.waitFor();
    expect(await localStorageKeys(app.page)).not.toContain('usecode');
    expect(app.errors).toEqual([]);
  });
});

describe('e2e: lists at 390 px', () => {
  it.each(languages)('show plate, number, status and amount first (%s)', async (language) => {
    const { jobCards, estimation, jobOrders, kit } = texts[language];
    const { app } = await signedInApp({ username: 'admin', project: 'MOI', language, viewport: 'mobile' });
    const lists = [
      {
        path: '/jobCardQslist',
        name: 'job-cards',
        first: [jobCards.fields.vehicleno, jobCards.fields.jobordno, jobCards.fields.status],
      },
      {
        path: '/estimationlist',
        name: 'estimations',
        first: [
          estimation.fields.vehicleno,
          estimation.fields.docnumbr,
          estimation.list.state,
          estimation.fields.totalval,
        ],
      },
      {
        path: '/receptionInspectionList',
        name: 'job-orders',
        first: [jobOrders.fields.vehicleno, jobOrders.fields.jobordno, jobOrders.fields.status],
      },
    ];
    for (const list of lists) {
      await openPath(app.page, list.path);
      const table = await kitList(app, kit.list.serial);
      const headers = await headersOf(table);
      expect(headers.slice(0, list.first.length + 1), list.path).toEqual([
        ...list.first,
        kit.list.actionsHeader,
      ]);
      expect(headers.at(-1)).toBe(kit.list.serial);
      // What a phone shows without scrolling sideways: the plate and the number lie within the window.
      const box = await table.getByRole('columnheader').nth(1).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${list.path}: number on screen`).toBe(true);
      // The list itself in the picture (a work list or open filters may come first).
      await table.evaluate((list) => {
        // The page scrolls in the window or in the app layout's content: bring the column headers near the top.
        const top = (list.querySelector('th') ?? list).getBoundingClientRect().top - 110;
        let scroller: Element | null = list.parentElement;
        while (
          scroller &&
          !(
            scroller.scrollHeight > scroller.clientHeight + 1 &&
            /auto|scroll/.test(getComputedStyle(scroller).overflowY)
          )
        )
          scroller = scroller.parentElement;
        if (scroller && scroller !== document.body && scroller !== document.documentElement)
          scroller.scrollTop += top;
        else window.scrollBy(0, top);
      });
      await capture(app.page, `list-390-${list.name}-${language}`);
    }
    expect(app.errors).toEqual([]);
  });
});

describe('e2e: delegation from the profile menu', () => {
  it('offers only the roles held and delegates other than oneself', async () => {
    const { app } = await signedInApp({ username: 'moiapprover', project: 'MOI', language: 'ar' });
    const shell = new ShellPage(app.page);
    await shell.profileMenuTrigger.click();
    await locate(app.page, profileMenu.findItemById('delegation')).click();
    await app.page.waitForURL((url) => url.pathname === '/delegation');
    await app.page.getByText(arApprovalAdmin.delegation.new).first().waitFor();

    const roles = ui.findFormField(testId('roles')).findControl().findMultiselect();
    await locate(app.page, roles.findTrigger()).click();
    await locate(app.page, roles.findDropdown().findOptionByValue('APPROVER_MOI')).waitFor();
    const offered = await locate(app.page, roles.findDropdown().findOptions()).count();
    await app.page.keyboard.press('Escape');
    const delegate = ui.findFormField(testId('delegate')).findControl().findSelect();
    await locate(app.page, delegate.findTrigger()).click();
    await locate(app.page, delegate.findDropdown().findOptionByValue('executive')).waitFor();
    const self = await locate(app.page, delegate.findDropdown().findOptionByValue('moiapprover')).count();
    await capture(app.page, 'delegation-profile-menu-ar');
    await app.page.keyboard.press('Escape');

    expect(offered).toBe(1);
    expect(self).toBe(0);
    expect(app.errors).toEqual([]);
  });

  it('tells a user who holds no approver role that there is nothing to delegate', async () => {
    const { app } = await signedInApp({
      username: 'reception',
      project: 'MOI',
      language: 'en',
      path: '/delegation',
    });
    await app.page.getByText(enApprovalAdmin.delegation.noRoles).waitFor();
    await capture(app.page, 'delegation-no-roles-en');
    expect(app.errors).toEqual([]);
  });
});

describe('e2e: the accessibility check of every screenshot', () => {
  it('fails on an image without a text alternative and a nameless button, and passes them once named', async () => {
    const app = await openApp();
    await app.page.setContent(
      '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /><button></button></main></body></html>',
    );
    const refused = await expectAccessible(app.page, 'unnamed').then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/image-alt \(critical\)/);
    expect(refused).toMatch(/button-name \(critical\)/);
    await app.page.setContent(
      '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot" /><button>Save</button></main></body></html>',
    );
    await expect(expectAccessible(app.page, 'named')).resolves.toBeUndefined();
  });
});
