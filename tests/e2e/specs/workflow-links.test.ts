/**
 * Issue 24: every link the workflow map sends (a notification, "My work") opens a page its recipient
 * may use. For each action of the map, the demo user of its role signs in and opens the action's link
 * for a demo job order waiting at one of the action's statuses, in one of the user's garages: no call
 * of the page (the list, the form and every read the form makes) is refused with 403, the page is not
 * "Page not found", and a list link shows the job order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actionLink, workflowActions, type WorkflowAction } from '@fleet/shared/workflow-map';
import { jobOrdersAtStatuses } from '@fleet/functions/joborders/choices';
import { demoUsers } from '@fleet/functions/seed/users';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { closeApps } from '../support/app.ts';
import { signedInApp } from '../support/session.ts';

interface Visit {
  action: WorkflowAction;
  usercode: string;
  jobordno: string;
}

const visits: Visit[] = [];
const uncovered: string[] = [];

beforeAll(async () => {
  useRuntimeEnv();
  for (const action of workflowActions) {
    if (action.at.length === 0) continue;
    const rows = await jobOrdersAtStatuses('MOI', action.at);
    const role = action.roles[0]!;
    const user = demoUsers.find((candidate) => candidate.roles.includes(role))!;
    const row = rows.find(
      (candidate) => !candidate.garage || user.garages.includes(String(candidate.garage)),
    );
    if (row) visits.push({ action, usercode: user.usercode, jobordno: row.jobordno });
    else uncovered.push(action.key);
  }
});

afterAll(closeApps);

async function refusedCalls(page: Page, url: string): Promise<string[]> {
  const refused: string[] = [];
  const listener = (response: { url(): string; status(): number }) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
  };
  page.on('response', listener);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return refused;
}

/** Whether the page shows the job order: as a value of its own (a table cell), or in an open dialog. */
async function shows(page: Page, jobordno: string): Promise<boolean> {
  try {
    await page
      .getByText(jobordno, { exact: true })
      .or(page.getByRole('dialog').getByText(jobordno))
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

describe('e2e: the workflow map links', () => {
  it('opens each action of the map for its role without a refused call or a missing page', async () => {
    expect(visits.length, `no demo job order for ${uncovered.join(', ')}`).toBeGreaterThanOrEqual(20);
    const problems: string[] = [];
    const byUser = new Map<string, Visit[]>();
    for (const visit of visits) byUser.set(visit.usercode, [...(byUser.get(visit.usercode) ?? []), visit]);
    for (const [usercode, userVisits] of byUser) {
      const { app, shell } = await signedInApp({ username: usercode, project: 'MOI' });
      for (const { action, jobordno } of userVisits) {
        const link = actionLink(action, jobordno);
        const refused = await refusedCalls(app.page, link);
        const path = new URL(app.page.url()).pathname;
        if (refused.length > 0)
          problems.push(`${usercode} ${action.key} ${link}: 403 on ${refused.join(', ')}`);
        if (path === '/404' || (await shell.notFound.count()) > 0)
          problems.push(`${usercode} ${action.key} ${link}: 404`);
        if (action.opens === 'list' && !(await shows(app.page, jobordno)))
          problems.push(`${usercode} ${action.key} ${link}: job order not shown`);
      }
      expect(app.errors, usercode).toEqual([]);
      await app.close();
    }
    expect(problems).toEqual([]);
    console.log(
      `workflow links: ${visits.length} actions opened; no demo job order for ${uncovered.join(', ')}`,
    );
  });
});
