/**
 * Issue 12: a printed document's QR code opens `/verify` without signing in. An approved estimation's
 * print link shows "matches" in English and Arabic (desktop and phone); the link of a copy printed
 * before its approval was withdrawn shows "does NOT match", with the printed and current hashes apart;
 * an incomplete link says so. Screenshots go to tests/artifacts/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PrintVerification } from '@fleet/shared/platform/verification';
import arVerify from '../../../../web/src/i18n/locales/ar/verify.json';
import enVerify from '../../../../web/src/i18n/locales/en/verify.json';
import enErrors from '../../../../web/src/i18n/locales/en/errors.json';
import { ok, signInAll, type ApiClient } from '../../../support/api.ts';
import { testJobOrderAt } from '../../../support/job-orders.ts';
import { verifiedEstimation } from '../../../support/estimations.ts';
import { ShellPage } from '../../pages/shell.ts';
import { VerifyPage } from '../../pages/verify.ts';
import {
  documentLanguage,
  localStorageKeys,
  openApp,
  screenshotDir,
  settled,
  type Language,
  type ViewportName,
  specWithRuntime,
} from '../../support/app.ts';

const q = (call: string) => `/api/Quotation/${call}`;
let teamleader: ApiClient;
let moi: ApiClient;

/** An estimation of 205.000 KWD approved by MOI, through the API. */
async function approvedEstimation(): Promise<string> {
  const jobordno = await testJobOrderAt('E2E-VF', 1213);
  const saved = await teamleader.post<[string, { docnumbr: string; version: number }]>(
    q('insertupdatequotation'),
    { jobordno, ...verifiedEstimation },
  );
  const { docnumbr, version } = ok(saved)[1];
  ok(await moi.post(q('approvequotation'), { docnumbr, version, decision: 'A', remarks: 'OK' }));
  return docnumbr;
}

async function printLink(docnumbr: string): Promise<PrintVerification> {
  return ok(
    await teamleader.get<PrintVerification>('/api/Verify/getPrintVerification', { t: 'QUOT', n: docnumbr }),
  );
}

/** A fresh browser that never signed in, on the verification link. */
async function openLink(path: string, language: Language, viewport: ViewportName = 'desktop') {
  const app = await openApp({ language, viewport });
  const page = await new VerifyPage(app.page).open(path);
  await settled(app.page);
  return { app, page };
}

/** The whole page (the record and the hashes run below the fold) as tests/artifacts/screenshots/<name>.png. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

const grouped = (hash: string) => hash.match(/.{4}/g)!.join(' ');

specWithRuntime();

beforeAll(async () => {
  [teamleader, moi] = await signInAll(['teamleader', 'moiapprover']);
});

describe('e2e: verification of a printed document', () => {
  let docnumbr: string;
  let printed: PrintVerification;

  beforeAll(async () => {
    docnumbr = await approvedEstimation();
    printed = await printLink(docnumbr);
  });

  it('shows a printed estimation as matching the record, in English and Arabic, without signing in', async () => {
    const english = await openLink(printed.path, 'en');
    expect(await english.page.verdictText()).toBe(enVerify.verdict.valid);
    expect(await english.page.valid()).toBe('true');
    expect(await english.page.number()).toBe(docnumbr);
    expect(await english.page.status()).toBe('Approved');
    expect(await english.page.totals()).toContain('Total: KWD 205.000');
    // Who decided, by the employee's name, never the login id (issue 25 item 6).
    expect((await english.page.approvals()).join(' ')).toContain('by Saad Al-Otaibi');
    expect((await english.page.approvals()).join(' ')).not.toContain('moiapprover');
    expect(await english.page.printedHash()).toBe(grouped(printed.hash));
    expect(await english.page.currentHash()).toBe(grouped(printed.hash));
    expect(await localStorageKeys(english.app.page)).not.toContain('usecode');
    await saveScreenshot(english.app.page, 'verify-valid-en');

    const arabic = await openLink(printed.path, 'ar');
    expect(await documentLanguage(arabic.app.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await arabic.page.verdictText()).toBe(arVerify.verdict.valid);
    expect(await arabic.page.status()).toBe('معتمد');
    expect(await arabic.page.totals()).toContain('الإجمالي: KWD 205.000');
    expect((await arabic.page.approvals()).join(' ')).toContain('بواسطة سعد العتيبي');
    await saveScreenshot(arabic.app.page, 'verify-valid-ar');

    const phone = await openLink(printed.path, 'en', 'mobile');
    expect(await phone.page.verdictText()).toBe(enVerify.verdict.valid);
    await saveScreenshot(phone.app.page, 'verify-valid-mobile-en');

    expect([...english.app.errors, ...arabic.app.errors, ...phone.app.errors]).toEqual([]);
  });

  it('says a copy printed before the approval was withdrawn does NOT match, in English then Arabic', async () => {
    ok(await moi.post(q('deletequotationapproval'), undefined, { docnumbr }));

    const { app, page } = await openLink(printed.path, 'en');
    expect(await page.verdictText()).toBe(enVerify.verdict.invalid);
    expect(await page.valid()).toBe('false');
    expect(await page.status()).toBe('Pending approval');
    expect(await page.approvals()).toEqual([]);
    expect(await page.printedHash()).toBe(grouped(printed.hash));
    expect(await page.currentHash()).not.toBe(grouped(printed.hash));
    await saveScreenshot(app.page, 'verify-invalid-en');

    await new ShellPage(app.page).toggleLanguage();
    await page.verdict.filter({ hasText: arVerify.verdict.invalid }).waitFor();
    await settled(app.page);
    expect(await page.verdictText()).toBe(arVerify.verdict.invalid);
    expect(await documentLanguage(app.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await saveScreenshot(app.page, 'verify-invalid-ar');
    expect(app.errors).toEqual([]);
  });

  it('says an incomplete link is incomplete', async () => {
    const { app, page } = await openLink(`/verify?p=MOI&t=QUOT&n=${docnumbr}`, 'en');

    expect(await page.failureText()).toBe(enErrors.verifyParamsRequired);
    expect(app.errors).toEqual([]);
  });
});
