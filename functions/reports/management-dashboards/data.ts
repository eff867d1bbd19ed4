/**
 * Data the management dashboards read, one named function per access pattern. Counts and durations come
 * from the projections (functions/engines/projections/read.ts); rows from indexes, never a Scan:
 * - job orders at a status: the status index (`<project>#JOSTATUS#<code>` / `<jobordno>`), then their
 *   headers by key (BatchGetItem) for what the index does not carry (vehicle model, `statusAt`);
 * - approvals waiting at a level and approved by a level: the approval engine's pending and approved
 *   indexes (`APPRPEND`, `APPROK`), one page each;
 * - scrap spares documents of a window: gsi1 `<project>#SCRAP` / `<docdate>#<docnumbr>`;
 * - a garage store's balances: gsi1 `<project>#STOCKSTORE#<storecode>`;
 * - alerts a user has read: pk `<project>#DASHALERTREAD#<usercode>`, sk the alert id, read by key;
 * - a garage's technicians: the employee master (one Query of its partition), filtered by garage;
 * - the garage technician assignments of some job orders: by key in their partitions (BatchGetItem).
 */
import {
  approvalChains,
  type ApprovalChain,
  type ApprovalLevel,
  type PendingApproval,
} from '@fleet/shared/engines/approvals';
import type { GarageTechnicianAssignment } from '@fleet/shared/garage/garage-technician';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import type { Employee } from '@fleet/shared/platform/lookups';
import type { ScrapSpares } from '@fleet/shared/garage/scrap-spares';
import type { Store } from '@fleet/shared/parts/stock';
import { getItems, putItem, queryAll, queryPage, withoutKeys, type Row } from '#lib/db';
import { key } from '#lib/table';
import { approvalKeys } from '../../engines/approvals/data.ts';
import { garageTechnicianKeys, scraps } from '../../engines/document-stores.ts';
import { engineKeys } from '../../engines/status/engine.ts';
import { jobOrderKeys } from '../../engines/status/headers.ts';
import { listMaster } from '../../engines/masters/data.ts';
import { masterTypes } from '../../engines/masters/keys.ts';
import { storedStoreBalances } from '../../engines/stock/values.ts';
import type { JobOrderHead } from '@fleet/shared/engines/document-lines';

/** A job order as the status index lists it. */
export interface StatusIndexRow extends JobOrderHead {
  statuscde: number;
}

/** Job orders now at a status (the status index), optionally of some garages. */
export async function jobOrdersAtStatus(
  project: string,
  status: number,
  garages?: readonly string[],
): Promise<StatusIndexRow[]> {
  const rows = await queryAll<Row>({ pk: engineKeys.statusIndex(project, status, '').pk });
  return rows
    .map((row) => withoutKeys(row) as unknown as StatusIndexRow)
    .filter((row) => !garages || garages.includes(row.garage));
}

/** The headers of some job orders, by key. */
export async function jobOrderHeaders(
  project: string,
  jobordnos: readonly string[],
): Promise<JobOrderCore[]> {
  if (jobordnos.length === 0) return [];
  const items = await getItems<Row>(jobordnos.map((jobordno) => jobOrderKeys.header(project, jobordno)));
  return items.map((item) => withoutKeys(item) as unknown as JobOrderCore);
}

/** Every (document type, level) pair of the approval chains. */
export function approvalLevelsOfChains(): { chain: ApprovalChain; level: ApprovalLevel }[] {
  return Object.values(approvalChains as Record<string, ApprovalChain>).flatMap((chain) =>
    chain.levels.map((level) => ({ chain, level: level.level })),
  );
}

/** Approvals waiting at a level, oldest first, one page. */
export async function pendingApprovalsPage(
  project: string,
  docType: string,
  level: ApprovalLevel,
  limit: number,
  cursor?: string,
) {
  const page = await queryPage<Row>({ pk: approvalKeys.pendingPk(project, docType, level), limit, cursor });
  return {
    items: page.items.map((item) => withoutKeys(item) as unknown as PendingApproval),
    cursor: page.cursor,
  };
}

/** Documents a level approved, newest first, between two ISO times, one page. */
export async function approvedPage(
  project: string,
  docType: string,
  level: ApprovalLevel,
  window: { from: string; to: string },
  limit: number,
  cursor?: string,
) {
  const page = await queryPage<Row>({
    pk: approvalKeys.approvedPk(project, docType, level),
    between: [window.from, window.to],
    ascending: false,
    limit,
    cursor,
  });
  return {
    items: page.items.map(
      (item) => withoutKeys(item) as unknown as PendingApproval & { approvedAt: string; approvedBy: string },
    ),
    cursor: page.cursor,
  };
}

/** Live scrap spares documents dated within [from, to] of some garages. */
export async function scrapDocumentsBetween(
  project: string,
  window: { from: string; to: string },
  garages?: readonly string[],
): Promise<ScrapSpares[]> {
  const rows = await queryAll<Row>({
    index: 'gsi1',
    pk: scraps.keys.byDate(project),
    between: [window.from, `${window.to}#\uffff`],
  });
  return rows
    .map((row) => withoutKeys(row) as unknown as ScrapSpares & { deldate?: string })
    .filter((row) => !row.deldate && (!garages || garages.includes(row.garage)));
}

/** The active garage stores of some garages. */
export async function garageStores(project: string, garages?: readonly string[]): Promise<Store[]> {
  const stores = await listMaster<Store>(project, masterTypes.store);
  return stores.filter(
    (store) =>
      store.storetype === 'GARAGE' &&
      store.status === 'active' &&
      (!garages || (store.garage !== undefined && garages.includes(store.garage))),
  );
}

/** Balances of a store flagged low (5 or fewer on hand). */
export const lowBalancesOf = async (project: string, storecode: string) =>
  (await storedStoreBalances(project, storecode)).filter((row) => row.low === 'Y');

/** The employees of some garages (every garage when none are given). */
export async function employeesOfGarages(project: string, garages?: readonly string[]): Promise<Employee[]> {
  const employees = await listMaster<Employee>(project, masterTypes.employee);
  return employees.filter((employee) => !garages || garages.includes(employee.garageid));
}

/** The live garage technician assignments of some job orders (their workshop lines and technicians). */
export async function garageAssignmentsOf(
  project: string,
  jobordnos: readonly string[],
): Promise<GarageTechnicianAssignment[]> {
  if (jobordnos.length === 0) return [];
  const items = await getItems<Row>(
    [...new Set(jobordnos)].map((jobordno) => garageTechnicianKeys.document(project, jobordno)),
  );
  return items
    .filter((item) => !item['deldate'])
    .map((item) => withoutKeys(item) as unknown as GarageTechnicianAssignment);
}

const alertReadPk = (project: string, usercode: string) =>
  key.project(project, 'DASHALERTREAD', usercode.toLowerCase());

/** Which of some alerts a user has read. */
export async function readAlertIds(
  project: string,
  usercode: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const pk = alertReadPk(project, usercode);
  const items = await getItems<Row>([...new Set(ids)].map((sk) => ({ pk, sk })));
  return new Set(items.map((item) => String(item['sk'])));
}

/** Records that a user read an alert (idempotent). */
export async function putAlertRead(project: string, usercode: string, alertId: string, at: string) {
  await putItem({
    pk: alertReadPk(project, usercode),
    sk: alertId,
    entity: 'dashboardAlertRead',
    alertId,
    at,
  });
}
