/**
 * Read patterns of the work-order lists and queries, every one a paged Query on an existing index
 * (never a Scan):
 * - the engine's status index (`<project>#JOSTATUS#<code>` / `<jobordno>`): open job orders at a set of
 *   statuses, one partition after the other; the cursor names the partition and the key in it;
 * - the headers by date (gsi1 `<project>#JO` / `<joborddat>#<jobordno>`), newest first;
 * - a vehicle's job orders (gsi2 `<project>#VEH#<plate>` / `JO#<joborddat>#<jobordno>`).
 * Pages are filled up to `limit` when filters drop rows, reading ahead in growing steps.
 */
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import type { WorkOrderRow } from '@fleet/shared/reports/workorder-reports';
import { decodeCursor, encodeCursor, getItems, queryPage, withoutKeys, type Row } from '#lib/db';
import { BadRequestError } from '#lib/errors';
import { textsOf } from '#lib/attributes';
import { messages } from '@fleet/shared';
import { engineKeys } from '../../engines/status/engine.ts';
import { jobOrderKeys } from '../../engines/status/headers.ts';

/** Filters applied to a stored header. */
export interface HeaderFilter {
  fromdate?: string | undefined;
  todate?: string | undefined;
  garage?: string | undefined;
  vehmake?: string | undefined;
  vehmodel?: string | undefined;
  vehicleno?: string | undefined;
  statuscde?: number | undefined;
  /** Any further test on the header (state, time at status). */
  also?: (row: WorkOrderRow) => boolean;
}

/** A stored header as a list row, with the time at its current status at `now`. */
export function toWorkOrderRow(item: Row, now: Date): WorkOrderRow {
  const header = withoutKeys(item);
  const statusAt = typeof header['statusAt'] === 'string' ? header['statusAt'] : undefined;
  return {
    jobordno: String(header['jobordno']),
    joborddat: String(header['joborddat']),
    ...textsOf(header, 'vehicleno vehmakid vehmaknam'),
    ...(header['vehmodid'] ? { vehmodid: String(header['vehmodid']) } : {}),
    ...textsOf(header, 'garage garagnam'),
    statuscde: Number(header['statuscde']),
    group: statusGroupOf(Number(header['statuscde'])),
    kind: String(header['kind'] ?? 'KPTC'),
    state: String(header['state'] ?? 'open'),
    ...(statusAt ? { statusAt, atStatusMs: Math.max(0, now.getTime() - Date.parse(statusAt)) } : {}),
  };
}

export function matchesHeader(row: WorkOrderRow, filter: HeaderFilter): boolean {
  return (
    (!filter.fromdate || row.joborddat >= filter.fromdate) &&
    (!filter.todate || row.joborddat <= filter.todate) &&
    (!filter.garage || row.garage === filter.garage) &&
    (!filter.vehmake || row.vehmakid === filter.vehmake) &&
    (!filter.vehmodel || row.vehmodid === filter.vehmodel) &&
    (!filter.vehicleno || row.vehicleno === filter.vehicleno) &&
    (filter.statuscde === undefined || row.statuscde === filter.statuscde) &&
    (!filter.also || filter.also(row))
  );
}

const invalid = () => new BadRequestError(messages.invalidParameters);

/** Sorts after every `#<number>` of a day: an upper date bound includes the whole day. */
const endOfDay = '#\uffff';

/** Open job orders at any of `statuses` matching `filter`, by status then number. */
export async function pageByStatus(
  project: string,
  statuses: readonly number[],
  filter: HeaderFilter,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<{ items: WorkOrderRow[]; cursor?: string }> {
  const codes = [...new Set(statuses)];
  const start = decodeCursor(page.cursor);
  let position = 0;
  let inner: string | undefined;
  if (start) {
    position = codes.indexOf(Number(start['status']));
    if (position < 0 || (start['key'] !== undefined && typeof start['key'] !== 'string')) throw invalid();
    inner = start['key'] as string | undefined;
    // The key must lie in the partition it names (a cursor is the caller's input).
    if (
      inner !== undefined &&
      decodeCursor(inner)?.['pk'] !== engineKeys.statusIndex(project, codes[position]!, '').pk
    )
      throw invalid();
  }
  const items: WorkOrderRow[] = [];
  let readSize = Math.max(page.limit, 50);
  for (; position < codes.length; position += 1, inner = undefined) {
    const status = codes[position]!;
    do {
      const result = await queryPage<Row>({
        pk: engineKeys.statusIndex(project, status, '').pk,
        limit: readSize,
        cursor: inner,
      });
      // Cheap filters on the index row first, then the headers of what is left (time at status, make, model).
      const candidates = result.items.filter(
        (row) =>
          (!filter.garage || row['garage'] === filter.garage) &&
          (!filter.fromdate || String(row['joborddat']) >= filter.fromdate) &&
          (!filter.todate || String(row['joborddat']) <= filter.todate),
      );
      const headers = new Map(
        (
          await getItems<Row>(candidates.map((row) => jobOrderKeys.header(project, String(row['jobordno']))))
        ).map((header) => [String(header['jobordno']), header]),
      );
      for (const [index, row] of result.items.entries()) {
        const header = headers.get(String(row['jobordno']));
        if (!header) continue;
        const listed = toWorkOrderRow(header, now);
        if (listed.statuscde !== status || !matchesHeader(listed, filter)) continue;
        items.push(listed);
        if (items.length === page.limit) {
          const more =
            index < result.items.length - 1 || result.cursor !== undefined || position < codes.length - 1;
          const key =
            index < result.items.length - 1 || result.cursor
              ? encodeCursor({ pk: row['pk'], sk: row['sk'] })
              : undefined;
          const next = key ? { status, key } : { status: codes[position + 1] };
          return { items, ...(more && next.status !== undefined ? { cursor: encodeCursor(next) } : {}) };
        }
      }
      inner = result.cursor;
      readSize = Math.min(readSize * 2, 400);
    } while (inner);
  }
  return { items };
}

/** Job orders opened within [fromdate, todate] matching `filter`, newest first (headers by date). */
export async function pageByDate(
  project: string,
  filter: HeaderFilter,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<{ items: WorkOrderRow[]; cursor?: string }> {
  const pk = jobOrderKeys.byDate(project);
  const bounds: [string, string] = [
    filter.fromdate ?? '0000-00-00',
    `${filter.todate ?? '9999-12-31'}${endOfDay}`,
  ];
  const start = decodeCursor(page.cursor);
  if (start && (start['gsi1pk'] !== pk || typeof start['gsi1sk'] !== 'string')) throw invalid();
  return fill(
    (cursor, limit) =>
      queryPage<Row>({ pk, index: 'gsi1', between: bounds, ascending: false, limit, cursor }),
    (item) => ({ pk: item['pk'], sk: item['sk'], gsi1pk: item['gsi1pk'], gsi1sk: item['gsi1sk'] }),
    filter,
    page,
    now,
  );
}

/** A vehicle's job orders, newest first (gsi2 of the headers). */
export async function pageByVehicle(
  project: string,
  vehicleno: string,
  filter: HeaderFilter,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<{ items: WorkOrderRow[]; cursor?: string }> {
  const pk = engineKeys.byVehicle(project, vehicleno);
  const start = decodeCursor(page.cursor);
  if (start && start['gsi2pk'] !== pk) throw invalid();
  return fill(
    (cursor, limit) =>
      queryPage<Row>({ pk, index: 'gsi2', beginsWith: 'JO#', ascending: false, limit, cursor }),
    (item) => ({ pk: item['pk'], sk: item['sk'], gsi2pk: item['gsi2pk'], gsi2sk: item['gsi2sk'] }),
    filter,
    page,
    now,
  );
}

async function fill(
  read: (cursor: string | undefined, limit: number) => Promise<{ items: Row[]; cursor?: string }>,
  keyOf: (item: Row) => Row,
  filter: HeaderFilter,
  page: { limit: number; cursor?: string | undefined },
  now: Date,
): Promise<{ items: WorkOrderRow[]; cursor?: string }> {
  const items: WorkOrderRow[] = [];
  let cursor = page.cursor;
  let readSize = page.limit;
  for (;;) {
    const result = await read(cursor, readSize);
    for (const [index, item] of result.items.entries()) {
      if (item['entity'] !== undefined && item['entity'] !== 'jobOrderHeader') continue;
      const row = toWorkOrderRow(item, now);
      if (!matchesHeader(row, filter)) continue;
      items.push(row);
      if (items.length === page.limit) {
        const more = index < result.items.length - 1 || result.cursor !== undefined;
        return { items, ...(more ? { cursor: encodeCursor(keyOf(item)) } : {}) };
      }
    }
    if (!result.cursor) return { items };
    cursor = result.cursor;
    readSize = Math.min(Math.max(readSize * 2, 100), 800);
  }
}

/** Every header of a bounded read, page after page (a vehicle's job orders, one status partition). */
export async function allPages(
  readPage: (cursor: string | undefined) => Promise<{ items: WorkOrderRow[]; cursor?: string }>,
): Promise<WorkOrderRow[]> {
  const rows: WorkOrderRow[] = [];
  let cursor: string | undefined;
  do {
    const result = await readPage(cursor);
    rows.push(...result.items);
    cursor = result.cursor;
  } while (cursor);
  return rows;
}
