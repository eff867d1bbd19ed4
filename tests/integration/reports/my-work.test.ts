/**
 * "My work" (issue 25 item 1) in the local runtime: every demo role's user finds something waiting for
 * it in each of its projects (the demo seed leaves it), a user without the actions' rights finds
 * nothing, and a status change moves a job order from one role's work to the next one's at once (the
 * status engine keeps the work index in the change's own transaction).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyWork } from '@fleet/shared/reports/my-work';
import { demoUsers } from '@fleet/functions/platform/seed/users';
import { rightsOf, rightsTable } from '@fleet/functions/platform/seed/rights';
import { signIn, type ApiClient, ok } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { testJobOrderThrough, moveTestJobOrder } from '../../support/job-orders.ts';

const path = '/api/MyWork/getMyWork';

/** The demo users of the roles the issue names (each approver, both inspectors). */
const waitingRoles = [
  'RECEPTION',
  'INSPECTOR',
  'TEAMLEADER',
  'TECHNICIAN',
  'STOREKEEPER',
  'APPROVER_GARAGE',
  'APPROVER_MOI',
  'APPROVER_KPTC',
  'APPROVER_THIRD',
  'ACCOUNTANT',
];
const roleUsers = demoUsers.filter((user) => waitingRoles.includes(user.roles[0]!));

const cases = roleUsers.flatMap((user) => user.projects.map((project) => [user.usercode, project] as const));

async function myWorkOf(client: ApiClient): Promise<MyWork> {
  return ok(await client.get<MyWork>(path));
}

beforeAll(() => {
  useRuntimeEnv();
});

describe('integration: my work of the demo users', () => {
  it.each(cases)(
    '%s finds something waiting for it in %s, each row linked to a page',
    async (usercode, project) => {
      const { client } = await signIn(usercode, { project });

      const work = await myWorkOf(client);

      expect(work.total).toBeGreaterThan(0);
      expect(work.rows).toHaveLength(work.total);
      expect(work.counts.reduce((sum, count) => sum + count.count, 0)).toBe(work.total);
      for (const row of work.rows) {
        expect(row.link).toMatch(/^\/\w+/);
        expect(row.jobordno ?? row.docnumbr).toBeTruthy();
      }
    },
  );

  it('needs a session', async () => {
    const { anonymous } = await import('../../support/api.ts');
    expect((await anonymous().get(path)).status).toBe(401);
  });
});

describe('integration: my work follows rights and garages', () => {
  it("gives nothing to a user who only views the team leader's screens", async () => {
    const views = Object.fromEntries(
      Object.entries(rightsOf(rightsTable.TEAMLEADER)).map(([screen, rights]) => [
        screen,
        { ...rights, adds: 'N' as const, edits: 'N' as const, deletes: 'N' as const },
      ]),
    );
    await putRole('MYWORK_VIEWER', views);
    await putUser({ usercode: 'mywork-viewer', roles: ['MYWORK_VIEWER'] });
    const { client } = await signIn('mywork-viewer');

    const work = await myWorkOf(client);

    expect(work).toMatchObject({ rows: [], counts: [], total: 0 });
  });
});

describe('integration: a status change moves the row', () => {
  it("moves a job order from the reception's work to the supervisor's, and out when it closes", async () => {
    const jobordno = `JO-MW-${Date.now().toString(36).toUpperCase()}`;
    await testJobOrderThrough(jobordno, 'G01', []);
    const reception = (await signIn('reception')).client;
    const supervisor = (await signIn('supervisor')).client;
    const rowOf = async (client: ApiClient) =>
      (await myWorkOf(client)).rows.find((row) => row.jobordno === jobordno);

    expect(await rowOf(reception)).toMatchObject({
      source: 'jobOrder',
      action: 'assignTechnicianReception',
      statuscde: 1201,
      statusGroup: 'reception',
      garage: 'G01',
      link: `/technicianDetailsmoi?mod=false&status=ADD&jobordno=${jobordno}`,
    });
    expect(await rowOf(supervisor)).toBeUndefined();

    // Gate pass in: the vehicle is the garage's now.
    await moveTestJobOrder(jobordno, 1205);

    expect(await rowOf(reception)).toBeUndefined();
    expect(await rowOf(supervisor)).toMatchObject({ action: 'uploadImagesGarage', statuscde: 1205 });

    await moveTestJobOrder(jobordno, 1205, {
      moves: [{ to: 1205, action: 'cancel', remarks: 'Test over' }],
      state: 'cancelled',
    });

    expect(await rowOf(supervisor)).toBeUndefined();
  });
});
