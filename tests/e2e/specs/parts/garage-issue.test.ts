/**
 * Issue 11: the store issues an approved item request from the garage issue voucher form. The request
 * (two seeded parts, approved through the API) is chosen, its open lines come with the store's stock,
 * the store keeper issues one line less than asked and saves; the job order is at 1219 and the main
 * store's stock went down by what was issued. Screenshots in English and Arabic.
 */
import { describe, expect, it } from 'vitest';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { signIn } from '../../../support/api.ts';
import { testJobOrderAt } from '../../../support/job-orders.ts';
import { testItemRequest } from '../../../support/item-requests.ts';
import { testId, ui, chooseOption } from '../../pages/ui.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { stockOf } from '../../../support/spare-parts.ts';

async function approvedRequest(): Promise<{ jobordno: string; docnumbr: string }> {
  const jobordno = await testJobOrderAt('E2E-GI', 1216);
  const saved = await testItemRequest(jobordno, [
    { sparepart: 'FLT-1002', qty: 2 },
    { sparepart: 'OIL-4001', qty: 1 },
  ]);
  const approver = (await signIn('garageapprover')).client;
  const decided = await approver.post('/api/ItemRequest/approveItemRequest', {
    docnumbr: saved.docnumbr,
    version: saved.version,
    action: 'approveAll',
  });
  if (decided.status !== 200) throw new Error(JSON.stringify(decided.body));
  return { jobordno, docnumbr: saved.docnumbr };
}

const onHand = async (sparepart: string) => (await stockOf(sparepart, 'MAIN')).qtyonhand;

specWithRuntime();

describe('e2e: garage issue voucher against an approved item request', () => {
  it('issues the open lines with the quantities entered; the job order moves to 1219 and the stock goes down', async () => {
    const { jobordno, docnumbr } = await approvedRequest();
    const before = await onHand('FLT-1002');
    const { app } = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      path: '/garageIssueVoucher?mod=false&status=ADD',
    });
    await chooseOption(app.page, ui.findFormField(testId('source')).findControl().findSelect(), docnumbr);
    const first = app.page.locator(`${testId('issue-qty-1')} input`);
    await first.waitFor();
    expect(await first.inputValue()).toBe('2');
    await first.fill('1');
    await capture(app.page, 'garage-issue-form-en');
    await app.page.getByRole('button', { name: /^\s*Save\s*$/ }).click();
    await app.page.getByText('Garage issue voucher saved successfully').first().waitFor();
    await app.page.waitForURL(/\/garageIssueVoucherlist/);
    expect((await readJobOrderCore('MOI', jobordno))!.statuscde).toBe(1219);
    expect(await onHand('FLT-1002')).toBe(before - 1);
    await app.page.getByText(jobordno).first().waitFor();
    expect(app.errors).toEqual([]);

    const arabic = await signedInApp({
      username: 'storekeeper',
      project: 'MOI',
      language: 'ar',
      path: '/garageIssueVoucherlist',
    });
    await arabic.app.page.getByText(jobordno).first().waitFor();
    await capture(arabic.app.page, 'garage-issue-list-ar');
    expect(arabic.app.errors).toEqual([]);
  });
});
