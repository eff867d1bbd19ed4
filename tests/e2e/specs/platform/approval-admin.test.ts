/**
 * Issue 12: delegation of authority and approval limits in the browser. In Arabic (right to left) the
 * MOI approver names an acting delegate for a coming holiday on `/delegation`: the delegate, the MOI
 * approval role, the dates; the delegation is listed as not in force today, then ended after the
 * confirmation. In English the administrator sets a limit on `/approvalLimits` (linked from the
 * delegation page) and clears it again; the server keeps the table. Screenshots wide and 390 px.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import arApprovalAdmin from '../../../../web/src/i18n/locales/ar/approvalAdmin.json';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import { signIn } from '../../../support/api.ts';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { locate, testId, ui, chooseOption } from '../../pages/ui.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

specWithRuntime();

const nextYear = new Date().getUTCFullYear() + 1;

describe('e2e: delegation of authority and approval limits', () => {
  it('names a delegate for a holiday in Arabic and ends the delegation', async () => {
    const { app } = await signedInApp({
      username: 'moiapprover',
      project: 'MOI',
      language: 'ar',
      path: '/delegation',
    });
    expect(await app.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await app.page.getByText(arApprovalAdmin.delegation.title).first().waitFor();

    const delegate = ui.findFormField(testId('delegate')).findControl().findSelect();
    await chooseOption(app.page, delegate, 'executive');
    await chooseOption(
      app.page,
      ui.findFormField(testId('roles')).findControl().findMultiselect(),
      'APPROVER_MOI',
    );
    await app.page.keyboard.press('Escape');
    // Form dates are typed DD/MM/YYYY (kit DayInput), in Arabic too.
    const dateOf = (id: string) =>
      locate(app.page, ui.findFormField(testId(id)).findControl().findInput()).locator('input');
    for (const [id, value] of [
      ['fromdate', `01/08/${nextYear}`],
      ['todate', `15/08/${nextYear}`],
    ] as const) {
      await dateOf(id).click();
      await dateOf(id).press('Control+A');
      await dateOf(id).pressSequentially(value);
      await dateOf(id).press('Tab');
    }
    await app.page.locator(`${testId('remarks')} input`).fill('إجازة صيفية');
    await capture(app.page, 'delegation-form-ar');
    await app.page.getByRole('button', { name: arApprovalAdmin.delegation.save, exact: true }).click();
    await successToast(app.page, arErrors.delegationSaved).waitFor();

    const row = app.page.locator('tr', { hasText: 'executive' });
    await row.getByText(arApprovalAdmin.delegation.scheduled).waitFor();
    await capture(app.page, 'delegation-list-ar');
    const moi = (await signIn('moiapprover')).client;
    const listed = await moi.get<{ docnumbr: string; delegate: string; fromdate: string }[]>(
      '/api/Approvals/getDelegationList',
    );
    const saved = listed.body.find((entry) => entry.delegate === 'executive');
    expect(saved?.fromdate).toBe(`${nextYear}-08-01`);

    // Ended after the confirmation.
    await row.getByRole('button', { name: arApprovalAdmin.delegation.end }).click();
    await app.page.locator('[role="dialog"]').getByText(saved!.docnumbr).waitFor();
    await app.page.locator('[role="dialog"]').getByRole('button', { name: arKit.delete.yes }).click();
    await successToast(app.page, arErrors.delegationDeleted).waitFor();
    await row.waitFor({ state: 'detached' });
    const after = await moi.get<{ delegate: string }[]>('/api/Approvals/getDelegationList');
    expect(after.body.some((entry) => entry.delegate === 'executive')).toBe(false);
    expect(app.errors).toEqual([]);

    const phone = await signedInApp({
      username: 'moiapprover',
      project: 'MOI',
      language: 'ar',
      viewport: 'mobile',
      path: '/delegation',
    });
    await phone.app.page.getByText(arApprovalAdmin.delegation.new).first().waitFor();
    await capture(phone.app.page, 'delegation-ar-narrow');
    expect(phone.app.errors).toEqual([]);
  });

  it('sets and clears an approval limit in English', async () => {
    const { app } = await signedInApp({ username: 'admin', project: 'MOI', path: '/delegation' });
    await app.page.getByRole('button', { name: 'Approval limits' }).click();
    await app.page.waitForURL(/\/approvalLimits/);
    const limit = app.page.getByRole('textbox', { name: 'LPO KPTC' });
    await limit.fill('2500');
    const row = app.page.locator('tr', { has: limit });
    await row.getByRole('button', { name: 'Save' }).click();
    await successToast(app.page, messages.approvalLimitSaved).waitFor();
    await expect.poll(() => limit.inputValue()).toBe('2500.000');
    await capture(app.page, 'approval-limits-en');

    const admin = (await signIn('admin')).client;
    const stored = await admin.get<{ level: string; maxamount: number | null }[]>(
      '/api/Approvals/getApprovalLimits',
      { doctype: 'LPO' },
    );
    expect(stored.body.find((entry) => entry.level === 'KPTC')?.maxamount).toBe(2500);

    // Cleared: no limit again.
    await limit.fill('');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => successToast(app.page, messages.approvalLimitSaved).count()).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const rows = await admin.get<{ level: string; maxamount: number | null }[]>(
          '/api/Approvals/getApprovalLimits',
          { doctype: 'LPO' },
        );
        return rows.body.find((entry) => entry.level === 'KPTC')?.maxamount ?? null;
      })
      .toBeNull();
    expect(app.errors).toEqual([]);
  });
});
