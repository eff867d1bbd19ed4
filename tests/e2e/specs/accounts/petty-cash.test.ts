/**
 * Petty cash in the browser (issue 13's screens SGRT003 and SGRT004; the workflow map's `pettyCash` and
 * `pettyCashApproval` steps), each step by the role whose job it is. A delivered job order waits in
 * accounts. In Arabic (right to left) the accountant opens `/pettycashList`, starts a new petty cash
 * for that job order, names a shop that is not a supplier, types a line (its quantity on an Arabic
 * keyboard) and saves: the job order moves to 1423. In English the third-level approver finds it on
 * the waiting tab of `/pettycashAprList`, opens it from the row and approves: the petty cash reads
 * Approved and the job order moves to 1424. Screenshots under tests/artifacts/screenshots/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { PettyCashRow } from '@fleet/shared/accounts/petty-cash';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arPettyCash from '../../../../web/src/i18n/locales/ar/pettyCash.json';
import enPettyCash from '../../../../web/src/i18n/locales/en/pettyCash.json';
import { signIn } from '../../../support/api.ts';
import { testJobOrderNumber, testJobOrderThrough } from '../../../support/job-orders.ts';
import { decideDocument } from '../../pages/approval.ts';
import { KitFormPage, KitListPage } from '../../pages/kit-pages.ts';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { testId } from '../../pages/ui.ts';
import { capture, inputValues, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
const shop = `محل الزاوية ${run}`;
let jobordno = '';

specWithRuntime();

beforeAll(async () => {
  ({ jobordno } = await testJobOrderThrough(testJobOrderNumber('PCE'), 'G01', [1227], {
    creator: 'admin',
    closed: true,
  }));
});

/** The input of a new line's field (the kit's FormLines: `line-<field>-<number>`). */
const lineInput = (form: KitFormPage, field: string, line = 1) =>
  form.page.locator(`${testId(`line-${field}-${line}`)} input`);

describe('e2e: petty cash', () => {
  it('is bought by the accountant in Arabic and approved by the third-level approver in English', async () => {
    // Arabic: the accountant's petty cash for the delivered job order, bought at a corner shop.
    const { app } = await signedInApp({ username: 'accountant', project: 'MOI', language: 'ar' });
    const list = await new KitListPage(app.page, '/pettycashList', 'petty-cash-list').open();
    await list.newButton.click();
    await app.page.waitForURL((url) => url.pathname === '/pettycash');
    const form = new KitFormPage(app.page);
    await form.choose('jobordno', jobordno);
    await app.page.getByRole('radio', { name: arPettyCash.form.kind.other }).check();
    await form.fill('vendname', shop);
    await lineInput(form, 'description').fill('ربطات كابلات');
    await lineInput(form, 'qty').fill('٢');
    await lineInput(form, 'unitprice').fill('1.250');
    await lineInput(form, 'billno').fill(`B-${run}`);
    // The quantity typed on an Arabic keyboard counts: 2 x 1.250.
    expect(await lineInput(form, 'qty').inputValue()).toBe('2');
    await expect.poll(() => app.page.locator(testId('line-value-1')).textContent()).toBe('2.500');
    await capture(app.page, 'petty-cash-form-ar-1440');
    await form.save();
    await successToast(app.page, arErrors.pettyCashSaved).waitFor();
    await app.page.waitForURL(/\/pettycashList/);
    await app.page.locator('tr', { hasText: shop }).waitFor();
    expect(app.errors).toEqual([]);

    const accountant = (await signIn('accountant')).client;
    const rows = (await accountant.get<PettyCashRow[]>('/api/PettyCash/getPettyCashList', { jobordno })).body;
    const saved = rows.find((row) => row.vendname === shop)!;
    expect(saved).toMatchObject({ jobordno, netval: 2.5 });
    expect((await readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1423);

    // English: the third-level approver finds it waiting and approves it from its row.
    const approver = await signedInApp({ username: 'thirdapprover', project: 'MOI', language: 'en' });
    await new KitListPage(approver.app.page, '/pettycashAprList', 'petty-cash-approval-pending').open();
    const row = approver.app.page.locator('tr', { hasText: saved.docnumbr });
    await row.waitFor();
    // The work list names who prepared it (employee E1012), not the login id.
    await expect.poll(() => row.textContent()).toContain('Mariam Al-Qattan');
    await capture(approver.app.page, 'petty-cash-approval-list-en-1440');
    await row.locator(testId('approve')).first().click();
    await approver.app.page.waitForURL(/\/pettycashApr\?.*status=APPROVE.*level=THIRD/);
    await approver.app.page.locator(testId('approve')).first().waitFor();
    // Who prepared it, by name (employee E1012), not the login id.
    await expect.poll(() => inputValues(approver.app.page)).toContain('Mariam Al-Qattan');
    await capture(approver.app.page, 'petty-cash-approval-en-1440');
    await decideDocument(approver.app.page, 'approve', '');
    await successToast(approver.app.page, messages.approvalApproved).waitFor();
    await expect
      .poll(() => approver.app.page.locator(`${testId('state')} input`).inputValue())
      .toBe(enPettyCash.state.approved);
    expect((await readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1424);
    expect(approver.app.errors).toEqual([]);
  });
});
