/**
 * Issue 24: every link the workflow map sends (a notification, "My work") opens a page its recipient
 * may use. For each action of the map, the demo user of its role signs in and opens the action's link
 * for a demo job order waiting at one of the action's statuses, in one of the user's garages: no call
 * of the page (the list, the form and every read the form makes) is refused with 403, the page is not
 * "Page not found", and a list link shows the job order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actionLink, workflowActions, type WorkflowAction } from '@fleet/shared/engines/workflow-map';
import { jobOrdersAtStatuses } from '@fleet/functions/engines/status/choices';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { isStickerJob } from '@fleet/shared/stickers/stickers';
import { demoUsers } from '@fleet/functions/platform/seed/users';
import { useRuntimeEnv } from '../../../support/fixtures.ts';
import { closeApps, openPath, refusedCallsWhile } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

interface Visit {
  action: WorkflowAction;
  jobordno: string;
}

/** The demo user of each role that acts somewhere on the map. */
const actingUsers = [...new Set(workflowActions.flatMap((action) => action.roles.slice(0, 1)))].map((role) =>
  demoUsers.find((candidate) => candidate.roles.includes(role))!,
);

/**
 * Job orders of the demo seed or made through the product's numbering (`JO-2026-00012`,
 * `STK-2026-MOI-…`); the other tests' fixtures (`JO-E2E-…`, `JO-STK-…`), written straight to the table
 * with only the fields their test needs, are left out.
 */
const madeByTheProduct = /^(JO|STK)-\d{4}-/;

/** The actions whose first role is the user's, each with a demo job order waiting in one of the user's garages. */
async function visitsOf(user: (typeof demoUsers)[number]): Promise<{ visits: Visit[]; uncovered: string[] }> {
  const visits: Visit[] = [];
  const uncovered: string[] = [];
  for (const action of workflowActions) {
    if (action.at.length === 0 || !user.roles.includes(action.roles[0]!)) continue;
    const rows = (await jobOrdersAtStatuses('MOI', action.at)).filter(
      (candidate) =>
        madeByTheProduct.test(candidate.jobordno) &&
        (!candidate.garage || user.garages.includes(String(candidate.garage))),
    );
    // A sticker job takes the sticker actions, a repair the others (the map's `service`).
    let row: (typeof rows)[number] | undefined;
    for (const candidate of rows) {
      const sticker = isStickerJob((await readJobOrderCore('MOI', candidate.jobordno)) ?? {});
      if (!action.service || action.service === (sticker ? 'sticker' : 'repair')) {
        row = candidate;
        break;
      }
    }
    if (row) visits.push({ action, jobordno: row.jobordno });
    else uncovered.push(action.key);
  }
  return { visits, uncovered };
}

let opened = 0;

beforeAll(() => {
  useRuntimeEnv();
});

afterAll(async () => {
  await closeApps();
  // Most actions of the map have a demo job order waiting: the walk covers them (issue 25 fills the rest).
  expect(opened).toBeGreaterThanOrEqual(20);
});

/** Whether the page shows the job order: as a value of its own (a table cell), or in an open dialog. */
async function shows(page: Page, jobordno: string): Promise<boolean> {
  try {
    await page
      .getByText(jobordno, { exact: true })
      .or(page.getByRole('dialog').getByText(jobordno))
      .first()
      .waitFor({ state: 'visible', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

describe('e2e: the workflow map links', () => {
  it.each(actingUsers.map((user) => [user.usercode, user] as const))(
    'opens the actions of %s without a refused call or a missing page',
    async (usercode, user) => {
      const { visits, uncovered } = await visitsOf(user);
      const problems: string[] = [];
      const { app, shell } = await signedInApp({ username: usercode, project: 'MOI' });
      for (const { action, jobordno } of visits) {
        // The shared runtime's other tests may have moved the job order on meanwhile.
        const status = (await readJobOrderCore('MOI', jobordno))?.statuscde;
        if (status === undefined || !action.at.includes(status)) continue;
        const link = actionLink(action, jobordno);
        const refused = await refusedCallsWhile(app.page, () => openPath(app.page, link));
        const path = new URL(app.page.url()).pathname;
        if (refused.length > 0) problems.push(`${action.key} ${link}: 403 on ${refused.join(', ')}`);
        if (path === '/404' || (await shell.notFound.count()) > 0)
          problems.push(`${action.key} ${link}: 404`);
        // An optional action's list shows the job order's documents, none before the first.
        if (action.opens === 'list' && !action.optional && !(await shows(app.page, jobordno)))
          problems.push(`${action.key} ${link}: job order not shown`);
      }
      opened += visits.length;
      expect(problems).toEqual([]);
      expect(app.errors).toEqual([]);
      await app.close();
      if (uncovered.length > 0) console.log(`${usercode}: no demo job order for ${uncovered.join(', ')}`);
    },
  );
});
