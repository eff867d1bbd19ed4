/**
 * The vehicle workflow page in the browser (issue 24 item 12), in English and Arabic: a job order whose
 * estimation a team leader submitted and the MOI approver approved, delivered and then invoiced. The
 * page holds it as delivered (not "Garage"), shows the time in the workshop up to the delivery, and
 * names the approver who decided (by the employee's name in the reader's language), not the requester.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeJobOrder } from '@fleet/functions/engines/status/engine';
import { peopleNames } from '@fleet/functions/engines/masters/people';
import type { PersonName } from '@fleet/shared/platform/people';
import { writeTestJobOrder } from '../../../support/job-orders.ts';
import { capture, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();
let counter = 0;

/** Reception to delivery and on to the accounts, the estimation submitted and approved by their users. */
async function deliveredAndInvoiced(): Promise<string> {
  const jobordno = `JO-E2E-VW-${run}-${++counter}`;
  const approval = { docType: 'QUOT', docnumbr: `QT-E2E-${run}-${counter}`, level: 'MOI', amount: 120 };
  const move = (user: string, moves: Parameters<typeof writeJobOrder>[0]['moves'], closed = false) =>
    writeJobOrder({
      project: 'MOI',
      user,
      jobordno,
      from: [],
      moves,
      ...(closed ? { state: 'closed' as const, allowClosed: true } : {}),
    });
  await writeTestJobOrder(jobordno, 'KPTC', [1201, 1202]);
  await move('supervisor', [{ to: 1205 }, { to: 1208 }]);
  await move('teamleader', [{ to: 1209 }, { to: 1213 }, { to: 1215 }]);
  await move('teamleader', [{ to: 1235, action: 'submit', approval }]);
  await move('moiapprover', [{ to: 1216, action: 'approve', approval }]);
  await move('teamleader', [{ to: 1236 }, { to: 1230 }, { to: 1206 }]);
  await move('reception', [{ to: 1227 }], true);
  await move('accountant', [{ to: 1422 }], true);
  return jobordno;
}

let approverName: PersonName = { en: '', ar: '' };

specWithRuntime();

beforeAll(async () => {
  approverName = (await peopleNames('MOI', ['moiapprover']))['moiapprover']!;
});

describe.each(['en', 'ar'] as const)('e2e: vehicle workflow (%s)', (language) => {
  it('holds a delivered job order as delivered while the accounts go on, and names the approver', async () => {
    // Arrange
    const jobordno = await deliveredAndInvoiced();

    // Act
    const { app } = await signedInApp({
      username: 'supervisor',
      project: 'MOI',
      language,
      path: `/vehicle-workflow?jobordno=${jobordno}`,
    });
    await app.page.locator('[data-testid="workflow-timeline"] [aria-current="step"]').waitFor();

    // Assert: delivered, the last stage current, the approver by name in the stage and in the history.
    const ar = language === 'ar';
    expect(await app.page.locator('[data-testid="workflow-holder"]').innerText()).toContain(
      ar ? 'سُلّمت للعميل' : 'Delivered to the customer',
    );
    expect(await app.page.locator('[data-testid="workflow-total"]').innerText()).toContain(
      ar ? 'الوقت في الورشة' : 'Time in the workshop',
    );
    expect(
      await app.page
        .locator('[data-testid="workflow-timeline"] [aria-current="step"]')
        .getAttribute('data-stage'),
    ).toBe('delivered');
    const approvalStage = await app.page.locator('[data-stage="approval"]').innerText();
    expect(approvalStage).toContain(approverName[language]);
    const decisions = await app.page.locator('[data-testid="workflow-decisions"]').innerText();
    expect(decisions).toContain(approverName[language]);
    expect(decisions).toContain(ar ? 'اعتُمد' : 'Approved');
    await app.page.locator('[data-testid="workflow-decisions"]').scrollIntoViewIfNeeded();
    await capture(app.page, `vehicle-workflow-delivered-${language}`);
    expect(app.errors).toEqual([]);
  });
});
