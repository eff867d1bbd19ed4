/**
 * Job order headers, read side (issue 5 builds the job order module and its writes here).
 * A job order is an item collection (ARCHITECTURE.md section 4):
 * - pk `<project>#JO#<jobordno>`, sk `HEADER`: the header;
 * - gsi1pk `<project>#JO`, gsi1sk `<joborddat>#<jobordno>`: every job order of a project by date;
 * - its documents carry gsi2pk `<project>#JO#<jobordno>` (an invoice: gsi2sk `CARINV#<carinvno>`).
 */
import { getItem, getItems, queryAll, queryPage, withoutKeys, type StoredItem } from '#lib/db';
import { key } from '#lib/table';
import type { JobOrderSummary } from '@fleet/shared/reception/job-orders';
import { fieldsOf } from '#lib/attributes';

/** The header fields other documents read (the `getJobOrderAll` row). */
export type JobOrderHeader = JobOrderSummary;

export interface StoredJobOrderHeader extends JobOrderHeader {
  version: number;
}

/** Partition of one job order: its header and (issue 5) its history. */
export const jobOrderPk = (project: string, jobordno: string) => key.project(project, 'JO', jobordno);

export const jobOrderKeys = {
  header: (project: string, jobordno: string) => ({ pk: jobOrderPk(project, jobordno), sk: 'HEADER' }),
  /** gsi1 partition of a project's job orders. */
  byDate: (project: string) => key.project(project, 'JO'),
};

/** Storage form of a header (the seed and the tests write headers through this). */
export function jobOrderHeaderItem(project: string, header: StoredJobOrderHeader): StoredItem {
  return {
    ...jobOrderKeys.header(project, header.jobordno),
    gsi1pk: jobOrderKeys.byDate(project),
    gsi1sk: `${header.joborddat}#${header.jobordno}`,
    entity: 'jobOrderHeader',
    ...header,
  };
}

const headerFields = (item: Record<string, unknown>): JobOrderHeader => {
  const stored = withoutKeys(item) as unknown as JobOrderHeader;
  return {
    ...fieldsOf(
      stored,
      'jobordno joborddat vehicleno vehmakid vehmaknam compcode companynm custname garage garagnam',
    ),
    statuscde: Number(stored.statuscde),
  };
};

/** One header by number. */
export async function getJobOrderHeader(project: string, jobordno: string) {
  const { pk, sk } = jobOrderKeys.header(project, jobordno);
  const item = await getItem<Record<string, unknown>>(pk, sk);
  return item ? headerFields(item) : undefined;
}

/** Current status codes of several job orders in one batch read (absent numbers are left out). */
export async function jobOrderStatuses(project: string, jobordnos: readonly string[]) {
  const unique = [...new Set(jobordnos.filter(Boolean))];
  const items = await getItems<Record<string, unknown>>(
    unique.map((jobordno) => jobOrderKeys.header(project, jobordno)),
  );
  return new Map(items.map((item) => [String(item['jobordno']), Number(item['statuscde'])]));
}

/** Every job order of a project, newest first (`getJobOrderAll`); with its kind and state on request. */
export async function listJobOrderHeaders(project: string): Promise<JobOrderHeader[]>;
export async function listJobOrderHeaders(
  project: string,
  options: { includeKind: true },
): Promise<(JobOrderHeader & { kind: string; state: string })[]>;
export async function listJobOrderHeaders(project: string, options?: { includeKind: true }) {
  const items = await queryAll<Record<string, unknown>>({
    pk: jobOrderKeys.byDate(project),
    index: 'gsi1',
    ascending: false,
  });
  if (!options?.includeKind) return items.map(headerFields);
  return items.map((item) => ({
    ...headerFields(item),
    kind: String(item['kind'] ?? 'KPTC'),
    state: String(item['state'] ?? 'open'),
  }));
}

/**
 * A project's by-date index (job order headers and what else is dated there), 200 items a page: what
 * the projections' rebuilds replay from, page by page, never a scan.
 */
export async function* byDatePages(project: string): AsyncGenerator<Record<string, unknown>[]> {
  let cursor: string | undefined;
  do {
    const page = await queryPage<Record<string, unknown>>({
      index: 'gsi1',
      pk: jobOrderKeys.byDate(project),
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    yield page.items;
    cursor = page.cursor;
  } while (cursor);
}
