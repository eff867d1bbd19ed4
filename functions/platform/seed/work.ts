/**
 * Demo work (issue 25): what the demo documents cannot leave as items alone, written through the
 * module's own functions as the demo users (like the procurement seed), so "My work" shows every demo
 * role something: in MOI, a petty cash on the delivered demo job order, waiting for the third-level
 * approver (the job order moves to 1423, where the accountant prepares the 3-in-1 invoice); in both, a
 * garage inspection waiting for the workshop manager (inspection-approval.ts). Then the
 * work index is rebuilt once per project, so data seeded before the status engine kept it gets it.
 * Runs once per project (a marker).
 */
import { pettyCashBody } from '@fleet/shared/accounts/petty-cash';
import { resolveCaller } from '#lib/caller';
import { getItem, putItem } from '#lib/db';
import { kuwaitClock } from '#lib/clock';
import { key } from '#lib/table';
import { rebuildWorkIndex } from '../../reports/my-work/rebuild.ts';
import { readJobOrderCore } from '../../engines/status/engine.ts';
import { savePettyCash } from '../../accounts/petty-cash/manage.ts';
import { demoDocuments } from './documents.ts';
import { seedInspectionApproval } from './inspection-approval.ts';

const markerKeys = (project: string) => ({ pk: key.global('SEED'), sk: `WORK#${project}` });

/** The delivered demo job order of the work job orders (documents.ts), if the project has one. */
async function deliveredDemoJobOrder(project: string) {
  const seeded = await getItem<{ day?: string }>(key.global('SEED'), `DOCUMENTS#${project}`);
  if (!seeded?.day) return undefined;
  const delivered = demoDocuments(project, seeded.day).jobOrders.filter(
    (header) => header.statuscde === 1227,
  );
  for (const header of delivered.reverse()) {
    const current = await readJobOrderCore(project, header.jobordno);
    if (current?.statuscde === 1227) return current;
  }
  return undefined;
}

export async function seedDemoWork(project: string, now: Date): Promise<void> {
  const marker = markerKeys(project);
  if (await getItem(marker.pk, marker.sk)) return;
  if (project === 'MOI') {
    const jobOrder = await deliveredDemoJobOrder(project);
    if (jobOrder) {
      const accountant = await resolveCaller({ username: 'accountant' }, project);
      await savePettyCash(
        accountant,
        pettyCashBody.parse({
          docdate: kuwaitClock(now).date,
          jobordno: jobOrder.jobordno,
          vendname: 'Al-Rai Auto Accessories',
          remarks: 'Wiper blades bought for the delivery',
          lines: [{ description: 'Wiper blades, pair', qty: 1, unitprice: 4.5, billno: 'R-2291' }],
        }),
        now,
      );
    }
  }
  // Issue 28: a garage inspection waiting for the workshop manager (garageapprover).
  await seedInspectionApproval(project, now);
  await rebuildWorkIndex(project);
  await putItem({ ...marker, entity: 'seedMarker' });
}
