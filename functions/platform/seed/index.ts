/**
 * Demo seed: projects, each project's master data, roles with their rights, and one demo user per
 * role (Cognito user + profile). Deterministic and idempotent:
 * - master data is written in batches only when its content differs from the last seeded content
 *   (a marker keeps the content hash), so a second run writes nothing;
 * - roles, profiles and counters are created only when absent, so edits made in the app survive;
 * - Cognito users are created when missing; an existing user keeps its password;
 * - demo documents (job orders, invoices; procurement through its own functions) are written once per project, dated back from that day
 *   (a marker per project records it), and counters are raised so new numbers follow them.
 * The same code seeds the local emulators, LocalStack or AWS: endpoints come from the environment.
 */
import { createHash } from 'node:crypto';
import { accessChanged } from '#lib/access';
import { getItem, putItem } from '#lib/db';
import { key } from '#lib/table';
import { kuwaitClock } from '#lib/clock';
import { demoDocumentItems, demoDocuments } from './documents.ts';
import { demoEstimationCounters, demoEstimationItems } from './estimations.ts';
import { demoGarageTechnicianItems } from './garage-technician.ts';
import { counterItems, masterDataItems, projectItems } from './items.ts';
import { seedProcurement } from './procurement.ts';
import { openingStockItems } from './stock.ts';
import { backfillStockValues } from '../../engines/stock/values.ts';
import { projects } from './organisation.ts';
import { roleItems } from './rights.ts';
import { demoUsers, ensureCognitoUser, ensureGroups, profileItem } from './users.ts';
import { seedMasterRepair } from '../../masters/master-repair/seed.ts';
import { seedWinches } from '../../garage/winch/seed.ts';
import { seedMessages } from '../messages/seed.ts';
import { rebuildProjections } from '../../engines/projections/rebuild.ts';
import { putAll, putAllIfAbsent, putIfAbsent, raiseCounter } from './write.ts';
import { seedDemoWork } from './work.ts';
import { resolveCaller } from '#lib/caller';
import { syncExternalRequest } from '@fleet/shared/reports/cost-expenditure';
import { syncExternalExpenditure } from '../../reports/cost-expenditure/manage.ts';

export { demoPassword, demoUsers, type DemoUser } from './users.ts';

const markerKeys = { pk: key.global('SEED'), sk: 'MASTERDATA' };
const documentsMarkerKeys = (project: string) => ({ pk: key.global('SEED'), sk: `DOCUMENTS#${project}` });
const stockMarkerKeys = (project: string) => ({ pk: key.global('SEED'), sk: `STOCK#${project}` });

/**
 * The opening stock of a project, once (the ledger moves on from it); balances written before the
 * ledger kept their booked value get it from their movements.
 */
async function seedStock(project: string): Promise<void> {
  const marker = stockMarkerKeys(project);
  if (await getItem(marker.pk, marker.sk)) {
    await backfillStockValues(project);
    return;
  }
  const items = openingStockItems(project);
  await putAllIfAbsent(items);
  await putItem({ ...marker, entity: 'seedMarker', items: items.length });
}

/** Every master data item of the seed (projects first). */
export function seedItems() {
  return [...projectItems(), ...projects.flatMap((project) => masterDataItems(project.code))];
}

export const contentHash = (items: unknown) =>
  createHash('sha256').update(JSON.stringify(items)).digest('hex');

/** The demo documents of a project, once: later runs (and edits made in the app) are left alone. */
async function seedDocuments(project: string, now: Date): Promise<boolean> {
  const marker = documentsMarkerKeys(project);
  if (await getItem(marker.pk, marker.sk)) return false;
  const today = kuwaitClock(now).date;
  const documents = demoDocuments(project, today);
  const items = [
    ...demoDocumentItems(project, documents),
    ...demoEstimationItems(project, documents.jobOrders),
    ...demoGarageTechnicianItems(project, documents.jobOrders),
  ];
  const counters = [...documents.counters, ...demoEstimationCounters(documents.jobOrders)];
  await putAllIfAbsent(items);
  await Promise.all(counters.map((counter) => raiseCounter(project, counter.name, counter.value)));
  await putItem({ ...marker, entity: 'seedMarker', day: today, items: items.length });
  return true;
}

/**
 * The demo's expenditure: the last year's money of the demo documents (invoices, labour, store issues)
 * synced into expenditure records by the administrator, as the page's "Sync real costs" does.
 */
async function seedExpenditure(project: string, now: Date): Promise<void> {
  const today = kuwaitClock(now).date;
  const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  const admin = await resolveCaller({ username: 'admin' }, project);
  await syncExternalExpenditure(admin, syncExternalRequest.parse({ fromDate: yearAgo, toDate: today }), now);
}

/**
 * `settle`: resolves once the events the seed published have been delivered (the local runtime's
 * bus drain), so the projections rebuilt at the end are not also added to by a late delivery.
 */
export async function seed(options: { userPoolId: string; settle?: () => Promise<void> }): Promise<void> {
  const items = seedItems();
  const hash = contentHash(items);
  const marker = await getItem<{ hash?: string }>(markerKeys.pk, markerKeys.sk);
  const masterDataChanged = marker?.hash !== hash;
  const created = [
    ...projects.flatMap((project) => counterItems(project.code)),
    ...roleItems(),
    ...demoUsers.map(profileItem),
  ];
  const [, documentsSeeded] = await Promise.all([
    masterDataChanged ? putAll(items) : undefined,
    Promise.all(projects.map((project) => seedDocuments(project.code, new Date()))),
    Promise.all(projects.map((project) => seedStock(project.code))),
    Promise.all(created.map(putIfAbsent)),
    // One Cognito call at a time: cognito-local keeps its pool in a JSON file.
    (async () => {
      await ensureGroups(options.userPoolId);
      for (const user of demoUsers) await ensureCognitoUser(options.userPoolId, user);
    })(),
  ]);
  if (masterDataChanged) await putItem({ ...markerKeys, entity: 'seedMarker', hash, items: items.length });
  // Through the procurement functions as the demo users, after their profiles, roles and stock exist;
  // MOI only, the project whose demo users hold every approval level.
  await seedProcurement('MOI', new Date());
  // Issue 14, master data: vehicle side: demo data.
  // Issue 14, master data: repairs, labour, employees: demo data.
  await Promise.all(projects.map((project) => seedMasterRepair(project.code)));
  // Issue 14, warranty and winch: demo data.
  await Promise.all(projects.map((project) => seedWinches(project.code, new Date())));
  // Issue 14, scrap spares, transfers, engine service: demo data.
  const { seedEmployeeTransfers } = await import('../../garage/transfers/seed.ts');
  await seedEmployeeTransfers('MOI', new Date());
  // Issue 14, stickers: demo data.
  const { seedStickers } = await import('../../stickers/seed.ts');
  for (const project of projects) await seedStickers(project.code, new Date());
  // Issue 14, messages: demo data.
  await Promise.all(projects.map((project) => seedMessages(project.code, new Date())));
  // Issue 25, My work: something waiting for every demo role, and the work index of older data.
  for (const project of projects) await seedDemoWork(project.code, new Date());
  // The demo documents are written as items, not through the engine and the bus: the dashboards and
  // reports read projections, so they are rebuilt from the documents' history once these exist.
  // Profiles and roles were written directly: callers resolved during the seed are forgotten.
  await accessChanged();
  if (documentsSeeded.some(Boolean)) {
    await options.settle?.();
    for (const project of projects) await rebuildProjections(project.code);
    // The cost expenditure page's spend, from the demo documents' money as its "Sync real costs" does.
    for (const project of projects) await seedExpenditure(project.code, new Date());
  }
  // Issue 25: the search index of the demo job orders and documents (written as items), once.
  const { ensureSearchIndex } = await import('../../reports/search/backfill.ts');
  await Promise.all(projects.map((project) => ensureSearchIndex(project.code)));
}
