/**
 * An approval history as its reader sees it (issue 25 item 6): the MOI approver opens, in Arabic, a
 * demo purchase request the garage, MOI and KPTC approved; the history names the garage approver by the
 * employee's Arabic name (not the login id) and dates the decisions DD/MM/YYYY HH:mm in Kuwait time (not
 * the browser's `11/29/2026, 5:48:44 AM`). Screenshots in Arabic and English.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonName } from '@fleet/shared/platform/people';
import { peopleNames } from '@fleet/functions/engines/masters/people';
import { signIn } from '../../../support/api.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

interface ListedRequest {
  docnumbr: string;
  costshtno: string;
}

let approver: PersonName = { en: '', ar: '' };
let docnumbr: string | undefined;

specWithRuntime();

beforeAll(async () => {
  approver = (await peopleNames('MOI', ['garageapprover']))['garageapprover']!;
  // A demo request the garage, MOI and KPTC approved, since quoted (functions/platform/seed/procurement.ts).
  const admin = (await signIn('admin')).client;
  const listed = await admin.get<ListedRequest[]>('/api/PurchaseRequest/getPurchaseRequestList', {
    state: 'approved',
  });
  docnumbr = listed.body.find((row) => row.costshtno)?.docnumbr;
});

describe.each(['ar', 'en'] as const)('e2e: approval history by name and Kuwait time (%s)', (language) => {
  it("names who decided by the employee's name and dates the decision DD/MM/YYYY HH:mm", async () => {
    // Arrange
    expect(docnumbr).toBeDefined();

    // Act
    const { app } = await signedInApp({
      username: 'moiapprover',
      project: 'MOI',
      language,
      path: `/purchaseReqEntry?docnumbr=${docnumbr}&mod=true&status=VIEW`,
    });
    const history = app.page.locator('[data-testid="approval-history"]');
    await history.getByText(approver[language]).first().waitFor();

    // Assert
    const text = await history.innerText();
    expect(text).toContain(approver[language]);
    expect(text).not.toContain('garageapprover');
    expect(await history.locator('[data-testid="approval-history-at"]').first().innerText()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(text).not.toMatch(/\b(AM|PM)\b/);
    await history.scrollIntoViewIfNeeded();
    await capture(app.page, `approval-history-${language}`);
    expect(app.errors).toEqual([]);
  });
});
